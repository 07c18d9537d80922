import ArborDB
import GRDB

extension ForeignSchema {
  /// Columns of other tables that hold `table`'s keys without a declared foreign key — real
  /// files seldom declare them (Joplin's `notes.parent_id` naming a folder, GnuCash's
  /// `splits.account_guid`): named for the table (`account_guid`, `folder_id`, `bookId`)
  /// or as a parent (`parent_id`), and checked on the data — nearly every sampled value,
  /// 0 and `''` left out, is a key of `table`.
  static func undeclaredReferences(to table: String, key: String?, _ db: Database) throws -> [ForeignReference] {
    let tableColumns = try columns(of: table, db)
    guard let target = try key ?? rowid(of: table, columns: tableColumns, db) else { return [] }
    let names = Self.referringNames(for: table)
    let abbreviations = Self.abbreviations(for: table)
    var found: [ForeignReference] = []
    for other in try tables(db) where other.caseInsensitiveCompare(table) != .orderedSame {
      do {
        found += try undeclaredReferences(
          from: other, to: table, target: target, names: names, abbreviations: abbreviations, db)
      } catch  where !QueryDeadline.isInterruption(error) {
        // A table that cannot be read (a damaged page) refers to nothing; the tree opens.
        continue
      }
    }
    return found
  }

  /// `undeclaredReferences` of one other table.
  private static func undeclaredReferences(
    from other: String, to table: String, target: String, names: Set<String>, abbreviations: Set<String>,
    _ db: Database
  ) throws -> [ForeignReference] {
    let otherColumns = try columns(of: other, db)
    let named = otherColumns.filter { !$0.isPrimaryKey && names.contains(TreeDetector.normalized($0.name)) }
    // Most tables have no such column: nothing more is read of them.
    guard !named.isEmpty else { return [] }
    var found: [ForeignReference] = []
    let otherKey = try singleKey(of: other, columns: otherColumns, db).map(QueryFragment.identifier)
    // A column declared to refer to a table, this one (already among the declared) or
    // another, is that table's.
    let declared = Set(
      try String.fetchAll(db, "SELECT \"from\" FROM pragma_foreign_key_list(\(bind: other))"))
    for column in named where !declared.contains(column.name) {
      let name = TreeDetector.normalized(column.name)
      let share = try TreeDetector.keyShare(
        from: other, column: column.name, into: table, key: .identifier(target), skippingEmpty: true, db)
      // A name of three letters says little (Fossil's `mlink.fid` names a blob, not a
      // file name): every sampled value must be a key.
      guard share >= (abbreviations.contains(name) ? 1 : 0.9) else { continue }
      // A parent column of a tree of its own (small integer keys match both tables).
      if name.hasPrefix("parent"), let otherKey,
        try TreeDetector.keyShare(
          from: other, column: column.name, into: other, key: otherKey, skippingEmpty: true, db) >= 0.5
      {
        continue
      }
      found.append(ForeignReference(table: other, column: column.name, target: target))
    }
    return found
  }

  /// What a column's name says to name a row of `table`: the table's name and its last
  /// word, normalized, each also singular (`accounts` → `account`).
  static func stems(of table: String) -> Set<String> {
    let words = table.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == " " }).map(String.init)
    var stems = Set([TreeDetector.normalized(table)] + (words.last.map { [$0] } ?? []))
    for stem in stems {
      if stem.hasSuffix("ies") { stems.insert(String(stem.dropLast(3)) + "y") }
      if stem.hasSuffix("s") { stems.insert(String(stem.dropLast())) }
    }
    return stems.filter { !$0.isEmpty }
  }

  /// The normalized column names that say "a row of `table`": its name and its last word,
  /// singular or not, followed by id, guid, uuid or key, or only its first letter followed
  /// by id (Anki's `cards.did` names a deck, `cards.nid` a note); and a parent's. A short
  /// name says little, and the data decides (`undeclaredReferences`).
  static func referringNames(for table: String) -> Set<String> {
    var names: Set<String> = ["parentid", "parentguid", "parentuuid", "parentkey"]
    for stem in stems(of: table) {
      for suffix in ["id", "guid", "uuid", "key"] { names.insert(stem + suffix) }
    }
    return names.union(abbreviations(for: table))
  }

  /// The first letter of each of the table's stems followed by `id` (`did` for `decks`).
  static func abbreviations(for table: String) -> Set<String> {
    Set(
      stems(of: table).compactMap { stem in
        guard stem.count > 1, let first = stem.first, first.isLetter else { return nil }
        return String(first) + "id"
      })
  }
}
