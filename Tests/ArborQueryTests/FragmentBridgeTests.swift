import ArborDB
import Foundation
import GRDB
import Testing

/// The package-level doors through which arbor's own SQL, written as fragments, runs on
/// GRDB (`QueryFragment+GRDB.swift`): names quoted, values bound as they were read, lists
/// and assignments, and a statement prepared once whose own `?`s are bound at each run.
struct FragmentBridgeTests {
  private func database() throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(#"CREATE TABLE "odd ""name""" ("key" INTEGER PRIMARY KEY, "a b" TEXT, "c" BLOB, "d" REAL)"#)
    }
    return queue
  }

  @Test func valuesReadFromADatabaseGoBackAsTheyWereStored() throws {
    let queue = try database()
    let values: [DatabaseValue] = [
      1.databaseValue, "it's \"x\"".databaseValue, Data([0, 1, 255]).databaseValue, 2.5.databaseValue,
    ]
    let table = "odd \"name\""
    let columns = ["key", "a b", "c", "d"]
    try queue.write { db in
      try db.execute(
        "INSERT INTO \(quote: table) (\(QueryFragment.identifiers(columns))) VALUES (\(QueryFragment.values(values)))")
      let row = try #require(try Row.fetchOne(db, "SELECT * FROM \(quote: table) WHERE \"key\" = \(bind: values[0])"))
      #expect(Array(row.databaseValues) == values)
      // Every storage class survives the trip through the layer's bindings.
      #expect(try values.map { try QueryBinding($0).databaseValue(in: "") } == values)
      try db.execute(
        """
        UPDATE \(quote: table) SET \(QueryFragment.assignments(["a b", "d"], [.null, 7.databaseValue])) \
        WHERE "key" = \(bind: 1)
        """)
      let updated = try #require(try Row.fetchOne(db, "SELECT \"a b\", \"d\" FROM \(quote: table)"))
      #expect(updated[0] as String? == nil)
      #expect(updated[1] as Int == 7)
    }
  }

  @Test func aStatementPreparedOnceBindsItsOwnPlaceholdersAtEachRun() throws {
    let queue = try database()
    try queue.write { db in
      let insert = try db.makeStatement(
        "INSERT INTO \(quote: "odd \"name\"") (\"key\", \"a b\") VALUES (\(QueryFragment.placeholders(2)))")
      for key in 1...3 { try insert.execute(arguments: [key, "row \(key)"]) }
      // From the cache, its value bound by the fragment.
      let found = try String.fetchOne(
        db.cachedStatement("SELECT \"a b\" FROM \(quote: "odd \"name\"") WHERE \"key\" = \(bind: 2)"))
      #expect(found == "row 2")
      // The same text with its own `?`, bound at the fetch.
      let again = try String.fetchAll(
        db.cachedStatement("SELECT \"a b\" FROM \(quote: "odd \"name\"") WHERE \"key\" >= ? ORDER BY 1"),
        arguments: [2])
      #expect(again == ["row 2", "row 3"])
      #expect(
        try Int.fetchAll(db, "SELECT \"key\" FROM \(quote: "odd \"name\"") ORDER BY 1 DESC") == [3, 2, 1])
      #expect(try Int.fetchSet(db, "SELECT \"key\" % 2 FROM \(quote: "odd \"name\"")") == [0, 1])
      let recorded = try db.recordedValue(
        Int.self, "SELECT count(*) FROM \(quote: "odd \"name\"") WHERE \"key\" > ?", arguments: [1])
      #expect(recorded == 2)
    }
  }

  @Test func aNameIsNeverAValueAndAValueNeverSQL() throws {
    let queue = try database()
    try queue.write { db in
      let hostile = "x'); DROP TABLE \"odd \"\"name\"\"\"; --"
      try db.execute(#"INSERT INTO "odd ""name""" ("key", "a b") VALUES (1, \#(bind: hostile))"#)
      #expect(try String.fetchOne(db, #"SELECT "a b" FROM "odd ""name""""#) == hostile)
      // A Swift value SQLite cannot hold is refused, never read as NULL.
      #expect(throws: QueryExecutionError.self) { try Int.fetchOne(db, "SELECT \(bind: UInt64.max)") }
      // A name that is no column is refused by SQLite, not read as text.
      #expect(throws: (any Error).self) {
        try Row.fetchOne(db, "SELECT \(quote: "no such column") FROM \(quote: "odd \"name\"")")
      }
    }
  }
}
