import Foundation

/// What arbor runs with in a test: a terminal it draws on, and its own home, settings and
/// cache under `home`.
package func terminalEnvironment(home: URL) -> [String: String] {
  [
    "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home.path,
    "XDG_DATA_HOME": home.appendingPathComponent("data").path,
    "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
    "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin",
  ]
}

/// What `session`'s terminal shows now, as a person sees it: everything it wrote,
/// replayed on an emulated screen of `rows` by `columns`.
package func screenText(of session: PseudoTerminalSession, rows: Int = 24, columns: Int = 80) -> String {
  var screen = ScreenEmulator(rows: rows, columns: columns)
  screen.feed(session.output)
  return screen.text
}

/// Runs `program` to its end without a terminal: its exit status and what it wrote, its
/// standard output and error together (one pipe: neither can fill while the other is read).
package func runToEnd(_ program: String, _ arguments: [String], environment: [String: String]) throws -> (Int32, String)
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: program)
  process.arguments = arguments
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
