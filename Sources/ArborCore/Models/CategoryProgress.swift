import ArborDB
import Foundation
import GRDB

/// The items under a category, its subcategories' included, by status, and how many of
/// the open ones are past their due date: "7/12 done, 2 overdue".
public struct CategoryProgress: Hashable, Sendable {
  public var todo: Int
  public var doing: Int
  public var done: Int
  public var overdue: Int

  public init(todo: Int, doing: Int, done: Int, overdue: Int) {
    self.todo = todo
    self.doing = doing
    self.done = done
    self.overdue = overdue
  }

  public var items: Int { todo + doing + done }

  /// On a tree row: "7/12 done", and " · 2 overdue" when there are such.
  public var badge: String {
    "\(done)/\(items) done" + (overdue > 0 ? " · \(overdue) overdue" : "")
  }

  /// "7/12 done", with " · 1 doing" and " · 2 overdue" when there are such.
  public var words: String {
    var text = "\(done)/\(items) done"
    if doing > 0 { text += " · \(doing) doing" }
    if overdue > 0 { text += " · \(overdue) overdue" }
    return text
  }

  /// The progress of each of `categories`, as the schema keeps it (`categoryProgress`,
  /// one row a category), and the open items due before `today` (an index of them, each
  /// counted for every category above it). Empty for a file from before those counts
  /// (opened read-only, not upgraded).
  static func of(_ categories: [Int], today: Date, _ db: Database) throws -> [Int: CategoryProgress] {
    guard !categories.isEmpty, try db.tableExists("categoryProgress") else { return [:] }
    var found = try counts(categories, db)
    for (id, count) in try overdue(today: today, among: categories, db) { found[id]?.overdue = count }
    return found
  }

  /// The kept counts by status of each of `categories` (overdue left at 0); the caller has
  /// checked that the file keeps them.
  static func counts(_ categories: [Int], _ db: Database) throws -> [Int: CategoryProgress] {
    var found: [Int: CategoryProgress] = [:]
    for row in try Row.fetchAll(
      db,
      """
      SELECT "categoryID", "todo", "doing", "done" FROM "categoryProgress" \
      WHERE "categoryID" IN (\(QueryFragment.values(categories)))
      """)
    {
      // Decoded with `try`: a damaged file's value is an error, never a trap.
      found[try row.decode(atIndex: 0)] = CategoryProgress(
        todo: try row.decode(atIndex: 1), doing: try row.decode(atIndex: 2), done: try row.decode(atIndex: 3),
        overdue: 0)
    }
    return found
  }

  /// How many open items past their due date each category holds, its subcategories'
  /// included: only categories with some (`among` nil: every category — an export asks
  /// once for all, where a screen asks for a window of rows). Each item's walk up is kept
  /// apart from the others' and ends at a category it has seen (a file whose parents
  /// lead round in a cycle).
  static func overdue(today: Date, among categories: [Int]? = nil, _ db: Database) throws -> [Int: Int] {
    let filter: QueryFragment = categories.map { #"WHERE "id" IN (\#(QueryFragment.values($0)))"# } ?? ""
    var found: [Int: Int] = [:]
    for row in try Row.fetchAll(
      db,
      """
      WITH RECURSIVE "up"("item", "id") AS (
        SELECT "id", "categoryID" FROM "items" WHERE "status" <> 'done' AND "dueDate" IS NOT NULL \
        AND "dueDate" < \(bind: today.iso8601SQLiteText)
        UNION
        SELECT "up"."item", "c"."parentID" FROM "categories" AS "c" JOIN "up" ON "c"."id" = "up"."id" WHERE "c"."parentID" IS NOT NULL
      )
      SELECT "id", count(*) FROM "up" \(filter) GROUP BY "id"
      """)
    {
      found[try row.decode(atIndex: 0)] = try row.decode(atIndex: 1)
    }
    return found
  }
}
