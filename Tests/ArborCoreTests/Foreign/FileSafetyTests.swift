import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

/// Opening a file must not write to it, and a file arbor cannot trust is refused with
/// words before anything is written.
@Suite(.serialized) struct FileSafetyTests {
  func bytes(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

  /// Compared as one Bool: on a failure the test library would otherwise render a diff
  /// of megabytes of bytes, which takes hours.
  func unchanged(_ path: String, _ before: Data) -> Bool { bytes(path) == before }

  func sqlite(_ path: String, _ sql: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
  }

  @Test func anotherProgramsDatabaseIsLeftExactlyAsItWas() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("other.sqlite").path
    try sqlite(path, "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('x')")
    let before = bytes(path)
    #expect(throws: OpenError.self) { try AppDatabase.open(path: path) }
    #expect(unchanged(path, before))
    let mode = try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    #expect(mode == "delete")
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func openingAndQuittingChangesNoByteOfAnArborFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("mine.db").path
    do {
      let database = try AppDatabase.open(path: path)
      try Importer.run(fixtureTree(), database: database)
    }
    let before = bytes(path)
    for _ in 0..<3 {
      let database = try AppDatabase.open(path: path)
      _ = try TreeModel(database: database)
      _ = try Editor(database: database)
    }
    #expect(unchanged(path, before))
  }

  @Test func aDamagedFileIsNeverWrittenTo() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("damaged.db").path
    do {
      let database = try AppDatabase.open(path: path)
      var tree = ImportTree()
      for index in 0..<3000 {
        _ = tree.add(ImportTree.Node(parent: nil, name: "node \(index)", notes: String(repeating: "words ", count: 40)))
      }
      try Importer.run(tree, database: database)
    }
    // Scribble over pages in the middle of the file (a bad disk, a bad copy).
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    let size = try handle.seekToEnd()
    try handle.seek(toOffset: size / 2)
    handle.write(Data(repeating: 0xA5, count: 8192))
    try handle.close()
    let damaged = bytes(path)
    // It may open (the first pages are fine) but every write is refused, with words.
    if let database = try? AppDatabase.open(path: path) {
      var tree = ImportTree()
      _ = tree.add(ImportTree.Node(parent: nil, name: "new", notes: ""))
      #expect(throws: OpenError.self) { try Importer.run(tree, database: database) }
      let editor = try Editor(database: database)
      do {
        _ = try editor.addCategory(name: "new", parent: nil)
        Issue.record("an edit was written into a damaged file")
      } catch let error as OpenError {
        #expect(error.description.contains("damaged"))
      }
    }
    #expect(unchanged(path, damaged))
  }

  @Test func changedSchemasAreRefusedWithTheReason() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func fresh(_ name: String) throws -> String {
      let path = directory.appendingPathComponent(name).path
      _ = try AppDatabase.open(path: path)
      return path
    }
    func refusal(_ path: String) -> String {
      do {
        _ = try AppDatabase.open(path: path)
        return "opened"
      } catch {
        return "\(error)"
      }
    }
    let versioned = try fresh("versioned.db")
    try sqlite(versioned, "PRAGMA user_version = 999")
    #expect(refusal(versioned).contains("user_version is 999"))

    let newer = try fresh("newer.db")
    try sqlite(newer, "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
    #expect(refusal(newer).contains("newer arbor"))

    let dropped = try fresh("dropped.db")
    try sqlite(dropped, "DROP INDEX items_open_by_due; ALTER TABLE items DROP COLUMN dueDate")
    #expect(refusal(dropped).contains("no column “dueDate”"))

    let garbage = directory.appendingPathComponent("garbage.db").path
    _ = FileManager.default.createFile(atPath: garbage, contents: Data(repeating: 0x41, count: 4096))
    #expect(refusal(garbage).contains("is not an SQLite database"))
  }

  /// A lock held by another program is no evidence of damage (CI once saw the check's
  /// own read fail with "database is locked", and every edit was refused).
  @Test func aLockedFileIsNotCalledDamaged() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("locked.db").path
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let holder = try DatabaseQueue(path: path, configuration: configuration)
    try holder.writeWithoutTransaction { db in
      try db.execute(sql: "CREATE TABLE t (x); INSERT INTO t VALUES (1); BEGIN EXCLUSIVE; INSERT INTO t VALUES (2)")
    }
    let check = IntegrityCheck(path: path)
    #expect(throws: Never.self) { try check.requireSound() }
    #expect(check.problem == nil)
    try holder.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
  }
}
