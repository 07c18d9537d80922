import ArborTerminal
import CPseudoTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A program running on a pseudo-terminal that this process controls, as a person at a
/// terminal would: for end-to-end tests of full-screen programs.
public final class PseudoTerminalSession {
  public let pid: pid_t
  private let master: Int32
  /// Everything the program wrote so far.
  public private(set) var output: [UInt8] = []
  public private(set) var exitStatus: Int32?

  public struct SpawnError: Error, CustomStringConvertible {
    public var description: String
  }

  /// Starts `path` with `arguments` in a terminal of `size`, with `environment` only.
  public init(path: String, arguments: [String] = [], environment: [String: String], size: Size) throws {
    var master: Int32 = -1
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    let pid = arbor_spawn_in_pty(path, argv, envp, Int32(size.rows), Int32(size.columns), &master)
    guard pid > 0 else { throw SpawnError(description: "could not start \(path) on a pseudo-terminal") }
    self.pid = pid
    self.master = master
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
  }

  /// `name` in the directory of the running program (for tests: where SwiftPM also puts
  /// the package's executables).
  public static func executableBesideThisProgram(named name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path = length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    var components = path.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast()
    return (components + [Substring(name)]).joined(separator: "/")
  }

  /// The output as text (escape sequences included).
  public var text: String { String(decoding: output, as: UTF8.self) }

  public func send(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { write(master, $0.baseAddress! + offset, $0.count - offset) }
      if written > 0 {
        offset += written
      } else if errno != EAGAIN && errno != EINTR {
        return
      }
    }
  }

  /// Reads what the program writes until `condition` holds or `timeout` seconds pass.
  @discardableResult
  public func read(until condition: (String) -> Bool, timeout: Double) -> Bool {
    let deadline = Self.now() + timeout
    while true {
      if condition(text) { return true }
      let remaining = deadline - Self.now()
      if remaining <= 0 { return false }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(remaining, 0.1) * 1000) + 1)
      if ready > 0 {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = Glibc.read(master, &buffer, buffer.count)
        if count > 0 {
          output += buffer[0..<count]
        } else if count < 0 && errno == EIO {
          // The program closed the terminal (it exited).
          return condition(text)
        }
      }
    }
  }

  /// Waits for the program to exit; its exit code, or 128 + signal, or nil on timeout.
  public func waitForExit(timeout: Double) -> Int32? {
    let deadline = Self.now() + timeout
    while Self.now() < deadline {
      read(until: { _ in false }, timeout: 0.05)
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        read(until: { _ in false }, timeout: 0.05)
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        exitStatus = code
        return code
      }
    }
    return nil
  }

  /// Whether the terminal is in the mode a shell expects (line editing and echo on), as
  /// the program left it.
  public var isInShellMode: Bool {
    var modes = termios()
    guard tcgetattr(master, &modes) == 0 else { return false }
    return modes.c_lflag & tcflag_t(ICANON) != 0 && modes.c_lflag & tcflag_t(ECHO) != 0
  }

  public func resize(to size: Size) {
    var winsize = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &winsize)
    kill(pid, SIGWINCH)
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
