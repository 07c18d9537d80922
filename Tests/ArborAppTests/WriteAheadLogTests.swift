import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

@testable import ArborApp
@testable import ArborCore

/// A `-wal` beside a file is replayed into it by the first connection; one copied from
/// another database would replace the file's contents. It must be refused before any
/// connection opens, and a log the file's own crashed session left must still be applied.
@Suite(.serialized) struct WriteAheadLogTests {
  let files = FileManager.default

  func bytes(_ path: String) -> Data { files.contents(atPath: path) ?? Data() }

  /// An arbor file holding one top-level category named `name`.
  func makeDatabase(_ path: String, name: String) throws {
    let database = try AppDatabase.open(path: path)
    _ = try Editor(database: database).addCategory(name: name, parent: nil)
  }

  /// The files as a crash would leave them: while a second connection still holds the
  /// file with an uncheckpointed change, copy the database, its log and its index.
  func crashSnapshot(of path: String, renamingTo name: String, into copy: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in try db.execute(sql: "UPDATE categories SET name = ?", arguments: [name]) }
    for suffix in ["", "-wal", "-shm"] {
      try? files.removeItem(atPath: copy + suffix)
      try files.copyItem(atPath: path + suffix, toPath: copy + suffix)
    }
    try queue.close()
  }

  func names(_ path: String) throws -> [String] {
    let database = try AppDatabase.open(path: path, readOnly: true)
    return try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM categories ORDER BY id") }
  }

  @Test func aLogCopiedFromAnotherDatabaseIsRefusedAndNothingIsWritten() throws {
    let directory = try temporaryDirectory()
    defer { try? files.removeItem(at: directory) }
    let mine = directory.appendingPathComponent("mine.db").path
    let other = directory.appendingPathComponent("other.db").path
    try makeDatabase(mine, name: "mine")
    try makeDatabase(other, name: "other")
    let snapshot = directory.appendingPathComponent("snapshot.db").path
    try crashSnapshot(of: other, renamingTo: "replaced", into: snapshot)
    // Only the log travels: copied by hand, or left behind by a rename of its database.
    try files.copyItem(atPath: snapshot + "-wal", toPath: mine + "-wal")
    let before = bytes(mine)
    let log = bytes(mine + "-wal")
    do {
      _ = try AppDatabase.open(path: mine)
      Issue.record("a foreign log was accepted")
    } catch let error as OpenError {
      #expect(error.description.contains("mine.db-wal holds changes"))
      #expect(error.description.contains("--read-only"))
    }
    #expect(bytes(mine) == before)
    #expect(bytes(mine + "-wal") == log)
    // With an index from yet another session, the log is still not this file's.
    try files.copyItem(atPath: snapshot + "-shm", toPath: mine + "-shm")
    try makeForeignIndex(mine + "-shm")
    #expect(throws: OpenError.self) { try AppDatabase.open(path: mine) }
    #expect(bytes(mine) == before)
  }

  /// Rewrites the index's salts, as another session's index would have them.
  func makeForeignIndex(_ path: String) throws {
    var index = bytes(path)
    for copy in [0, 48] { index[copy + 32] ^= 0xFF }
    try index.write(to: URL(fileURLWithPath: path))
  }

  @Test func theFilesOwnLogFromACrashIsApplied() throws {
    let directory = try temporaryDirectory()
    defer { try? files.removeItem(at: directory) }
    let path = directory.appendingPathComponent("mine.db").path
    try makeDatabase(path, name: "before")
    let crashed = directory.appendingPathComponent("crashed.db").path
    try crashSnapshot(of: path, renamingTo: "after the crash", into: crashed)
    let database = try AppDatabase.open(path: crashed)
    #expect(
      try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM categories") } == ["after the crash"])
  }

  @Test func aLiveSessionsLogIsItsOwn() throws {
    let directory = try temporaryDirectory()
    defer { try? files.removeItem(at: directory) }
    let path = directory.appendingPathComponent("shared.db").path
    try makeDatabase(path, name: "first")
    let first = try AppDatabase.open(path: path)
    _ = try Editor(database: first).addCategory(name: "second", parent: nil)
    let second = try AppDatabase.open(path: path)
    _ = try Editor(database: second).addCategory(name: "third", parent: nil)
    #expect(try names(path) == ["first", "second", "third"])
  }

  @Test func aRestartPendingInTheIndexStillMatchesItsLog() {
    let log = WriteAheadLogCheck.LogHeader(salt1: 0xFFFF_FFFF, salt2: 7)
    #expect(WriteAheadLogCheck.belongs(log, to: .init(frameCount: 12, salt1: 0xFFFF_FFFF, salt2: 7)))
    #expect(WriteAheadLogCheck.belongs(log, to: .init(frameCount: 0, salt1: 0, salt2: 99)))
    #expect(!WriteAheadLogCheck.belongs(log, to: .init(frameCount: 3, salt1: 0, salt2: 99)))
    #expect(!WriteAheadLogCheck.belongs(log, to: .init(frameCount: 12, salt1: 0xFFFF_FFFF, salt2: 8)))
  }
}
