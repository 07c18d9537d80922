import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// Reading a WAL-mode file leaves its directory as it found it: no `-wal` or `-shm` while
/// it is read (the quiet VFS, `QuietRead`), none after the last connection closes —
/// unless another program has the file open meanwhile, whose files stay.
@Suite struct FileTracesTests {
  static func walFile(named name: String = "theirs.db") throws -> (URL, String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent(name).path
    let setup = try DatabaseQueue(path: path)
    try setup.writeWithoutTransaction { db in
      try db.execute(
        sql: """
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
      // Not even while reading: a kill -9 now leaves nothing either.
      #expect(try Self.beside(directory) == ["theirs.db"])
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

  /// A program that starts writing after arbor opened the file is seen: one that writes
  /// and closes (its commit checkpointed into the file, its files removed by itself, as
  /// arbor holds none), and one that keeps writing (arbor then reads its `-wal`).
  @Test func aProgramWritingLaterIsFollowed() throws {
    let (directory, path) = try Self.walFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path)
    func rows() throws -> Int {
      try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") ?? 0 }
    }
    func dataVersion() throws -> Int {
      try database.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
    #expect(try rows() == 2)
    let before = try dataVersion()
    let once = try DatabaseQueue(path: path)
    try once.write { db in try db.execute(sql: "INSERT INTO nodes VALUES (3, 1, 'c')") }
    try once.close()
    #expect(try Self.beside(directory) == ["theirs.db"])
    #expect(try dataVersion() != before)
    #expect(try rows() == 3)
    let staying = try DatabaseQueue(path: path)
    try staying.write { db in try db.execute(sql: "INSERT INTO nodes VALUES (4, 1, 'd')") }
    #expect(try rows() == 4)
    try staying.write { db in try db.execute(sql: "DELETE FROM nodes WHERE id = 3") }
    #expect(try rows() == 3)
    try staying.close()
  }

  /// The quiet VFS is picked by a URI: a name with the URI's own characters still opens
  /// the file it names, and only it.
  @Test func aNameWithURICharactersOpens() throws {
    let name = "a?b#c%20d e&vfs=unix.db"
    let (directory, path) = try Self.walFile(named: name)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path)
    #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nodes") } == 2)
    #expect(try Self.beside(directory) == [name])
  }
}
