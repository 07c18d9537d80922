import ArborCore
import ArborDB
import Foundation
import GRDB
import Testing

/// Reading a WAL-mode file leaves its directory as it found it: no `-wal` or `-shm` after
/// the last connection closes — unless another program has the file open meanwhile,
/// whose files stay.
@Suite struct FileTracesTests {
  static func walFile() throws -> (URL, String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("theirs.db").path
    let setup = try DatabaseQueue(path: path)
    try setup.writeWithoutTransaction { db in
      try db.execute(sql: """
        PRAGMA journal_mode = WAL;
        CREATE TABLE nodes (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES nodes(id), name TEXT);
        INSERT INTO nodes VALUES (1, NULL, 'a'), (2, 1, 'b');
        """)
    }
    try setup.close()
    return (directory, path)
  }

  static func beside(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func aReadLeavesNoWalOrShm() throws {
    let (directory, path) = try Self.walFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try Self.beside(directory) == ["theirs.db"])
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try FileTraces.leavingNone(at: path) {
      let database = try ForeignFile.open(path: path)
      let (hierarchy, _) = try ForeignFile.hierarchy(database, requested: nil)
      #expect(try database.read { db in try hierarchy.childCounts(of: nil, db) }.total == 1)
      // SQLite made them for the read: the test would pass without the sweep otherwise.
      #expect(try Self.beside(directory).contains("theirs.db-shm"))
    }
    #expect(try Self.beside(directory) == ["theirs.db"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func anotherProgramsOpenFileKeepsItsFiles() throws {
    let (directory, path) = try Self.walFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let other = try DatabaseQueue(path: path)
    try FileTraces.leavingNone(at: path) {
      let database = try ForeignFile.open(path: path)
      _ = try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") }
      // The other program starts writing while arbor reads.
      try other.write { db in try db.execute(sql: "INSERT INTO nodes VALUES (3, 1, 'c')") }
    }
    #expect(try Self.beside(directory).contains("theirs.db-shm"))
    #expect(try other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") } == 3)
    try other.close()
  }
}
