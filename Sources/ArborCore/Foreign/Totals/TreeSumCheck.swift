import ArborDB
import GRDB

extension ForeignSchema {
  /// A `--sum` must compile as one expression over the table's row `x` and give numbers:
  /// text that is not a number (a name column given by mistake) or a blob is refused at
  /// the option, with the row that shows it, instead of adding up as zeros. The first
  /// 1,000 rows are looked at (a check of every row would read the whole table before
  /// the tree shows; the copy reads the rest).
  /// Every sum of `requested` checked as `checkSum` does, onto the tree `resolved`.
  static func checkSums(of requested: ForeignTree, into resolved: inout ForeignTree, table: String, _ db: Database)
    throws
  {
    resolved.sum = try checkSum(requested.sum, table: table, db)
    resolved.moreSums = try requested.moreSums?.map { try checkSum($0, table: table, db) ?? $0 }
  }

  static func checkSum(_ sum: TreeSum?, table: String, _ db: Database) throws -> TreeSum? {
    guard let sum else { return nil }
    let wrong: Row?
    do {
      try compile(sum.expression, table: table, db)
      // Compiled just now as one value over `x`: `sum.sql` is the person's own expression.
      wrong = try Row.fetchOne(
        db,
        """
        SELECT v, typeof(v) FROM (SELECT (\(sum.sql)) AS v FROM \(quote: table) AS x LIMIT 1000)
        WHERE typeof(v) = 'blob' OR (typeof(v) = 'text' AND trim(v) NOT GLOB '[-+0-9.]*')
        LIMIT 1
        """)
    } catch {
      throw OpenError(
        description:
          "--sum \(sum.option): not an SQL expression over “\(table)”'s rows (\(ForeignSchema.message(error)))")
    }
    if let wrong {
      let kind: String = wrong[1]
      let shown = kind == "blob" ? "a blob" : "the text “\(String((wrong[0] as String? ?? "").prefix(40)))”"
      throw OpenError(description: "--sum \(sum.option): the values must be numbers, and one is \(shown)")
    }
    return sum
  }
}
