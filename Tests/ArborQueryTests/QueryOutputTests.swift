import ArborDB
import Foundation
import Testing

// A table row may also offer `queryOutput`/`init(queryOutput:)` of another type (the
// library lets such a row read as that value); here the row stays the row, and the type
// still compiles as a table.

@Table
private struct Count {
  let value: Int
}

extension Count {
  init(queryOutput: Int) { value = queryOutput }
  var queryOutput: Int { value }
}

@Suite struct QueryOutputTests {
  @Test func aRowOfferingAnotherOutputIsStillARow() throws {
    let db = try DatabaseQueue()
    let counts = try db.read { db in
      try With {
        Count(value: 1).union(Count.select { Count.Columns(value: $0.value + 1) })
      } query: {
        Count.limit(4)
      }.fetchAll(db)
    }
    #expect(counts.map(\.value) == [1, 2, 3, 4])
    #expect(counts.map(\.queryOutput) == [1, 2, 3, 4])
  }
}
