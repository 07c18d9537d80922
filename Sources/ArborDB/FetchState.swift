import Dispatch
import Observation
import Synchronization

/// What one run of an observed query produced.
struct Fetched<Value: Sendable>: Sendable {
  var value: Value
  /// The exact result values; `nil` when the fetch cannot give them (a `FetchKeyRequest`),
  /// and then `Equatable` values are compared instead.
  var fingerprint: ResultFingerprint?
}

/// The state an observed query's wrapper and all its copies share: the current value,
/// the last error, who listens, and the live query keeping it current.
///
/// It is `Observable`, so `withObservationTracking` (and SwiftUI where there is one) sees
/// a wrapper's value change even when the wrapper sits on an `@ObservationIgnored`
/// property: reading `wrappedValue` reads this object.
final class FetchState<Value: Sendable>: Observable, Sendable {
  private struct Stored {
    var value: Value?
    var fingerprint: ResultFingerprint?
    var hasFetched = false
    var error: (any Error)?
    /// Bumped by every `load`: results of an older query are dropped on arrival.
    var generation = 0
    var live: LiveFetch<Value>?
    var listeners: [Int: @Sendable (Value) -> Void] = [:]
    var nextListener = 0
    /// The query being observed, for `reload`; nil before one is given, or once its
    /// subscription was cancelled.
    var query: Query?
    /// Bumped by each new query (not by `reload`): a subscription ends only its own.
    var queryNumber = 0
    /// A fetch is running for `start` or `reload`.
    var isLoading = false
  }

  /// What `start` was given.
  private struct Query {
    let fetch: @Sendable (Database) throws -> Fetched<Value>
    let database: (any DatabaseReader)?
    let constantRegion: Bool
  }

  private let registrar = ObservationRegistrar()
  private let stored: Mutex<Stored>

  init(initialValue: Value?) {
    stored = Mutex(Stored(value: initialValue))
  }

  deinit {
    stored.withLock { $0.live }?.stop()
  }

  var value: Value {
    registrar.access(self, keyPath: \.value)
    let (value, error) = stored.withLock { ($0.value, $0.error) }
    guard let value else {
      // Only a `Fetch` declared without an initial value gets here, when its first fetch
      // failed: there is no value to show. Its documentation says to give one.
      fatalError("the first fetch failed and no initial value was given: \(error.map { "\($0)" } ?? "no value")")
    }
    return value
  }

  var loadError: (any Error)? {
    registrar.access(self, keyPath: \.loadError)
    return stored.withLock { $0.error }
  }

  /// Runs `fetch` now (the first value is there when this returns) and after every
  /// commit that touches what it read. Returns the first fetch's error, if any.
  @discardableResult
  func start(
    _ fetch: @escaping @Sendable (Database) throws -> Fetched<Value>, database: (any DatabaseReader)?,
    constantRegion: Bool = true
  ) -> (any Error)? {
    run(Query(fetch: fetch, database: database, constantRegion: constantRegion), isNew: true)
  }

  /// Fetches the current query again now and goes on observing it; nothing when there
  /// is none (a wrapper declared without one, or whose subscription was cancelled).
  /// Returns the fetch's error, if any.
  func reload() -> (any Error)? {
    guard let query = stored.withLock({ $0.query }) else { return nil }
    return run(query, isNew: false)
  }

  /// The number of the query observed now, for a subscription to end only its own.
  var queryNumber: Int { stored.withLock { $0.queryNumber } }

  /// A subscription that ends the observation of the query given last.
  func subscription() -> FetchSubscription {
    let number = queryNumber
    return FetchSubscription(endsWhenReleased: false) { [weak self] in self?.detach(queryNumber: number) }
  }

  /// Whether a fetch is under way.
  var isLoading: Bool {
    registrar.access(self, keyPath: \.isLoading)
    return stored.withLock { $0.isLoading }
  }

