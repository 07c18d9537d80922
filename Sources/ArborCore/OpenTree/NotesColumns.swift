import ArborDB
import Foundation
import Synchronization

/// An item's fields shown beside its title in the tree of arbor's notes (`--columns
/// status,due`, or the columns key): told apart at a glance without opening each. The
/// notes' counterpart of another program's chosen columns; categories show none.
public final class NotesColumns: Sendable {
  /// What can be shown, in the order shown.
  public static let choices = ["status", "due", "priority", "tags"]

  private let chosen = Mutex<[String]>([])

  public init() {}

  var shown: [String] { chosen.withLock { $0 } }

  /// Shows `columns` (case aside), in the order of `choices`; an unknown one is refused
  /// in words with the ones there are.
  package func show(_ columns: [String]) throws {
    let wanted = Set(columns.map { $0.lowercased() })
    if let unknown = columns.first(where: { !Self.choices.contains($0.lowercased()) }) {
      throw OpenError(
        description:
          "--columns: an item of arbor's notes has no field “\(unknown)” (it has \(Self.choices.joined(separator: ", ")))"
      )
    }
    chosen.withLock { $0 = Self.choices.filter(wanted.contains) }
  }

  /// The chosen fields of the items among `nodes`, joined by " · " (an empty one left out).
  func text(of nodes: [NodeID], _ database: AppDatabase) -> [NodeID: String] {
    let shown = shown
    let ids = nodes.compactMap { node -> Int? in if case .item(let id) = node { id } else { nil } }
    guard !shown.isEmpty, !ids.isEmpty else { return [:] }
    return
      (try? database.read { db -> [NodeID: String] in
        let items = try Item.where { $0.id.in(ids) }.fetchAll(db)
        var tags: [Int: [String]] = [:]
        if shown.contains("tags") {
          let named = try ItemTag.join(Tag.all) { $0.tagID.eq($1.id) }.where { tag, _ in tag.itemID.in(ids) }
            .order { $1.name }.select { ($0.itemID, $1.name) }.fetchAll(db)
          for (item, tag) in named { tags[item, default: []].append(tag) }
        }
        var found: [NodeID: String] = [:]
        for item in items {
          let values = shown.compactMap { field -> String? in
            switch field {
            case "status": item.status.label
            case "due": item.dueDate.map { "due " + DateText.day($0) }
            case "priority": item.priority == .normal ? nil : item.priority.label
            case "tags": tags[item.id].map { $0.map { "#" + $0 }.joined(separator: " ") }
            default: nil
            }
          }
          if !values.isEmpty { found[.item(item.id)] = values.joined(separator: " · ") }
        }
        return found
      }) ?? [:]
  }
}
