import ArborDB
import Foundation
import Observation
import Synchronization
import Testing

/// Where an observed query's database lives: each wrapper is tried on both.
enum Store: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case memory, file
  var testDescription: String { rawValue }
}

/// A seeded database, removed with its directory when released.
final class SeededDatabase: Sendable {
  let writer: any DatabaseWriter
  let path: String?
  let directory: URL?

  init(_ store: Store, configuration: Configuration = Configuration()) throws {
    if store == .file {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "arbor-observe-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      self.directory = directory
      path = directory.appendingPathComponent("db.sqlite").path
    } else {
      directory = nil
      path = nil
    }
    writer = try defaultDatabase(path: path, configuration: configuration)
    try writer.write(seed)
  }

  deinit {
    if let directory { try? FileManager.default.removeItem(at: directory) }
  }
}

/// Counts calls from any thread.
final class Counter: Sendable {
  private let count = Mutex(0)
  func increment() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}

/// Waits (up to `timeout` seconds) for `condition`, checking every 5 ms.
func eventually(timeout: Double = 5, _ condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while Date() < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return condition()
}

/// Open reminders' titles and their count, read in one transaction.
struct OpenSummary: FetchKeyRequest {
  struct Value: Sendable, Equatable {
    var count = 0
    var titles: [String] = []
  }
  let fetches: Counter?

  init(fetches: Counter? = nil) { self.fetches = fetches }

  func fetch(_ db: Database) throws -> Value {
    fetches?.increment()
    return try Value(
      count: Reminder.where { !$0.isCompleted }.count().fetchOne(db) ?? 0,
      titles: Reminder.where { !$0.isCompleted }.order(by: \.title).select(\.title).fetchAll(db))
  }
}

/// Reads only reminders' titles, counting its fetches: a write elsewhere must not run it.
struct TitlesOnly: FetchKeyRequest {
  let fetches: Counter
  func fetch(_ db: Database) throws -> [String] {
    fetches.increment()
    return try Reminder.order(by: \.id).select(\.title).fetchAll(db)
  }
}

@Suite struct ObservationTests {
  // MARK: The value is there at once

  @Test(arguments: Store.allCases) func eachWrapperHasItsValueWhenMade(_ store: Store) throws {
    let database = try SeededDatabase(store)
    let open = FetchAll(Reminder.where { !$0.isCompleted }.order(by: \.title), database: database.writer)
    #expect(open.wrappedValue.map(\.title) == ["Groceries", "Review PR", "Ship release"])
    let total = FetchOne(wrappedValue: 0, Reminder.count(), database: database.writer)
    #expect(total.wrappedValue == 4)
    let summary = Fetch(wrappedValue: OpenSummary.Value(), OpenSummary(), database: database.writer)
    #expect(summary.wrappedValue == OpenSummary.Value(count: 3, titles: ["Groceries", "Review PR", "Ship release"]))
    #expect(open.loadError == nil && total.loadError == nil && summary.loadError == nil)
  }

  @Test func everyStatementShapeCanBeObserved() throws {
    let database = try SeededDatabase(.memory)
    let db = database.writer
    #expect(FetchAll(Reminder.all, database: db).wrappedValue.count == 4)
    #expect(FetchAll<Reminder>(database: db).wrappedValue.count == 4)
    let titles = FetchAll(RemindersList.select(\.title).order(by: \.title), database: db)
    #expect(titles.wrappedValue == ["Empty", "Personal", "Work"])
    let joined = FetchAll(
      Reminder.join(RemindersList.all) { $0.remindersListID.eq($1.id) }
        .where { $1.title.eq("Work") }
        .order { reminder, _ in reminder.id }
        .select { ReminderRow.Columns(reminderTitle: $0.title, listTitle: $1.title, priority: $0.priority) },
      database: db)
    #expect(
      joined.wrappedValue == [
        ReminderRow(reminderTitle: "Ship release", listTitle: "Work", priority: .medium),
        ReminderRow(reminderTitle: "Review PR", listTitle: "Work", priority: .low),
      ])
    let pairs = FetchAll(
      Reminder.join(RemindersList.all) { $0.remindersListID.eq($1.id) }.order { reminder, _ in reminder.id },
      database: db)
    let firstPair: (Reminder, RemindersList)? = pairs.wrappedValue.first
    #expect(firstPair?.0.title == "Groceries" && firstPair?.1.title == "Personal")
    let union = FetchAll(Tag.select(\.title).union(RemindersList.select(\.title)), database: db)
    #expect(Set(union.wrappedValue) == ["home", "urgent", "Personal", "Work", "Empty"])
    let raw = FetchAll(#sql("SELECT count(*) FROM reminders WHERE priority IS NOT NULL", as: Int.self), database: db)
    #expect(raw.wrappedValue == [3])
    let first = FetchOne(Reminder.where { $0.id.eq(3) }, database: db)
    #expect(first.wrappedValue?.title == "Ship release")
    let none = FetchOne(Reminder.where { $0.id.eq(99) }, database: db)
    #expect(none.wrappedValue == nil)
    let missingRow = FetchOne(wrappedValue: "nothing", Reminder.where { $0.id.eq(99) }.select(\.title), database: db)
    #expect(missingRow.wrappedValue == "nothing")
    let maximum = FetchOne(Reminder.select { $0.id.max() }, database: db)
    #expect(maximum.wrappedValue == .some(.some(4)))
  }

