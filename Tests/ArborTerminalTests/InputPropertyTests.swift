import ArborTerminal
import Testing

/// A small deterministic generator (SplitMix64): the same seed gives the same cases, so a
/// failure names a seed that reproduces it.
struct Generator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// Pieces a terminal (or an attacker typing into one) may send.
private let fragments: [[UInt8]] = [
  Array("q".utf8), Array("j".utf8), Array("é".utf8), Array("日".utf8), Array("👨‍👩‍👧".utf8), [0x1B], [0x1B, 0x5B],
  Array("\u{1B}[A".utf8), Array("\u{1B}[1;5C".utf8), Array("\u{1B}OP".utf8), Array("\u{1B}[200~".utf8),
  Array("\u{1B}[201~".utf8), Array("\u{1B}[<0;3;4M".utf8), Array("\u{1B}[<64;1;1M".utf8),
  Array("\u{1B}]52;c;x\u{07}".utf8),
  [0xFF], [0xC3], [0x80], [0x00], [0x7F], [0x9B], Array("\u{1B}[[A".utf8), Array("\u{1B}[99999999999999999999~".utf8),
  Array("\r\n".utf8), Array("\u{1B}x".utf8),
]

@Suite struct InputPropertyTests {
  /// However the bytes are split between reads, the same events come out.
  @Test(arguments: 0..<200) func splittingNeverChangesTheEvents(seed: Int) {
    var random = Generator(state: UInt64(seed))
    var bytes: [UInt8] = []
    for _ in 0..<random.below(40) + 1 { bytes += random.pick(fragments) }
    var whole = InputDecoder()
    let expected = whole.decode(bytes) + whole.endPaste() + whole.flush()
    var pieces = InputDecoder()
    var events: [InputEvent] = []
    var index = 0
    while index < bytes.count {
      let length = min(bytes.count - index, random.below(7) + 1)
      events += pieces.decode(bytes[index..<index + length])
      index += length
    }
    events += pieces.endPaste() + pieces.flush()
    #expect(events == expected, "seed \(seed)")
    #expect(!pieces.hasPendingInput)
  }

  /// The field against a model (an array and a cursor) under random keys and pastes.
  @Test(arguments: 0..<100) func theTextFieldMatchesAModel(seed: Int) {
    var random = Generator(state: UInt64(seed) &+ 1000)
    var field = TextField()
    var model: [Character] = []
    var cursor = 0
    let surface = MemorySurface(size: Size(rows: 1, columns: 12))
    for _ in 0..<300 {
      switch random.below(8) {
      case 0, 1, 2:
        let character = random.pick(["a", " ", "é", "日", "\u{1B}", "👍🏽", "_"] as [Character])
        _ = field.handle(Key(.character(character)))
        model.insert(character, at: cursor)
        cursor += 1
      case 3:
        _ = field.handle(.backspace)
        if cursor > 0 {
          model.remove(at: cursor - 1)
          cursor -= 1
        }
      case 4:
        _ = field.handle(.left)
        cursor = max(0, cursor - 1)
      case 5:
        _ = field.handle(.right)
        cursor = min(model.count, cursor + 1)
      case 6:
        _ = field.handle(.home)
        cursor = 0
      default:
        let text = String(repeating: "xy ", count: random.below(5))
        field.insert(text)
        model.insert(contentsOf: text, at: cursor)
        cursor += text.count
      }
      field.draw(on: surface, row: 0, column: 0, width: 12, style: Style(), focused: true)
      #expect(field.characters == model, "seed \(seed)")
      #expect(field.cursor == cursor, "seed \(seed)")
      #expect((surface.cursor?.column ?? -1) < 12)
    }
  }

  /// Any scalar at all: never an escape or control reaching a cell, widths add up.
  @Test(arguments: 0..<50) func anyTextBecomesSafeCells(seed: Int) {
    var random = Generator(state: UInt64(seed) &+ 5000)
    var scalars = String.UnicodeScalarView()
    for _ in 0..<200 {
      let ranges: [ClosedRange<UInt32>] = [
        0...0x7F, 0x80...0x2FF, 0x300...0x36F, 0x2000...0x206F, 0x1F000...0x1FAFF, 0xE0000...0xE01EF, 0x0...0x10FFFF,
      ]
      let range = random.pick(ranges)
      if let scalar = Unicode.Scalar(
        range.lowerBound + UInt32(random.below(Int(range.upperBound - range.lowerBound) + 1)))
      {
        scalars.append(scalar)
      }
    }
    let text = String(scalars)
    let units = PrintableText.units(text)
    #expect(units.reduce(0) { $0 + $1.width } == PrintableText.width(text))
    for unit in units {
      #expect(unit.width == 1 || unit.width == 2)
      #expect(unit.text.unicodeScalars.count <= 5)
      #expect(
        !unit.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x200D }
      )
    }
  }
}
