/// A tree is saved (`TreeChoices`, what detection found) as one flat object of its
/// columns, as before its shape was a value: `{"table", "parent", "path", "separator",
/// …}`. Choices saved by any version read back; the shape is told by which keys are there.
extension ForeignTree: Codable {
  private enum Key: String, CodingKey {
    case table, id, parent, label, order, links, child, path, separator, step, nested, treeID, closure, ancestor
    case descendant, depth, roots, sum, moreSums
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: Key.self)
    func text(_ key: Key) throws -> String? { try values.decodeIfPresent(String.self, forKey: key) }
    let parent = try text(.parent) ?? ""
    let shape: Shape
    if let path = try text(.path) {
      let step = try values.decodeIfPresent(Int.self, forKey: .step)
      let separator = try text(.separator) ?? "/"
      shape = .paths(column: path, rule: step.map { .step($0) } ?? .separator(separator))
    } else if let nested = try values.decodeIfPresent([String].self, forKey: .nested), nested.count == 2 {
      shape = .nestedSets(left: nested[0], right: nested[1], treeID: try text(.treeID))
    } else if let closure = try text(.closure) {
      shape = .closure(
        table: closure, ancestor: try text(.ancestor) ?? "", descendant: try text(.descendant) ?? "",
        depth: try text(.depth))
    } else if let links = try values.decodeIfPresent([String].self, forKey: .links) {
      shape = .links(tables: links, child: try text(.child) ?? "", parent: parent)
    } else {
      shape = .parentColumn(parent: parent, roots: try values.decodeIfPresent([String].self, forKey: .roots))
    }
    self.init(
      table: try values.decode(String.self, forKey: .table), id: try text(.id), label: try text(.label),
      order: try text(.order), shape: shape)
    sum = try values.decodeIfPresent(TreeSum.self, forKey: .sum)
    moreSums = try values.decodeIfPresent([TreeSum].self, forKey: .moreSums)
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: Key.self)
    try values.encode(table, forKey: .table)
    try values.encodeIfPresent(id, forKey: .id)
    try values.encodeIfPresent(label, forKey: .label)
    try values.encodeIfPresent(order, forKey: .order)
    try values.encodeIfPresent(sum, forKey: .sum)
    try values.encodeIfPresent(moreSums, forKey: .moreSums)
    switch shape {
    case .parentColumn(let parent, let roots):
      try values.encode(parent, forKey: .parent)
      try values.encodeIfPresent(roots, forKey: .roots)
    case .links(let tables, let child, let parent):
      try values.encode(parent, forKey: .parent)
      try values.encode(tables, forKey: .links)
      try values.encode(child, forKey: .child)
    case .paths(let column, let rule):
      try values.encode(column, forKey: .path)
      switch rule {
      case .separator(let separator): try values.encode(separator, forKey: .separator)
      case .step(let width): try values.encode(width, forKey: .step)
      }
    case .nestedSets(let left, let right, let treeID):
      try values.encode([left, right], forKey: .nested)
      try values.encodeIfPresent(treeID, forKey: .treeID)
    case .closure(let closure, let ancestor, let descendant, let depth):
      try values.encode(closure, forKey: .closure)
      try values.encode(ancestor, forKey: .ancestor)
      try values.encode(descendant, forKey: .descendant)
      try values.encodeIfPresent(depth, forKey: .depth)
    }
  }
}
