import ArborDB
import GRDB

/// The reads behind the tree, each bounded by what is on screen.
enum TreeQueries {
  static func categoryCount(parent: Int?, _ db: Database) throws -> Int {
    try Category.children(of: parent).count().fetchOne(db) ?? 0
  }

  static func itemCount(category: Int?, _ db: Database) throws -> Int {
    guard let category else { return 0 }
    return try Item.where { $0.categoryID.eq(category) }.count().fetchOne(db) ?? 0
  }

  @Selection
  struct CategoryRow {
    let id: Int
    let name: String
    let subcategories: Int
    let items: Int
  }

  /// A category's row with its child counts.
  private static func counted(_ category: Category.TableColumns) -> CategoryRow.Columns {
    CategoryRow.Columns(
      id: category.id, name: category.name,
      subcategories: #sql(
        "(SELECT count(*) FROM \"categories\" AS \"c\" WHERE \"c\".\"parentID\" = \(category.id))", as: Int.self),
      items: #sql("(SELECT count(*) FROM \"items\" AS \"i\" WHERE \"i\".\"categoryID\" = \(category.id))", as: Int.self)
    )
  }

  /// Children `offset..<offset+limit` of a category in sibling order, with child counts.
  static func categories(parent: Int?, offset: Int, limit: Int, _ db: Database) throws -> [CategoryRow] {
    try Category.children(of: parent)
      .order { ($0.position, $0.id) }
      .limit(limit, offset: offset)
      .select(counted)
      .fetchAll(db)
  }

  /// The categories `ids`, in that order, with child counts (the roots of cycles).
  static func categories(ids: [Int], _ db: Database) throws -> [CategoryRow] {
    guard !ids.isEmpty else { return [] }
    let found = try Category.where { $0.id.in(ids) }
      .select(counted)
      .fetchAll(db)
    let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return ids.compactMap { byID[$0] }
  }

  @Selection
  struct ItemRow {
    let id: Int
    let title: String
    let status: Status
    let priority: Priority
  }

  static func items(category: Int, offset: Int, limit: Int, _ db: Database) throws -> [ItemRow] {
    try Item.where { $0.categoryID.eq(category) }
      .order { ($0.title, $0.id) }
      .limit(limit, offset: offset)
      .select { ItemRow.Columns(id: $0.id, title: $0.title, status: $0.status, priority: $0.priority) }
      .fetchAll(db)
  }

  /// A category's index among its siblings (the order `categories` uses).
  static func siblingIndex(of category: Category, _ db: Database) throws -> Int {
    let position = category.position
    let id = category.id
    return try Category.children(of: category.parentID)
      .where { $0.position.lt(position) || ($0.position.eq(position) && $0.id.lt(id)) }
      .count().fetchOne(db) ?? 0
  }

  /// An item's index among its category's children (subcategories come first).
  static func siblingIndex(of item: Item, _ db: Database) throws -> Int {
    let title = item.title
    let id = item.id
    let categories = try categoryCount(parent: item.categoryID, db)
    let before =
      try Item.where {
        $0.categoryID.eq(item.categoryID) && ($0.title.lt(title) || ($0.title.eq(title) && $0.id.lt(id)))
      }.count().fetchOne(db) ?? 0
    return categories + before
  }

  /// The chain of categories from a root down to `categoryID` (inclusive), by a
  /// recursive query upwards.
  /// `stop`: a category shown as a root though it has a parent (one of a cycle).
  static func ancestry(of categoryID: Int, _ db: Database, stop: (Int) -> Bool = { _ in false }) throws -> [Category] {
    chain(from: categoryID, in: try ancestors(of: [categoryID], db), parent: \.parentID, stop: stop)
  }

  /// Every category on the way up from `categoryIDs` to their roots, by id: one recursive
  /// query for any number of starting points (a page of search hits).
  static func ancestors(of categoryIDs: [Int], _ db: Database) throws -> [Int: Category] {
    guard !categoryIDs.isEmpty else { return [:] }
    let rows = try With {
      Category.where { $0.id.in(categoryIDs) }
    } recursiveUnion: { cte in
      Category.all.join(cte) { $0.id.eq($1.parentID) }.select { $0 }
    } query: { cte in
      cte.order(by: \.id)
    }.fetchAll(db)
    var byID: [Int: Category] = [:]
    for category in rows { byID[category.id] = category }
    return byID
  }

  /// The chain root → `categoryID` from a map made by `ancestors`. The recursive query
  /// yields rows in no promised order, so the chain is linked up by parent here; a cycle
  /// (only a hand-edited file could hold one) ends the walk.
  static func chain(from categoryID: Int, in byID: [Int: Category]) -> [Category] {
    chain(from: categoryID, in: byID, parent: \.parentID)
  }

  /// Links rows up by their parent from `id` and returns them root first; stops at a
  /// missing parent, a cycle, or after a row for which `stop` is true.
  static func chain<Row>(
    from id: Int, in byID: [Int: Row], parent: (Row) -> Int?, stop: (Int) -> Bool = { _ in false }
  ) -> [Row] {
    var path: [Row] = []
    var next: Int? = id
    var seen = Set<Int>()
    while let current = next, let row = byID[current], seen.insert(current).inserted {
      path.append(row)
      next = stop(current) ? nil : parent(row)
    }
    return path.reversed()
  }

  /// A category on the way from a root down to a node.
  struct CategoryStep {
    let id: Int
    let parentID: Int?
    /// Its index among its siblings (the order `categories` uses).
    let index: Int
    let subcategories: Int
    let items: Int
  }

  /// The categories from a root down to `categoryID` (inclusive), each with its place
  /// among its siblings and its child counts: one recursive statement for any depth.
  /// UNION ends a cycle (only a hand-edited file could hold one); `chain` orders the rows.
  static func pathSteps(to categoryID: Int, _ db: Database, stop: (Int) -> Bool = { _ in false }) throws
    -> [CategoryStep]
  {
    let rows = try db.recordedRows(
      """
      WITH RECURSIVE "up"("id", "parentID", "position") AS (
        SELECT "id", "parentID", "position" FROM "categories" WHERE "id" = \(bind: categoryID)
        UNION
        SELECT "c"."id", "c"."parentID", "c"."position" FROM "categories" AS "c" JOIN "up" ON "c"."id" = "up"."parentID"
      )
      SELECT "up"."id", "up"."parentID",
        (SELECT count(*) FROM "categories" AS "s" WHERE "s"."parentID" IS "up"."parentID"
           AND ("s"."position" < "up"."position" OR ("s"."position" = "up"."position" AND "s"."id" < "up"."id"))),
        (SELECT count(*) FROM "categories" AS "k" WHERE "k"."parentID" = "up"."id"),
        (SELECT count(*) FROM "items" AS "i" WHERE "i"."categoryID" = "up"."id")
      FROM "up"
      """)
    var byID: [Int: CategoryStep] = [:]
    for row in rows {
      let step = CategoryStep(
        id: try row.decode(atIndex: 0), parentID: try row.decode(atIndex: 1), index: try row.decode(atIndex: 2),
        subcategories: try row.decode(atIndex: 3), items: try row.decode(atIndex: 4))
      byID[step.id] = step
    }
    return chain(from: categoryID, in: byID, parent: \.parentID, stop: stop)
  }

  /// Child counts by category id, for opening the categories of a path.
  static func counts(of steps: [CategoryStep]) -> [Int: (Int, Int)] {
    Dictionary(steps.map { ($0.id, ($0.subcategories, $0.items)) }, uniquingKeysWith: { first, _ in first })
  }
}
