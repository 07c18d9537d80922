import ArborDB
import ArborQueryTestSupport
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

@DatabaseFunction
func isTitled(_ reminder: Reminder?) -> Bool {
  reminder.map { !$0.title.isEmpty } ?? false
}

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
      db.add(function: $isTitled)
    }
  }

  /// A function of an optional row, handed each whole row of the table seen as optional.
  @Test func anOptionalTableSelectsWholeRows() throws {
    let query = Reminder?.select { $isTitled($0) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "isTitled"("reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID")
      FROM "reminders"
      """
    }
    let flags = try db.read { try query.fetchAll($0) }
    let titled = try db.read { try Reminder.where { $0.title.neq("") }.count().fetchOne($0) }
    #expect(flags.count == (try db.read { try Reminder.count().fetchOne($0) }))
    #expect(flags.filter { $0 }.count == titled)
    #expect(titled ?? 0 > 0)
  }

  /// `map` runs its transform only on a value: the function is never handed NULL, and a
  /// function that does not give NULL for NULL (`quote`) still leaves NULL as nil.
  @Test func mapSkipsNull() throws {
    let rows = try db.read { db in
      try Reminder.order(by: \.id).select {
        ($0.priority.map { $0.quote() }, $0.dueDate.map { $strictLength($0.strftime("%Y")) })
      }
      .fetchAll(db)
    }
    let expected = try db.read { db in
      try Reminder.order(by: \.id).select { ($0.priority, $0.dueDate) }.fetchAll(db)
    }
    #expect(rows.map { $0.0 == nil } == expected.map { $0.0 == nil })
    #expect(rows.map { $0.1 == nil } == expected.map { $0.1 == nil })
    #expect(rows.contains { $0.0 == nil } && rows.contains { $0.0 != nil })
    #expect(rows.contains { $0.1 == nil } && rows.contains { $0.1 != nil })
  }

  @Test func scalarFunctions() throws {
    let query = Reminder.where { $0.id.eq(1) }.select { $exclaim($0.title) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "exclaim"("reminders"."title")
      FROM "reminders"
      WHERE "reminders"."id" = ?
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
      SELECT "reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID"
      FROM "reminders"
      WHERE "isPastDue"("reminders"."id", "reminders"."title", "reminders"."notes", "reminders"."isCompleted", "reminders"."priority", "reminders"."dueDate", "reminders"."remindersListID")
      """
    }
    #expect(try db.read { try pastDue.fetchAll($0) }.map(\.title) == ["Ship release"])
    #expect($isPastDue.argumentCount == 7)
  }

  @Test func throwingFunctionsBecomeSQLErrors() throws {
    let length = try db.read { try Reminder.where { $0.id.eq(1) }.select { $strictLength($0.title) }.fetchOne($0) }
    #expect(length == 9)
    #expect(throws: (any Error).self) {
      try db.read { try #sql("SELECT strictLength(NULL)", as: Int.self).fetchOne($0) }
    }
  }
}

@DatabaseFunction
func mode(priority priorities: some Sequence<Priority?>) -> Priority? {
  var occurrences: [Priority: Int] = [:]
  for priority in priorities {
    guard let priority else { continue }
    occurrences[priority, default: 0] += 1
  }
  return occurrences.max { $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue < $1.key.rawValue) }?.key
}

extension DatabaseFunctionTests {
  @Test func aggregateFunctions() throws {
    try db.write { db in
      db.add(function: $mode)
      try Reminder.insert { Reminder.Draft(title: "Extra", priority: .low, remindersListID: 2) }.execute(db)
    }
    let query = RemindersList.group(by: \.id)
      .leftJoin(Reminder.all) { $0.id.eq($1.remindersListID) }
      .order { list, _ in list.id }
      .select { ($0.title, $mode(priority: $1.priority)) }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "remindersLists"."title", "mode"("reminders"."priority")
      FROM "remindersLists"
      LEFT JOIN "reminders" ON "remindersLists"."id" = "reminders"."remindersListID"
      GROUP BY "remindersLists"."id"
      ORDER BY "remindersLists"."id"
      """
    }
    let rows = try db.read { try query.fetchAll($0) }
    #expect(rows.map(\.0) == ["Personal", "Work", "Empty"])
    #expect(rows.map(\.1) == [.high, .low, nil])
  }
}

@DatabaseFunction
private func greeting(name: String = "you", punctuation: String? = nil) -> String {
  "Hello, \(name)" + (punctuation ?? ".")
}

@DatabaseFunction(as: (([String].JSONRepresentation) -> Int).self)
private func countOfTags(_ tags: [String]) -> Int {
  tags.count
}

@Suite struct DatabaseFunctionCallTests {
  /// Defaults stand for arguments left out, labels may be left out as in SQL, and `#bind`
  /// takes the representation the parameter asks for.
  @Test func defaultsLabelsAndRepresentedArguments() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      db.add(function: $greeting)
      db.add(function: $countOfTags)
    }
    let defaulted = try db.read { try Values($greeting()).fetchOne($0) }
    #expect(defaulted == "Hello, you.")
    let labelled = try db.read { try Values($greeting(name: "Ada", punctuation: "!")).fetchOne($0) }
    #expect(labelled == "Hello, Ada!")
    let unlabelled = try db.read { try Values($greeting("Bo", "?")).fetchOne($0) }
    #expect(unlabelled == "Hello, Bo?")
    let count = try db.read { try Values($countOfTags(#bind(["a", "b", "c"]))).fetchOne($0) }
    #expect(count == 3)
  }
}

@DatabaseFunction
private func joined(_ pieces: some Sequence<(String, separator: String)>) -> String {
  var result = ""
  for (index, (text, separator)) in pieces.enumerated() {
    result += (index == 0 ? "" : separator) + text
  }
  return result
}

@DatabaseFunction
private func total(of values: some Sequence<Int>) -> Int {
  values.reduce(0, +)
}

extension DatabaseFunctionTests {
  /// An aggregate over tuples takes several arguments a row; `distinct:` passes each
  /// distinct value once, as SQL's own aggregates do.
  @Test func aggregatesOfSeveralArgumentsAndDistinct() throws {
    try db.write { db in
      db.add(function: $joined)
      db.add(function: $total)
    }
    let query = Reminder.where { $0.id.lte(3) }.order(by: \.id).select { $joined($0.title, separator: " | ") }
    assertInlineSnapshot(of: query, as: .sql) {
      """
      SELECT "joined"("reminders"."title", ?)
      FROM "reminders"
      WHERE "reminders"."id" <= ?
      ORDER BY "reminders"."id"
      -- ' | ', 3
      """
    }
    let titles = try db.read { try Reminder.where { $0.id.lte(3) }.order(by: \.id).select(\.title).fetchAll($0) }
    #expect(try db.read { try query.fetchOne($0) } == titles.joined(separator: " | "))
    #expect($joined.argumentCount == 2)

    let lists = try db.read { try Reminder.select(\.remindersListID).fetchAll($0) }
    let distinct = try db.read { try Reminder.select { $total($0.remindersListID, distinct: true) }.fetchOne($0) }
    let every = try db.read { try Reminder.select { $total(of: $0.remindersListID) }.fetchOne($0) }
    #expect(distinct == Set(lists).reduce(0, +))
    #expect(every == lists.reduce(0, +))
    #expect(distinct != every)
  }
}
