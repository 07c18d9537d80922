import Foundation
import Synchronization

/// One kind of background work, run at most once at a time, as gitui's `AsyncSingleJob`:
/// a copy's keeper, the label feed, the integrity check, cycle finding, the cluster's
/// follower and the search are each one job. What every one of them needs is here once —
/// the one run at a time, the request that waits behind it, the cancel, the progress, the
/// wake — and what it is doing is one value, `state`, that the screen reads (through
/// `TreeSignals`) instead of flags of its own.
///
/// A run is a thread started by `Background` for as long as there is work; a request made
/// while a run is under way waits as the next (a newer request replaces it), so the work
/// of one job never overlaps itself.
public final class BackgroundJob<Progress: Sendable, Outcome: Sendable>: Sendable {
  /// What the job is doing, with what it has to say.
  public enum State: Sendable {
    /// Nothing asked of it yet.
    case idle
    /// A run under way, with its latest progress once it reported one.
    case running(Progress?)
    /// The last run ended with this.
    case finished(Outcome)
    /// The last run was cancelled before it ended.
    case cancelled
  }

  /// What a run is given: whether it is still wanted, and where to say how far it is.
  public struct Run: Sendable {
    fileprivate let job: BackgroundJob
    fileprivate let number: Int

    /// True once the run was cancelled (`cancel`, `close`): it should stop at the next
    /// point it can, and whatever it returns is not kept.
    public var isCancelled: Bool { job.inner.withLock { $0.number != number || $0.closed } }

    /// Says how far the run is; the job's `onChange` is called. Ignored once the run is
    /// over (a late word from a timer it started).
    public func report(_ progress: Progress) {
      let taken = job.inner.withLock { inner -> Bool in
        guard inner.current == number else { return false }
        inner.state = .running(progress)
        inner.changed = true
        return true
      }
      if taken { job.onChange() }
    }

    /// Runs `body` only if the run is still wanted, with no cancel able to come between
    /// the two; true when it ran.
    public func whileWanted(_ body: () -> Void) -> Bool {
      job.inner.withLock { inner in
        guard inner.number == number, !inner.closed else { return false }
        body()
        return true
      }
    }

    /// Waits up to `seconds`; less when the job is woken (`wake`), cancelled or closed.
    /// True when the whole time passed.
    @discardableResult
    public func pause(_ seconds: Double) -> Bool {
      job.pause(seconds, number: number)
    }
  }

  public typealias Work = @Sendable (Run) -> Outcome

  private struct Inner {
    var state = State.idle
    /// The number of the run that is wanted; a cancel moves it on.
    var number = 0
    /// The number of the run under way, if one is.
    var current: Int?
    /// A thread is running the job's work.
    var busy = false
    /// The request waiting behind the run under way.
    var next: Work?
    /// The state changed since `takeChange` was last asked.
    var changed = false
    /// `wake` was called and no pause has taken it yet.
    var woken = false
    /// No more runs (`close`).
    var closed = false
  }

  private let inner = Mutex(Inner())
  /// What pauses and `wait` sleep on.
  private let signal = NSCondition()
  private let name: String
  private let priority: Background.Priority
  private let onChange: @Sendable () -> Void

  /// A job whose runs are threads named `name` (at most 15 bytes, for `top -H`) at
  /// `priority`; `onChange` is called on the run's thread at each progress and end (it
  /// wakes the screen).
  public init(
    _ name: String, priority: Background.Priority = .normal, onChange: @escaping @Sendable () -> Void = {}
  ) {
    self.name = name
    self.priority = priority
    self.onChange = onChange
  }

  /// What the job is doing now.
  public var state: State { inner.withLock { $0.state } }

  /// Whether `close` was called.
  public var isClosed: Bool { inner.withLock { $0.closed } }

  /// Whether a run is under way or waiting.
  public var isRunning: Bool { inner.withLock { $0.busy } }

  /// The latest progress of the run under way; nil when none runs or it said nothing yet.
  public var progress: Progress? {
    guard case .running(let progress) = state else { return nil }
    return progress
  }

  /// The outcome of the last run, once one ended uncancelled.
  public var outcome: Outcome? {
    guard case .finished(let outcome) = state else { return nil }
    return outcome
  }

  /// True once after the state changed.
  public func takeChange() -> Bool {
    inner.withLock { inner in
      defer { inner.changed = false }
      return inner.changed
    }
  }

  /// Runs `work` now, or after the run under way (replacing any request already waiting
  /// there). Nothing runs once the job is closed.
  public func spawn(_ work: @escaping Work) {
    let start = inner.withLock { inner -> Bool in
      guard !inner.closed else { return false }
      inner.next = work
      guard !inner.busy else { return false }
      inner.busy = true
      return true
    }
    if start { Background.start(name, priority: priority) { [self] in drive() } }
  }

  /// The run under way is no longer wanted, and the request waiting behind it is dropped;
  /// later requests run as usual.
  public func cancel() {
    inner.withLock { inner in
      inner.number += 1
      inner.next = nil
    }
    broadcast()
  }

  /// Cancels as `cancel` does, for good: nothing is run again (the session is over).
  public func close() {
    inner.withLock { inner in
      inner.closed = true
      inner.next = nil
    }
    broadcast()
  }

  /// Ends a run's `pause` early: there is work for it now.
  public func wake() {
    inner.withLock { $0.woken = true }
    broadcast()
  }

  /// Waits until no run is under way or waiting.
  public func wait() {
    signal.lock()
    defer { signal.unlock() }
    while inner.withLock({ $0.busy }) { signal.wait() }
  }

  /// Runs the requests one after another until none waits; the thread then ends.
  private func drive() {
    while true {
      let taken = inner.withLock { inner -> (Work, Int)? in
        guard let work = inner.next, !inner.closed else {
          inner.busy = false
          inner.current = nil
          return nil
        }
        inner.next = nil
        inner.current = inner.number
        inner.state = .running(nil)
        inner.changed = true
        return (work, inner.number)
      }
      guard let (work, number) = taken else { break }
      let outcome = work(Run(job: self, number: number))
      inner.withLock { inner in
        inner.current = nil
        inner.state = inner.number == number && !inner.closed ? .finished(outcome) : .cancelled
        inner.changed = true
      }
      onChange()
    }
    broadcast()
  }

  private func pause(_ seconds: Double, number: Int) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    signal.lock()
    defer { signal.unlock() }
    while true {
      let interrupted = inner.withLock { inner -> Bool in
        guard inner.woken || inner.number != number || inner.closed else { return false }
        inner.woken = false
        return true
      }
      if interrupted { return false }
      if Date() >= deadline { return true }
      _ = signal.wait(until: deadline)
    }
  }

  private func broadcast() {
    signal.lock()
    signal.broadcast()
    signal.unlock()
  }
}
