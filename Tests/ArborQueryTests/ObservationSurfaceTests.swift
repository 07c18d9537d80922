import ArborDB
import Foundation
import Testing

/// The published observation library's surface beyond a query and its rows: `load()`
/// again, the subscription a `load(query)` returns, `FetchOne` without a query, `NotFound`,
/// a wrapper assigned another.
struct ObservationSurfaceTests {
  @Test func loadWithoutAQueryFetchesTheCurrentOneAgain() async throws {
    let seeded = try SeededDatabase(.memory)
    let db = seeded.writer
    let reminders = FetchAll(Reminder.order(by: \.id), database: db)
    #expect(reminders.wrappedValue.count == 4)
    try await db.write { db in try Reminder.where { $0.id.eq(1) }.delete().execute(db) }
    try await reminders.load()
    #expect(reminders.wrappedValue.map(\.id) == [2, 3, 4])
    #expect(!reminders.isLoading)

    // No query: nothing to fetch, the value stays.
    let held = FetchAll<String>(wrappedValue: ["kept"])
    try await held.load()
    #expect(held.wrappedValue == ["kept"])
  }

  @Test func cancellingALoadsSubscriptionStopsObservingAndKeepsTheRows() async throws {
    let seeded = try SeededDatabase(.memory)
    let db = seeded.writer
    let reminders = FetchAll<Reminder>(wrappedValue: [])
    let subscription = try await reminders.load(Reminder.order(by: \.id), database: db)
    #expect(reminders.wrappedValue.count == 4)
    // Released at once (as `try await $rows.load(query)` discards it): still observing.
    try await reminders.load(Reminder.order(by: \.id), database: db)
    try await db.write { db in try Reminder.where { $0.id.eq(1) }.delete().execute(db) }
    #expect(await eventually { reminders.wrappedValue.count == 3 })

    // The subscription of a query replaced since ends nothing.
    subscription.cancel()
    try await db.write { db in try Reminder.where { $0.id.eq(2) }.delete().execute(db) }
    #expect(await eventually { reminders.wrappedValue.count == 2 })

    // A task awaiting the current one's `task`, cancelled: observing ends.
    let current = try await reminders.load(Reminder.order(by: \.id), database: db)
    let waiting = Task { try await current.task }
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
    try await db.write { db in try Reminder.where { $0.id.eq(3) }.delete().execute(db) }
    try await reminders.load()
    try await Task.sleep(for: .milliseconds(50))
    #expect(reminders.wrappedValue.map(\.id) == [3, 4])
  }

  @Test func fetchOneOfARowThatIsNotThereThrowsNotFoundAndKeepsTheValue() async throws {
    let seeded = try SeededDatabase(.memory)
    let db = seeded.writer
    let title = FetchOne(wrappedValue: "none", Reminder.where { $0.id.eq(1) }.select(\.title), database: db)
    #expect(title.wrappedValue == "Groceries")
    #expect(title.loadError == nil)
    try await db.write { db in try Reminder.where { $0.id.eq(1) }.delete().execute(db) }
    await #expect(throws: NotFound.self) { try await title.load() }
    #expect(title.wrappedValue == "Groceries")
    #expect(title.loadError is NotFound)
  }

  @Test func fetchOneWithoutAQuery() async throws {
    let seeded = try SeededDatabase(.memory)
    let db = seeded.writer
    // A value only held.
    let count = FetchOne(wrappedValue: 42)
    try await count.load()
    #expect(count.wrappedValue == 42 && count.loadError == nil)
    // A table's row by the initial value's key.
    let byKey = FetchOne(wrappedValue: Reminder(id: 3, remindersListID: 0), database: db)
    #expect(byKey.wrappedValue.title == "Ship release")
    // An optional table row: the first, or nil once there is none.
    let first = FetchOne<RemindersList?>(database: db)
    #expect(first.wrappedValue?.id == 1)
    try await db.write { db in
      try Reminder.delete().execute(db)
      try RemindersList.delete().execute(db)
    }
    try await first.load()
    #expect(first.wrappedValue == nil && first.loadError == nil)
  }

  @Test func aWrapperAssignedAnotherObservesItsQuery() async throws {
    let seeded = try SeededDatabase(.memory)
    let db = seeded.writer
    let reminders = FetchAll<Reminder>(wrappedValue: [])
    reminders.projectedValue = FetchAll(Reminder.where { $0.id.lt(3) }, database: db)
    #expect(reminders.wrappedValue.map(\.id) == [1, 2])
    try await db.write { db in try Reminder.where { $0.id.eq(1) }.delete().execute(db) }
    #expect(await eventually { reminders.wrappedValue.map(\.id) == [2] })
  }

