import Foundation

/// A tree being imported, flat: every node names its parent's index, and parents come
/// before their children. Flat so that a file a hundred thousand levels deep is walked
/// with loops, not recursion that would overflow the stack.
public struct ImportTree: Hashable, Sendable {
  public struct Node: Hashable, Sendable {
    /// Index of the parent node, nil for a root.
    public var parent: Int?
    public var name: String
    public var notes: String
    public var items: [ImportItem]

    public init(parent: Int?, name: String, notes: String = "", items: [ImportItem] = []) {
      self.parent = parent
      self.name = name
      self.notes = notes
      self.items = items
    }
  }

  public private(set) var nodes: [Node] = []

  public init() {}

  /// Adds a node under `parent` (an index already added); returns its index.
  @discardableResult
  public mutating func add(_ node: Node) -> Int {
    precondition(node.parent.map { $0 < nodes.count } ?? true, "parents come first")
    nodes.append(node)
    return nodes.count - 1
  }

  public mutating func addItem(_ item: ImportItem, to node: Int) {
    nodes[node].items.append(item)
  }

  /// Categories and items.
  public var count: Int { nodes.count + nodes.reduce(0) { $0 + $1.items.count } }
}

public struct ImportItem: Hashable, Sendable {
  public var title: String
  public var notes: String
  public var priority: Priority
  public var status: Status
  public var dueDate: Date?
  public var tags: [String]
  public var attachments: [Attachment.Kind]

  public init(
    title: String, notes: String = "", priority: Priority = .normal, status: Status = .todo, dueDate: Date? = nil,
    tags: [String] = [], attachments: [Attachment.Kind] = []
  ) {
    self.title = title
    self.notes = notes
    self.priority = priority
    self.status = status
    self.dueDate = dueDate
    self.tags = tags
    self.attachments = attachments
  }
}

/// A file that cannot be imported, with where and why.
public struct ImportError: Error, CustomStringConvertible, Equatable {
  public var problems: [String]

  public init(_ problems: [String]) { self.problems = problems }
  public init(_ problem: String) { self.problems = [problem] }

  public var description: String {
    let shown = problems.prefix(20).joined(separator: "\n")
    let more = problems.count > 20 ? "\n… and \(problems.count - 20) more" : ""
    return shown + more + "\nNothing was imported."
  }
}
