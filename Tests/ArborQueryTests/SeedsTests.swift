import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Suite struct SeedsTests {
  @Test func rowsOfSeveralTablesInsertInOrderOneStatementPerRun() throws {
    let db = try makeDatabase()
    try db.write { db in
      try Reminder.delete().execute(db)
      try RemindersList.delete().execute(db)
    }
    let seeds = Seeds {
      RemindersList(id: 10, title: "Garden")
      Reminder.Draft(title: "Water", remindersListID: 10)
      Reminder.Draft(title: "Weed", remindersListID: 10)
      for day in ["Mon", "Tue"] {
        Reminder.Draft(title: "Check on \(day)", remindersListID: 10)
      }
      if Bool("false") == true {
        RemindersList(id: 11, title: "Never")
      }
      RemindersList(id: 12, title: "Shed")
    }
    let statements = Array(seeds)
    #expect(statements.count == 3)
    assertInlineSnapshot(of: statements[1], as: .sql) {
      """
      INSERT INTO "reminders" ("title", "notes", "isCompleted", "priority", "dueDate", "remindersListID")
      VALUES (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?)
      -- 'Water', '', 0, NULL, NULL, 10, 'Weed', '', 0, NULL, NULL, 10, 'Check on Mon', '', 0, NULL, NULL, 10, 'Check on Tue', '', 0, NULL, NULL, 10
      """
    }
    try db.write { db in
      for statement in seeds { try statement.execute(db) }
    }
    let lists = try db.read { try RemindersList.order(by: \.id).select(\.title).fetchAll($0) }
    #expect(lists == ["Garden", "Shed"])
    let titles = try db.read { try Reminder.order(by: \.id).select(\.title).fetchAll($0) }
    #expect(titles == ["Water", "Weed", "Check on Mon", "Check on Tue"])
  }
}
