import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// Rows as JSON objects and groups of rows as JSON arrays, read back through the rows'
// `Codable` conformance: booleans, dates (three storages), renamed columns, JSON columns and
// column groups each come back as they went in.

@Selection
private struct Window: Codable, Equatable {
  var opensAt = 0
  var closesAt = 0
}

// English plurals past the ending rules are named, as the library asks.
@Table("shelves")
private struct Shelf: Codable, Equatable {
  let id: Int
  var name = ""
}

@Table
private struct Book: Codable, Equatable {
  let id: Int
  var shelfID: Int
  @Column("book_title") var title = ""
  var isLent = false
  var addedAt = Date(timeIntervalSince1970: 0)
  @Column(as: Date.UnixTimeRepresentation.self) var readAt = Date(timeIntervalSince1970: 0)
  @Column(as: Date.JulianDayRepresentation?.self) var dueAt: Date?
  @Column(as: [String].JSONRepresentation.self) var tags: [String] = []
  var window = Window()
}

@Table
private struct Session: Codable, Equatable {
  let id: Int
  @Column(as: UUID.BytesRepresentation.self) var token = UUID()
  @Column(as: UUID.BytesRepresentation?.self) var refresh: UUID?
}

@Selection
private struct ShelfWithBooks: Equatable {
  let shelf: Shelf
  @Column(as: [Book].JSONRepresentation.self) let books: [Book]
}

