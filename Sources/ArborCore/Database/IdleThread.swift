import Foundation
import Synchronization

/// Background work that must never be what a keystroke waits for: a thread of its own,
/// scheduled `SCHED_IDLE`, so it runs only on a core nothing else wants. On a dispatch
/// worker such work took a core for seconds while keys were pressed, and the keystrokes'
/// answers, the terminal and an SSH server on a two-core machine waited behind it.
/// Dispatch's QoS does not reach the Linux scheduler, and a worker's policy could not be
/// given back afterwards — hence threads of their own.
enum IdleThread {
  /// Lowers the calling thread (one of its own, never a shared worker) to idle priority,
  /// and names it `name` (at most 15 bytes: Linux refuses longer names silently) — so
  /// `top -H` and `perf` tell it from the dispatch worker that started it.
  static func lowerCurrent(named name: String) {
    Thread.current.name = name
    #if os(Linux)
      var parameters = sched_param()
      parameters.sched_priority = 0
      // SCHED_IDLE is 5 in <linux/sched.h>; glibc hides the name behind _GNU_SOURCE.
      let schedIdle: Int32 = 5
      // Best effort: if the system refuses, the work runs at normal priority.
      _ = pthread_setschedparam(pthread_self(), schedIdle, &parameters)
    #endif
  }

  /// Runs `body` on a new idle-priority thread named `name` and waits for its result.
  static func run<T: Sendable>(named name: String, _ body: @escaping @Sendable () -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      lowerCurrent(named: name)
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }
    thread.start()
    done.wait()
    return result.withLock { $0! }
  }
}
