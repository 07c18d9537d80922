import Foundation

/// Quoting for a POSIX shell, for the command lines arbor prints for a person to paste
/// (`arbor trees 'My Books.gnucash'`): each word reads back unchanged.
public enum ShellQuote {
  /// The text itself when it holds only characters no shell treats specially; otherwise
  /// in single quotes, or as `$'…'` with escapes when it holds control characters — a raw
  /// 0x1F (Anki's separator) can neither be seen on a terminal nor pasted.
  public static func word(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || "-_./=:,@%+".unicodeScalars.contains($0)
      }
    if plain { return text }
    guard text.unicodeScalars.contains(where: isControl) else {
      return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    var escaped = "$'"
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "'": escaped += "\\'"
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case _ where isControl(scalar):
        let hex = String(scalar.value, radix: 16)
        escaped += "\\x" + (hex.count == 1 ? "0" + hex : hex)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "'"
  }

  /// The file a suggested command names: its path as a word, or `FILE` for a database
  /// with no path (one in memory, where no command could name it anyway).
  public static func file(_ path: String?) -> String {
    path.map(word) ?? "FILE"
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }
}
