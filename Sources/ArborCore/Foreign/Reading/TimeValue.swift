import Foundation

/// A number that a column's name says is a time, read as one: seconds, milliseconds,
/// microseconds or nanoseconds since 1970 (told apart by size: CherryTree's `ts_creation`,
/// Firefox's `dateAdded` in µs, Joplin's `created_time` in ms), or an SQLite Julian day.
/// The details show the local date beside the number; the number stays as stored.
enum TimeValue {
  /// Words in a column name that say it holds a time.
  static let nameHints = [
    "time", "date", "created", "modified", "updated", "added", "stamp", "visit", "expire", "when",
  ]

  static func saysTime(_ column: String) -> Bool {
    let name = column.lowercased()
    if nameHints.contains(where: name.contains) { return true }
    // `ts`, `ts_creation`, `mtime`-like short names, and camelCase `…At` (`createdAt`).
    let words = name.split(whereSeparator: { !$0.isLetter })
    if words.contains(where: { ["ts", "at", "mtime", "ctime", "atime"].contains($0) }) { return true }
    return column.hasSuffix("At") && column.count > 2
  }

  /// The local date and time `number` stands for in a column called `column`, or nil when
  /// the name does not say time or the number is no plausible date (1973 to 5138).
  static func reading(_ number: Double, column: String) -> String? {
    guard number.isFinite, saysTime(column) else { return nil }
    let magnitude = abs(number)
    let seconds: Double
    switch magnitude {
    case 2_400_000..<2_600_000: seconds = (number - 2_440_587.5) * 86_400  // a Julian day
    case 1e8..<1e11: seconds = number
    case 1e11..<1e14: seconds = number / 1_000
    case 1e14..<1e17: seconds = number / 1_000_000
    case 1e17..<1e20: seconds = number / 1_000_000_000
    default: return nil
    }
    return DateText.seconds(Date(timeIntervalSince1970: seconds))
  }
}
