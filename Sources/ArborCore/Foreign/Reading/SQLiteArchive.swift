import Foundation

/// SQLite's archive format (`sqlite3 -A`, table `sqlar(name, mode, mtime, sz, data)`):
/// recognised by its columns, its details read as a listing reads them — permissions,
/// time, size; a symbolic link (`sz` = -1) is a link to the text in `data`, not bytes.
enum SQLiteArchive {
  static let columnNames: Set<String> = ["name", "mode", "mtime", "sz", "data"]

  static func isArchive(_ columns: [ForeignColumn]) -> Bool {
    Set(columns.map { $0.name.lowercased() }) == columnNames
  }

  /// The archive's fields in words, each after its stored value.
  static func describe(_ details: inout NodeDetails) {
    let size = number(details, "sz")
    let mode = number(details, "mode")
    for index in details.fields.indices {
      let field = details.fields[index]
      // The number leads the text (a time's reading may follow it).
      guard case .typed(let text, let type, let style) = field.value, let value = Int64(text.prefix { !$0.isWhitespace }) else {
        if field.label == "data", size == -1, case .typed(let text, let type, _) = field.value {
          details.fields[index].value = .typed("link to " + text, type: type, style: nil)
        }
        continue
      }
      switch field.label {
      case "mode": details.fields[index].value = .typed(permissions(value) + "  (" + String(value, radix: 8) + ")", type: type, style: style)
      case "mtime":
        let date = Date(timeIntervalSince1970: TimeInterval(value))
        details.fields[index].value = .typed(DateText.minutes(date) + "  (\(value))", type: type, style: style)
      case "sz":
        let words = value < 0 ? "symbolic link (no bytes)" : (mode.map(isDirectory) == true ? "directory" : bytes(value))
        details.fields[index].value = .typed(words + "  (\(value))", type: type, style: style)
      default: break
      }
    }
  }

  private static func number(_ details: NodeDetails, _ label: String) -> Int64? {
    guard let field = details.fields.first(where: { $0.label == label }), case .typed(let text, _, _) = field.value else { return nil }
    return Int64(text.prefix { !$0.isWhitespace })
  }

  static func isDirectory(_ mode: Int64) -> Bool { mode & 0o170000 == 0o040000 }

  /// `drwxr-xr-x`, as `ls -l` shows a mode.
  static func permissions(_ mode: Int64) -> String {
    let kind: Character
    switch mode & 0o170000 {
    case 0o040000: kind = "d"
    case 0o120000: kind = "l"
    default: kind = "-"
    }
    let letters: [Character] = ["r", "w", "x"]
    var text = String(kind)
    for shift in stride(from: 6, through: 0, by: -3) {
      for (offset, letter) in letters.enumerated() {
        text.append(mode >> Int64(shift + 2 - offset) & 1 == 1 ? letter : "-")
      }
    }
    return text
  }

  /// "2.3 KiB (2400 bytes)": in the units and rounding of the rows' totals (`TotalText`),
  /// so a file's size and its directory's total read alike.
  static func bytes(_ count: Int64) -> String {
    count < 1024 ? "\(count) bytes" : TotalText.value(Double(count), bytes: true) + " (\(count) bytes)"
  }
}
