import ArborDB
import Foundation
import InlineSnapshotTesting
import Testing

@DatabaseFunction
func exclaim(_ text: String) -> String {
  text + "!"
}

@DatabaseFunction
func isPastDue(reminder: Reminder) -> Bool {
  guard let dueDate = reminder.dueDate else { return false }
  return !reminder.isCompleted && dueDate < date(2025, 1, 2)
}

struct Refusal: Error {}

@DatabaseFunction("strictLength", isDeterministic: true)
func strictLength(_ text: String?) throws -> Int {
  guard let text else { throw Refusal() }
  return text.count
}

@Suite struct DatabaseFunctionTests {
  let db: DatabaseQueue

  init() throws {
    db = try makeDatabase()
    try db.write { db in
      db.add(function: $exclaim)
      db.add(function: $isPastDue)
      db.add(function: $strictLength)
    }
  }

  @Test func scalarFunctions() throws {
    let query = Reminder.where { $0.id.eq(1) }.select { $exclaim($0.title) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "exclaim"("reminders"."title") FROM "reminders" WHERE "reminders"."id" = ?
      -- 1
      """
    }
    #expect(try db.read { try query.fetchOne($0) } == "Groceries!")
    #expect($strictLength.argumentCount == 1 && $strictLength.isDeterministic)
  }

  @Test func wholeRowArguments() throws {
    let pastDue = Reminder.where { $isPastDue(reminder: $0) }
    assertInlineSnapshot(of: pastDue, as: .sql) {
      """
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID" FROM "reminders" WHERE "isPastDue"("reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID")
      """
    }
    #expect(try db.read { try pastDue.fetchAll($0) }.map(\.title) == ["Ship release"])
    #expect($isPastDue.argumentCount == 7)
  }

  @Test func throwingFunctionsBecomeSQLErrors() throws {
    #expect(try db.read { try Reminder.where { $0.id.eq(1) }.select { $strictLength($0.title) }.fetchOne($0) } == 9)
    #expect(throws: (any Error).self) {
      try db.read { try #sql("SELECT strictLength(NULL)", as: Int.self).fetchOne($0) }
    }
  }
}
