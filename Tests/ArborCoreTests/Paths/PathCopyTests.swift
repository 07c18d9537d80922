import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

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
      try db.execute(
        sql: shape != "scrambled"
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
    let feed = LabelFeed(location: LabelIndex.location(copy: copyPath))
    defer { feed.abandon() }
    let copy = try #require(
      try hierarchy.buildCopy(from: source, location: copyPath, stamp: "s", labels: feed) { _ in true })
    // Every node's count is the number of children the copy lists under it.
    let seqs = try copy.queue.read { db in try Int64.fetchAll(db, sql: "SELECT seq FROM nodes WHERE seq > 0") }
    var counted: [String: Int] = [:]
    for key in try copy.keys(of: seqs).values {
      let count = try copy.childCount(of: key)
      #expect(try copy.children(of: key, in: 0..<10_000).count == count)
      if count > 0 { counted[try #require(String.fromDatabaseValue(key))] = count }
    }
    #expect(counted == children)
  }

  /// The copy keeps each node's level, and its key is made from the levels up to it
  /// (`PathBlockReads`): for separators of several bytes, of a control character, of a
  /// quote, and for fixed-width steps, every key is the levels joined as the file joins
  /// them, every parent the key one level up, every label the level unless the row names
  /// its node otherwise — and no key is stored in a row.
  @Test(arguments: [
    (PathSplitter.Rule.separator("/"), ["a/b/c", "a/b/d", "/a/e/", "f"]),
    (.separator("::"), ["Japanese::Kanji::N5", "Japanese::Kana", "Default"]),
    (.separator("\u{1f}"), ["Japanese\u{1f}Kanji", "Japanese\u{1f}Kana\u{1f}Hiragana"]),
    (.separator("'"), ["it's", "it'll'be", "o'clock"]),
    (.separator("a'b"), ["xa'bya'bz", "xa'bw"]),
    (.step(2), ["0001", "000102", "0002", "00010203"]),
  ])
  func keysAreMadeFromTheLevels(rule: PathSplitter.Rule, paths: [String]) throws {
    let source = try DatabaseQueue()
    try source.write { db in
      try db.execute(sql: "CREATE TABLE files (id INTEGER PRIMARY KEY, path TEXT, name TEXT)")
      for (index, path) in paths.enumerated() {
        // The second row names its node itself.
        try db.execute(
          sql: "INSERT INTO files (path, name) VALUES (?, ?)", arguments: [path, index == 1 ? "named" : nil])
      }
    }
    let splitter = PathSplitter(rule)
    var expected: [String: (parent: String?, label: String)] = [:]
    for path in paths {
      let levels = splitter.segments(path)
      for depth in levels.indices {
        let parent = depth == 0 ? nil : splitter.key(levels[..<depth])
        expected[splitter.key(levels[...depth])] = (parent, String(levels[depth]))
      }
    }
    expected[splitter.key(splitter.segments(paths[1])[...])]?.label = "named"
    var tree = ForeignTree(table: "files", shape: .paths(column: "path", rule: rule))
    tree.label = "name"
    let copy = try source.read { db in try PathHierarchy(tree: tree, db).makeCopy(in: db) }
    let seqs = try copy.queue.read { db in try Int64.fetchAll(db, sql: "SELECT seq FROM nodes WHERE seq > 0") }
    let keys = try copy.keys(of: seqs)
    #expect(keys.count == expected.count)
    for key in keys.values {
      let text = try #require(String.fromDatabaseValue(key))
      let found = try #require(expected[text], "\(text)")
      #expect(try copy.parent(of: key) == .some(found.parent?.databaseValue), "\(text)")
      #expect(try copy.ancestors(of: key).first { $0.key == key }?.label == found.label, "\(text)")
    }
    let columns = try copy.queue.read { db in try db.columns(in: "nodes").map(\.name) }
    #expect(!columns.contains("key"))
  }
}
