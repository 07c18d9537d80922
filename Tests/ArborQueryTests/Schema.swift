import ArborDB
import Foundation

enum Priority: Int, QueryBindable {
  case low = 1
  case medium = 2
  case high = 3
}

@Table
struct RemindersList: Identifiable, Equatable {
  let id: Int
  var title = ""
  var position = 0
}

@Table
struct Reminder: Identifiable, Equatable {
  let id: Int
  var title = ""
  var notes = ""
  var isCompleted = false
  var priority: Priority?
  var dueDate: Date?
  var remindersListID: Int
  @Ephemeral var isSelected = false
}

@Table
struct Tag: Equatable {
  let id: Int
  @Column("name") var title: String
}

@Table("reminderTags")
struct ReminderTag: Equatable {
  let reminderID: Int
  let tagID: Int
}

@Table
struct Setting: Equatable {
  @Column(primaryKey: true) let key: String
  @Column(as: [String].JSONRepresentation.self) var values: [String]
  var identifier: UUID?
  var homepage: URL?
  var payload: Data?
  var ratio: Double = 0
}

@Selection
struct ReminderRow: Equatable {
  let reminderTitle: String
  let listTitle: String
  let priority: Priority?
}

/// An in-memory database with the schema above and a few rows.
func makeDatabase() throws -> DatabaseQueue {
  var configuration = Configuration()
  configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA foreign_keys = ON") }
  let queue = try DatabaseQueue(configuration: configuration)
  try queue.write(seed)
  return queue
}

/// Creates the schema above and its rows.
func seed(_ db: Database) throws {
  try #sql(
    """
    CREATE TABLE "remindersLists" (
      "id" INTEGER PRIMARY KEY,
      "title" TEXT NOT NULL DEFAULT '',
      "position" INTEGER NOT NULL DEFAULT 0
    ) STRICT;
    CREATE TABLE "reminders" (
      "id" INTEGER PRIMARY KEY,
      "title" TEXT NOT NULL DEFAULT '',
      "notes" TEXT NOT NULL DEFAULT '',
      "isCompleted" INTEGER NOT NULL DEFAULT 0,
      "priority" INTEGER,
      "dueDate" TEXT,
      "remindersListID" INTEGER NOT NULL REFERENCES "remindersLists"("id") ON DELETE CASCADE
    ) STRICT;
    CREATE TABLE "tags" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL UNIQUE) STRICT;
    CREATE TABLE "reminderTags" (
      "reminderID" INTEGER NOT NULL REFERENCES "reminders"("id") ON DELETE CASCADE,
      "tagID" INTEGER NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
      PRIMARY KEY ("reminderID", "tagID")
    ) STRICT;
    CREATE TABLE "settings" (
      "key" TEXT PRIMARY KEY NOT NULL,
      "values" TEXT NOT NULL,
      "identifier" TEXT,
      "homepage" TEXT,
      "payload" BLOB,
      "ratio" REAL NOT NULL DEFAULT 0
    ) STRICT;
    """
  ).execute(db)
  try RemindersList.insert {
    RemindersList(id: 1, title: "Personal", position: 0)
    RemindersList(id: 2, title: "Work", position: 1)
    RemindersList(id: 3, title: "Empty", position: 2)
  }.execute(db)
  try Reminder.insert {
    Reminder.Draft(
      title: "Groceries", notes: "Milk, eggs", priority: .high, dueDate: date(2025, 1, 2), remindersListID: 1)
    Reminder.Draft(title: "Call mom", isCompleted: true, remindersListID: 1)
    Reminder.Draft(
      title: "Ship release", notes: "100% done", priority: .medium, dueDate: date(2025, 1, 1), remindersListID: 2)
    Reminder.Draft(title: "Review PR", priority: .low, remindersListID: 2)
  }.execute(db)
  try Tag.insert {
    Tag(id: 1, title: "home")
    Tag(id: 2, title: "urgent")
  }.execute(db)
  try ReminderTag.insert {
    ReminderTag(reminderID: 1, tagID: 1)
    ReminderTag(reminderID: 1, tagID: 2)
    ReminderTag(reminderID: 3, tagID: 2)
  }.execute(db)
}

func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
  var components = DateComponents()
  components.year = year
  components.month = month
  components.day = day
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  return calendar.date(from: components)!
}
