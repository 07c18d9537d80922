import ArborCluster
import ArborDB
import ArborTestSupport
import Foundation
import Testing

@Table("notes")
private struct Note: Equatable {
  let id: Int
  var title = ""
  var parentID: Int?
  var isDone = false
  var createdAt: Date
  var weight = 0.0
}

@Table("tags")
private struct Tag: Equatable {
  let id: Int
  var noteID: Int
  var name: String
}

/// The query layer's statements on a cluster and on a local file give the same rows: the
/// same SQL and bound values, decoded by the same decoders.
@Suite(.enabled(if: LoopbackNodes.dqliteDemoAvailable, "needs dqlite-demo (apt-get install go-dqlite)"), .serialized)
struct ClusterStatementTests {
  static let schema = """
    CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL DEFAULT '', parentID INTEGER,
      isDone INTEGER NOT NULL DEFAULT 0, createdAt TEXT NOT NULL, weight REAL NOT NULL DEFAULT 0);
    CREATE TABLE tags (id INTEGER PRIMARY KEY, noteID INTEGER NOT NULL, name TEXT NOT NULL)
    """

  @Test func theSameStatementsGiveTheSameRowsOnBothEngines() throws {
    let nodes = try LoopbackNodes(.dqliteDemo)
    let cluster = ClusterClient(nodes: [try nodes.start()], database: "notes")
    defer { cluster.close() }
    let local = try DatabaseQueue()
    try cluster.execute(Self.schema)
    try local.write { try $0.execute(sql: Self.schema) }

    let day = Date(timeIntervalSince1970: 1_700_000_000.25)
    let insert = Note.insert {
      Note.Draft(title: "Home", createdAt: day)
      Note.Draft(title: "Work", createdAt: day.addingTimeInterval(60), weight: 1.5)
      Note.Draft(title: "Garden — ✓", parentID: 1, isDone: true, createdAt: day.addingTimeInterval(3600))
      Note.Draft(title: "Reports", parentID: 2, createdAt: day, weight: -2)
    }
    let inserted = try cluster.execute(insert)
    #expect(inserted.changes == 4)
    try local.write { try insert.execute($0) }

    let roots = Note.where { $0.parentID.is(nil) }.order(by: \.title)
    #expect(try cluster.fetchAll(roots) == local.read { try roots.fetchAll($0) })
    #expect(try cluster.fetchAll(roots).map(\.title) == ["Home", "Work"])

    let everything = Note.all.order(by: \.id)
    let fromCluster = try cluster.fetchAll(everything)
    #expect(fromCluster == (try local.read { try everything.fetchAll($0) }))
    #expect(fromCluster.map(\.createdAt) == [day, day.addingTimeInterval(60), day.addingTimeInterval(3600), day])

    let pairs = Note.select { ($0.title, $0.isDone, $0.weight) }.where { $0.weight != 0 }.order(by: \.weight)
    #expect(try cluster.fetchAll(pairs).map { "\($0)" } == (try local.read { try pairs.fetchAll($0) }).map { "\($0)" })

    let tags = Tag.insert {
      Tag.Draft(noteID: 1, name: "house")
      Tag.Draft(noteID: 3, name: "outside")
    }
    try cluster.execute(tags)
    try local.write { try tags.execute($0) }
    let joined = Note.join(Tag.all) { $0.id.eq($1.noteID) }.order { $1.name }
    let clusterPairs = try cluster.fetchAll(joined).map { [$0.0.title, $0.1.name] }
    #expect(clusterPairs == (try local.read { try joined.fetchAll($0) }).map { [$0.0.title, $0.1.name] })
    #expect(clusterPairs == [["Home", "house"], ["Garden — ✓", "outside"]])

    // A write that returns rows would be rolled back by dqlite 1.11: refused, unsent.
    let renamed = Note.where { $0.id.eq(4) }.update { $0.title = "Summaries" }
    #expect(throws: ClusterError.self) { try cluster.fetchAll(renamed.returning(\.self)) }
    #expect {
      try cluster.query("UPDATE notes SET title = 'x' RETURNING id")
    } throws: { error in
      "\(error)" == "a query reads; “UPDATE notes SET title = 'x' RETURNING i…” writes: run it with execute"
    }
    #expect {
      try cluster.query("DELETE FROM notes")
    } throws: { error in
      "\(error)" == "a query reads; “DELETE FROM notes” writes: run it with execute"
    }
    #expect(try cluster.fetchAll(Note.where { $0.id.eq(4) }).map(\.title) == ["Reports"])
    try cluster.execute(renamed)
    #expect(try cluster.fetchAll(Note.where { $0.id.eq(4) }).map(\.title) == ["Summaries"])
    let deleted = try cluster.execute(Note.where { $0.isDone }.delete())
    #expect(deleted.changes == 1)
    #expect(try cluster.fetchAll(Note.none.select(\.id)) == [])
    #expect(try cluster.fetchAll(Note.select(\.id).order(by: \.id)) == [1, 2, 4])
  }
}
