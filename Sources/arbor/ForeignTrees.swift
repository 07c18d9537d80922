import ArborApp
import ArborCore
import Foundation

/// The trees of another program's file for the screen's tree chooser, and the side-car
/// keeper of the one shown (a new tree gets its own; the old one stops).
final class ForeignTrees: TreeAlternatives {
  let database: AppDatabase
  let path: String
  let choices: TreeChoices
  let cacheDirectory: String
  let wake: @Sendable () -> Void
  private(set) var shown: ForeignTree
  private var candidates: [ForeignTree] = []
  private var keeper: SkeletonKeeper?

  init(
    database: AppDatabase, path: String, shown: any ForeignTreeHierarchy, choices: TreeChoices, cacheDirectory: String,
    wake: @escaping @Sendable () -> Void
  ) throws {
    self.database = database
    self.path = path
    self.choices = choices
    self.cacheDirectory = cacheDirectory
    self.wake = wake
    self.shown = shown.tree
    keeper = try Self.keeper(for: shown, database: database, directory: cacheDirectory, wake: wake)
  }

  /// A side-car keeper for a large tree (nil for one read directly).
  private static func keeper(
    for hierarchy: any ForeignTreeHierarchy, database: AppDatabase, directory: String, wake: @escaping @Sendable () -> Void
  ) throws -> SkeletonKeeper? {
    try SkeletonKeeper.start(hierarchy: hierarchy, database: database, directory: directory, notify: wake)
  }

  func stop() {
    keeper?.stop()
  }

  func list() throws -> [TreeAlternative] {
    let found = try database.read { db in try TreeDetector.candidates(db, exactCounts: false) }
    // The tree shown stays on the list even when detection would not have found it.
    candidates = found.map(\.tree)
    if !candidates.contains(shown) { candidates.insert(shown, at: 0) }
    let rows = Dictionary(found.map { ($0.tree, $0.rows) }, uniquingKeysWith: { first, _ in first })
    return candidates.map { tree in
      var detail: [String] = []
      if let count = rows[tree] { detail.append(count >= 100_000 ? "100,000+ rows" : "\(count) rows") }
      detail.append("label " + (tree.label ?? "(key)"))
      detail.append("order " + (tree.order ?? "(by label)"))
      return TreeAlternative(title: "\(tree.table) by \(tree.parent)", detail: detail.joined(separator: ", "), isShown: tree == shown)
    }
  }

  func open(_ index: Int) throws -> (hierarchy: any Hierarchy, notice: String) {
    guard candidates.indices.contains(index) else { throw OpenError(description: "that tree is no longer listed") }
    let (hierarchy, notice) = try ForeignFile.choose(database, path: path, requested: candidates[index], choices: choices)
    keeper?.stop()
    keeper = try Self.keeper(for: hierarchy, database: database, directory: cacheDirectory, wake: wake)
    shown = hierarchy.tree
    return (hierarchy, notice)
  }
}
