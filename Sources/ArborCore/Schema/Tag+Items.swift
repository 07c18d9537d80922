import ArborDB

extension Tag {
  /// The names of an item's tags, alphabetically.
  static func names(ofItem itemID: Int, _ db: Database) throws -> [String] {
    try Tag.join(ItemTag.all) { $0.id.eq($1.tagID) }
      .where { $1.itemID.eq(itemID) }
      .order { tag, _ in tag.name }
      .select { tag, _ in tag.name }
      .fetchAll(db)
  }

  /// The id of the tag called `name` (names compare without case), made if missing.
  static func id(named name: String, _ db: Database) throws -> Int {
    if let existing = try Tag.where({ $0.name.eq(name) }).select(\.id).fetchOne(db) { return existing }
    return try Tag.insert { Tag.Draft(name: name) }.returning(\.id).fetchOne(db) ?? 0
  }
}
