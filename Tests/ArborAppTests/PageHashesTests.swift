@testable import ArborCore
import Foundation
import GRDB
import Testing

/// An archive as the sqlite3 shell writes it (`sqlite3 -A`: 512-byte pages, most of them
/// the files' overflow pages) keeps the hashes of its b-tree pages only, and its overflow
/// pages in pools of one file's run each (`PageHashes`) — and the pages still place a
/// file deleted or added, and still say "compare everything" when a file's overflow page
/// is rewritten in place.
@Suite(.serialized) struct PageHashesTests {
  /// An archive of `files` files of 1 to 30 KB that do not compress, made by the shell.
  func archive(files: Int, in directory: URL) throws -> String {
    let source = directory.appendingPathComponent("src")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    var random = TestRandom(seed: 0x5A1A)
    for file in 0..<files {
      let bytes = (0..<(1_000 + random.below(29_000))).map { _ in UInt8(truncatingIfNeeded: random.next() >> 40) }
      try Data(bytes).write(to: source.appendingPathComponent("f\(file)"))
    }
    let path = directory.appendingPathComponent("src.sqlar").path
    try shell(["-A", "-c", "-f", path, "src"], in: directory)
    return path
  }

  func shell(_ arguments: [String], in directory: URL) throws {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    shell.currentDirectoryURL = directory
    shell.arguments = arguments
    try shell.run()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0)
  }

  func pageCount(_ path: String) throws -> Int {
    try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") } ?? 0
  }

  @Test func anArchivesFileContentsKeepNoHashOfTheirOwn() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try archive(files: 120, in: directory)
    let pages = try #require(FilePages.read(path: path))
    let count = try pageCount(path)
    #expect(count > 3_000)
    #expect(pages.hashes.count == count)
    // The b-tree pages of the archive's table and its name index keep theirs.
    #expect(pages.hashes.sizes.kept * 10 < count)
    // A pool a file, each file written in one run.
    #expect(pages.hashes.sizes.pools <= 130)
  }

  @Test func aFileDeletedOrAddedIsPlacedAndOneRewrittenInPlaceIsNot() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try archive(files: 120, in: directory)
    let first = try #require(FilePages.read(path: path))
    let queue = try DatabaseQueue(path: path)

    // Deleted: its run of overflow pages is freed, its first page written as the free
    // list's trunk; the runs around it are compared as they were.
    let deleted = try #require(try queue.read { db in try Int64.fetchOne(db, sql: "SELECT rowid FROM sqlar WHERE name = 'src/f37'") })
    try queue.write { db in try db.execute(sql: "DELETE FROM sqlar WHERE name = 'src/f37'") }
    let second = try #require(FilePages.read(path: path))
    let afterDelete = try #require(PageWatch.changes(from: first, to: second))
    #expect(afterDelete.rowids.contains { $0.contains(deleted) })
    #expect(afterDelete.rowids.reduce(0) { $0 + $1.count } < 20)

    // Added: written over the free pages and past the end.
    try Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }).write(to: directory.appendingPathComponent("src/new"))
    try shell(["-A", "-u", "-f", path, "src/new"], in: directory)
    let added = try #require(try queue.read { db in try Int64.fetchOne(db, sql: "SELECT rowid FROM sqlar WHERE name = 'src/new'") })
    let third = try #require(FilePages.read(path: path))
    let afterAdd = try #require(PageWatch.changes(from: second, to: third))
    #expect(afterAdd.rowids.contains { $0.contains(added) })

    // Rewritten at the same length past its first kilobyte: SQLite writes the overflow
    // pages in place, its leaf stays as it was. Which row changed, the pages cannot say.
    try queue.write { db in
      var data = try #require(try Data.fetchOne(db, sql: "SELECT data FROM sqlar WHERE name = 'src/f50'"))
      #expect(data.count > 2_000)
      data[data.count - 10] ^= 0xFF
      try db.execute(sql: "UPDATE sqlar SET data = ? WHERE name = 'src/f50'", arguments: [data])
    }
    let fourth = try #require(FilePages.read(path: path))
    #expect(PageWatch.changes(from: third, to: fourth) == nil)
    // Nothing since: nothing changed.
    let fifth = try #require(FilePages.read(path: path))
    #expect(PageWatch.changes(from: fourth, to: fifth) == PageWatch.Changes())
  }
}
