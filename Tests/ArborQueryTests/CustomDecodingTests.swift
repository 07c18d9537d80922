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
    #expect(rows == [TitleAndDone(title: "Groceries", isCompleted: false), TitleAndDone(title: "Call mom", isCompleted: true)])
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
}
