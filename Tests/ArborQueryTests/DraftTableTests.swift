import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// A draft is a table too: the same table and columns with the primary key optional, read
// back as drafts, its table's default scope and statics reached from it.

extension Reminder {
  fileprivate static let open = Self.where { !$0.isCompleted }
}

extension Reminder.TableColumns {
  fileprivate var isUrgent: some QueryExpression<Bool> { priority.is(Priority.high) }
}

@Suite struct DraftTableTests {
  let db = try! makeDatabase()

  @Test func draftsAreReadAsTheTableIs() throws {
    assertQuery(Reminder.Draft.where { $0.id > Optional(3) }.select { ($0.id, $0.title) }, database: db) {
      """
      SELECT "reminders"."id", "reminders"."title"
      FROM "reminders"
      WHERE "reminders"."id" > ?
      -- 3
      """
    } results: {
      """
      ┌───┬─────────────┐
      │ 4 │ "Review PR" │
      └───┴─────────────┘
      """
    }
    let drafts = try db.read { try Reminder.Draft.order(by: \.id).fetchAll($0) }
    let rows = try db.read { try Reminder.order(by: \.id).fetchAll($0) }
    #expect(drafts.map(\.title) == rows.map(\.title))
    #expect(drafts.map(\.id) == rows.map(\.id))
    #expect(drafts.map(\.dueDate) == rows.map(\.dueDate))
    #expect(drafts.allSatisfy { $0.id != nil })
  }

  /// A draft is found by its table's primary key, from the type, a filter or a select.
  @Test func aDraftIsFoundByItsTablesKey() throws {
    let byType = try db.read { try Reminder.Draft.find(2).fetchOne($0) }
    let row = try db.read { try Reminder.find(2).fetchOne($0) }
    #expect(byType?.id == 2 && byType?.title == row?.title)
    let selected = try db.read { try Reminder.Draft.select { ($0.id, $0.title) }.find(3).fetchAll($0) }
    #expect(selected.map(\.0) == [3])
    let filtered = try db.read { try Reminder.Draft.where { $0.isCompleted.eq(false) }.find(2).fetchAll($0) }
    #expect(filtered.map(\.id) == ((row?.isCompleted ?? true) ? [] : [2]))
    let several = try db.read { try Reminder.Draft.find([1, 3]).fetchAll($0) }
    #expect(several.map(\.id) == [1, 3])
  }

  /// A helper on the table's columns serves the draft's columns too.
  @Test func aDraftUsesTheTablesColumnHelpers() throws {
    let drafts = try db.read { try Reminder.Draft.where(\.isUrgent).order(by: \.id).select(\.id).fetchAll($0) }
    let rows = try db.read { try Reminder.where(\.isUrgent).order(by: \.id).select(\.id).fetchAll($0) }
    #expect(drafts == rows)
    let flags = try db.read { try Reminder.Draft.order(by: \.id).select(\.isUrgent).fetchAll($0) }
    #expect(flags.filter { $0 }.count == rows.count)
  }

  @Test func aDraftReachesItsTablesStatics() throws {
    let open = try db.read { try Reminder.Draft.open.order(by: \.id).select(\.id).fetchAll($0) }
    let expected = try db.read { try Reminder.where { !$0.isCompleted }.order(by: \.id).select(\.id).fetchAll($0) }
    #expect(open == expected)
    #expect(!expected.isEmpty)
  }

  /// A named filter chained onto a query already under way, of the table or of its draft.
  @Test func aNamedFilterChainsOntoAQuery() throws {
    let expected = try db.read {
      try Reminder.where { !$0.isCompleted && $0.id > 1 }.order(by: \.id).select(\.id).fetchAll($0)
    }
    let chained = Reminder.where { $0.id > 1 }.order(by: \.id).select(\.id).open
    assertInlineSnapshot(of: chained, as: .sql) {
      """
      SELECT "reminders"."id"
      FROM "reminders"
      WHERE ("reminders"."id" > ?) AND (NOT "reminders"."isCompleted")
      ORDER BY "reminders"."id"
      -- 1
      """
    }
    #expect(try db.read { try chained.fetchAll($0) } == expected)
    let drafts = try db.read {
      try Reminder.Draft.where { $0.id > Optional(1) }.open.order(by: \.id).select(\.id).fetchAll($0)
    }
    #expect(drafts == expected.map { Optional($0) })
    let selected = try db.read {
      try Reminder.Draft.order(by: \.id).select(\.id).open.where { $0.id > Optional(1) }.fetchAll($0)
    }
    #expect(selected == expected.map { Optional($0) })
    #expect(expected.count >= 2)
  }

