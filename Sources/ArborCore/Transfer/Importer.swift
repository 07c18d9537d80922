import ArborDB
import Foundation

/// Writes an `ImportTree` into the database in one transaction: all of it or nothing.
public enum Importer {
  /// Imports under `parentID` (nil: as new roots), after the existing children.
  /// `progress` is called with (done, total) every few thousand rows.
  @discardableResult
  public static func run(
    _ tree: ImportTree, into parentID: Int? = nil, database: AppDatabase,
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws -> Int {
    let total = tree.count
    return try database.write { db in
      if let parentID, try Category.find(parentID).fetchOne(db) == nil {
        throw ImportError("there is no category \(parentID) to import into")
      }
      var ids: [Int] = []
      ids.reserveCapacity(tree.nodes.count)
      var nextPosition: [Int?: Int] = [:]
      var tagIDs: [String: Int] = [:]
      var done = 0
      let now = Timestamps.now()
      func position(under parent: Int?) throws -> Int {
        if let next = nextPosition[parent] {
          nextPosition[parent] = next + 1
          return next
        }
        let next = try Category.nextPosition(under: parent, db)
        nextPosition[parent] = next + 1
        return next
      }
      for node in tree.nodes {
        let parent = node.parent.map { ids[$0] } ?? parentID
        let draft = Category.Draft(
          parentID: parent, name: node.name, notes: node.notes, position: try position(under: parent), timestamps: now)
        let id = try Category.insert { draft }.returning(\.id).fetchOne(db) ?? 0
        ids.append(id)
        for item in node.items {
          let itemDraft = Item.Draft(
            categoryID: id, title: item.title, notes: item.notes, priority: item.priority, status: item.status,
            dueDate: item.dueDate, timestamps: now)
          let itemID = try Item.insert { itemDraft }.returning(\.id).fetchOne(db) ?? 0
          for name in item.tags {
            let key = name.lowercased()
            let tagID = try tagIDs[key] ?? Tag.id(named: name, db)
            tagIDs[key] = tagID
            try ItemTag.insert(or: .ignore) { ItemTag(itemID: itemID, tagID: tagID) }.execute(db)
          }
          for kind in item.attachments {
            try Attachment.insert { Attachment.Draft(itemID: itemID, kind: kind) }.execute(db)
          }
          done += 1
        }
        done += 1
        if done % 5000 < 1 + node.items.count { progress(done, total) }
      }
      progress(total, total)
      return ids.count
    }
  }
}
