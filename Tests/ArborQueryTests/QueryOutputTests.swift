import ArborDB
import Foundation
import Testing

// A table's row reads as itself. The published library lets a row offer `queryOutput` and
// `init(queryOutput:)` of another type, and then fetches that value instead of the row: the
// same code would give other rows here. Declared in the struct, `@Table` refuses it (the
// macro test); declared in an extension, which the macro cannot see, it is a redeclaration
// of the `queryOutput` every `@Table` declares ("invalid redeclaration of 'queryOutput'"),
// so such code does not compile rather than fetch rows of another type.

@Table
private struct Count {
  let value: Int
}

@Suite struct QueryOutputTests {
  @Test func aRowReadsAsItself() throws {
    let db = try DatabaseQueue()
    let counts = try db.read { db in
      try With {
        Count(value: 1).union(Count.select { Count.Columns(value: $0.value + 1) })
      } query: {
        Count.limit(4)
      }.fetchAll(db)
    }
    #expect(counts.map(\.value) == [1, 2, 3, 4])
    #expect(counts.map(\.queryOutput.value) == [1, 2, 3, 4])
    #expect(Count(queryOutput: Count(value: 7)).queryOutput.value == 7)
  }
}
