import ArborDB
import Foundation
import Observation
import Testing

/// The reference's tables with text UUID keys that the database fills in.
@Table
struct Project: Identifiable, Equatable {
  let id: UUID
  var title = ""
  var isArchived = false
}

@Table
struct Milestone: Identifiable, Equatable {
  let id: UUID
  var projectID: Project.ID
  var title = ""
}

func createProjects(_ db: Database) throws {
  try #sql(
    """
    CREATE TABLE "projects" (
      "id" TEXT PRIMARY KEY NOT NULL DEFAULT (uuid()),
      "title" TEXT NOT NULL DEFAULT '',
      "isArchived" INTEGER NOT NULL DEFAULT 0
    ) STRICT;
    CREATE TABLE "milestones" (
      "id" TEXT PRIMARY KEY NOT NULL DEFAULT (uuid()),
      "projectID" TEXT NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
      "title" TEXT NOT NULL DEFAULT ''
    ) STRICT;
    """
  ).execute(db)
}

/// Several reads in one transaction, with no initial value given.
struct ProjectDashboard: FetchKeyRequest {
  struct Value: Sendable {
    let total: Int
    let active: [Project]
  }
  func fetch(_ db: Database) throws -> Value {
    try Value(
      total: Project.count().fetchOne(db) ?? 0,
      active: Project.where { !$0.isArchived }.order(by: \.title).fetchAll(db))
  }
}

@Suite struct DefaultDatabaseTests {
  @Test func uuidKeysAreFilledInForDrafts() throws {
    let database = try defaultDatabase()
    try database.write { db in
      try createProjects(db)
      try Project.insert {
        Project.Draft(title: "Arbor")
        Project.Draft(title: "Garden")
      }.execute(db)
    }
    let projects = try database.read { db in try Project.order(by: \.title).fetchAll(db) }
    #expect(projects.map(\.title) == ["Arbor", "Garden"])
    #expect(projects[0].id != projects[1].id)
    let stored = try database.read { db in try String.fetchAll(db, sql: "SELECT id FROM projects") }
    #expect(stored.allSatisfy { $0 == $0.lowercased() && UUID(uuidString: $0) != nil })
    // Foreign keys are enforced.
    #expect(throws: (any Error).self) {
      try database.write { db in
        try Milestone.insert { Milestone.Draft(projectID: UUID(), title: "orphan") }.execute(db)
      }
    }
    try database.write { db in
      try Milestone.insert { Milestone.Draft(projectID: projects[0].id, title: "first") }.execute(db)
      try Project.find(projects[0].id).delete().execute(db)
    }
    #expect(try database.read { db in try Milestone.all.fetchAll(db) }.isEmpty)
  }

  @Test func aFileOpensAsAWALPool() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arbor-default-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var configuration = Configuration()
    configuration.label = "mine"
    let database = try defaultDatabase(
      path: directory.appendingPathComponent("app.db").path, configuration: configuration)
    #expect(database is DatabasePool)
    let (mode, foreignKeys, uuid) = try database.read { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode"),
        try Int.fetchOne(db, sql: "PRAGMA foreign_keys"),
        try String.fetchOne(db, sql: "SELECT uuid()")
      )
    }
    #expect(mode == "wal" && foreignKeys == 1)
    #expect(uuid.flatMap(UUID.init(uuidString:)) != nil)
  }
}

/// The process-wide default: set once, used by wrappers given no database. Serialized,
/// as every test here shares it.
@Suite(.serialized) struct DependencyDefaultTests {
  @Test func withNoDatabaseAnywhereTheErrorSaysWhatToDo() async throws {
    let detached = Fetch(wrappedValue: 0)
    await #expect(throws: NoDefaultDatabase.self) {
      try await detached.load(ProjectCount(), database: nil)
    }
    #expect("\(detached.loadError.map { "\($0)" } ?? "")".contains("prepareDependencies"))
    let total = FetchOne(wrappedValue: -1, Project.count())
    #expect(total.wrappedValue == -1)
    #expect(total.loadError is NoDefaultDatabase)
  }

  @Test func wrappersUseTheDefaultDatabaseWithTheReferenceSpellings() async throws {
    let database = try defaultDatabase()
    try await database.write { db in
      try createProjects(db)
      try Project.insert {
        Project.Draft(title: "Beta")
        Project.Draft(title: "Alpha")
        Project.Draft(title: "Old", isArchived: true)
      }.execute(db)
    }
    prepareDependencies { $0.defaultDatabase = database }
    defer { prepareDependencies { $0 = DependencyValues() } }

    let model = ProjectsModel()
    #expect(model.active.map(\.title) == ["Alpha", "Beta"])
    #expect(model.total == 3)
    #expect(model.dashboard.total == 3 && model.dashboard.active.count == 2)
    #expect(model.projects.count == 3)
    let fired = Counter()
    withObservationTracking {
      _ = model.active
    } onChange: {
      fired.increment()
    }
    try await database.write { db in try Project.insert { Project.Draft(title: "Gamma") }.execute(db) }
    #expect(await eventually { fired.value == 1 })
    #expect(await eventually { model.active.map(\.title) == ["Alpha", "Beta", "Gamma"] })
    #expect(await eventually { model.dashboard.total == 4 })
    // A search box: another query, loaded.
    try await model.$active.load(Project.where { $0.title.contains("a") && !$0.isArchived }.order(by: \.title))
    #expect(model.active.map(\.title) == ["Alpha", "Beta", "Gamma"])
    try await model.$active.load(Project.where { $0.title.eq("Beta") })
    #expect(model.active.map(\.title) == ["Beta"])
  }
}

struct ProjectCount: FetchKeyRequest {
  func fetch(_ db: Database) throws -> Int { try Project.count().fetchOne(db) ?? 0 }
}

@Observable final class ProjectsModel {
  @ObservationIgnored @FetchAll(Project.where { !$0.isArchived }.order(by: \.title)) var active
  @ObservationIgnored @FetchOne(Project.count()) var total = 0
  @ObservationIgnored @Fetch(ProjectDashboard()) var dashboard
  @ObservationIgnored @FetchAll var projects: [Project]
}
