import ArborDB
import Foundation
import GRDBSQLite

// The query layer side by side with raw SQLite C loops on the same kind of connection.

@Table
struct Event {
  let id: Int
  var title: String
  var score: Double
  var createdAt: Date
}

@Table
struct Category {
  let id: Int
  var parentID: Int?
  var name: String
}

enum QueryBenchmarks {
  static let schema = """
    CREATE TABLE "events" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "score" REAL NOT NULL, "createdAt" TEXT NOT NULL);
    CREATE TABLE "categories" ("id" INTEGER PRIMARY KEY, "parentID" INTEGER, "name" TEXT NOT NULL);
    """

  static let base = Date(timeIntervalSince1970: 1_700_000_000)

  static func report(_ name: String, typed: Double, raw: Double, count: Int) {
    let typedRate = Double(count) / typed
    let rawRate = Double(count) / raw
    print(
      String(
        format: "%-28@ typed %9.0f rows/s   raw C %9.0f rows/s   typed/raw %5.1f %%",
        name as NSString, typedRate, rawRate, typedRate / rawRate * 100))
  }

  /// Two empty databases, one for typed statements and one for the C loops.
  static func databases() throws -> (typed: DatabaseQueue, raw: DatabaseQueue) {
    let typed = try DatabaseQueue()
    let raw = try DatabaseQueue()
    try typed.write { try $0.execute(sql: schema) }
    try raw.write { try $0.execute(sql: schema) }
    return (typed, raw)
  }

  /// Inserts with each method into fresh databases, `passes` times, alternating, and
  /// reports each method's best pass: single passes moved by ±25 % on this machine.
  static func insertBestOf(rows: Int, passes: Int = 3) throws {
    var best = (typed: Double.infinity, prepared: Double.infinity, raw: Double.infinity)
    for _ in 0..<passes {
      let times = try insert(rows: rows, into: try databases())
      best = (min(best.typed, times.typed), min(best.prepared, times.prepared), min(best.raw, times.raw))
    }
    report("insert (1 statement/row)", typed: best.typed, raw: best.raw, count: rows)
    report("prepared insert (1 row/step)", typed: best.prepared, raw: best.raw, count: rows)
  }

  /// One typed statement per row, a prepared typed insert, and one prepared statement
  /// reused in a C loop; returns the seconds each took. Fills `queues` (typed and raw).
  @discardableResult
  static func insert(
    rows: Int, into queues: (typed: DatabaseQueue, raw: DatabaseQueue)
  ) throws -> (typed: Double, prepared: Double, raw: Double) {
    let base = Self.base
    let typedInsert = try seconds {
      try queues.typed.write { db in
        for index in 0..<rows {
          try Event.insert {
            Event.Draft(
              title: "event \(index)", score: Double(index) * 0.5, createdAt: base.addingTimeInterval(Double(index)))
          }.execute(db)
        }
      }
    }
    // The same rows through a statement prepared once: what a loop writing many rows uses.
    let preparedQueue = try DatabaseQueue()
    try preparedQueue.write { try $0.execute(sql: schema) }
    let preparedInsert = try seconds {
      try preparedQueue.write { db in
        let insert = try Event.preparedInsert(of: Event.Draft.self, db)
        for index in 0..<rows {
          try insert.execute(
            Event.Draft(
              title: "event \(index)", score: Double(index) * 0.5, createdAt: base.addingTimeInterval(Double(index))))
        }
      }
    }
    let rawInsert = try seconds {
      try queues.raw.write { db in
        let handle = db.sqliteConnection
        var statement: OpaquePointer?
        sqlite3_prepare_v2(
          handle, #"INSERT INTO "events" ("title", "score", "createdAt") VALUES (?, ?, ?)"#, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
        for index in 0..<rows {
          let title = "event \(index)"
          let created = base.addingTimeInterval(Double(index)).iso8601SQLiteText
          sqlite3_bind_text(statement, 1, title, -1, transient)
          sqlite3_bind_double(statement, 2, Double(index) * 0.5)
          sqlite3_bind_text(statement, 3, created, -1, transient)
          guard sqlite3_step(statement) == SQLITE_DONE else { fatalError(String(cString: sqlite3_errmsg(handle))) }
          sqlite3_reset(statement)
        }
      }
    }
    return (typedInsert, preparedInsert, rawInsert)
  }

  /// Fetch and decode every row, including the Date column, vs a C loop building the
  /// same values with the same date parser; best of five alternating passes each.
  static func fetch(rows: Int, from queues: (typed: DatabaseQueue, raw: DatabaseQueue)) throws {
    let base = Self.base
    // Each side runs five times, alternating, and keeps its best: single passes of a few
    // hundred milliseconds moved by ±25 % on this shared machine, and whichever side ran
    // first paid for the allocator's first touch of the rows' memory.
    var typedBest = Double.infinity
    var rawBest = Double.infinity
    for _ in 0..<5 {
      var typedSum = 0.0
      let typedFetch = try seconds {
        try queues.typed.read { db in
          for event in try Event.all.fetchAll(db) { typedSum += event.score + event.createdAt.timeIntervalSince1970 }
        }
      }
      var rawSum = 0.0
      let rawFetch = try seconds {
        try queues.raw.read { db in
          var statement: OpaquePointer?
          sqlite3_prepare_v2(
            db.sqliteConnection, #"SELECT "id", "title", "score", "createdAt" FROM "events""#, -1, &statement, nil)
          defer { sqlite3_finalize(statement) }
          var events: [Event] = []
          while sqlite3_step(statement) == SQLITE_ROW {
            let id = Int(sqlite3_column_int64(statement, 0))
            let title = String(cString: sqlite3_column_text(statement, 1))
            let score = sqlite3_column_double(statement, 2)
            let text = UnsafeBufferPointer(
              start: sqlite3_column_text(statement, 3), count: Int(sqlite3_column_bytes(statement, 3)))
            let created = Date.parseSQLiteText(text) ?? base
            events.append(Event(id: id, title: title, score: score, createdAt: created))
          }
          for event in events { rawSum += event.score + event.createdAt.timeIntervalSince1970 }
        }
      }
      precondition(typedSum == rawSum, "typed and raw fetches disagree")
      typedBest = min(typedBest, typedFetch)
      rawBest = min(rawBest, rawFetch)
    }
    report("fetch + decode (Date column)", typed: typedBest, raw: rawBest, count: rows)
  }

  /// Building and rendering a join + where + group + having + order select.
  static func render() {
    let renders = 100_000
    var length = 0
    let render = seconds {
      for index in 0..<renders {
        let query =
          Category
          .where { $0.name.like("a%") }
          .all
          .leftJoin(Category.all) { $0.id.eq($1.parentID) }
          .where { parent, child in parent.id > index && child.name.isNot(nil) }
          .group(by: { parent, _ in parent.id })
          .having { _, child in child.id.count() > 1 }
          .order { parent, child in (parent.name.desc(), child.id.count()) }
          .select { parent, child in (parent.name, child.id.count()) }
        length += query.query.sql.utf8.count
      }
    }
    print(
      String(
        format: "%-28@ %.2f µs per query (%d bytes of SQL)", "render complex select" as NSString,
        render / Double(renders) * 1e6, length / renders))
  }
}

let sqliteVersion = String(cString: sqlite3_libversion())
