import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

/// Another program's write is found by the rows' hashes (`CopyDigest`): exactly the rows
/// that changed, whatever changed in them, and after the patch the copy is what a new copy
/// of the file would be.
@Suite(.serialized) struct CopyDigestTests {
  /// 6,000 accounts with text keys in a table GnuCash-like enough: parent by text, a
  /// position with NULLs, empty names, a balance from another table.
  func book() throws -> (directory: URL, path: String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("book.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, parent_guid TEXT, name TEXT, position);
          CREATE TABLE splits (account_guid TEXT, value INTEGER);
          CREATE INDEX splits_account_guid_index ON splits (account_guid);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
          INSERT INTO accounts SELECT printf('%032x', i), CASE WHEN i <= 3 THEN NULL ELSE printf('%032x', i / 3) END,
            CASE WHEN i % 97 = 0 THEN '' ELSE 'account ' || i END, CASE WHEN i % 5 = 0 THEN NULL ELSE i % 13 END FROM n;
          INSERT INTO splits SELECT guid, 10 FROM accounts WHERE rowid % 7 = 0;
          """)
    }
    return (directory, path)
  }

  static let tree = ForeignTree(table: "accounts", parent: "parent_guid", label: "name", order: "position")
    .adding([
      TreeSum(name: "balance", expression: "(SELECT sum(value) FROM splits WHERE account_guid = x.guid)", stored: false)
    ])

  struct Opened {
    let file: DatabaseQueue
    let sql: ForeignTreeSQL
    let copy: TreeCopy
  }

  /// The file at `path` on a hardened read-only connection, as another program's, and a
  /// new copy of its `tree` in `directory`.
  func open(_ path: String, in directory: URL, tree: ForeignTree = Self.tree) throws -> Opened {
    var configuration = Configuration()
    configuration.readonly = true
    ForeignConnection.harden(&configuration)
    let file = try DatabaseQueue(path: path, configuration: configuration)
    let hierarchy = try file.read { db in try ForeignHierarchy(tree: tree, db) }
    let location = directory.appendingPathComponent("copy-\(UUID().uuidString).sqlite").path
    let copy = try #require(try TreeCopy.build(from: file, sql: hierarchy.sql, location: location, stamp: "s"))
    return Opened(file: file, sql: hierarchy.sql, copy: copy)
  }

  func changed(_ opened: Opened) throws -> [Int64]? {
    try opened.file.read { db in try opened.copy.changedRows(in: db, sql: opened.sql) }?.sorted()
  }

  func patch(_ opened: Opened) throws {
    try opened.file.read { db in
      let rows = try #require(try opened.copy.changedRows(in: db, sql: opened.sql))
      try opened.copy.patch(rowids: rows, from: db, sql: opened.sql, labels: nil, stamp: "t")
    }
  }

  /// The copy's rows by rowid, every column the tree reads (row numbers aside).
  func contents(_ copy: TreeCopy) throws -> [[DatabaseValue]] {
    try copy.queue.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT source, key, parent, nullOrder, orderValue, label, rawParent, childCount, cycleRoot, own, hash FROM nodes ORDER BY source
          """
      ).map { Array($0.databaseValues) }
    }
  }

  /// Each row's subtree total and descendants, by rowid.
  func totals(_ copy: TreeCopy) throws -> [[DatabaseValue]] {
    try copy.queue.read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT n.source, t.total, t.descendants FROM totals AS t JOIN nodes AS n USING (seq) ORDER BY n.source"
      )
      .map { Array($0.databaseValues) }
    }
  }

  func digest(_ copy: TreeCopy) throws -> [[DatabaseValue]] {
    try copy.queue.read { db in
      try Row.fetchAll(db, sql: "SELECT * FROM digest ORDER BY block").map { Array($0.databaseValues) }
    }
  }

  func write(_ path: String, _ sql: String, _ arguments: StatementArguments = []) throws {
    try DatabaseQueue(path: path).write { db in try db.execute(sql: sql, arguments: arguments) }
  }

  @Test func eachKindOfChangeIsFoundAndNothingElse() throws {
    let (directory, path) = try book()
    defer { try? FileManager.default.removeItem(at: directory) }
    let opened = try open(path, in: directory)
    #expect(try changed(opened) == [])

    try write(path, "UPDATE accounts SET name = 'renamed' WHERE rowid = 10")
    #expect(try changed(opened) == [10])
    try write(path, "UPDATE accounts SET name = 'account 10' WHERE rowid = 10")
    #expect(try changed(opened) == [])

    // Parent, order, and a value of another storage class that SQLite calls equal to it.
    try write(path, "UPDATE accounts SET parent_guid = NULL WHERE rowid = 2000")
    try write(path, "UPDATE accounts SET position = 4.0 WHERE rowid = 4")
    try write(path, "UPDATE accounts SET position = '6' WHERE rowid = 6")
    #expect(try changed(opened) == [4, 6, 2000])
    try write(path, "UPDATE accounts SET parent_guid = printf('%032x', 666) WHERE rowid = 2000")
    try write(path, "UPDATE accounts SET position = 4, name = name WHERE rowid = 4")
    try write(path, "UPDATE accounts SET position = 6 WHERE rowid = 6")
    #expect(try changed(opened) == [])

    // Rows gone and new, one far away in a block of its own; a balance from another table.
    try write(path, "DELETE FROM accounts WHERE rowid = 3001")
    try write(
      path, "INSERT INTO accounts (rowid, guid, parent_guid, name) VALUES (1000000000000, 'far', NULL, 'far away')")
    try write(path, "INSERT INTO splits VALUES (printf('%032x', 5), 3)")
    #expect(try changed(opened) == [5, 3001, 1_000_000_000_000])
  }

  /// After a patch the copy holds what a new copy of the file holds, and a change undone
  /// by the other program after the patch is found again (the digest is the copy's own
  /// content, not a note of what was read when).
  @Test func aPatchedCopyIsANewCopy() throws {
    let (directory, path) = try book()
    defer { try? FileManager.default.removeItem(at: directory) }
    let opened = try open(path, in: directory)
    try write(path, "UPDATE accounts SET name = 'renamed', parent_guid = NULL WHERE rowid = 300")
    try write(path, "DELETE FROM accounts WHERE rowid = 12")
    try write(path, "INSERT INTO accounts VALUES ('new', printf('%032x', 1), 'new one', 2)")
    try write(path, "INSERT INTO splits VALUES (printf('%032x', 900), 5)")
    try patch(opened)
    #expect(try changed(opened) == [])
    let fresh = try open(path, in: directory)
    #expect(try contents(opened.copy) == contents(fresh.copy))
    #expect(try digest(opened.copy) == digest(fresh.copy))
    #expect(try totals(opened.copy) == totals(fresh.copy))

    try write(path, "UPDATE accounts SET name = 'account 300', parent_guid = printf('%032x', 100) WHERE rowid = 300")
    #expect(try changed(opened) == [300])
    try patch(opened)
    #expect(try changed(opened) == [])
    let again = try open(path, in: directory)
    #expect(try contents(opened.copy) == contents(again.copy))
    #expect(try totals(opened.copy) == totals(again.copy))
  }

  /// Rowids spread over a wide range still make a few thousand blocks; a write to rows
  /// all over them makes a new copy the better way (nil), a write to a few does not.
  @Test func sparseRowidsAndWritesAllOver() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("sparse.sqlite").path
    try write(
      path,
      """
      CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, parent_guid TEXT, name TEXT, position);
      CREATE TABLE splits (account_guid TEXT, value INTEGER);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
      INSERT INTO accounts (rowid, guid, parent_guid, name) SELECT i * 1048576 - 5000000, 'k' || i,
        CASE WHEN i > 1 THEN 'k' || (i / 2) END, 'account ' || i FROM n;
      """)
    let opened = try open(path, in: directory)
    let blocks = try opened.copy.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM digest") }
    #expect(blocks == 3_000)
    try write(path, "UPDATE accounts SET name = 'one' WHERE guid = 'k1'")
    try write(path, "UPDATE accounts SET name = 'two' WHERE guid = 'k3000'")
    let first: Int64 = 1_048_576 - 5_000_000
    let last: Int64 = 3_000 * 1_048_576 - 5_000_000
    #expect(try changed(opened) == [first, last])
    try write(path, "UPDATE accounts SET name = name || '!' WHERE rowid % 3 = 0")
    #expect(try changed(opened) == nil)
  }

  @Test func theHashTellsStorageClassesAndBytesApart() throws {
    let db = try DatabaseQueue()
    let hashes = try db.read { db in
      RowHash.install(db)
      return try Int64.fetchAll(
        db,
        sql: """
          SELECT arbor_row_hash(1) UNION ALL SELECT arbor_row_hash(1.0) UNION ALL SELECT arbor_row_hash('1')
          UNION ALL SELECT arbor_row_hash(x'31') UNION ALL SELECT arbor_row_hash(NULL) UNION ALL SELECT arbor_row_hash('')
          UNION ALL SELECT arbor_row_hash(x'') UNION ALL SELECT arbor_row_hash('ab', 'c') UNION ALL SELECT arbor_row_hash('a', 'bc')
          UNION ALL SELECT arbor_row_hash('abcdefgh') UNION ALL SELECT arbor_row_hash('abcdefgh' || char(0))
          UNION ALL SELECT arbor_row_hash()
          """)
    }
    #expect(Set(hashes).count == hashes.count)
    let again = try db.read { db in
      RowHash.install(db)
      return try Int64.fetchOne(db, sql: "SELECT arbor_row_hash('ab', 'c')")
    }
    #expect(again == hashes[7])
  }
}

