import ArborDB
import Foundation

/// Every edit the app makes, each one user action: one transaction, one undo step.
/// Input is checked first (`EditError` names the field); database failures (a read-only
/// file, a busy lock held too long, a constraint) come out as thrown errors with nothing
/// half-written.
public final class Editor: Sendable {
  public let database: AppDatabase
  public let history: UndoHistory

  /// `beforeCommit` runs inside every edit's transaction, undo and redo too, before it
  /// commits (see `UndoHistory`); throwing rolls the edit back.
  public init(
    database: AppDatabase, beforeCommit: (@Sendable (Database, ClosedRange<Int64>) throws -> Void)? = nil
  ) throws {
    guard let writer = database.writer else { throw OpenError(description: "the database is open read-only") }
    self.database = database
    self.history = try UndoHistory(
      writer: writer, beforeWrite: { [database] in try database.requireSound() }, beforeCommit: beforeCommit)
  }

  static func validName(_ name: String) throws(EditError) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw EditError(field: "name", "A name cannot be empty.") }
    guard !trimmed.contains(where: \.isNewline) else { throw EditError(field: "name", "A name is one line.") }
    return trimmed
  }

  // MARK: Undo

  /// Undoes the last edit; returns what it was, or nil when there is nothing to undo.
  @discardableResult
  public func undo() throws -> String? { try history.undo() }

  /// Redoes the last undone edit; returns what it was, or nil when there is none.
  @discardableResult
  public func redo() throws -> String? { try history.redo() }

  // MARK: Categories

  /// Adds a category under `parent` (nil: a root), after the sibling `after` or last.
  @discardableResult
  public func addCategory(name: String, parent: Int?, after sibling: Int? = nil) throws -> Int {
    let name = try Self.validName(name)
    return try history.perform("add “\(name)”") { db in
      let position: Int
      if let sibling, let anchor = try Category.find(sibling).fetchOne(db) {
        position = anchor.position + 1
        // Make room after the anchor.
        let parentID = anchor.parentID
        let later = Category.children(of: parentID).where { $0.position.gte(position) }
        try later.update { $0.position += 1 }.execute(db)
      } else {
        position = try Category.nextPosition(under: parent, db)
      }
      return try Category.insert {
        Category.Draft(parentID: parent, name: name, notes: "", position: position, timestamps: .now())
      }.returning(\.id).fetchOne(db) ?? 0
    }
  }

  public func renameCategory(_ id: Int, to name: String) throws {
    let name = try Self.validName(name)
    try history.perform("rename to “\(name)”") { db in
      try Self.requireCategory(id, db)
      try Category.find(id).update { $0.name = name }.execute(db)
    }
  }

  public func setNotes(of node: NodeID, to notes: String) throws {
    try history.perform("edit notes") { db in
      switch node {
      case .category(let id):
        try Self.requireCategory(id, db)
        try Category.find(id).update { $0.notes = notes }.execute(db)
      case .item(let id):
        try Self.requireItem(id, db)
        try Item.find(id).update { $0.notes = notes }.execute(db)
      case .row:
        throw EditError(field: "notes", "Only arbor's own notes have notes to edit.")
      }
    }
  }

  /// True when `candidate` is `id` or lies below it (a recursive query down the tree).
  static func isInSubtree(_ candidate: Int, of id: Int, _ db: Database) throws -> Bool {
    let found =
      try With {
        Category.where { $0.id.eq(id) }
      } recursiveUnion: { cte in
        Category.all.join(cte) { $0.parentID.eq($1.id) }.select { $0 }
      } query: { cte in
        cte.where { $0.id.eq(candidate) }.count()
      }.fetchOne(db) ?? 0
    return found > 0
  }

  /// Moves a category (with its subtree) under `newParent` (nil: to the top level), last
  /// among its new siblings. Moving a category under itself or its own descendant is
  /// refused.
  public func moveCategory(_ id: Int, to newParent: Int?) throws {
    try history.perform("move") { db in
      let category = try Self.requireCategory(id, db)
      if let newParent {
        guard try Category.find(newParent).fetchOne(db) != nil else {
          throw EditError(field: "parent", "That category no longer exists.")
        }
        if try Self.isInSubtree(newParent, of: id, db) {
          throw EditError(
            field: "parent", "“\(category.name)” cannot move under itself or one of its own subcategories.")
        }
      }
      guard newParent != category.parentID else { return }
      let position = try Category.nextPosition(under: newParent, db)
      try Category.find(id).update {
        $0.parentID = newParent
        $0.position = position
      }.execute(db)
    }
  }

  public enum Direction: Sendable { case up, down }

  /// Swaps a category with its previous or next sibling; false at either end.
  @discardableResult
  public func reorderCategory(_ id: Int, _ direction: Direction) throws -> Bool {
    try history.perform(direction == .up ? "move up" : "move down") { db -> Bool in
      let category = try Self.requireCategory(id, db)
      let ordered = try Category.children(of: category.parentID).order { ($0.position, $0.id) }.select(\.id).fetchAll(
        db)
      guard let index = ordered.firstIndex(of: id) else { return false }
      let target = direction == .up ? index - 1 : index + 1
      guard ordered.indices.contains(target) else { return false }
      var reordered = ordered
      reordered.swapAt(index, target)
      // Positions may repeat (imports, other writers): number the siblings afresh when
      // the two do not already have distinct positions to swap.
      let neighbour = try Self.requireCategory(ordered[target], db)
      if neighbour.position != category.position {
        try Category.find(id).update { $0.position = neighbour.position }.execute(db)
        try Category.find(neighbour.id).update { $0.position = category.position }.execute(db)
      } else {
        for (position, siblingID) in reordered.enumerated() {
          try Category.find(siblingID).update { $0.position = position }.execute(db)
        }
      }
      return true
    }
  }

  /// What deleting a category takes with it: categories (itself included) and items.
  public func deletionImpact(of id: Int) throws -> (categories: Int, items: Int) {
    try database.read { db in
      let subtree = try With {
        Category.where { $0.id.eq(id) }
      } recursiveUnion: { cte in
        Category.all.join(cte) { $0.parentID.eq($1.id) }.select { $0 }
      } query: { cte in
        cte.select(\.id)
      }.fetchAll(db)
      let items = subtree.isEmpty ? 0 : try Item.where { $0.categoryID.in(subtree) }.count().fetchOne(db) ?? 0
      return (subtree.count, items)
    }
  }

  /// Deletes a category, its subtree and their items (the foreign keys cascade).
  public func deleteCategory(_ id: Int) throws {
    try history.perform("delete") { db in
      let category = try Self.requireCategory(id, db)
      try Category.find(id).delete().execute(db)
      // Close the gap so sibling positions stay dense.
      let parentID = category.parentID
      try Category.children(of: parentID).where { $0.position.gt(category.position) }
        .update { $0.position -= 1 }.execute(db)
    }
  }

  // MARK: Items

  @discardableResult
  public func addItem(in category: Int, title: String) throws -> Int {
    let valid = try ItemFields(title: title).validated()
    return try history.perform("add “\(valid.title)”") { db in
      try Self.requireCategory(category, db)
      return try Item.insert {
        Item.Draft(
          categoryID: category, title: valid.title, notes: "", priority: .normal, status: .todo, dueDate: nil,
          timestamps: .now())
      }.returning(\.id).fetchOne(db) ?? 0
    }
  }

  /// The item's short fields as a form shows them.
  public func fields(of item: Int) throws -> ItemFields? {
    try database.read { db in
      guard let item = try Item.find(item).fetchOne(db) else { return nil }
      let itemID = item.id
      let tags = try Tag.names(ofItem: itemID, db)
      return ItemFields(
        title: item.title, priority: item.priority, status: item.status,
        due: item.dueDate.map(DateText.day) ?? "", tags: tags.joined(separator: ", "))
    }
  }

  public func updateItem(_ id: Int, _ fields: ItemFields) throws {
    let valid = try fields.validated()
    try history.perform("edit “\(valid.title)”") { db in
      try Self.requireItem(id, db)
      try Item.find(id).update {
        $0.title = #bind(valid.title)
        $0.priority = #bind(valid.priority)
        $0.status = #bind(valid.status)
        $0.dueDate = #bind(valid.dueDate)
      }.execute(db)
      try Self.setTags(valid.tags, of: id, db)
    }
  }

  /// Cycles an item's status todo → doing → done → todo.
  public func cycleStatus(of id: Int) throws {
    try history.perform("change status") { db in
      let item = try Self.requireItem(id, db)
      let all = Status.allCases
      let next = all[(all.firstIndex(of: item.status)! + 1) % all.count]
      try Item.find(id).update { $0.status = #bind(next) }.execute(db)
    }
  }

  public func deleteItem(_ id: Int) throws {
    try history.perform("delete item") { db in
      try Self.requireItem(id, db)
      try Item.find(id).delete().execute(db)
    }
  }

  static func setTags(_ names: [String], of item: Int, _ db: Database) throws {
    let ids = try names.map { try Tag.id(named: $0, db) }
    let current = try ItemTag.where { $0.itemID.eq(item) }.select(\.tagID).fetchAll(db)
    let removed = current.filter { !ids.contains($0) }
    if !removed.isEmpty {
      try ItemTag.where { $0.itemID.eq(item) && $0.tagID.in(removed) }.delete().execute(db)
    }
    for id in ids where !current.contains(id) {
      try ItemTag.insert { ItemTag(itemID: item, tagID: id) }.execute(db)
    }
  }

  // MARK: Attachments

  @discardableResult
  public func addAttachment(to item: Int, _ input: AttachmentInput) throws -> Int {
    let kind = try input.validated()
    return try history.perform("add attachment") { db in
      try Self.requireItem(item, db)
      return try Attachment.insert { Attachment.Draft(itemID: item, kind: kind) }.returning(\.id).fetchOne(db) ?? 0
    }
  }

  public func updateAttachment(_ id: Int, _ input: AttachmentInput) throws {
    let kind = try input.validated()
    try history.perform("edit attachment") { db in
      guard try Attachment.find(id).fetchOne(db) != nil else {
        throw EditError(field: "attachment", "That attachment no longer exists.")
      }
      try Attachment.find(id).update { $0.kind = #bind(kind) }.execute(db)
    }
  }

  public func deleteAttachment(_ id: Int) throws {
    try history.perform("delete attachment") { db in
      try Attachment.find(id).delete().execute(db)
    }
  }

  // MARK: Helpers

  @discardableResult
  static func requireCategory(_ id: Int, _ db: Database) throws -> Category {
    guard let category = try Category.find(id).fetchOne(db) else {
      throw EditError(field: "category", "That category no longer exists (deleted elsewhere?).")
    }
    return category
  }

  @discardableResult
  static func requireItem(_ id: Int, _ db: Database) throws -> Item {
    guard let item = try Item.find(id).fetchOne(db) else {
      throw EditError(field: "item", "That item no longer exists (deleted elsewhere?).")
    }
    return item
  }
}
