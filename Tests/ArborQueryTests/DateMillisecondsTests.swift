import ArborDB
import Foundation
import Testing

@Table private struct LogLine {
  let id: Int
  var createdAt: Date
}

/// A date stored as text keeps its milliseconds when moved, as the published library's
/// `subsecPreserved` and `milliseconds` tests expect: SQLite 3.40's `datetime` dropped
/// them (its `'subsec'` came in 3.42), so `.days(1)` of `…37.123` gave `…37`.
@Suite struct DateMillisecondsTests {
  @Test func movedTextDatesKeepTheirMilliseconds() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try db.execute(
        sql: """
          CREATE TABLE "logLines" ("id" INTEGER PRIMARY KEY, "createdAt" TEXT);
          INSERT INTO "logLines" VALUES (1, '2026-08-14 06:59:37.123');
          """)
    }
    let rows = try db.read { db in
      try LogLine.select {
        ($0.createdAt(.days(1)), $0.createdAt(.milliseconds(877)), $0.createdAt(.milliseconds(-1_500)))
      }
      .fetchAll(db)
    }
    let base = try #require(ISO8601DateFormatter().date(from: "2026-08-14T06:59:37Z")).timeIntervalSince1970
    let row = try #require(rows.first)
    #expect(abs(row.0.timeIntervalSince1970 - (base + 86_400.123)) < 0.0005)
    #expect(abs(row.1.timeIntervalSince1970 - (base + 1.0)) < 0.0005)
    #expect(abs(row.2.timeIntervalSince1970 - (base - 1.377)) < 0.0005)
    // `.now` compares with milliseconds too: a row written a moment ago is before it.
    let earlier = try db.read { db in try LogLine.where { $0.createdAt < .now }.count().fetchOne(db) }
    #expect(earlier == 1)
  }

  /// A date of whole milliseconds written as text and read back — inserted, then updated —
  /// is the date written, as the published library's `DateTests.roundtrip` has it:
  /// 793109282.061 s since 2001 came back as 793109282.0610001.
  @Test func aDateOfWholeMillisecondsComesBackEqual() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try db.execute(
        sql: #"CREATE TABLE "logLines" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "createdAt" TEXT NOT NULL) STRICT"#)
    }
    var random = SystemRandomNumberGenerator()
    let dates =
      [Date(timeIntervalSinceReferenceDate: 793109282.061), Date(timeIntervalSince1970: -1.5)]
      + (0..<200).map { _ in
        Date(
          timeIntervalSinceReferenceDate: Double(
            Int64.random(in: -2_000_000_000_000...2_000_000_000_000, using: &random)) / 1000)
      }
    for date in dates {
      let inserted = try db.write { db in
        try #require(try LogLine.insert { LogLine.Draft(createdAt: date) }.returning(\.self).fetchOne(db))
      }
      let updated = try db.write { db in try #require(try LogLine.update(inserted).returning(\.self).fetchOne(db)) }
      #expect(inserted.createdAt == date, "\(date.timeIntervalSinceReferenceDate)")
      #expect(updated.createdAt == date)
    }
    let text = try db.read { db in try String.fetchOne(db, sql: "SELECT createdAt FROM logLines WHERE id = 1") }
    #expect(text == "2026-02-18 12:08:02.061")
  }
}
