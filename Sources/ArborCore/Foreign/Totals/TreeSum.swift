import ArborDB
import Foundation

/// What is added up over every subtree (`--sum [NAME=]EXPR`): an SQL expression over a
/// row of the tree's table (`x`; a column, arithmetic, a subquery into other tables —
/// an account's balance from its splits), and the name it is shown under. A row's value
/// is its own; a node's total is its own value and every descendant's.
public struct TreeSum: Hashable, Sendable, Codable {
  public var name: String
  public var expression: String
  /// Whether a row's value is already its subtree's total, stored by the other program (a
  /// directory row carrying the bytes of everything under it): shown as stored, not
  /// added up again. Nil: found out from the values (`SubtreeTotals.looksStored`).
  public var stored: Bool?

  public init(name: String, expression: String, stored: Bool? = nil) {
    self.name = name
    self.expression = expression
    self.stored = stored
  }

  /// `size=sz` or `sz`: a name before `=` when it is a plain word (`CASE WHEN a = 1 …` and
  /// `a == b` are expressions); otherwise the expression names itself.
  public init?(option: String) {
    let text = option.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return nil }
    if let equals = text.firstIndex(of: "="), text[text.index(after: equals)...].first != "=" {
      let name = String(text[..<equals])
      let expression = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if Self.isWord(name), !expression.isEmpty {
        self.init(name: name, expression: expression)
        return
      }
    }
    self.init(name: Self.isWord(text) ? text : "sum", expression: text)
  }

  private static func isWord(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else {
      return false
    }
    return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
  }

  /// As typed after `--sum`.
  public var option: String { name == expression ? expression : name + "=" + expression }

  /// As typed on the command line: `--sum` and, when decided there, `--totals`.
  public var options: [String] {
    ["--sum", option] + (stored.map { ["--totals", $0 ? "stored" : "added"] } ?? [])
  }

  /// Whether the values are bytes, shown in KiB, MiB…: the name says so (`size`, `sz`,
  /// `bytes`, `filesize`, `total_size`).
  public var isBytes: Bool {
    let words = name.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
    return words.contains { ["sz", "size", "bytes", "filesize", "bytesize"].contains($0) }
  }

  /// A row's own value as the copy keeps it, an SQL expression over `x`: a number (text
  /// holding one is read as it, as SQLite's arithmetic does), NULL for none; `NULL`
  /// without a sum.
  static func value(of sum: TreeSum?) -> QueryFragment {
    sum.map { "((\($0.sql)) + 0)" } ?? "NULL"
  }

  /// Each sum's own value, as `value(of:)`, one column each in order; `NULL` (one
  /// column) without sums.
  static func values(of sums: [TreeSum]) -> QueryFragment {
    sums.isEmpty ? "NULL" : sums.map { value(of: $0) }.joined(separator: ", ")
  }

  /// The expression as SQL: the person's own, given with `--sum` and checked to compile
  /// as one value over a row `x` (`TreeSumCheck`) before any query holds it.
  var sql: QueryFragment { QueryFragment(expression) }

  /// `ownColumn(index)` as SQL names it (the copy's own column).
  static func own(_ index: Int) -> QueryFragment { QueryFragment(ownColumn(index)) }

  /// `totalsTable(index)` as SQL names it (the copy's own table).
  static func totals(_ index: Int) -> QueryFragment { QueryFragment(totalsTable(index)) }

  /// The copy's column of sum `index`'s own values: `own`, then `own2`, `own3`…
  static func ownColumn(_ index: Int) -> String { index == 0 ? "own" : "own\(index + 1)" }

  /// The copy's table of sum `index`'s totals: `totals` (which also holds each node's
  /// parent and descendants), then `totals2 (seq, total)`, `totals3`…
  static func totalsTable(_ index: Int) -> String { index == 0 ? "totals" : "totals\(index + 1)" }

  /// The columns after `own` in a copy's `nodes` for `count` sums (", own2, own3").
  static func moreOwnColumns(_ count: Int) -> QueryFragment {
    // The copy's own column names, made here: SQL as they stand.
    QueryFragment(count < 2 ? "" : (1..<count).map { ", " + ownColumn($0) }.joined())
  }

  /// An archive's bytes (`sqlar`): the uncompressed size of its regular files; a
  /// directory's row and a symbolic link (`sz` = -1) are not bytes.
  static let archiveBytes = TreeSum(name: "size", expression: "CASE WHEN (x.mode & 61440) = 32768 THEN x.sz END")
}
