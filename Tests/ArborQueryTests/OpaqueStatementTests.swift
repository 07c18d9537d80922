import ArborDB
import Testing

/// A statement seen only as `some Statement<Value>`, as helpers often return one, still
/// fetches its rows as that value.
@Suite struct OpaqueStatementTests {
  let db = try! makeDatabase()

  func highPriority() -> some Statement<Bool?> {
    Reminder.order(by: \.id).select { $0.priority.map { $0 >= Priority.high } }
  }

  func titles() -> some Statement<String> {
    Reminder.where { $0.isCompleted }.select(\.title)
  }

  @Test func rowsDecodeAsTheStatementsValue() throws {
    #expect(try db.read { try highPriority().fetchAll($0) } == [true, nil, false, false])
    #expect(try db.read { try titles().fetchAll($0) } == ["Call mom"])
    #expect(try db.read { try titles().fetchOne($0) } == "Call mom")
  }
}
