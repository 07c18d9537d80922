/// Stored text made to break a screen: every C0/C1 control, escape sequences, bidi overrides, zero-width
/// and combining runs, ZWJ emoji, flags, VS16, CJK, a 100 KB line.
package enum HostileText {
  package static let names: [String] = {
    var names = (0..<0x20).map { "c0 \(String(UnicodeScalar(UInt8($0))))x" }
    names += (0x80..<0xA0).map { "c1 \(String(UnicodeScalar(UInt32($0))!))x" }
    names += [
      "\u{1B}[2J\u{1B}[H cleared?", "\u{1B}]0;title\u{07} osc", "\u{1B}P+q\u{1B}\\ dcs",
      "\u{202E}desrever\u{202C} bidi",
      "zero\u{200B}width\u{FEFF}", "Z" + String(repeating: "\u{0336}", count: 60), "👨‍👩‍👧‍👦 family", "🇫🇷🇩🇪 flags",
      "❤️ vs16 ☺ bare", "日本語のテキスト", "한국어 텍스트", "mixed 👍🏽 é\u{301}", String(repeating: "long ", count: 20_000),
    ]
    return names
  }()
}
