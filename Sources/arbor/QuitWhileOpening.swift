import ArborCore
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `q` (or Esc) typed while something is read before the screen starts — a cluster's notes,
/// whose nodes may be slow or silent — ends arbor at once, as it would on the screen. The
/// terminal is still in the shell's mode then, so the key would only have been echoed and
/// waited for. Nothing is written while opening, so ending the process loses nothing.
enum QuitWhileOpening {
  /// Runs `body` while a thread watches the terminal for `q` or Esc; `what` says in the
  /// closing line what was stopped.
  static func watching<T>(_ what: String, _ body: () throws -> T) rethrows -> T {
    var saved = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return try body() }
    var quiet = saved
    // Keys one at a time, not echoed; Ctrl-C still interrupts as the shell's mode has it.
    quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &quiet.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
    let done = Watch(saved: saved, what: what)
    Background.start("arbor-opening") { done.watch() }
    defer { done.finish() }
    return try body()
  }

  /// The watching thread's state: the mode to put back, and whether the body is done.
  private final class Watch: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var saved: termios
    private let what: String

    init(saved: termios, what: String) {
      self.saved = saved
      self.what = what
    }

    func finish() {
      lock.lock()
      defer { lock.unlock() }
      guard !finished else { return }
      finished = true
      _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }

    func watch() {
      while true {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, 100)
        lock.lock()
        if finished {
          lock.unlock()
          return
        }
        var byte: UInt8 = 0
        if ready > 0, read(STDIN_FILENO, &byte, 1) == 1, byte == UInt8(ascii: "q") || byte == 0x1B {
          _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved)
          let line = "arbor: stopped \(what) (q pressed)\n"
          _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
          // The main thread may be blocked on a node that does not answer: end here.
          _exit(130)
        }
        lock.unlock()
      }
    }
  }
}
