import CNCurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Another program run on the terminal arbor handed over (`Terminal.suspend`): an editor.
/// Written here rather than with Foundation's `Process`, which starts a child in a process
/// group of its own — not the terminal's foreground group — where an editor reading the
/// terminal is stopped (SIGTTIN) or fails at once ("Error reading input").
public enum ForegroundProgram {
  /// How it ended.
  public enum Ending: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
  }

  public struct StartFailure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Runs `path` with `arguments` (the program's own name first) and waits for it.
  public static func run(_ path: String, arguments: [String]) throws(StartFailure) -> Ending {
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status = arbor_run_in_foreground(path, &argv)
    guard status >= 0 else {
      throw StartFailure(description: String(cString: strerror(errno)))
    }
    // The wait status, decoded as <sys/wait.h>'s macros do.
    if status & 0x7F == 0 { return .exited((status >> 8) & 0xFF) }
    return .signalled(status & 0x7F)
  }
}
