import ArborDB
import Foundation
import Testing

// A type's own decoder in the published library's spelling: `init(decoder: inout some
// QueryDecoder)`, `decoder.decode(T.self)` giving nil for NULL, `missingRequiredColumn`.

private struct TitleAndDone: QueryRepresentable, Equatable {
  let title: String
  let isCompleted: Bool
  init(title: String, isCompleted: Bool) {
    self.title = title
    self.isCompleted = isCompleted
  }
  init(decoder: inout some QueryDecoder) throws {
    guard let title = try decoder.decode(String.self) else { throw QueryDecodingError.missingRequiredColumn }
    guard let isCompleted = try decoder.decode(Bool.self) else { throw QueryDecodingError.missingRequiredColumn }
    self.title = title
    self.isCompleted = isCompleted
  }
}

private struct Stamp: QueryRepresentable, Equatable {
  var date: Date?
  init(date: Date?) { self.date = date }
  init(decoder: inout some QueryDecoder) throws {
    date = try decoder.decode(Date.ISO8601Representation.self)
  }
}

@Suite struct CustomDecodingTests {
  @Test func aTypesOwnDecoderReadsColumnsInOrder() throws {
    let db = try makeDatabase()
    let rows = try db.read {
      try #sql(#"SELECT "title", "isCompleted" FROM "reminders" ORDER BY "id" LIMIT 2"#, as: TitleAndDone.self)
        .fetchAll($0)
    }
    #expect(
      rows == [
        TitleAndDone(title: "Groceries", isCompleted: false), TitleAndDone(title: "Call mom", isCompleted: true),
      ])
    // NULL where the type requires a value: its own error, with words.
    #expect {
      try db.read { try #sql("SELECT NULL, 1", as: TitleAndDone.self).fetchAll($0) }
    } throws: { error in
      "\(error)".contains("a required column is NULL or missing")
    }
  }

  @Test func decodeGivesNilForNull() throws {
    let db = try makeDatabase()
    let stamps = try db.read {
      try #sql("SELECT NULL UNION ALL SELECT '2001-01-01 00:00:00.000'", as: Stamp.self).fetchAll($0)
    }
    #expect(stamps == [Stamp(date: nil), Stamp(date: Date(timeIntervalSinceReferenceDate: 0))])
    // A type that only reads refuses to be written, with words, rather than binding nothing.
    var bindings: [QueryBinding] = []
    Stamp(date: nil)._encodeColumns(into: &bindings)
    #expect(bindings.map(\.sqlLiteral) == ["<invalid: Stamp can be read from the database but not written to it>"])
    // The plain spelling still reads the type itself.
    let count = try db.read { try #sql("SELECT count(*) FROM reminders", as: Int.self).fetchOne($0) }
    #expect(count == 4)
  }

  /// `#sql(…, as: (Reminder, RemindersList).self)`: each value reads the columns after
  /// the one before it, as the published library decodes a tuple of tables.
  @Test func handWrittenSQLDecodesATupleOfTables() throws {
    let db = try makeDatabase()
    let query = #sql(
      """
      SELECT \(Reminder.columns), \(RemindersList.columns), count(*) OVER ()
      FROM \(Reminder.self) JOIN \(RemindersList.self) ON \(Reminder.remindersListID) = \(RemindersList.id)
      ORDER BY \(Reminder.id)
      """,
      as: (Reminder, RemindersList, Int).self
    )
    let rows = try db.read { try query.fetchAll($0) }
    let joined = try db.read { try Reminder.join(RemindersList.all) { $0.remindersListID.eq($1.id) }.fetchAll($0) }
    #expect(rows.map { [$0.0.id, $0.1.id, $0.2] } == joined.map { [$0.0.id, $0.1.id, joined.count] })
    #expect(rows.map(\.1.title) == joined.map(\.1.title))
    let first = try db.read { try query.fetchOne($0) }
    #expect(first?.0 == joined.first?.0 && first?.1 == joined.first?.1)
    var cursorCount = 0
    try db.read { db in
      let cursor = try query.fetchCursor(db)
      while try cursor.next() != nil { cursorCount += 1 }
    }
    #expect(cursorCount == joined.count)
    let pairs = try db.read {
      try #sql("SELECT \(Tag.columns), 1 FROM \(Tag.self) ORDER BY 1", as: (Tag, Int).self).fetchAll($0)
    }
    #expect(pairs.map(\.1) == Array(repeating: 1, count: pairs.count))
  }
}
