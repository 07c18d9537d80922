@testable import ArborCore
import Foundation
import GRDB
import Testing

/// The path copy's counts of children (shown as a directory's entries, and used to tell a
/// leaf) must be the copy's own, whatever order the paths come in and however they are
/// spelt.
@Suite struct PathCopyTests {
  /// Paths in a scrambled order (a rowid table read by rowid) or sorted (a table keyed by
  /// the path): directories met again after others, paths naming a directory met before
  /// as a prefix, a file and a directory of one name, empty levels and `.`.
  /// `clean`: sorted, each path spelt as its key and no row naming a directory — the
  /// copy counts the children as it writes them, with no pass of its own.
  static let shapes = ["scrambled", "sorted", "clean"]

  /// The paths, and each node's children counted from them here: a node's key is its
  /// levels joined by `/`.
  func paths(clean: Bool = false) -> (all: [String], children: [String: Int]) {
    var paths: [String] = []
    for index in 0..<2_500 {
      let folder = "d\(index % 30)"
      paths.append("\(folder)/s\(index % 4)/f\(index).txt")
      if clean { continue }
      if index % 9 == 0 { paths.append("\(folder)/s\(index % 4)") }
      if index % 11 == 0 { paths.append("./\(folder)//x\(index)/") }
    }
    paths += clean ? ["d1.txt", "top"] : ["d1", "d1.txt", "top", "", "/"]
    var generator = TestRandom(seed: 7)
    paths.shuffle(using: &generator)
    var children: [String: Set<String>] = [:]
    for path in paths {
      let levels = path.split(separator: "/").filter { $0 != "." }
      for depth in levels.indices.dropFirst() {
        children[levels[..<depth].joined(separator: "/"), default: []].insert(levels[...depth].joined(separator: "/"))
      }
    }
    return (paths, children.mapValues(\.count))
  }

  func file(_ shape: String, paths: [String], in directory: URL) throws -> String {
    let path = directory.appendingPathComponent("\(shape).sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: shape != "scrambled"
        ? "CREATE TABLE files (path TEXT PRIMARY KEY) WITHOUT ROWID"
        : "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT)")
      for path in paths { try db.execute(sql: "INSERT OR IGNORE INTO files (path) VALUES (?)", arguments: [path]) }
    }
    return path
  }

  @Test(arguments: shapes)
  func eachNodeCountsTheChildrenTheCopyGivesIt(shape: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var configuration = Configuration()
    configuration.readonly = true
    let (paths, children) = paths(clean: shape == "clean")
    let source = try DatabaseQueue(path: try file(shape, paths: paths, in: directory), configuration: configuration)
    let hierarchy = try source.read { db in try PathHierarchy(tree: .paths(in: "files", column: "path"), db) }
    let copyPath = directory.appendingPathComponent("copy.sqlite").path
    let feed = LabelFeed(location: LabelIndex.location(skeleton: copyPath))
    defer { feed.abandon() }
    _ = try #require(try hierarchy.buildCopy(from: source, location: copyPath, stamp: "s", labels: feed) { _ in true })
    try DatabaseQueue(path: copyPath).read { db in
      let wrong = try Row.fetchAll(db, sql: """
        SELECT p.key, p.childCount, (SELECT count(*) FROM nodes AS c WHERE c.parent = p.key) AS n
        FROM nodes AS p WHERE p.childCount IS NOT n
        """)
      #expect(wrong.isEmpty)
      let counted = try Row.fetchAll(db, sql: "SELECT key, childCount FROM nodes WHERE childCount > 0")
      #expect(Dictionary(uniqueKeysWithValues: counted.map { ($0[0] as String, $0[1] as Int) }) == children)
    }
  }
}