@Suite struct JSONObjectTests {
  let db: DatabaseQueue
  private let first = Book(
    id: 1, shelfID: 1, title: "Dune", isLent: true, addedAt: Date(timeIntervalSince1970: 1_700_000_000.25),
    readAt: Date(timeIntervalSince1970: 1_600_000_000), dueAt: Date(timeIntervalSince1970: 1_800_000_000),
    tags: ["sf", "sand"], window: Window(opensAt: 9, closesAt: 17))
  private let second = Book(id: 2, shelfID: 1, title: "Emma", readAt: Date(timeIntervalSince1970: 86_400))

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(#"CREATE TABLE "shelves" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL)"#).execute(db)
      try #sql(
        """
        CREATE TABLE "books" ("id" INTEGER PRIMARY KEY, "shelfID" INTEGER NOT NULL, "book_title" TEXT NOT NULL,
          "isLent" INTEGER NOT NULL, "addedAt" TEXT NOT NULL, "readAt" INTEGER NOT NULL, "dueAt" REAL,
          "tags" TEXT NOT NULL, "opensAt" INTEGER NOT NULL, "closesAt" INTEGER NOT NULL)
        """
      ).execute(db)
      try Shelf.insert {
        Shelf(id: 1, name: "Fiction")
        Shelf(id: 2, name: "Empty")
      }.execute(db)
      try Book.insert {
        first
        second
      }.execute(db)
    }
  }

  @Test func aRowAsAnObjectReadsBackAsTheRow() throws {
    assertQuery(Book.find(2).select { $0.jsonObject() }, database: db) {
      """
      SELECT json_object(?, "books"."id", ?, "books"."shelfID", ?, "books"."book_title", ?, CASE WHEN "books"."isLent" IS NULL THEN NULL WHEN "books"."isLent" THEN json('true') ELSE json('false') END, ?, "books"."addedAt", ?, strftime('%Y-%m-%d %H:%M:%f', "books"."readAt", 'unixepoch'), ?, strftime('%Y-%m-%d %H:%M:%f', "books"."dueAt"), ?, json("books"."tags"), ?, json_object(?, "books"."opensAt", ?, "books"."closesAt"))
      FROM "books"
      WHERE "books"."id" = ?
      -- 'id', 'shelfID', 'title', 'isLent', 'addedAt', 'readAt', 'dueAt', 'tags', 'window', 'opensAt', 'closesAt', 2
      """
    } results: {
      """
      ┌────────────────────────────────────────────┐
      │ Book(                                      │
      │   id: 2,                                   │
      │   shelfID: 1,                              │
      │   title: "Emma",                           │
      │   isLent: false,                           │
      │   addedAt: Date(1970-01-01T00:00:00.000Z), │
      │   readAt: Date(1970-01-02T00:00:00.000Z),  │
      │   dueAt: nil,                              │
      │   tags: [],                                │
      │   window: Window(                          │
      │     opensAt: 0,                            │
      │     closesAt: 0                            │
      │   )                                        │
      │ )                                          │
      └────────────────────────────────────────────┘
      """
    }
    let dune = try db.read { try Book.find(1).select { $0.jsonObject() }.fetchOne($0) }
    #expect(dune?.queryOutput == first)
  }

  /// The binary JSON editions render as the library's and say what SQLite 3.40.1 lacks.
  @Test func binaryJSONRowsSaySQLiteLacksThem() throws {
    let object = Book.find(1).select { $0.jsonbObject() }
    let array = Book.select { $0.jsonbGroupArray() }
    assertInlineSnapshot(of: array, as: .sql) {
      """
      SELECT jsonb_group_array(json_object(?, "books"."id", ?, "books"."shelfID", ?, "books"."book_title", ?, CASE WHEN "books"."isLent" IS NULL THEN NULL WHEN "books"."isLent" THEN json('true') ELSE json('false') END, ?, "books"."addedAt", ?, strftime('%Y-%m-%d %H:%M:%f', "books"."readAt", 'unixepoch'), ?, strftime('%Y-%m-%d %H:%M:%f', "books"."dueAt"), ?, json("books"."tags"), ?, json_object(?, "books"."opensAt", ?, "books"."closesAt")))
      FROM "books"
      -- 'id', 'shelfID', 'title', 'isLent', 'addedAt', 'readAt', 'dueAt', 'tags', 'window', 'opensAt', 'closesAt'
      """
    }
    for (query, function) in [(object.query, "jsonb"), (array.query, "jsonb_group_array")] {
      do {
        _ = try db.read { try SQLQueryExpression<Int>(query).fetchAll($0) }
        Issue.record("\(function) ran: this SQLite has binary JSON (3.45 or later)")
      } catch {
        #expect("\(error)".contains("no such function: \(function)"))
      }
    }
  }

  @Test func aGroupOfRowsAsAnArrayOfObjects() throws {
    let shelves = Shelf.group(by: \.id)
      .leftJoin(Book.all) { $0.id.eq($1.shelfID) }
      .order { shelf, _ in shelf.id }
      .select { ShelfWithBooks.Columns(shelf: $0, books: $1.jsonGroupArray()) }
    let rows = try db.read { try shelves.fetchAll($0) }
    #expect(rows.map(\.shelf.name) == ["Fiction", "Empty"])
    #expect(rows[0].books.sorted { $0.id < $1.id } == [first, second])
    #expect(rows[1].books == [])
    let lent = Shelf.group(by: \.id)
      .join(Book.all) { $0.id.eq($1.shelfID) }
      .select { $1.jsonGroupArray(filter: $1.isLent) }
    let lentBooks = try db.read { try lent.fetchOne($0) }
    #expect(lentBooks?.queryOutput == [first])
  }

  @Test func anOuterJoinsMissingRowIsNull() throws {
    let query = Shelf.leftJoin(Book.all) { $0.id.eq($1.shelfID) }.where { shelf, _ in shelf.id.eq(2) }
      .select { $1.jsonObject() }
    let missing = try db.read { try query.fetchAll($0) }
    #expect(missing.map { $0?.queryOutput } == [nil])
  }

  @Test func aRenamedColumnIsReachedByItsPropertyName() throws {
    let titles = try db.read { db in
      try Book.order(by: \.id).select { $0.jsonObject().jsonExtract(\.title) }.fetchAll(db)
    }
    #expect(titles == ["Dune", "Emma"])
  }

  /// A date inside a JSON column is written as the text a date column holds, as the
  /// published library writes it: `json_extract` gives that text (Foundation's default,
  /// seconds since 2001, gave a number no date function or library reads), and the value
  /// reads back; a number written by earlier versions still reads as its date.
  @Test func aDateInsideAJSONColumnIsDateText() throws {
    let stored = try db.read { db in
      try #sql(
        "SELECT json_extract(\([Book].JSONRepresentation(queryOutput: [first])), '$[0].addedAt')", as: String.self
      )
      .fetchOne(db)
    }
    #expect(stored == "2023-11-14 22:13:20.250")
    let roundTrip = try db.read { db in
      try #sql("SELECT \([Book].JSONRepresentation(queryOutput: [first, second]))", as: [Book].JSONRepresentation.self)
        .fetchOne(db)?.queryOutput
    }
    #expect(roundTrip == [first, second])
    let older = try db.read { db in
      try #sql(
        """
        SELECT json_set(\([Book].JSONRepresentation(queryOutput: [second])), '$[0].addedAt', \(-978_307_200.0))
        """, as: [Book].JSONRepresentation.self
      ).fetchOne(db)?.queryOutput
    }
    #expect(older?.first?.addedAt == Date(timeIntervalSince1970: 0))
  }

  /// A UUID stored as its 16 bytes is its text inside JSON (SQLite refuses a blob there),
  /// so rows holding one group into an array and read back.
  @Test func aUUIDStoredAsBytesIsTextInJSON() throws {
    let token = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    let sessions = [Session(id: 1, token: token), Session(id: 2, token: token, refresh: token)]
    let grouped = try db.write { db in
      try #sql(#"CREATE TABLE "sessions" ("id" INTEGER PRIMARY KEY, "token" BLOB NOT NULL, "refresh" BLOB)"#)
        .execute(db)
      try Session.insert { sessions }.execute(db)
      return try Session.select { $0.jsonGroupArray() }.fetchOne(db)?.queryOutput
    }
    #expect(grouped == sessions)
    let text = try db.read { db in
      try #sql("SELECT json_extract(\(Session.find(1).select { $0.jsonObject() }), '$.token')", as: String.self)
        .fetchOne(db)
    }
    #expect(text == "deadbeef-dead-beef-dead-beefdeadbeef")
  }
}
