import Dispatch
import GRDB
import Synchronization

/// Keeps one query's result current: GRDB's `ValueObservation` re-runs it after each
/// commit of this process that touches the tables, columns and rows it read (GRDB
/// records them from the statements themselves), and `ExternalChanges` restarts it when
/// another connection or process commits.
///
/// Every result after the first arrives on one serial queue, in the order the database
/// produced them (and never at the same time as another query's: `fetchDeliveries`); a
/// restart's results carry a new epoch and those of the observation it replaced are
/// dropped, so an older result never overwrites a newer one.
final class LiveFetch<Value: Sendable>: Sendable {
  typealias Outcome = Result<Fetched<Value>, any Error>

  private struct State {
    var epoch = 0
    var cancellable: AnyDatabaseCancellable?
    var isStopped = false
    /// GRDB ends an observation on an error of its own (an I/O error, say); the next
    /// external change or restart tries again.
    var hasFailed = false
    var watch: ExternalChanges.Membership?
    /// The last fetch failed and so watched the whole database; the first success
    /// restarts the observation to record the query's own region again.
    var recovering = false
  }

  let reader: any DatabaseReader
  private let observation: ValueObservation<ValueReducers.Fetch<Outcome>>
  private let deliver: @Sendable (Outcome) -> Void
  private let queue = DispatchQueue(label: "arbor.fetch", qos: .userInitiated, target: fetchDeliveries)
  private let state = Mutex(State())

  /// `constantRegion`: the fetch reads the same tables and columns every time (one
  /// statement, as in `FetchAll` and `FetchOne`), so after a commit it can run on a
  /// reader, side by side with the next write. A `FetchKeyRequest` may read elsewhere
  /// depending on what it found; GRDB then re-runs it on the writer connection right
  /// after the commit, so that no change to its next region can slip by.
  init(
    reader: any DatabaseReader, constantRegion: Bool,
    fetch: @escaping @Sendable (Database) throws -> Fetched<Value>,
    deliver: @escaping @Sendable (Outcome) -> Void
  ) {
    self.reader = reader
    self.deliver = deliver
    let tracked: @Sendable (Database) -> Outcome = { db in
      do {
        return .success(try fetch(db))
      } catch {
        // What a failed fetch read is unknown (a missing table read nothing), so any
        // commit retries it: the error stays until the query works again.
        try? db.registerAccess(to: DatabaseRegion.fullDatabase)
        return .failure(error)
      }
    }
    observation = constantRegion ? ValueObservation.trackingConstantRegion(tracked) : ValueObservation.tracking(tracked)
  }

  deinit { stop() }

  /// Fetches the first value before returning, then keeps it current.
  func start() {
    let membership = ExternalChanges.watch(self)
    state.withLock { $0.watch = membership }
    // Later results wait until the first one has been delivered on this thread.
    queue.suspend()
    run(immediately: true)
    queue.resume()
  }

  /// Fetches again from scratch: another connection committed, and what it changed
  /// is unknown.
  func restart() {
    run(immediately: false)
  }

  var hasFailed: Bool { state.withLock { $0.hasFailed } }

  func stop() {
    let (cancellable, watch) = state.withLock { state in
      state.isStopped = true
      defer {
        state.cancellable = nil
        state.watch = nil
      }
      return (state.cancellable, state.watch)
    }
    cancellable?.cancel()
    watch?.leave()
  }

  private func run(immediately: Bool) {
    let epoch: Int? = state.withLock { state in
      guard !state.isStopped else { return nil }
      state.epoch += 1
      state.hasFailed = false
      return state.epoch
    }
    guard let epoch else { return }
    let cancellable = observation.start(
      in: reader,
      scheduling: FetchScheduler(queue: queue, immediate: immediately),
      onError: { [weak self] error in self?.failed(error, epoch: epoch) },
      onChange: { [weak self] outcome in self?.changed(outcome, epoch: epoch) })
    let replaced: AnyDatabaseCancellable? = state.withLock { state in
      guard state.epoch == epoch, !state.isStopped else { return cancellable }
      defer { state.cancellable = cancellable }
      return state.cancellable
    }
    replaced?.cancel()
  }

  private func changed(_ outcome: Outcome, epoch: Int) {
    let (current, recovered) = state.withLock { state -> (Bool, Bool) in
      guard state.epoch == epoch, !state.isStopped else { return (false, false) }
      let failed: Bool
      if case .failure = outcome { failed = true } else { failed = false }
      defer { state.recovering = failed }
      return (true, state.recovering && !failed)
    }
    guard current else { return }
    deliver(outcome)
    if recovered { queue.async { [weak self] in self?.restart() } }
  }

  private func failed(_ error: any Error, epoch: Int) {
    let current = state.withLock { state in
      guard state.epoch == epoch, !state.isStopped else { return false }
      state.hasFailed = true
      return true
    }
    if current { deliver(.failure(error)) }
  }
}

/// The one queue every observed query's results are delivered on, one after another (each
/// query's own queue targets it). Delivered side by side, two wrappers changed by one
/// commit could each call a `withObservationTracking` reading both: Observation calls
/// `onChange` before it cancels the tracking, so two changes at once called it twice.
private let fetchDeliveries = DispatchQueue(label: "arbor.fetch-deliveries", qos: .userInitiated)

/// Delivers an observation's values on one serial queue; the first one on the calling
/// thread when `immediate`, so a new wrapper has its value before its first use.
struct FetchScheduler: ValueObservationScheduler {
  let queue: DispatchQueue
  let immediate: Bool

  func immediateInitialValue() -> Bool { immediate }

  func schedule(_ action: @escaping @Sendable () -> Void) {
    queue.async(execute: action)
  }
}