  /// `Draft.Columns(…)`: a draft made of expressions, its primary key left out as NULL.
  @Test func draftColumnsSelectDraftsWithoutKeys() throws {
    let copies = try db.read { db in
      try Reminder.where { $0.id < 3 }.order(by: \.id)
        .select { Reminder.Draft.Columns(title: $0.title.upper(), remindersListID: $0.remindersListID) }
        .fetchAll(db)
    }
    #expect(copies.map(\.id) == [nil, nil])
    #expect(copies.map(\.title) == ["GROCERIES", "CALL MOM"])
    #expect(copies.map(\.notes) == ["", ""] && copies.map(\.isCompleted) == [false, false])
    try db.write { try Reminder.insert { copies }.execute($0) }
    #expect(try db.read { try Reminder.where { $0.title.eq("CALL MOM") }.select(\.id).fetchAll($0) } == [6])
    // Inserted as they are: the key NULL, so the database assigns it.
    try db.write {
      try Reminder.insert { Reminder.Draft.Columns(title: #sql("'Made' || 'up'"), remindersListID: 2) }.execute($0)
    }
    #expect(try db.read { try Reminder.where { $0.title.eq("Madeup") }.select(\.id).fetchAll($0) } == [7])
  }

  @Test func aDraftReadBackInsertsAsANewRow() throws {
    var copy = try #require(try db.read { try Reminder.Draft.order(by: \.id).limit(1).fetchOne($0) })
    copy.id = nil
    copy.title = "Copied"
    let before = try db.read { try Reminder.count().fetchOne($0) ?? 0 }
    try db.write { try Reminder.insert { copy }.execute($0) }
    #expect(try db.read { try Reminder.count().fetchOne($0) } == before + 1)
  }
}

/// A table without a primary key has a draft too, for the columns it may leave unset.
@Table private struct Location: Equatable {
  @Column(lazyInitializable: true) var latitude: Double
  @Column(lazyInitializable: true) var longitude: Double
  var name: String
}

@Suite struct KeylessDraftTests {
  @Test func aDraftLeavesItsLazyColumnsToTheDatabase() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      // NULL into a NOT NULL column that replaces on conflict takes the column's default.
      try db.execute(
        sql: """
          CREATE TABLE "locations" (
            "latitude" REAL NOT NULL ON CONFLICT REPLACE DEFAULT 0,
            "longitude" REAL NOT NULL ON CONFLICT REPLACE DEFAULT 0,
            "name" TEXT NOT NULL
          )
          """)
    }
    let insert = Location.insert {
      Location.Draft(name: "Home")
      Location.Draft(Location(latitude: 1, longitude: 2, name: "Work"))
    }
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "locations" ("latitude", "longitude", "name")
      VALUES (?, ?, ?), (?, ?, ?)
      -- NULL, NULL, 'Home', 1.0, 2.0, 'Work'
      """
    }
    try db.write { try insert.execute($0) }
    let rows = try db.read { try Location.order(by: \.name).fetchAll($0) }
    #expect(
      rows == [Location(latitude: 0, longitude: 0, name: "Home"), Location(latitude: 1, longitude: 2, name: "Work")])
  }
}

/// One insert of whole rows and drafts together, as the published library takes it: the
/// whole row keeps its key, the draft's is the database's.
@Suite struct MixedInsertTests {
  let db = try! makeDatabase()

  @Test func wholeRowsAndDraftsInOneInsert() throws {
    let statement = Reminder.insert {
      Reminder(id: 100, title: "Whole", remindersListID: 1)
      Reminder.Draft(title: "Drafted", remindersListID: 2)
    }
    assertInlineSnapshot(of: statement, as: .sql) {
      """
      INSERT INTO "reminders" ("id", "title", "notes", "isCompleted", "priority", "dueDate", "remindersListID")
      VALUES (?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?)
      -- 100, 'Whole', '', 0, NULL, NULL, 1, NULL, 'Drafted', '', 0, NULL, NULL, 2
      """
    }
    try db.write { try statement.execute($0) }
    let rows = try db.read { db in
      try Reminder.where { $0.title.in(["Whole", "Drafted"]) }.order(by: \.id).fetchAll(db)
    }
    #expect(rows.map(\.title) == ["Drafted", "Whole"] || rows.map(\.title) == ["Whole", "Drafted"])
    #expect(rows.first { $0.title == "Whole" }?.id == 100)
    let drafted = try #require(rows.first { $0.title == "Drafted" })
    #expect(drafted.id != 100 && drafted.remindersListID == 2)
    // Drafts alone still leave the key out of the statement.
    assertInlineSnapshot(of: Reminder.insert { Reminder.Draft(title: "Alone", remindersListID: 1) }, as: .sql) {
      """
      INSERT INTO "reminders" ("title", "notes", "isCompleted", "priority", "dueDate", "remindersListID")
      VALUES (?, ?, ?, ?, ?, ?)
      -- 'Alone', '', 0, NULL, NULL, 1
      """
    }
  }
}

/// A table whose only column is its key: a draft leaves nothing else to write.
@Table("counters") private struct KeyOnlyCounter: Identifiable {
  let id: Int
}

/// Drafts of a table whose only column is its autoincrement key are inserted with the key
/// written as NULL, as the published library writes them (it rendered
/// `INSERT INTO "counters" () VALUES ()`, which SQLite refuses); so is a prepared insert.
@Suite struct KeyOnlyDraftTests {
  @Test func draftsOfAKeyOnlyTableAreInserted() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try db.execute(sql: "CREATE TABLE counters (id INTEGER PRIMARY KEY AUTOINCREMENT)")
    }
    assertQuery(
      KeyOnlyCounter.insert {
        KeyOnlyCounter.Draft()
        KeyOnlyCounter.Draft()
      }.returning(\.id), database: db
    ) {
      """
      INSERT INTO "counters" ("id")
      VALUES (?), (?)
      RETURNING "counters"."id"
      -- NULL, NULL
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      │ 2 │
      └───┘
      """
    }
    let ids = try db.write { db in
      let insert = try KeyOnlyCounter.preparedInsert(of: KeyOnlyCounter.Draft.self, db)
      try insert.execute(KeyOnlyCounter.Draft())
      try insert.execute(KeyOnlyCounter.Draft(id: 10))
      try insert.execute(KeyOnlyCounter.Draft())
      return try KeyOnlyCounter.order(by: \.id).select(\.id).fetchAll(db)
    }
    #expect(ids == [1, 2, 3, 10, 11])
  }
}