  /// Stops observing query `number` (its subscription was cancelled): the value stays as
  /// it is, and `reload` does nothing, until another query is given.
  func detach(queryNumber number: Int) {
    let live = stored.withLock { stored -> LiveFetch<Value>? in
      guard stored.queryNumber == number, stored.query != nil else { return nil }
      stored.query = nil
      stored.generation += 1
      defer { stored.live = nil }
      return stored.live
    }
    live?.stop()
  }

  /// Takes `other`'s value, error and query (`$rows = FetchAll(…)`): this state observes
  /// what `other` observed, and `other` stops.
  func adopt(_ other: FetchState<Value>) {
    guard other !== self else { return }
    let (value, error, query) = other.stored.withLock { ($0.value, $0.error, $0.query) }
    if query != nil { other.detach(queryNumber: other.queryNumber) }
    registrar.withMutation(of: self, keyPath: \.value) {
      stored.withLock { stored in
        stored.value = value
        stored.error = error
        stored.fingerprint = nil
        stored.hasFetched = false
      }
    }
    if let query {
      run(query, isNew: true)
    } else {
      let live = stored.withLock { stored -> LiveFetch<Value>? in
        stored.query = nil
        stored.queryNumber += 1
        stored.generation += 1
        defer { stored.live = nil }
        return stored.live
      }
      live?.stop()
    }
  }

  @discardableResult
  private func run(_ query: Query, isNew: Bool) -> (any Error)? {
    let (generation, previous) = stored.withLock { stored in
      stored.generation += 1
      stored.query = query
      if isNew { stored.queryNumber += 1 }
      stored.isLoading = true
      defer { stored.live = nil }
      return (stored.generation, stored.live)
    }
    defer { stored.withLock { $0.isLoading = false } }
    previous?.stop()
    let (fetch, database, constantRegion) = (query.fetch, query.database, query.constantRegion)
    let reader: any DatabaseReader
    do {
      reader = try DependencyValues.database(database)
    } catch {
      receive(.failure(error), generation: generation)
      return error
    }
    let live = LiveFetch(reader: reader, constantRegion: constantRegion, fetch: fetch) { [weak self] outcome in
      self?.receive(outcome, generation: generation)
    }
    let isCurrent = stored.withLock { stored in
      guard stored.generation == generation else { return false }
      stored.live = live
      return true
    }
    guard isCurrent else {
      live.stop()
      return nil
    }
    live.start()
    return stored.withLock { $0.generation == generation ? $0.error : nil }
  }

  /// Applies a result of query `generation`: dropped if a newer query was loaded since,
  /// kept silent if it equals the current one.
  private func receive(_ outcome: Result<Fetched<Value>, any Error>, generation: Int) {
    switch outcome {
    case .failure(let error):
      let isCurrent = stored.withLock { $0.generation == generation }
      guard isCurrent else { return }
      registrar.withMutation(of: self, keyPath: \.loadError) {
        stored.withLock { if $0.generation == generation { $0.error = error } }
      }
    case .success(let fetched):
      let (isCurrent, isNew, hadError) = stored.withLock { stored in
        (stored.generation == generation, !stored.hasFetched || !Self.same(stored, fetched), stored.error != nil)
      }
      guard isCurrent else { return }
      if hadError {
        registrar.withMutation(of: self, keyPath: \.loadError) {
          stored.withLock { if $0.generation == generation { $0.error = nil } }
        }
      }
      guard isNew else { return }
      var listeners: [@Sendable (Value) -> Void] = []
      registrar.withMutation(of: self, keyPath: \.value) {
        stored.withLock { stored in
          guard stored.generation == generation else { return }
          stored.value = fetched.value
          stored.fingerprint = fetched.fingerprint
          stored.hasFetched = true
          listeners = Array(stored.listeners.values)
        }
      }
      for listener in listeners { listener(fetched.value) }
    }
  }

  private static func same(_ stored: Stored, _ fetched: Fetched<Value>) -> Bool {
    if let old = stored.fingerprint, let new = fetched.fingerprint { return old == new }
    guard let value = stored.value else { return false }
    return equalIfEquatable(value, fetched.value) ?? false
  }

