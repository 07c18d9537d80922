import Foundation
import Testing

/// A fresh directory under the system's temporary directory, removed by the caller.
package func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("arbor-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Runs the sqlite3 shell with `arguments` in `directory` (`-A -c -f FILE DIR` writes an
/// archive as `sqlite3 -A` does) and expects it to succeed.
package func sqliteShell(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  let shell = Process()
  shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
  shell.currentDirectoryURL = directory
  shell.arguments = arguments
  try shell.run()
  shell.waitUntilExit()
  #expect(shell.terminationStatus == 0, sourceLocation: sourceLocation)
}
