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

  /// The progress of each of `categories`, from the per-category counts the schema keeps
  /// (`categoryItemCounts`) summed over each one's subtree of categories — never a read of
  /// every item under it — and the open items due before `today` (an index of them).
  /// Empty for a file from before those counts (opened read-only, not upgraded).
  static func of(_ categories: [Int], today: Date, _ db: Database) throws -> [Int: CategoryProgress] {
    guard !categories.isEmpty, try db.tableExists("categoryItemCounts") else { return [:] }
    let marks = placeholders(categories.count)
    var found: [Int: CategoryProgress] = [:]
    for row in try Row.fetchAll(db, sql: """
      WITH RECURSIVE "down"("top", "id") AS (
        SELECT "id", "id" FROM "categories" WHERE "id" IN (\(marks))
        UNION ALL
        SELECT "down"."top", "c"."id" FROM "categories" AS "c" JOIN "down" ON "c"."parentID" = "down"."id"
      )
      SELECT "down"."top", total("k"."todo"), total("k"."doing"), total("k"."done")
      FROM "down" LEFT JOIN "categoryItemCounts" AS "k" ON "k"."categoryID" = "down"."id" GROUP BY "down"."top"
      """, arguments: StatementArguments(categories)) {
      found[row[0]] = CategoryProgress(todo: Int(row[1] as Double), doing: Int(row[2] as Double), done: Int(row[3] as Double), overdue: 0)
    }
    // Each overdue item counts for its category and every one above it.
    for row in try Row.fetchAll(db, sql: """
      WITH RECURSIVE "up"("id") AS (
        SELECT "categoryID" FROM "items" WHERE "status" <> 'done' AND "dueDate" IS NOT NULL AND "dueDate" < ?
        UNION ALL
        SELECT "c"."parentID" FROM "categories" AS "c" JOIN "up" ON "c"."id" = "up"."id" WHERE "c"."parentID" IS NOT NULL
      )
      SELECT "id", count(*) FROM "up" WHERE "id" IN (\(marks)) GROUP BY "id"
      """, arguments: [today.iso8601SQLiteText] + StatementArguments(categories)) {
      let id: Int = row[0]
      found[id]?.overdue = row[1]
    }
    return found
  }
}