extension CopyDigestTests {
  /// The benchmark's tree (random parents, a position summed): another program renames a
  /// row, then adds to its value; the totals follow both as a new copy adds them up. The
  /// second patch gives the row the row number it had (SQLite reuses the largest), which
  /// once made its children roots of the totals.
  @Test func totalsFollowARenameThenAValue() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("random.sqlite").path
    try write(
      path,
      """
      CREATE TABLE accounts (guid TEXT PRIMARY KEY NOT NULL, parent_guid TEXT, name TEXT, description TEXT, position INTEGER);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
      INSERT INTO accounts SELECT printf('%032x', i),
        CASE WHEN i <= 20 THEN NULL ELSE printf('%032x', (i * 7919) % (i - 1) + 1) END,
        CASE WHEN i % 101 = 0 THEN '' ELSE 'account ' || i END, 'notes of ' || i, CASE WHEN i % 4 = 0 THEN NULL ELSE i % 17 END FROM n;
      """)
    let tree = ForeignTree(table: "accounts", parent: "parent_guid", label: "name", order: "position")
      .adding([TreeSum(name: "position", expression: "position")])
    let opened = try open(path, in: directory, tree: tree)
    try write(path, "UPDATE accounts SET name = 'renamed' WHERE rowid = 1234")
    try patch(opened)
    #expect(try totals(opened.copy) == totals(try open(path, in: directory, tree: tree).copy))
    try write(path, "UPDATE accounts SET position = coalesce(position, 0) + 1000 WHERE rowid = 1234")
    try patch(opened)
    #expect(try totals(opened.copy) == totals(try open(path, in: directory, tree: tree).copy))
  }
}

