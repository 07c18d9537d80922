import ArborFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// A disk with no room for what arbor writes, made for one run of the binary by a file
/// size limit (`ulimit -f`, its signal ignored: a write past it fails as on a full disk).
@Suite(.serialized) struct FullDiskTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  func environment(home: URL) -> [String: String] {
    [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home.path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin",
    ]
  }

  /// arbor run with `arguments`, where no file can grow past `blocks` of 512 bytes.
  func limited(_ arguments: [String], blocks: Int, home: URL) throws -> PseudoTerminalSession {
    let words = ([arbor] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return try PseudoTerminalSession(
      path: "/bin/sh", arguments: ["-c", "trap '' XFSZ; ulimit -f \(blocks); exec " + words.joined(separator: " ")],
      environment: environment(home: home), size: Size(rows: 24, columns: 80))
  }

  /// A tree of paths too large to copy while the screen waits, whose copy cannot be
  /// written: it was shown as "files has no rows"; it is read into memory and said so.
  @Test func aTreeOfPathsWhoseCopyCannotBeWrittenIsReadIntoMemory() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = home.appendingPathComponent("paths.db").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT NOT NULL)")
      try db.execute(
        sql: """
          WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r WHERE x < 60000)
          INSERT INTO files (path) SELECT 'top/d' || (x % 40) || '/f' || x FROM r
          """)
    }
    let session = try limited(["--table", "files", "--path", "path", path], blocks: 100, home: home)
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    func screen() -> String { screenText(of: session) }
    #expect(session.read(until: { _ in screen().contains("▸ top") }, timeout: 60), "\(screen())")
    #expect(screen().contains("Could not keep a copy of files"), "\(screen())")
    #expect(!screen().contains("has no rows"))
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// `arbor new` on a full disk leaves no file behind to block the next try.
  @Test func aFailedNewLeavesNothingBehind() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = home.appendingPathComponent("notes/new.db").path
    let failed = try limited(["new", path], blocks: 4, home: home)
    defer { if failed.exitStatus == nil { kill(failed.pid, SIGKILL) } }
    #expect(failed.waitForExit(timeout: 30) == 1)
    #expect(failed.text.contains("disk I/O error") || failed.text.contains("full"), "\(failed.text)")
    #expect(!FileManager.default.fileExists(atPath: path))
    let again = try PseudoTerminalSession(
      path: arbor, arguments: ["new", path], environment: environment(home: home), size: Size(rows: 24, columns: 80))
    defer { if again.exitStatus == nil { kill(again.pid, SIGKILL) } }
    #expect(again.read(until: { $0.contains("No categories yet") }, timeout: 30))
    again.send("q")
    #expect(again.waitForExit(timeout: 15) == 0)
  }
}
