import ArborDB

extension Category {
  /// The categories directly under `parent`, or the roots when `parent` is nil
  /// (`parentID = ?` never matches NULL, so roots need `IS NULL`).
  static func children(of parent: Int?) -> Where<Category> {
    parent.map { id in Category.where { $0.parentID.eq(id) } } ?? Category.where { $0.parentID.is(nil) }
  }

  /// The position after the last child of `parent`.
  static func nextPosition(under parent: Int?, _ db: Database) throws -> Int {
    (try children(of: parent).select { $0.position.max() }.fetchOne(db) ?? nil).map { $0 + 1 } ?? 0
  }
}