  // MARK: Refreshing

  @Test(arguments: Store.allCases) func aWriteOnTheSameDatabaseRefreshes(_ store: Store) async throws {
    let database = try SeededDatabase(store)
    let open = FetchAll(
      Reminder.where { !$0.isCompleted }.order(by: \.title).select(\.title), database: database.writer)
    let total = FetchOne(wrappedValue: 0, Reminder.count(), database: database.writer)
    let summary = Fetch(wrappedValue: OpenSummary.Value(), OpenSummary(), database: database.writer)
    try await database.writer.write { db in
      try Reminder.insert { Reminder.Draft(title: "Anew", remindersListID: 1) }.execute(db)
    }
    #expect(await eventually { open.wrappedValue.first == "Anew" })
    #expect(await eventually { total.wrappedValue == 5 })
    #expect(await eventually { summary.wrappedValue.count == 4 })
  }

  @Test func aCommitOfAnotherConnectionRefreshes() async throws {
    let database = try SeededDatabase(.file)
    let open = FetchAll(Reminder.where { !$0.isCompleted }.select(\.title), database: database.writer)
    let total = FetchOne(wrappedValue: 0, Reminder.count(), database: database.writer)
    let summary = Fetch(wrappedValue: OpenSummary.Value(), OpenSummary(), database: database.writer)
    let other = try DatabaseQueue(path: try #require(database.path))
    try await other.write { db in try db.execute(sql: "UPDATE reminders SET isCompleted = 1") }
    #expect(await eventually { open.wrappedValue.isEmpty })
    #expect(await eventually { summary.wrappedValue.count == 0 })
    try await other.write { db in try db.execute(sql: "DELETE FROM reminders WHERE id = 1") }
    #expect(await eventually { total.wrappedValue == 3 })
  }

  @Test func aReadOnlyDatabaseSeesOtherConnectionsCommits() async throws {
    let database = try SeededDatabase(.file)
    var configuration = Configuration()
    configuration.readonly = true
    let path = try #require(database.path)
    for reader in [
      try DatabasePool(path: path, configuration: configuration) as any DatabaseReader,
      try DatabaseQueue(path: path, configuration: configuration),
    ] {
      let titles = FetchAll(Reminder.order(by: \.id).select(\.title), database: reader)
      let summary = Fetch(wrappedValue: OpenSummary.Value(), OpenSummary(), database: reader)
      #expect(titles.wrappedValue.count == 4)
      try await database.writer.write { db in
        try Reminder.insert { Reminder.Draft(title: "Later", remindersListID: 3) }.execute(db)
      }
      #expect(await eventually { titles.wrappedValue.last == "Later" })
      #expect(await eventually { summary.wrappedValue.titles.contains("Later") })
      try await database.writer.write { db in try db.execute(sql: "DELETE FROM reminders WHERE title = 'Later'") }
      #expect(await eventually { titles.wrappedValue.count == 4 })
    }
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: sqliteShell)))
  func aCommitOfAnotherProcessRefreshes() async throws {
    let database = try SeededDatabase(.file)
    let open = FetchAll(Reminder.order(by: \.id).select(\.title), database: database.writer)
    let summary = Fetch(wrappedValue: OpenSummary.Value(), OpenSummary(), database: database.writer)
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: sqliteShell)
    shell.arguments = [
      try #require(database.path),
      "UPDATE reminders SET title = 'from the shell' WHERE id = 2; UPDATE reminders SET isCompleted = 1 WHERE id = 1;",
    ]
    try shell.run()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0)
    #expect(await eventually { open.wrappedValue.dropFirst().first == "from the shell" })
    #expect(await eventually { summary.wrappedValue.count == 2 })
  }

  @Test(arguments: Store.allCases) func aWriteOutsideTheRegionRunsNothing(_ store: Store) async throws {
    let database = try SeededDatabase(store)
    let fetches = Counter()
    let titles = Fetch(wrappedValue: [], TitlesOnly(fetches: fetches), database: database.writer)
    let changes = Counter()
    let subscription = titles.onChange { _ in changes.increment() }
    // A pool checks its first fetch once more in the writer's access; let that settle.
    try await Task.sleep(for: .milliseconds(200))
    let before = fetches.value
    // Another table, and a column of the same table it does not read.
    try await database.writer.write { db in
      try Tag.insert { Tag(id: 3, title: "later") }.execute(db)
      try Reminder.update { $0.notes = "changed" }.execute(db)
    }
    try await Task.sleep(for: .milliseconds(200))
    #expect(fetches.value == before)
    #expect(changes.value == 0)
    // The column it reads: one fetch, one change.
    try await database.writer.write { db in try Reminder.find(1).update { $0.title += "!" }.execute(db) }
    #expect(await eventually { changes.value == 1 })
    #expect(titles.wrappedValue.first == "Groceries!")
    subscription.cancel()
  }

  @Test func anUnchangedResultNotifiesNoOne() async throws {
    let database = try SeededDatabase(.memory)
    let open = FetchAll(Reminder.where { !$0.isCompleted }.select(\.title), database: database.writer)
    let summary = Fetch(wrappedValue: OpenSummary.Value(), OpenSummary(), database: database.writer)
    let changes = Counter()
    let subscriptions = [open.onChange { _ in changes.increment() }, summary.onChange { _ in changes.increment() }]
    // Writes what it reads, but to the same values.
    try await database.writer.write { db in try Reminder.update { $0.title = $0.title }.execute(db) }
    try await database.writer.write { db in try db.execute(sql: "UPDATE reminders SET isCompleted = isCompleted") }
    try await Task.sleep(for: .milliseconds(200))
    #expect(changes.value == 0)
    try await database.writer.write { db in try Reminder.find(1).update { $0.isCompleted = true }.execute(db) }
    #expect(await eventually { changes.value == 2 })
    _ = subscriptions
  }

  // MARK: Loading another query

  @Test func loadReplacesTheQueryAndTheOldResultNeverArrivesAfterTheNew() async throws {
    var configuration = Configuration()
    configuration.prepareDatabase { db in db.add(function: $gated) }
    let database = try SeededDatabase(.file, configuration: configuration)
    let search = FetchAll(
      #sql("SELECT gated(title) FROM reminders ORDER BY id", as: String.self), database: database.writer)
    try await Task.sleep(for: .milliseconds(100))
    let seen = Mutex<[[String]]>([])
    let subscription = search.onChange { value in seen.withLock { $0.append(value) } }
    // The old query's refresh starts and is held inside its statement...
    Gate.shared.close()
    defer { Gate.shared.open() }
    try await database.writer.write { db in try db.execute(sql: "UPDATE reminders SET title = 'old ' || title") }
    #expect(Gate.shared.waitUntilSomeoneWaits())
    // ...while the new query is loaded; then the old refresh is let go.
    try await search.load(RemindersList.order(by: \.id).select(\.title), database: database.writer)
    #expect(search.wrappedValue == ["Personal", "Work", "Empty"])
    Gate.shared.open()
    try await Task.sleep(for: .milliseconds(300))
    #expect(search.wrappedValue == ["Personal", "Work", "Empty"])
    #expect(seen.withLock { $0 } == [["Personal", "Work", "Empty"]])
    // And the new query is the one kept current.
    try await database.writer.write { db in try db.execute(sql: "UPDATE remindersLists SET title = 'Home' WHERE id = 1")
    }
    #expect(await eventually { search.wrappedValue.first == "Home" })
    _ = subscription
  }

  // MARK: Errors

  @Test(arguments: Store.allCases) func errorsAreKeptAndCleared(_ store: Store) async throws {
    let database = try SeededDatabase(store)
    let notes = FetchAll(
      wrappedValue: ["kept"], #sql("SELECT body FROM notes", as: String.self), database: database.writer)
    #expect(notes.wrappedValue == ["kept"])
    #expect("\(notes.loadError.map { "\($0)" } ?? "")".contains("no such table: notes"))
    // The table appears: the query works again, and the error goes.
    try await database.writer.write { db in
      try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello')")
    }
    #expect(await eventually { notes.wrappedValue == ["hello"] })
    #expect(notes.loadError == nil)
    await #expect(throws: (any Error).self) {
      try await notes.load(#sql("SELECT nothing FROM notes", as: String.self), database: database.writer)
    }
    #expect(notes.loadError != nil)
    #expect(notes.wrappedValue == ["hello"])
  }

  @Test func aRowThatDoesNotDecodeIsAnErrorNotATrap() throws {
    let database = try SeededDatabase(.memory)
    let numbers = FetchAll(#sql("SELECT title FROM reminders", as: Date.self), database: database.writer)
    #expect(numbers.wrappedValue.isEmpty)
    #expect(numbers.loadError != nil)
  }

  // MARK: Other ways to read

  @Test func valuesAsAnAsyncSequence() async throws {
    let database = try SeededDatabase(.memory)
    let total = FetchOne(wrappedValue: 0, Reminder.count(), database: database.writer)
    var iterator = total.values.makeAsyncIterator()
    #expect(await iterator.next() == 4)
    try await database.writer.write { db in try db.execute(sql: "DELETE FROM reminders WHERE id = 4") }
    #expect(await iterator.next() == 3)
  }

  /// A model read inside `withObservationTracking`: one commit that changes both of its
  /// wrappers calls `onChange` once, and the model then holds the new rows.
  @Test func anObservableModelsTrackingFires() async throws {
    let database = try SeededDatabase(.file)
    let model = ListModel(database: database.writer)
    #expect(model.open.count == 3 && model.total == 4)
    let fired = Counter()
    withObservationTracking {
      _ = model.open
      _ = model.total
    } onChange: {
      fired.increment()
    }
    try await database.writer.write { db in
      try Reminder.insert { Reminder.Draft(title: "Observed", remindersListID: 2) }.execute(db)
    }
    #expect(await eventually { fired.value == 1 })
    #expect(await eventually { model.open.contains("Observed") && model.total == 5 })
    // Once, though the commit changed both wrappers: their results are delivered one
    // after the other (delivered side by side, 1 run in 20 called it twice).
    #expect(fired.value == 1)
  }
}

let sqliteShell = "/usr/bin/sqlite3"

/// Holds whoever calls `gated(…)` while it is closed.
final class Gate: Sendable {
  static let shared = Gate()
  private let state = Mutex((closed: false, waiting: 0))

  func close() { state.withLock { $0.closed = true } }
  func open() { state.withLock { $0.closed = false } }

  func pass() {
    state.withLock { $0.waiting += 1 }
    defer { state.withLock { $0.waiting -= 1 } }
    while state.withLock({ $0.closed }) { usleep(1_000) }
  }

  func waitUntilSomeoneWaits(timeout: Double = 5) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if state.withLock({ $0.waiting > 0 }) { return true }
      usleep(1_000)
    }
    return false
  }
}

@DatabaseFunction func gated(_ text: String) -> String {
  Gate.shared.pass()
  return text
}

@Observable final class ListModel {
  @ObservationIgnored @FetchAll var open: [String]
  @ObservationIgnored @FetchOne var total: Int

  init(database: any DatabaseReader) {
    _open = FetchAll(Reminder.where { !$0.isCompleted }.order(by: \.title).select(\.title), database: database)
    _total = FetchOne(wrappedValue: 0, Reminder.count(), database: database)
  }
}
