import ArborDB
import Foundation
import GRDB
import Testing

@Suite struct PreparedInsertTests {
  let db = try! makeDatabase()

  @Test func draftsWithAndWithoutKeysShareOnePreparedInsert() throws {
    let due = Date(timeIntervalSince1970: 1_700_000_000)
    let rows = try db.write { db in
      let insert = try Reminder.preparedInsert(of: Reminder.Draft.self, db)
      try insert.execute(Reminder.Draft(title: "first", priority: .high, dueDate: due, remindersListID: 1))
      try insert.execute(Reminder.Draft(id: 100, title: "chosen", remindersListID: 2))
      try insert.execute(Reminder.Draft(title: "after", notes: "it's \"quoted\"", remindersListID: 1))
      return try Reminder.where { $0.id >= 5 }.order(by: \.id).fetchAll(db)
    }
    #expect(rows.map(\.id) == [5, 100, 101])
    #expect(rows.map(\.title) == ["first", "chosen", "after"])
    #expect(rows[0].priority == .high && rows[0].dueDate == due)
    #expect(rows[2].notes == "it's \"quoted\"")
  }

  @Test func wholeRowsWithAConflictResolution() throws {
    let names = try db.write { db in
      let insert = try Tag.preparedInsert(or: .ignore, db)
      try insert.execute(Tag(id: 30, title: "kept"))
      try insert.execute(Tag(id: 30, title: "ignored: same key"))
      try insert.execute(Tag(id: 31, title: "also kept"))
      return try Tag.where { $0.id >= 30 }.order(by: \.id).select(\.title).fetchAll(db)
    }
    #expect(names == ["kept", "also kept"])
  }

  @Test func aRefusedRowSaysWhichStatementAndTheNextRowStillGoesIn() throws {
    let count = try db.write { db in
      let insert = try Reminder.preparedInsert(of: Reminder.Draft.self, db)
      // No list 999: the foreign key refuses the row.
      let error = #expect(throws: (any Error).self) {
        try insert.execute(Reminder.Draft(title: "orphan", remindersListID: 999))
      }
      #expect("\(error.map { "\($0)" } ?? "")".contains("FOREIGN KEY"))
      try insert.execute(Reminder.Draft(title: "fine", remindersListID: 1))
      return try Reminder.where { $0.title.eq("orphan") || $0.title.eq("fine") }.count().fetchOne(db)
    }
    #expect(count == 1)
  }

  @Test func aTableNotMatchingItsDeclarationFailsWhenPrepared() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: #"CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY)"#)
      #expect(throws: (any Error).self) { _ = try Tag.preparedInsert(db) }
    }
  }

  @Test func observersSeeEveryPreparedRow() throws {
    final class Changes: TransactionObserver, @unchecked Sendable {
      var inserted: [Int64] = []
      func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { eventKind.tableName == "tags" }
      func databaseDidChange(with event: DatabaseEvent) { inserted.append(event.rowID) }
      func databaseDidCommit(_ db: Database) {}
      func databaseDidRollback(_ db: Database) {}
    }
    let changes = Changes()
    db.add(transactionObserver: changes)
    try db.write { db in
      let insert = try Tag.preparedInsert(db)
      for id in 40..<45 { try insert.execute(Tag(id: id, title: "tag \(id)")) }
    }
    #expect(changes.inserted == [40, 41, 42, 43, 44])
  }
}
