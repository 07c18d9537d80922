import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

/// Another program's write is found from the pages it changed (`PageWatch`): what the
/// pages say must be what a scan of every row finds, whatever the write did to the file's
/// pages — rows moved between leaves, leaves emptied and freed (with and without secure
/// delete), overflow pages rewritten in place, pointer maps of an auto-vacuum file.
@Suite(.serialized) struct PageWatchTests {
  let digest = CopyDigestTests()

  /// The benchmark's kind of table: text keys, parents by key, a position summed.
  static let tree = ForeignTree(table: "accounts", parent: "parent_guid", label: "name", order: "position")
    .adding([TreeSum(name: "position", expression: "position")])

  func makeBook(_ path: String, rows: Int, pragmas: String = "") throws {
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: pragmas)
      try db.execute(
        sql: """
          CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, parent_guid TEXT, name TEXT, description TEXT, position INTEGER);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
          INSERT INTO accounts SELECT printf('%032x', i),
            CASE WHEN i <= 20 THEN NULL ELSE printf('%032x', (i * 7919) % (i - 1) + 1) END,
            CASE WHEN i % 50 = 0 THEN 'long ' || i || ' ' || printf('%.6000c', 'x') ELSE 'account ' || i END,
            'notes of ' || i, CASE WHEN i % 4 = 0 THEN NULL ELSE i % 17 END FROM n;
          """)
    }
  }

  /// A book of `rows` in write-ahead-log mode and the program that holds it open (its log
  /// stays beside it), in a directory of its own.
  func loggedBook(rows: Int) throws -> (directory: URL, path: String, program: DatabaseQueue) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("book.sqlite").path
    try makeBook(path, rows: rows, pragmas: "PRAGMA journal_mode = WAL;")
    return (directory, path, try DatabaseQueue(path: path))
  }

  /// One comparison as the keeper makes it: the ranges the pages give (nil: everywhere),
  /// the rows found there, and the rows a scan of everything finds; then the patch.
  func compare(_ opened: CopyDigestTests.Opened) throws -> (
    ranges: [ClosedRange<Int64>]?, byPages: [Int64]?, byScan: [Int64]?
  ) {
    try opened.file.read { db in
      let ranges = try opened.copy.pageWatch.rangesToCompare(file: db, sql: opened.sql)
      let byPages = try ranges.map {
        try CopyDigest.changedRowids(file: db, sql: opened.sql, copy: opened.copy.queue, within: $0)
      }
      let byScan = try CopyDigest.changedRowids(file: db, sql: opened.sql, copy: opened.copy.queue)
      if let byScan { try opened.copy.patch(rowids: byScan, from: db, sql: opened.sql, labels: nil, stamp: "t") }
      return (ranges, byPages.flatMap { $0?.sorted() }, byScan?.sorted())
    }
  }

  @Test func oneWrittenRowIsComparedAloneWithItsPage() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("book.sqlite").path
    try makeBook(path, rows: 20_000)
    let opened = try digest.open(path, in: directory, tree: Self.tree)
    #expect(opened.copy.pageWatch.hasBaseline)

    try digest.write(path, "UPDATE accounts SET name = 'renamed' WHERE rowid = 12345")
    let first = try compare(opened)
    let ranges = try #require(first.ranges)
    #expect(ranges.contains { $0.contains(12_345) })
    // One leaf of rows (and the pages of the primary key's index, which hold none).
    #expect(ranges.reduce(0) { $0 + ($1.upperBound - $1.lowerBound + 1) } < 200)
    #expect(first.byPages == [12_345])
    #expect(first.byScan == [12_345])

    // Nothing written since: nothing to compare.
    #expect(try compare(opened).ranges == [])
  }

  /// The leaves' spans, read from the file's bytes, are the table's rowids cut in pieces;
  /// the free list's pages hold no rows.
  @Test func theLeavesSpanTheTablesRowidsAndFreePagesNone() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("book.sqlite").path
    try makeBook(path, rows: 5_000, pragmas: "PRAGMA secure_delete = OFF;")
    try digest.write(
      path,
      "DELETE FROM accounts WHERE rowid BETWEEN 1000 AND 3000; CREATE TABLE other (x); INSERT INTO other VALUES (1)")
    let free = try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "PRAGMA freelist_count") } ?? 0
    #expect(free > 10)
    let pages = try #require(FilePages.read(path: path))
    let spans = pages.roles.compactMap { role -> ClosedRange<Int64>? in
      if case .rows(let span?) = role { return span } else { return nil }
    }.sorted { $0.lowerBound < $1.lowerBound }
    // The schema's rows (page 1, rowids 1…n) and `other`'s one row aside: the table's.
    let table = spans.filter { $0.upperBound > 10 }
    #expect(table.first?.lowerBound == 1 || table.first?.lowerBound ?? 0 <= 10)
    #expect(table.last?.upperBound == 5_000)
    #expect(zip(table, table.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
    #expect(!table.contains { $0.overlaps(1_000...3_000) })
    #expect(pages.roles.filter { $0 == .noRows }.count >= free)
  }

  /// Each page's role is kept in a byte, its span apart (an archive of millions of small
  /// pages held its roles in 24 bytes each): read back, every page's role is what its
  /// bytes say, but for the free list's pages.
  @Test func eachPagesRoleIsWhatItsBytesSayAndTakesAByte() throws {
    #expect(MemoryLayout<PageRoles.Kind>.stride == 1)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("book.sqlite").path
    try makeBook(path, rows: 3_000, pragmas: "PRAGMA page_size = 512; PRAGMA secure_delete = OFF;")
    try digest.write(path, "DELETE FROM accounts WHERE rowid % 7 = 0")
    let pages = try #require(FilePages.read(path: path))
    let bytes = try #require(FileManager.default.contents(atPath: path))
    #expect(pages.roles.count == bytes.count / 512)
    var spans = 0
    for index in pages.roles.indices {
      let read = bytes[index * 512..<(index + 1) * 512].withUnsafeBytes { PageRole.of($0, number: index + 1) }
      if case .rows(_?) = read { spans += 1 }
      #expect(pages.roles[index] == read || pages.roles[index] == .noRows, "page \(index + 1)")
    }
    #expect(spans > 100)
  }

  /// Random writes of every kind, in files of every kind: wherever the pages give ranges,
  /// the rows found in them are the rows the scan finds. The program writing the file in
  /// write-ahead-log mode keeps it open (its log stays) and checkpoints now and then: part
  /// of the pages are then in the log, part in the file, and the log starts over.
  @Test(arguments: [
    "PRAGMA secure_delete = OFF;", "PRAGMA secure_delete = ON;", "PRAGMA auto_vacuum = FULL;",
    "PRAGMA journal_mode = WAL;",
    "PRAGMA page_size = 65536; PRAGMA journal_mode = WAL;",
  ])
  func randomWritesAreFoundAsAScanFindsThem(pragmas: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("book.sqlite").path
    try makeBook(path, rows: 3_000, pragmas: pragmas)
    let logged = pragmas.contains("WAL")
    if pragmas.contains("65536") {
      // The largest pages: the log's header and the index say 65,536 each their own way.
      #expect(try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } == 65_536)
    }
    let program = logged ? try DatabaseQueue(path: path) : nil
    let opened = try digest.open(path, in: directory, tree: Self.tree)
    var random = TestRandom(seed: 0xA7B0 + pragmas.count)
    var byPages = 0
    for round in 0..<30 {
      let writes = (0..<(random.below(4) + 1)).map { _ in randomWrite(&random, round: round) }
      try (program ?? DatabaseQueue(path: path)).write { db in
        if !logged { try db.execute(sql: pragmas.replacingOccurrences(of: "PRAGMA auto_vacuum = FULL;", with: "")) }
        for write in writes { try db.execute(sql: write) }
      }
      if let program, random.below(4) == 0 {
        let mode = ["PASSIVE", "TRUNCATE", "RESTART"][random.below(3)]
        try program.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(\(mode))") }
      }
      let found = try compare(opened)
      if found.ranges != nil {
        byPages += 1
        #expect(found.byPages == found.byScan, "round \(round): \(writes)")
      }
    }
    // Most rounds are told by the pages (an overflow page rewritten in place, a schema
    // change are not).
    #expect(byPages > 15)
    let fresh = try digest.open(path, in: directory, tree: Self.tree)
    #expect(try digest.contents(opened.copy) == digest.contents(fresh.copy))
  }

  func randomWrite(_ random: inout TestRandom, round: Int) -> String {
    let row = random.below(3_200) + 1
    switch random.below(8) {
    case 0: return "UPDATE accounts SET name = 'renamed \(round)' WHERE rowid = \(row)"
    case 1: return "UPDATE accounts SET position = coalesce(position, 0) + 7 WHERE rowid = \(row)"
    // The same length: SQLite rewrites the overflow pages in place, the leaf stays.
    case 2:
      return """
        UPDATE accounts SET name = substr(name, 1, length(name) - 3) || printf('%03d', \(round))
          WHERE rowid = (SELECT min(rowid) FROM accounts WHERE name LIKE 'long %' AND rowid >= \(row))
        """
    case 3: return "DELETE FROM accounts WHERE rowid BETWEEN \(row) AND \(row + random.below(200))"
    case 4:
      return """
        INSERT OR REPLACE INTO accounts (rowid, guid, parent_guid, name, position) VALUES (\(row), 'r\(round)-\(row)', printf('%032x', \(row / 2 + 1)),
          '\(random.below(2) == 0 ? "new" : "long new " + String(repeating: "y", count: 5_000))', \(round))
        """
    case 5: return "UPDATE accounts SET parent_guid = NULL WHERE rowid = \(row)"
    case 6:
      return """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(random.below(300)))
        INSERT INTO accounts (guid, name, position) SELECT 'n\(round)-\(random.next())-' || i, 'bulk ' || i, i FROM n
        """
    default:
      return "UPDATE accounts SET description = printf('%.3000c', 'd') WHERE rowid BETWEEN \(row) AND \(row + 30)"
    }
  }

  /// A file another program holds open in write-ahead-log mode keeps its latest pages in
  /// the `-wal`: its pages are read through the log, as SQLite reads them, and a write is
  /// compared alone — also when it went into the file by a checkpoint.
  @Test func aFileInWriteAheadLogModeIsWatchedThroughItsLog() throws {
    let (directory, path, program) = try loggedBook(rows: 20_000)
    defer { try? FileManager.default.removeItem(at: directory) }
    try program.write { db in try db.execute(sql: "UPDATE accounts SET name = 'first' WHERE rowid = 5") }
    let opened = try digest.open(path, in: directory, tree: Self.tree)
    #expect(opened.copy.pageWatch.hasBaseline)

    try program.write { db in try db.execute(sql: "UPDATE accounts SET name = 'second' WHERE rowid = 12345") }
    let found = try compare(opened)
    let ranges = try #require(found.ranges)
    #expect(ranges.reduce(0) { $0 + ($1.upperBound - $1.lowerBound + 1) } < 200)
    #expect(found.byPages == [12_345])
    #expect(found.byScan == [12_345])

    // Moved into the file and the log started over: the same pages, nothing to compare.
    try program.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    #expect(try compare(opened).ranges == [])

    try program.write { db in try db.execute(sql: "DELETE FROM accounts WHERE rowid = 777") }
    let deleted = try compare(opened)
    #expect(deleted.ranges?.contains { $0.contains(777) } == true)
    #expect(deleted.byPages == [777])
  }

  /// A program in write-ahead-log mode writes a commit's frames before it publishes the
  /// commit in the index: the copy's stamp must follow what is published, or a copy
  /// compared in between keeps a stamp that already "has" the commit it missed. Here a
  /// commit leaves the log's size and time as they were (the log started over, its time
  /// set back): only the index tells.
  @Test func theStampFollowsTheLogsPublishedCommit() throws {
    let (directory, path, program) = try loggedBook(rows: 500)
    defer { try? FileManager.default.removeItem(at: directory) }
    try program.write { db in try db.execute(sql: "UPDATE accounts SET name = 'first' WHERE rowid IN (5, 300)") }
    try program.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(RESTART)") }
    func logStatus() -> stat {
      var status = stat()
      _ = stat(path + "-wal", &status)
      return status
    }
    let before = logStatus()
    let stamp = TreeCopy.stamp(path: path, tree: Self.tree)
    try program.write { db in try db.execute(sql: "UPDATE accounts SET name = 'again' WHERE rowid = 5") }
    var times = [before.st_atim, before.st_mtim]
    #expect(utimensat(AT_FDCWD, path + "-wal", &times, 0) == 0)
    let after = logStatus()
    #expect(
      after.st_size == before.st_size && after.st_mtim.tv_sec == before.st_mtim.tv_sec
        && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    #expect(TreeCopy.stamp(path: path, tree: Self.tree) != stamp)
  }

  /// A log whose index is being written (its two copies of the header differ) or gone
  /// gives no snapshot: the rows are all compared.
  @Test func aLogWithoutASteadyIndexIsNotTrusted() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("book.sqlite").path
    #expect(LogSnapshot.look(path: path) == .none)
    _ = FileManager.default.createFile(atPath: path + "-wal", contents: Data())
    #expect(LogSnapshot.look(path: path) == .unknown)
    var index = [UInt8](repeating: 0, count: 136)
    index[12] = 1
    index[48 + 12] = 1
    withUnsafeBytes(of: UInt32(3_007_000)) { version in
      for offset in [0, 48] { index.replaceSubrange(offset..<offset + 4, with: version) }
    }
    index[48 + 16] = 9
    _ = FileManager.default.createFile(atPath: path + "-shm", contents: Data(index))
    #expect(LogSnapshot.look(path: path) == .unknown)
    index[16] = 9
    _ = FileManager.default.createFile(atPath: path + "-shm", contents: Data(index))
    guard case .log(let snapshot) = LogSnapshot.look(path: path) else {
      Issue.record("a steady index is a snapshot")
      return
    }
    #expect(snapshot.lastFrame == 9)
    // The log itself is empty: it does not hold the nine frames the index names.
    #expect(snapshot.frames(path: path, pageSize: 4_096) == nil)
  }

  /// A log and an index another tool has mangled — page numbers past the file, frames
  /// of another generation, a frame count beyond the log, garbage — give pages or no
  /// pages, never a trap.
  @Test func mangledLogsAreReadWithoutATrap() throws {
    let (directory, path, program) = try loggedBook(rows: 800)
    defer { try? FileManager.default.removeItem(at: directory) }
    try program.write { db in try db.execute(sql: "UPDATE accounts SET name = 'x' || rowid WHERE rowid % 9 = 0") }
    guard case .log(let snapshot) = LogSnapshot.look(path: path) else {
      Issue.record("the program's log has an index")
      return
    }
    #expect(snapshot.lastFrame > 2)
    #expect(FilePages.read(path: path, log: snapshot) != nil)
    let log = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))
    var random = TestRandom(seed: 0x10C)
    for round in 0..<200 {
      var mangled = [UInt8](log)
      for _ in 0..<(random.below(6) + 1) {
        // Mostly the frames' headers (page numbers, salts), now and then anywhere.
        let frame = random.below(snapshot.lastFrame)
        let offset = random.below(3) == 0 ? random.below(mangled.count) : 32 + frame * (24 + 4_096) + random.below(16)
        mangled[offset] = UInt8(truncatingIfNeeded: random.next())
      }
      try Data(mangled).write(to: URL(fileURLWithPath: path + "-wal"))
      var header = snapshot.header
      if round % 4 == 1 {
        // The frame count or the page count beyond anything the log holds.
        let field = random.below(2) == 0 ? 16 : 20
        for index in field..<field + 4 { header[index] = UInt8(truncatingIfNeeded: random.next()) }
      }
      _ = FilePages.read(path: path, log: LogSnapshot(header: header))
    }
    try Data(log).write(to: URL(fileURLWithPath: path + "-wal"))
    #expect(FilePages.read(path: path, log: snapshot) != nil)
  }

  /// A row's hash that reads another table (a label or a sum looked up there) changes
  /// without a page of the tree's table changing: such trees are always scanned.
  @Test func aTreeReadingAnotherTableIsScanned() throws {
    let (directory, path) = try digest.book()
    defer { try? FileManager.default.removeItem(at: directory) }
    let opened = try digest.open(path, in: directory)
    #expect(!opened.copy.pageWatch.hasBaseline)
    try digest.write(path, "INSERT INTO splits VALUES (printf('%032x', 5), 3)")
    let found = try compare(opened)
    #expect(found.ranges == nil)
    #expect(found.byScan == [5])
  }

  /// A table without rowids keeps rows in its interior pages too, each the bound between
  /// two children: a changed interior page gives its cells that changed, each by its key,
  /// not the span from its first cell to its last (near the root, most of the table — a
  /// renamed directory of 11,000 rows had 343,000 rows read again).
  @Test func anInteriorPageGivesItsChangedCellsNotItsSpan() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("files.sqlite").path
    let program = try DatabaseQueue(path: path)
    try program.write { db in
      try db.execute(sql: "CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER) WITHOUT ROWID")
      try db.execute(
        sql: """
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40000)
          INSERT INTO files SELECT printf('top/d%02d/f%06d', i / 1000, i), i FROM n
          """)
    }
    let root = try #require(
      try program.read { db in
        try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_schema WHERE name = 'files'")
      })
    let tree = FilePages.Tree(root: root, keyed: true)
    let before = try #require(FilePages.read(path: path, tree: tree))
    let interior = before.roles.filter { if case .cells = $0 { true } else { false } }.count
    #expect(interior >= 2, "a root and interior pages below it")
    try program.write { db in
      try db.execute(sql: "UPDATE files SET path = 'top/d20R' || substr(path, 8) WHERE path LIKE 'top/d20/%'")
    }
    let after = try #require(FilePages.read(path: path, tree: tree))
    let changes = try #require(PageWatch.changes(from: before, to: after))
    let ranges = changes.keys.map {
      (String(decoding: $0.first, as: UTF8.self), String(decoding: $0.last, as: UTF8.self))
    }
    // Every renamed row is in a range, and no range reaches far from the two directories.
    #expect(ranges.contains { $0.0 <= "top/d20/f020000" && "top/d20/f020000" <= $0.1 }, "\(ranges)")
    #expect(ranges.allSatisfy { $0.0 >= "top/d19" && $0.1 < "top/d22" }, "\(ranges)")
  }

  @Test func rangesAreMerged() {
    #expect(PageWatch.merged([5...9, 1...2, 3...4, 20...30, 25...26, 100...100]) == [1...9, 20...30, 100...100])
    #expect(PageWatch.merged([.min...0, 1...Int64.max]) == [Int64.min...Int64.max])
  }
}
