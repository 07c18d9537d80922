import GRDB

/// A link of the chain from a node up to its root, as the file or its copy gives it: the
/// node's key, its parent's (NULL at a root), its label, and whether it ends the chain.
typealias TreeLink = (key: DatabaseValue, parent: DatabaseValue, label: String, isRoot: Bool)

enum TreeLinks {
  /// Links `key`'s chain up from links by key, node first; nil when it does not reach a
  /// root (it runs into a cycle, or a link is missing).
  static func chain(from key: DatabaseValue, in byKey: [DatabaseValue: TreeLink]) -> [TreeLink]? {
    var chain: [TreeLink] = []
    var seen = Set<DatabaseValue>()
    var next: DatabaseValue? = key
    while let current = next, let link = byKey[current], seen.insert(current).inserted {
      chain.append(link)
      next = link.isRoot ? nil : link.parent
    }
    return chain.last?.isRoot == true ? chain : nil
  }
}
