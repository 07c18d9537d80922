import ArborDB
import CZlib
import Foundation
import GRDB

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
      guard case .typed(let text, let type, let style) = field.value,
        let value = Int64(text.prefix { !$0.isWhitespace })
      else {
        if field.label == "data", size == -1, case .typed(let text, let type, _) = field.value {
          details.fields[index].value = .typed("link to " + text, type: type, style: nil)
        }
        continue
      }
      switch field.label {
      case "mode":
        details.fields[index].value = .typed(
          permissions(value) + "  (" + String(value, radix: 8) + ")", type: type, style: style)
      case "mtime":
        let date = Date(timeIntervalSince1970: TimeInterval(value))
        details.fields[index].value = .typed(DateText.minutes(date) + "  (\(value))", type: type, style: style)
      case "sz":
        let words =
          value < 0 ? "symbolic link (no bytes)" : (mode.map(isDirectory) == true ? "directory" : bytes(value))
        details.fields[index].value = .typed(words + "  (\(value))", type: type, style: style)
      default: break
      }
    }
  }

  private static func number(_ details: NodeDetails, _ label: String) -> Int64? {
    guard let field = details.fields.first(where: { $0.label == label }), case .typed(let text, _, _) = field.value
    else { return nil }
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

  /// How much of a member is read to show its first bytes, and how many are shown.
  static let contentRead = 65_536
  static let contentShown = 4_096
  /// Members larger than this (stored) are not read for a glance at all.
  static let contentLimit: Int64 = 16 << 20

  /// A regular file's first bytes as text, inflated as `sqlite3 -A` stores them (zlib,
  /// or as they are where that saved nothing); nil for a directory, a link, an empty or
  /// binary member, or one too large to glance at.
  static func content(key: DatabaseValue, table: QueryFragment, keyExpression: QueryFragment, _ db: Database) throws
    -> DetailGroup?
  {
    // One read of the row: the prefix only of a regular file small enough to glance at.
    let query: QueryFragment = """
      SELECT mode, sz, length(data), CASE WHEN (mode & 61440) = 32768 AND sz > 0 AND length(data) BETWEEN 1 AND \(bind: contentLimit)
        THEN substr(data, 1, \(raw: contentRead)) END
      FROM \(table) AS x WHERE \(keyExpression) = \(bind: key)
      """
    guard let row = try db.recordedRows(query).first,
      let mode = row[0] as Int64?, mode & 0o170000 == 0o100000,
      let size = row[1] as Int64?, size > 0, let stored = row[2] as Int64?, stored > 0, stored <= contentLimit,
      let prefix = row[3] as Data?
    else { return nil }
    let bytes = stored == size ? Array(prefix.prefix(contentShown)) : inflated(prefix)
    guard let bytes, let text = readableText(bytes) else { return nil }
    let more =
      size > Int64(bytes.count)
      ? "\n… (the first \(TotalText.grouped(Int64(bytes.count))) of \(TotalText.grouped(size)) bytes)" : ""
    return DetailGroup(title: "Content", entries: [.paragraph(text + more)])
  }

  /// The first `contentShown` bytes of a zlib stream (a prefix of it is enough).
  static func inflated(_ data: Data) -> [UInt8]? {
    var output = [UInt8](repeating: 0, count: contentShown)
    var written = 0
    let status = data.withUnsafeBytes { input in
      output.withUnsafeMutableBufferPointer { buffer in
        arbor_inflate_prefix(
          input.bindMemory(to: UInt8.self).baseAddress, input.count, buffer.baseAddress, buffer.count, &written)
      }
    }
    return status == 0 ? Array(output.prefix(written)) : nil
  }

  /// The bytes as text when they read as text: UTF-8 (a character cut at the end
  /// dropped), no NUL, hardly any control characters but line ends and tabs.
  static func readableText(_ bytes: [UInt8]) -> String? {
    var end = bytes.count
    for _ in 0..<4 {
      if let text = String(validating: bytes[..<end], as: UTF8.self) {
        let controls = text.unicodeScalars.filter { $0.value < 0x20 && !["\n", "\r", "\t"].contains($0) }.count
        guard !text.contains("\u{0}"), controls * 100 <= max(1, text.unicodeScalars.count) else { return nil }
        return text
      }
      guard end > 0 else { return nil }
      end -= 1
    }
    return nil
  }
}
