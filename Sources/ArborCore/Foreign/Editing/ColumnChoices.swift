import ArborDB
import Foundation
import GRDB

/// The values a column of another program's table takes, when they are few: a form offers
/// them to choose from instead of a blank line. From the table's own rule where it has one
/// (`CHECK (kind IN ('a', 'b'))`), else from the values its rows hold when they repeat
/// (GnuCash's `account_type`: ASSET, BANK, EXPENSE…).
enum ColumnChoices {
  /// At most this many values make a choice; more are typed.
  static let most = 16

  /// The choices for `column` of `table`; empty when it has no short list. Numbers are
  /// typed unless the table's rule lists them: the values held are no list of them.
  static func of(_ column: ForeignColumn, in table: String, _ db: Database) throws -> [String] {
    if let allowed = try checked(column.name, in: table, db) { return allowed }
    guard column.mayHoldText else { return [] }
    let column = QueryFragment.identifier(column.name)
    let values = try String.fetchAll(
      db,
      """
      SELECT CAST(v AS TEXT) FROM (SELECT \(column) AS v, count(*) AS n FROM \(quote: table)
        WHERE \(column) IS NOT NULL GROUP BY 1 ORDER BY n DESC, 1 LIMIT \(raw: most + 1))
      """)
    guard (2...most).contains(values.count) else { return [] }
    // Values that repeat are a list to choose from; values each row has its own are not.
    let rows = try Int.fetchOne(db, "SELECT count(*) FROM \(quote: table)") ?? 0
    return rows > values.count ? values.sorted() : []
  }

  /// The quoted words of a `CHECK (column IN ('a', 'b', …))` in the table's statement; nil
  /// when it has none.
  static func checked(_ column: String, in table: String, _ db: Database) throws -> [String]? {
    guard
      let sql = try String.fetchOne(db, "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = \(bind: table)")
    else { return nil }
    let name = NSRegularExpression.escapedPattern(for: column)
    let pattern = #"CHECK\s*\(\s*["`\[]?"# + name + #"["`\]]?\s+IN\s*\(([^)]*)\)"#
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
      let match = expression.firstMatch(in: sql, range: NSRange(sql.startIndex..., in: sql)),
      let list = Range(match.range(at: 1), in: sql)
    else { return nil }
    var values: [String] = []
    var current: String?
    var index = sql[list].startIndex
    let text = sql[list]
    // 'a', 'it''s': quoted literals, doubled quotes inside.
    while index < text.endIndex {
      let character = text[index]
      if character == "'" {
        if current == nil {
          current = ""
        } else if text.index(after: index) < text.endIndex, text[text.index(after: index)] == "'" {
          current?.append("'")
          index = text.index(after: index)
        } else if let value = current {
          values.append(value)
          current = nil
        }
      } else if current != nil {
        current?.append(character)
      }
      index = text.index(after: index)
    }
    return values.isEmpty ? nil : values
  }
}