extension CopyDigestTests {
  /// Firefox's tables: a bookmark without a title is labelled by its place, found through
  /// `fk` in another table. Another program changing that place changes the bookmark's
  /// label, so the bookmark is found changed; a place behind a titled bookmark is not
  /// its label, and changing it changes nothing.
  @Test func aLabelFromAnotherTablesRowIsFollowed() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("places.sqlite").path
    try write(path, firefoxPlaces)
    let opened = try open(
      path, in: directory,
      tree: ForeignTree(table: "moz_bookmarks", parent: "parent", label: "title", order: "position"))
    let labels = {
      try opened.copy.queue.read { db in try String.fetchAll(db, sql: "SELECT label FROM nodes ORDER BY source") }
    }
    #expect(
      try labels() == [
        "root", "menu", "toolbar", "Example Domain", "https://example.org/untitled", "Databases", "────────────",
      ])
    try write(path, "UPDATE moz_places SET url = 'https://example.org/moved' WHERE id = 2")
    try write(path, "UPDATE moz_places SET title = 'Not shown' WHERE id = 3")
    #expect(try changed(opened) == [5])
    try patch(opened)
    #expect(
      try labels() == [
        "root", "menu", "toolbar", "Example Domain", "https://example.org/moved", "Databases", "────────────",
      ])
    #expect(try changed(opened) == [])
  }
}
