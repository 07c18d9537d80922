import ArborFixtures
import ArborTestSupport
import GRDB
import Testing

@testable import ArborCore

/// Columns of other tables that hold a tree's keys without declaring it
/// (`ForeignSchema.undeclaredReferences`): named for the table and checked on the data.
@Suite struct UndeclaredReferencesTests {
  /// Decks 1…5; `cards`, `log` and `shown` each hold deck numbers in a column named `did`.
  func found(cards: [Int], log: [Int], declaredElsewhere: [Int]) throws -> [String] {
    let db = try DatabaseQueue()
    return try db.write { db in
      try db.execute(
        sql: """
          CREATE TABLE decks (id INTEGER PRIMARY KEY, name TEXT);
          CREATE TABLE blobs (rid INTEGER PRIMARY KEY);
          CREATE TABLE cards (id INTEGER PRIMARY KEY, did INTEGER);
          CREATE TABLE log (id INTEGER PRIMARY KEY, did INTEGER);
          CREATE TABLE shown (id INTEGER PRIMARY KEY, did INTEGER REFERENCES blobs);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5)
          INSERT INTO decks SELECT i, 'deck ' || i FROM n;
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 99)
          INSERT INTO blobs SELECT i FROM n;
          """)
      for (table, values) in [("cards", cards), ("log", log), ("shown", declaredElsewhere)] {
        for value in values { try db.execute(sql: "INSERT INTO \(table) (did) VALUES (?)", arguments: [value]) }
      }
      return try ForeignSchema.undeclaredReferences(to: "decks", key: "id", db).map(\.table)
    }
  }

  /// A name of three letters is taken only when every sampled value is a key, and never
  /// for a column declared to refer to another table.
  @Test func aShortNameMustHoldOnlyKeys() throws {
    let keys = Array(repeating: [1, 2, 3, 4, 5], count: 4).flatMap { $0 }
    // 20 keys and one other: 95 %, enough for a name like `deck_id`, not for `did`.
    #expect(try found(cards: keys, log: keys + [42], declaredElsewhere: keys) == ["cards"])
    #expect(try found(cards: keys + [0], log: [], declaredElsewhere: []) == ["cards"], "0 is no deck, not a stranger")
  }
}