  @Test func fetchCountAndWritesFromASelectOfATable() throws {
    let seeded = try SeededDatabase(.memory)
    try seeded.writer.write { db in
      #expect(try Reminder.where { $0.id.gt(1) }.fetchCount(db) == 3)
      #expect(try Reminder.all.fetchCount(db) == 4)
      #expect(try Reminder.fetchCount(db) == 4)
      try Reminder.update { $0.isCompleted = false }.execute(db)
      try Reminder.all.where { $0.id.gt(2) }.update { $0.isCompleted = true }.execute(db)
      #expect(try Reminder.where(\.isCompleted).fetchCount(db) == 2)
      #expect(try Reminder.where { $0.id.gt(2) && !$0.isCompleted }.fetchCount(db) == 0)
      // A select whose rows a LIMIT chose cannot say which rows to write: refused, nothing written.
      #expect(throws: (any Error).self) {
        try Reminder.all.order(by: \.id).limit(1).update { $0.title = "x" }.execute(db)
      }
      #expect(try Reminder.where { $0.title.eq("x") }.fetchCount(db) == 0)
      try Reminder.all.where { $0.id.eq(4) }.delete().execute(db)
      #expect(try Reminder.all.fetchCount(db) == 3)
    }
  }

  @DatabaseFunction func shout(_ text: String) -> String { text.uppercased() + "!" }

  @Test func aFunctionRemovedIsNoLongerCalled() throws {
    let database = try DatabaseQueue()
    try database.write { db in
      db.add(function: $shout)
      let shouted = try Values($shout("hi")).fetchOne(db)
      #expect(shouted == "HI!")
      db.remove(function: $shout)
      #expect(throws: (any Error).self) { try Values($shout("hi")).fetchOne(db) }
    }
  }
}

@Table("stamps")
private struct Stamp: Equatable {
  let id: Int
  var parentID: Int?
  @Column(as: Date.UnixTimeRepresentation.self)
  var date = Date(timeIntervalSince1970: 42)
  @Column(as: Date?.UnixTimeRepresentation.self)
  var optionalDate: Date?
}

/// `FetchOne` of a column stored through a representation holds the value, not the
/// representation; an optional column gives nil for a missing row, a non-optional one
/// `NotFound`.
struct FetchOneRepresentationTests {
  private func database() throws -> DatabaseQueue {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.execute(
        sql: """
          CREATE TABLE "stamps" ("id" INTEGER PRIMARY KEY, "parentID" INTEGER, "date" INTEGER NOT NULL, "optionalDate" INTEGER);
          INSERT INTO "stamps" ("id", "date") VALUES (1, 42);
          """)
    }
    return database
  }

  @Test func aRepresentedColumnGivesItsValue() async throws {
    let db = try database()
    let date = FetchOne(wrappedValue: Date(timeIntervalSince1970: 1729), Stamp.select(\.date), database: db)
    #expect(date.wrappedValue.timeIntervalSince1970 == 42)
    let optional: FetchOne<Date?> = FetchOne(Stamp.select(\.date), database: db)
    #expect(optional.wrappedValue?.timeIntervalSince1970 == 42)
    let doubleOptional: FetchOne<Date?> = FetchOne(Stamp.select(\.optionalDate), database: db)
    #expect(doubleOptional.wrappedValue == nil && doubleOptional.loadError == nil)
    let parent: FetchOne<Int?> = FetchOne(Stamp.select(\.parentID), database: db)
    #expect(parent.wrappedValue == nil)

    try await db.write { db in try Stamp.delete().execute(db) }
    await #expect(throws: NotFound.self) { try await date.load() }
    #expect(date.wrappedValue.timeIntervalSince1970 == 42)
    try await optional.load()
    try await doubleOptional.load()
    try await parent.load()
    #expect(optional.wrappedValue == nil && doubleOptional.wrappedValue == nil && parent.wrappedValue == nil)
    #expect(optional.loadError == nil && doubleOptional.loadError == nil && parent.loadError == nil)
  }

  @Test func aTableSelectLoadedIntoFetchOne() async throws {
    let db = try database()
    let stamp: FetchOne<Stamp?> = FetchOne(Stamp.all, database: db)
    #expect(stamp.wrappedValue?.id == 1)
    let required = FetchOne(wrappedValue: Stamp(id: 0), Stamp.all, database: db)
    try await db.write { db in try Stamp.delete().execute(db) }
    try await stamp.load(Stamp.all, database: db)
    #expect(stamp.wrappedValue == nil && stamp.loadError == nil)
    await #expect(throws: NotFound.self) { try await required.load(Stamp.order(by: \.id), database: db) }
    #expect(required.wrappedValue.id == 1)
  }
}
