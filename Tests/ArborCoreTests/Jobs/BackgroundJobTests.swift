import Foundation
import Synchronization
import Testing

@testable import ArborCore

/// The one runner of background work: one run at a time, the newest request waiting
/// behind it, a cancel the run sees, progress and an outcome in one state, a wake that
/// ends a pause.
struct BackgroundJobTests {
  /// Waits up to two seconds for `condition`.
  private func eventually(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(2)
    while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
    return condition()
  }

  @Test func runsOneAtATimeAndOnlyTheNewestWaitingRequest() {
    let job = BackgroundJob<Never, Int>("test-job")
    let running = Atomic<Int>(0)
    let most = Atomic<Int>(0)
    let ran = Mutex<[Int]>([])
    let gate = DispatchSemaphore(value: 0)
    func work(_ number: Int) -> BackgroundJob<Never, Int>.Work {
      { _ in
        let now = running.add(1, ordering: .relaxed).newValue
        _ = most.max(now, ordering: .relaxed)
        if number == 1 { gate.wait() }
        ran.withLock { $0.append(number) }
        running.subtract(1, ordering: .relaxed)
        return number
      }
    }
    job.spawn(work(1))
    #expect(eventually { job.progress == nil && job.isRunning && running.load(ordering: .relaxed) == 1 })
    // Two requests while the first runs: the second replaces the first as the next.
    job.spawn(work(2))
    job.spawn(work(3))
    gate.signal()
    job.wait()
    #expect(ran.withLock { $0 } == [1, 3])
    #expect(most.load(ordering: .relaxed) == 1)
    #expect(job.outcome == 3)
    #expect(job.takeChange())
    #expect(!job.takeChange())
  }

  @Test func aCancelledRunIsToldAndItsOutcomeIsNotKept() {
    let job = BackgroundJob<Int, String>("test-job")
    let started = DispatchSemaphore(value: 0)
    job.spawn { run in
      run.report(1)
      started.signal()
      while !run.isCancelled { Thread.sleep(forTimeInterval: 0.001) }
      // A word after the cancel is not taken.
      run.report(2)
      return "late"
    }
    started.wait()
    #expect(job.progress == 1)
    job.cancel()
    job.wait()
    guard case .cancelled = job.state else {
      Issue.record("expected cancelled, got \(job.state)")
      return
    }
    // Later requests run as usual.
    job.spawn { run in run.isCancelled ? "cancelled" : "ran" }
    job.wait()
    #expect(job.outcome == "ran")
  }

  @Test func aWakeEndsAPauseAndACloseEndsTheJob() {
    let changes = Atomic<Int>(0)
    let job = BackgroundJob<Never, Int>("test-job") { changes.add(1, ordering: .relaxed) }
    let pauses = Atomic<Int>(0)
    job.spawn { run in
      var count = 0
      while !run.isCancelled {
        // A long pause: only a wake or the close ends it within the test's time.
        if !run.pause(60) { count += 1 }
        pauses.add(1, ordering: .relaxed)
      }
      return count
    }
    #expect(eventually { job.isRunning })
    job.wake()
    #expect(eventually { pauses.load(ordering: .relaxed) == 1 })
    job.close()
    job.wait()
    #expect(!job.isRunning)
    #expect(job.isClosed)
    // Nothing runs once closed.
    job.spawn { _ in 7 }
    #expect(!job.isRunning)
    #expect(job.outcome == nil)
    #expect(changes.load(ordering: .relaxed) == 1)
  }
}
