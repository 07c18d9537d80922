import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Testing

/// Stored text made to break a screen (`HostileText.names`) is drawn as a person can read
/// it, and the screen's borders hold.
@Suite struct HostileTextTests {
  @Test func incrementalFramesEqualAFullRepaintAndBordersHold() throws {
    let database = try AppDatabase.inMemory()
    // Written as another program (or the sqlite3 shell) would: arbor's own editor
    // refuses line breaks in names.
    try database.write { db in
      for (index, name) in HostileText.names.enumerated() {
        try db.execute(sql: "INSERT INTO categories (name, position) VALUES (?, ?)", arguments: [name, index])
      }
    }
    let screen = try makeScreen(database)
    for size in [Size(rows: 24, columns: 80), Size(rows: 40, columns: 120), Size(rows: 10, columns: 33)] {
      let incremental = MemorySurface(size: size)
      for step in 0..<HostileText.names.count + 2 {
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