  /// Calls `listener` with every new value, on the query's own queue, until the
  /// subscription is cancelled or released.
  func subscribe(_ listener: @escaping @Sendable (Value) -> Void) -> FetchSubscription {
    let id = stored.withLock { stored in
      defer { stored.nextListener += 1 }
      stored.listeners[stored.nextListener] = listener
      return stored.nextListener
    }
    return FetchSubscription { [weak self] in
      self?.stored.withLock { _ = $0.listeners.removeValue(forKey: id) }
    }
  }

  /// The current value without registering an observation access, or nil before any.
  var currentValue: Value? { stored.withLock { $0.value } }
}

/// `a == b` when the values are `Equatable`, nil when they are not.
func equalIfEquatable<Value>(_ a: Value, _ b: Value) -> Bool? {
  guard let a = a as? any Equatable else { return nil }
  return isEqual(a, b)
}

private func isEqual<Left: Equatable>(_ left: Left, _ right: Any) -> Bool {
  guard let right = right as? Left else { return false }
  return left == right
}

/// An observed query's subscription: a listener's (`onChange`), ended by `cancel()` or by
/// letting go of it; or a query's (`load(_:)` returns it), ended by `cancel()` or by
/// cancelling the task that awaits `task` — as the published library's is, so that
/// `.task { try? await $rows.load(query).task }` observes for as long as a view shows.
/// Once a query's subscription ends, the wrapper keeps its rows and fetches no more.
public final class FetchSubscription: Sendable {
  private struct State {
    var cancel: (@Sendable () -> Void)?
    var isCancelled = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let state: Mutex<State>
  private let endsWhenReleased: Bool

  init(endsWhenReleased: Bool = true, _ cancel: @escaping @Sendable () -> Void) {
    state = Mutex(State(cancel: cancel))
    self.endsWhenReleased = endsWhenReleased
  }

  public func cancel() {
    let (cancel, waiting) = state.withLock { state -> ((@Sendable () -> Void)?, [CheckedContinuation<Void, Never>]) in
      guard !state.isCancelled else { return (nil, []) }
      state.isCancelled = true
      defer {
        state.cancel = nil
        state.waiting = []
      }
      return (state.cancel, state.waiting)
    }
    cancel?()
    for continuation in waiting { continuation.resume() }
  }

  /// Waits for as long as the subscription lasts; cancelling the awaiting task cancels the
  /// subscription. Ends by throwing `CancellationError`, as the published library's does.
  public var task: Void {
    get async throws {
      await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          let ended = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            state.waiting.append(continuation)
            return false
          }
          if ended { continuation.resume() }
        }
      } onCancel: {
        cancel()
      }
      throw CancellationError()
    }
  }

  deinit {
    if endsWhenReleased { cancel() }
  }
}

/// An observed query's values as an `AsyncSequence`: the current value first, then each
/// new one. A slow reader skips to the newest value rather than queueing stale ones.
public struct FetchValues<Value: Sendable>: AsyncSequence, Sendable {
  private let subscribe: @Sendable (@escaping @Sendable (Value) -> Void) -> FetchSubscription
  private let current: @Sendable () -> Value?

  init(state: FetchState<Value>) {
    subscribe = { state.subscribe($0) }
    current = { state.currentValue }
  }

  /// The values of a state that holds more than the wrapper shows (a `FetchAll`'s rows
  /// and their sections), through `part`.
  init<Stored>(state: FetchState<Stored>, part: @escaping @Sendable (Stored) -> Value) {
    subscribe = { listener in state.subscribe { listener(part($0)) } }
    current = { state.currentValue.map(part) }
  }

  public func makeAsyncIterator() -> AsyncStream<Value>.Iterator {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
    let subscription = subscribe { continuation.yield($0) }
    // Read after subscribing, so it is never older than a value already delivered.
    if let current = current() { continuation.yield(current) }
    continuation.onTermination = { _ in subscription.cancel() }
    return stream.makeAsyncIterator()
  }
}
