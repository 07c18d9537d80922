import ArborTerminal
import Testing

@Suite struct LayoutTests {
  @Test func fixedThenFlexibleByWeight() {
    #expect(SplitLayout.lengths([.fixed(30), .flexible()], total: 80) == [30, 50])
    #expect(SplitLayout.lengths([.flexible(weight: 1), .flexible(weight: 2)], total: 90) == [30, 60])
    #expect(SplitLayout.lengths([.fraction(1, 3), .flexible()], total: 120) == [40, 80])
    #expect(SplitLayout.lengths([.fixed(30), .flexible(minimum: 10)], total: 20) == [20, 0])
    #expect(SplitLayout.lengths([.flexible(minimum: 10), .flexible(minimum: 10)], total: 15) == [10, 5])
    #expect(SplitLayout.lengths([.fixed(5), .flexible()], total: 0) == [0, 0])
    let three: [Int] = SplitLayout.lengths([.flexible(), .flexible(), .flexible()], total: 10)
    #expect(three.reduce(0, +) == 10)
  }

  @Test func rectsTileTheArea() {
    let parts = SplitLayout.columns([.fixed(10), .flexible()], in: Rect(row: 1, column: 2, width: 30, height: 5))
    #expect(parts == [Rect(row: 1, column: 2, width: 10, height: 5), Rect(row: 1, column: 12, width: 20, height: 5)])
    let rows = SplitLayout.rows([.flexible(), .fixed(1)], in: Rect(Size(rows: 24, columns: 80)))
    #expect(rows.map(\.height) == [23, 1])
    #expect(rows[1].row == 23)
  }

  @Test func scrollStateKeepsSelectionVisible() {
    var scroll = ScrollState()
    scroll.move(.bottom, count: 100, height: 10)
    #expect(scroll == ScrollState(selected: 99, top: 90))
    scroll.move(.pageUp, count: 100, height: 10)
    #expect(scroll.selected == 90)
    #expect(scroll.top <= 90 && scroll.top + 10 > 90)
    scroll.move(.to(5), count: 100, height: 10)
    #expect(scroll.top == 5)
    // Rows vanish under the selection: it stays in range.
    scroll.clamp(count: 3, height: 10)
    #expect(scroll == ScrollState(selected: 2, top: 0))
    scroll.clamp(count: 0, height: 10)
    #expect(scroll == ScrollState(selected: 0, top: 0))
  }
}
