import ArborDB
import GRDB

/// The columns arbor's notes add to a CSV export beyond id, parent and label: what a row
/// is, an item's status, priority, due day and tags, and either's notes — so a CSV of the
/// notes loses nothing `arbor export --json` keeps but attachments.
enum NotesCSVFields {
  static let header = ["kind", "status", "priority", "due", "tags", "notes"]

  /// The fields of `node` (a category or an item), in `header`'s order.
  static func values(of node: NodeID, _ db: Database) throws -> [String] {
    switch node {
    case .category(let id):
      let category = try Category.find(id).fetchOne(db)
      return ["category", "", "", "", "", category?.notes ?? ""]
    case .item(let id):
      guard let item = try Item.find(id).fetchOne(db) else { return ["item", "", "", "", "", ""] }
      return [
        "item", item.status.rawValue, item.priority.label, item.dueDate.map(DateText.day) ?? "",
        try Tag.names(ofItem: id, db).joined(separator: " "), item.notes,
      ]
    case .row:
      return Array(repeating: "", count: header.count)
    }
  }
}
