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
    let (generation, previous) = stored.withLock { stored in
      stored.generation += 1
      defer { stored.live = nil }
      return (stored.generation, stored.live)
    }
    previous?.stop()
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

/// Keeps a listener of an observed query registered; cancelling or releasing it ends
/// the calls.
public final class FetchSubscription: Sendable {
  private let cancellation: Mutex<(@Sendable () -> Void)?>

  init(_ cancel: @escaping @Sendable () -> Void) {
    cancellation = Mutex(cancel)
  }

  public func cancel() {
    cancellation.withLock { cancel in
      defer { cancel = nil }
      return cancel
    }?()
  }

  deinit { cancel() }
}

/// An observed query's values as an `AsyncSequence`: the current value first, then each
/// new one. A slow reader skips to the newest value rather than queueing stale ones.
public struct FetchValues<Value: Sendable>: AsyncSequence, Sendable {
  let state: FetchState<Value>

  public func makeAsyncIterator() -> AsyncStream<Value>.Iterator {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
    let subscription = state.subscribe { continuation.yield($0) }
    // Read after subscribing, so it is never older than a value already delivered.
    if let current = state.currentValue { continuation.yield(current) }
    continuation.onTermination = { _ in subscription.cancel() }
    return stream.makeAsyncIterator()
  }
}
