import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

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
    try sqliteShell(["-A", "-c", "-f", path, "src"], in: directory)
    return path
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
    // The b-tree pages of the archive's table and its name index keep theirs, and their
    // roles' kinds; an overflow page's role is read as what its bytes say.
    #expect(pages.hashes.sizes.kept * 10 < count)
    let bytes = try #require(FileManager.default.contents(atPath: path))
    for index in stride(from: 0, to: count, by: 7) {
      let read = bytes[index * 512..<(index + 1) * 512].withUnsafeBytes { PageRole.of($0, number: index + 1) }
      #expect(pages.roles[index] == read, "page \(index + 1)")
    }
    // A pool a file, each file written in one run.
    #expect(pages.hashes.sizes.pools <= 130)
  }

  /// Hashed by several threads, each a part of the pages, the file reads as it does hashed
  /// by one: every page's role and own hash the same, joined in page order. A run of
  /// overflow pages across two parts is two pools, one each side (the parts are hashed
  /// apart), which a comparison with the whole run still reads as unchanged.
  @Test func partsJoinAsOneReadingDoes() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try archive(files: 200, in: directory)
    let count = try pageCount(path)
    #expect(count > 3 * 64 * 8)
    let whole = try #require(FilePages.read(path: path, parts: 1))
    for parts in [2, 3, 4] {
      let split = try #require(FilePages.read(path: path, parts: parts))
      #expect(split.hashes.count == count)
      #expect(split.hashes.sizes.kept == whole.hashes.sizes.kept)
      #expect((whole.hashes.sizes.pools...whole.hashes.sizes.pools + parts - 1).contains(split.hashes.sizes.pools))
      var (one, many) = (PageHashes.Walk(whole.hashes), PageHashes.Walk(split.hashes))
      var (rolesDiffering, ownDiffering) = (0, 0)
      for index in 0..<count {
        if whole.roles[index] != split.roles[index] { rolesDiffering += 1 }
        let (a, b) = (one.entry(index), many.entry(index))
        if a.pooled != b.pooled || a.own != b.own { ownDiffering += 1 }
      }
      #expect(rolesDiffering == 0, "\(parts) parts")
      #expect(ownDiffering == 0, "\(parts) parts")
      #expect(PageWatch.changes(from: whole, to: split) == PageWatch.Changes())
    }
  }

  /// A page not pooled finds its place among such pages from the counts kept a word
  /// (`PooledPages`): as counting them one by one does, in words full and partial.
  @Test func aPageNotPooledFindsItsPlace() {
    var random = TestRandom(seed: 0xB175)
    for count in [1, 63, 64, 65, 200, 1_000] {
      let words = (0..<(count + 63) / 64).map { _ in random.next() ^ (random.next() << 17) }
      let pooled = PooledPages(count: count, words: words)
      var place = 0
      for index in 0..<count {
        let set = words[index / 64] & (1 << UInt64(index % 64)) != 0
        #expect(pooled.contains(index) == set)
        if !set {
          #expect(pooled.place(of: index) == place, "page \(index) of \(count)")
          place += 1
        }
      }
      #expect(!pooled.contains(count))
    }
  }

  @Test func aFileDeletedOrAddedIsPlacedAndOneRewrittenInPlaceIsNot() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try archive(files: 120, in: directory)
    let first = try #require(FilePages.read(path: path))
    let queue = try DatabaseQueue(path: path)

    // Deleted: its run of overflow pages is freed, its first page written as the free
    // list's trunk; the runs around it are compared as they were.
    let deleted = try #require(
      try queue.read { db in try Int64.fetchOne(db, sql: "SELECT rowid FROM sqlar WHERE name = 'src/f37'") })
    try queue.write { db in try db.execute(sql: "DELETE FROM sqlar WHERE name = 'src/f37'") }
    let second = try #require(FilePages.read(path: path))
    let afterDelete = try #require(PageWatch.changes(from: first, to: second))
    #expect(afterDelete.rowids.contains { $0.contains(deleted) })
    #expect(afterDelete.rowids.reduce(0) { $0 + $1.count } < 20)

    // Added: written over the free pages and past the end.
    try Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }).write(
      to: directory.appendingPathComponent("src/new"))
    try sqliteShell(["-A", "-u", "-f", path, "src/new"], in: directory)
    let added = try #require(
      try queue.read { db in try Int64.fetchOne(db, sql: "SELECT rowid FROM sqlar WHERE name = 'src/new'") })
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
