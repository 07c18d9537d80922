import ArborCore

/// Each shape's columns by name, as optionals, for the tests' expectations only (the
/// product reads a tree's shape through its kind, `ForeignTree.Shape.kind`). Setting one
/// changes the shape's column where the shape has it, or makes the tree that shape.
extension ForeignTree {
  /// The parent column (parent-column and link trees); "" for the other shapes.
  package var parent: String {
    get {
      switch shape {
      case .parentColumn(let parent, _), .links(_, _, let parent): parent
      default: ""
      }
    }
    set {
      switch shape {
      case .parentColumn(_, let roots): shape = .parentColumn(parent: newValue, roots: roots)
      case .links(let tables, let child, _): shape = .links(tables: tables, child: child, parent: newValue)
      default: break
      }
    }
  }

  package var roots: [String]? {
    get {
      if case .parentColumn(_, let roots) = shape { return roots }
      return nil
    }
    set {
      if case .parentColumn(let parent, _) = shape { shape = .parentColumn(parent: parent, roots: newValue) }
    }
  }

  package var links: [String]? {
    get {
      if case .links(let tables, _, _) = shape { return tables }
      return nil
    }
    set {
      if let newValue {
        shape = .links(tables: newValue, child: child ?? "", parent: parent)
      } else if case .links(_, _, let parent) = shape {
        shape = .parentColumn(parent: parent, roots: nil)
      }
    }
  }

  package var child: String? {
    get {
      if case .links(_, let child, _) = shape { return child }
      return nil
    }
    set {
      if case .links(let tables, _, let parent) = shape, let newValue {
        shape = .links(tables: tables, child: newValue, parent: parent)
      }
    }
  }

  package var path: String? {
    get {
      if case .paths(let column, _) = shape { return column }
      return nil
    }
    set {
      guard let newValue else { return }
      if case .paths(_, let rule) = shape {
        shape = .paths(column: newValue, rule: rule)
      } else {
        shape = .paths(column: newValue, rule: .separator("/"))
      }
    }
  }

  /// A path tree's separator; nil when its levels are steps, or for another shape.
  /// Setting nil changes nothing (set `step` instead).
  package var separator: String? {
    get {
      if case .paths(_, .separator(let separator)) = shape { return separator }
      return nil
    }
    set {
      if case .paths(let column, _) = shape, let newValue { shape = .paths(column: column, rule: .separator(newValue)) }
    }
  }

  package var step: Int? {
    get {
      if case .paths(_, .step(let width)) = shape { return width }
      return nil
    }
    set {
      if case .paths(let column, _) = shape, let newValue { shape = .paths(column: column, rule: .step(newValue)) }
    }
  }

  /// A nested set's left and right columns.
  package var nested: [String]? {
    if case .nestedSets(let left, let right, _) = shape { return [left, right] }
    return nil
  }

  package var treeID: String? {
    if case .nestedSets(_, _, let treeID) = shape { return treeID }
    return nil
  }

  /// The closure table.
  package var closure: String? {
    if case .closure(let closure, _, _, _) = shape { return closure }
    return nil
  }

  package var ancestor: String? {
    if case .closure(_, let ancestor, _, _) = shape { return ancestor }
    return nil
  }

  package var descendant: String? {
    if case .closure(_, _, let descendant, _) = shape { return descendant }
    return nil
  }

  package var depth: String? {
    get {
      if case .closure(_, _, _, let depth) = shape { return depth }
      return nil
    }
    set {
      if case .closure(let closure, let ancestor, let descendant, _) = shape {
        shape = .closure(table: closure, ancestor: ancestor, descendant: descendant, depth: newValue)
      }
    }
  }
}
