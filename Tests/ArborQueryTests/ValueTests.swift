import ArborDB
import Foundation
import Testing

@Suite struct ValueTests {
  let db = try! makeDatabase()

  @Test func foundationValuesRoundTrip() throws {
    let setting = Setting(
      key: "k", values: ["a", "b\"c"], identifier: UUID(), homepage: URL(string: "https://example.com/a?b=1"),
      payload: Data([0, 1, 2, 255]), ratio: 0.25)
    try db.write { try Setting.insert { setting }.execute($0) }
    #expect(try db.read { try Setting.find("k").fetchOne($0) } == setting)
    let stored = try db.read { try #sql("SELECT \"values\" FROM settings", as: String.self).fetchOne($0) }
    #expect(stored == #"["a","b\"c"]"#)
    let matched = try db.read {
      try Setting.where { $0.values.eq(#bind(["a", "b\"c"], as: [String].JSONRepresentation.self)) }.fetchAll($0)
    }
    #expect(matched.count == 1)
  }

  // The decoder asks SQLite for a column's type only when the value reads as 0 or as a
  // null text pointer; zeros, empty text and NULLs must still come back as themselves.
  @Test func zerosEmptyTextAndNullsDecodeAsThemselves() throws {
    let row = try #require(
      try db.read { db in
        try #sql(
          """
          SELECT 0, NULL, 0.0, NULL, '', NULL, 0, '2026-01-02 03:04:05', NULL, X''
          """, as: ZerosAndNulls.self
        ).fetchOne(db)
      })
    #expect(row.zero == 0 && row.nullInt == nil && row.zeroReal == 0 && row.nullReal == nil)
    #expect(row.empty == "" && row.nullText == nil && row.optionalZero == 0)
    #expect(row.date != nil && row.nullDate == nil && row.emptyBlobAsText == "")
    let nonOptional = #expect(throws: (any Error).self) {
      try db.read { try #sql("SELECT NULL", as: Int.self).fetchAll($0) }
    }
    #expect("\(nonOptional.map { "\($0)" } ?? "")".contains("NULL"))
  }

  @Test func datesAreFixedWidthSortableText() throws {
    let instants = [
      Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_700_000_000.123),
      Date(timeIntervalSince1970: -86_400 * 365.25 * 100), Date(timeIntervalSince1970: 4_102_444_800.999),
    ]
    for instant in instants {
      let text = instant.iso8601SQLiteText
      #expect(text.utf8.count == 23)
      let parsed = text.utf8CString.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: UInt8.self) { Date.parseSQLiteText(UnsafeBufferPointer(rebasing: $0.dropLast())) }
      }
      #expect(abs(parsed!.timeIntervalSince1970 - instant.timeIntervalSince1970) < 0.0006)
    }
    #expect(Date(timeIntervalSince1970: 1_700_000_000.123).iso8601SQLiteText == "2023-11-14 22:13:20.123")
    let sqliteNow = try db.read { try #sql("SELECT datetime('now')", as: Date.self).fetchOne($0) }
    #expect(abs(sqliteNow!.timeIntervalSinceNow) < 5)
    let iso = try db.read { try #sql("SELECT '2024-02-29T12:30:00+02:00'", as: Date.self).fetchOne($0) }
    #expect(iso?.iso8601SQLiteText == "2024-02-29 10:30:00.000")
  }

  @Test func badDataThrowsNamingColumnAndSQL() throws {
    try db.write { try #sql("UPDATE reminders SET priority = 9 WHERE id = 1").execute($0) }
    #expect {
      try db.read { try Reminder.all.fetchAll($0) }
    } throws: { error in
      let text = "\(error)"
      return text.contains("priority") && text.contains("raw value 9") && text.contains("SELECT")
    }
    #expect(throws: (any Error).self) {
      try db.read { try #sql("SELECT 'not a date'", as: Date.self).fetchOne($0) }
    }
    #expect(throws: (any Error).self) {
      try db.read { try #sql("SELECT NULL", as: Int.self).fetchOne($0) }
    }
    #expect(throws: (any Error).self) {
      try db.read { try #sql("SELECT 300", as: UInt8.self).fetchOne($0) }
    }
  }

  @Test func unrepresentableValuesThrowInsteadOfTrapping() throws {
    let tooLarge = UInt64.max
    #expect {
      try db.read { try #sql("SELECT \(bind: tooLarge)", as: Int.self).fetchOne($0) }
    } throws: { "\($0)".contains("UInt64") }
  }

  @Test func sqlErrorsNameTheStatement() throws {
    #expect {
      try db.write { try #sql("INSERT INTO nowhere VALUES (\(bind: 1))").execute($0) }
    } throws: { "\($0)".contains("nowhere") }
    #expect(throws: (any Error).self) {
      try db.write { try Tag.insert { Tag(id: 1, title: "duplicate id") }.execute($0) }
    }
  }

  @Test func inlinedLiteralsAreQuotedSafely() {
    let fragment: QueryFragment = "SELECT \(bind: "it's") AS \"a?\", \(bind: 2), \(bind: Data([0xAB, 1])), '?'"
    #expect(fragment.inlined == #"SELECT 'it''s' AS "a?", 2, X'AB01', '?'"#)
  }

  struct Preferences: Codable, Equatable, JSONQueryBindable {
    var theme = "dark"
    var sizes = [1, 2]
  }

  @Test func codableValuesAsJSON() throws {
    let preferences = Preferences()
    let stored = try db.read { try #sql("SELECT \(bind: preferences)", as: String.self).fetchOne($0) }
    #expect(stored == #"{"sizes":[1,2],"theme":"dark"}"#)
    let decoded = try db.read { try #sql("SELECT \(bind: preferences)", as: Preferences.self).fetchOne($0) }
    #expect(decoded == preferences)
    #expect(throws: (any Error).self) {
      try db.read { try #sql("SELECT '{broken'", as: Preferences.self).fetchOne($0) }
    }
  }

  @Test func tableNames() {
    #expect(RemindersList.tableName == "remindersLists")
    #expect(Reminder.tableName == "reminders")
    #expect(ReminderTag.tableName == "reminderTags")
    #expect(Setting.tableName == "settings")
    #expect(Tag.TableColumns.columnNames == ["id", "name"])
  }
}

@Selection
struct ZerosAndNulls {
  let zero: Int
  let nullInt: Int?
  let zeroReal: Double
  let nullReal: Double?
  let empty: String
  let nullText: String?
  let optionalZero: Int?
  let date: Date?
  let nullDate: Date?
  let emptyBlobAsText: String
}

@Suite struct PreparedFragmentTests {
  /// A driver numbers placeholders its own way; quoted question marks are not placeholders.
  @Test func placeholdersNumberedByTheCaller() {
    let fragment = #sql(
      "SELECT \(Reminder.id) FROM \(Reminder.self) WHERE \(Reminder.id) > \(1) AND '?' <> \(bind: "a?")"
    ).queryFragment
    let prepared = fragment.prepare { "$\($0)" }
    #expect(prepared.sql == #"SELECT "reminders"."id" FROM "reminders" WHERE "reminders"."id" > $1 AND '?' <> $2"#)
    #expect(prepared.bindings == [.int(1), .text("a?")])
  }

  @available(*, deprecated)
  @Test func deprecatedCountIsLength() throws {
    let db = try makeDatabase()
    let lengths = try db.read { try Reminder.order(by: \.id).select { $0.title.count }.fetchAll($0) }
    let titles = try db.read { try Reminder.order(by: \.id).select(\.title).fetchAll($0) }
    #expect(lengths == titles.map(\.count))
    #expect(!titles.isEmpty)
  }
}
