/// Fields written as RFC 4180 has them: a field holding a comma, a quote or a line break
/// is quoted, its quotes doubled. Lines end in LF, as the shell's tools read them (every
/// CSV reader takes it).
enum CSVText {
  static func line(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\n"
  }

  static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
