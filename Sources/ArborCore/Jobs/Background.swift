import Dispatch
import Foundation
import Synchronization

/// The one place arbor starts threads and queues of its own: every background job (a
/// `BackgroundJob`: a copy's keeper, label feeds, the integrity check, cycle finding, the
/// cluster's follower, search), the copy's check and the executable's watch for `q` while
/// opening run on a thread started here; the keeper's timer on a `WorkLine`; late words on
/// the shared pool through here. One place to read what runs beside the screen, at what
/// priority, and under what name in `top -H`.
public enum Background {
  /// `idle`: work a keystroke must never wait for, on a thread scheduled `SCHED_IDLE`, so
  /// it runs only on a core nothing else wants. On a dispatch worker such work took a
  /// core for seconds while keys were pressed, and the keystrokes' answers, the terminal
  /// and an SSH server on a two-core machine waited behind it. Dispatch's QoS does not
  /// reach the Linux scheduler, and a worker's policy could not be given back afterwards —
  /// hence threads of their own.
  public enum Priority: Sendable {
    case normal, idle
  }

  /// Starts `body` on a new thread named `name` (at most 15 bytes: Linux refuses longer
  /// names silently), so `top -H` and `perf` tell it from the others.
  public static func start(_ name: String, priority: Priority = .normal, _ body: @escaping @Sendable () -> Void) {
    let thread = Thread {
      Thread.current.name = name
      if priority == .idle { lowerCurrentToIdle() }
      body()
    }
    thread.start()
  }

  /// Runs `body` on a new thread and waits for its result: work that must be off the
  /// calling thread's priority (the copy's check, at idle).
  static func run<T: Sendable>(_ name: String, priority: Priority, _ body: @escaping @Sendable () -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    start(name, priority: priority) {
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    return result.withLock { $0! }
  }

  /// `body` once on the shared pool, after `delay` seconds (nothing waits for it).
  public static func after(_ delay: Double, _ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay, execute: body)
  }

  /// `body` soon on the shared pool, at utility priority.
  public static func soon(_ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global(qos: .utility).async(execute: body)
  }

  /// Lowers the calling thread (one of its own, never a shared worker) to idle priority;
  /// best effort: where the system refuses, the work runs at normal priority.
  private static func lowerCurrentToIdle() {
    #if os(Linux)
      var parameters = sched_param()
      parameters.sched_priority = 0
      // SCHED_IDLE is 5 in <linux/sched.h>; glibc hides the name behind _GNU_SOURCE.
      let schedIdle: Int32 = 5
      _ = pthread_setschedparam(pthread_self(), schedIdle, &parameters)
    #endif
  }
}

/// A serial queue off the screen's thread for what a `DispatchSource` calls: a copy
/// keeper's timer and its file notices, which start the keeper's job.
public final class WorkLine: Sendable {
  /// For `DispatchSource`s whose handlers belong on this line (a timer, inotify).
  package let queue: DispatchQueue

  public init(_ name: String, priority: DispatchQoS = .unspecified) {
    queue = DispatchQueue(label: name, qos: priority)
  }

  public func async(_ body: @escaping @Sendable () -> Void) {
    queue.async(execute: body)
  }

  /// Waits until everything given so far has run.
  public func drain() {
    queue.sync {}
  }
}
