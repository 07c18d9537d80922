import ArborApp
import ArborCore
import ArborDB
import ArborTerminal
import Testing

/// Stored text made to break a screen: every C0/C1 control, escape sequences, bidi
/// overrides, zero-width and combining runs, ZWJ emoji, flags, VS16, CJK, a 100 KB line.
@Suite struct HostileTextTests {
  static let names: [String] = {
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

  @Test func incrementalFramesEqualAFullRepaintAndBordersHold() throws {
    let database = try AppDatabase.inMemory()
    // Written as another program (or the sqlite3 shell) would: arbor's own editor
    // refuses line breaks in names.
    try database.write { db in
      for (index, name) in Self.names.enumerated() {
        try db.execute(sql: "INSERT INTO categories (name, position) VALUES (?, ?)", arguments: [name, index])
      }
    }
    let screen = try makeScreen(database)
    for size in [Size(rows: 24, columns: 80), Size(rows: 40, columns: 120), Size(rows: 10, columns: 33)] {
      let incremental = MemorySurface(size: size)
      for step in 0..<Self.names.count + 2 {
        screen.press(.down)
        screen.settle()
        screen.draw(on: incremental)
        let fresh = MemorySurface(size: size)
        screen.draw(on: fresh)
        #expect(incremental.grid == fresh.grid, "step \(step) at \(size)")
        #expect(!fresh.text.contains("\u{1B}"))
        // Every cell holds what one terminal cell shows: no escape, no joiner, a wide
        // character always followed by its continuation.
        for row in 0..<size.rows {
          for column in 0..<size.columns {
            let cell = fresh[row, column]
            #expect(!cell.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x200D })
            if cell.width == 2 && column + 1 < size.columns { #expect(fresh[row, column + 1].isContinuation) }
          }
        }
        // The panes' borders stand in the same columns on every row between the bars.
        let borders = (2..<size.rows - 2).map { row in (0..<size.columns).filter { fresh[row, $0].text == "│" } }
        #expect(Set(borders).count == 1, "step \(step) at \(size)")
      }
    }
  }
}
