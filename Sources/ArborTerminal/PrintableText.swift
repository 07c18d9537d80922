/// One drawable cell's worth of text: a grapheme cluster, or one character of the visible
/// spelling of a control character, with the number of columns it takes.
public struct PrintableUnit: Hashable, Sendable {
  public var text: String
  public var width: Int
  /// True when `text` spells an invisible character (`^[`, `<9b>`) rather than showing it.
  public var isEscaped: Bool
}

/// Turns arbitrary text (from a database, a file, the keyboard) into units that are safe
/// to send to a terminal: C0 controls become `^X`, DEL `^?`, C1 controls and the bidi
/// overrides that could reorder the screen become `<9b>`/`<202e>`; nothing else changes.
public enum PrintableText {
  public static func units(_ text: some StringProtocol) -> [PrintableUnit] {
    var units: [PrintableUnit] = []
    units.reserveCapacity(text.utf8.count)
    for character in text {
      appendUnits(of: character, to: &units)
    }
    return units
  }

  public static func appendUnits(of character: Character, to units: inout [PrintableUnit]) {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first, scalar.isASCII, scalar.value >= 0x20, scalar.value != 0x7F {
      units.append(PrintableUnit(text: String(character), width: 1, isEscaped: false))
      return
    }
    // One cell per spacing character, carrying at most four combining marks (what an
    // ncurses cell holds). Everything whose width terminals disagree on is left out or
    // spelled otherwise, so that the grid, ncurses and the terminal all put the next
    // character in the same column: joiners and variation selectors are dropped (a ZWJ
    // family becomes its members side by side), skin-tone modifiers too, a flag shows as
    // its two letters, invisible characters as their code.
    var current: PrintableUnit?
    var marks = 0
    func finish() {
      if let unit = current { units.append(unit) }
      current = nil
      marks = 0
    }
    for scalar in scalars {
      let value = scalar.value
      if needsEscape(scalar) {
        finish()
        // One cell per character of the spelling: a cell holds one printable character.
        for character in spelling(of: scalar) {
          units.append(PrintableUnit(text: String(character), width: 1, isEscaped: true))
        }
        continue
      }
      if isDropped(value) || ((0x1F3FB...0x1F3FF).contains(value) && current != nil) { continue }
      if (0x1F1E6...0x1F1FF).contains(value) {
        finish()
        let letter = Character(UnicodeScalar(UInt8(value - 0x1F1E6) + UInt8(ascii: "A")))
        units.append(PrintableUnit(text: String(letter), width: 1, isEscaped: true))
        continue
      }
      let width = DisplayWidth.of(scalar)
      if width == 0 {
        if current == nil {
          // A combining mark with no base to sit on: shown on a space.
          current = PrintableUnit(text: " " + String(scalar), width: 1, isEscaped: false)
          marks = 1
        } else if marks < 4 {
          current!.text.unicodeScalars.append(scalar)
          marks += 1
        }
        continue
      }
      finish()
      current = PrintableUnit(text: String(scalar), width: width, isEscaped: false)
    }
    finish()
  }

  /// Joiners, variation selectors and tag characters: dropped from what is drawn.
  static func isDropped(_ value: UInt32) -> Bool {
    value == 0x200D || (0xFE00...0xFE0F).contains(value) || (0xE0020...0xE007F).contains(value)
      || (0xE0100...0xE01EF).contains(value)
  }

  /// Whether every byte of `text` is printable ASCII: a character, and a column, each.
  static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// The width of `text` once printable.
  public static func width(_ text: some StringProtocol) -> Int {
    // Printable ASCII is a column a byte: no walk by characters (every row's badge and
    // title pass here on every frame).
    if isPrintableASCII(text) { return text.utf8.count }
    var total = 0
    for character in text {
      if character.isASCII, let byte = character.asciiValue, byte >= 0x20, byte != 0x7F {
        total += 1
      } else {
        var units: [PrintableUnit] = []
        appendUnits(of: character, to: &units)
        total += units.reduce(0) { $0 + $1.width }
      }
    }
    return total
  }

  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
      return true
    }
    if value < 0xA0 { return false }
    if isDropped(value) { return false }
    switch scalar.properties.generalCategory {
    // Invisible characters (zero-width spaces, bidi marks and overrides, soft hyphens,
    // byte-order marks) and code points with no character yet: the terminal's idea of
    // their width is anyone's guess, and hidden text should be visible.
    case .format, .unassigned, .surrogate: return true
    default: return DisplayWidth.systemSaysUnprintable(scalar)
    }
  }

  static func spelling(of scalar: Unicode.Scalar) -> String {
    let value = scalar.value
    if value < 0x20 { return "^" + String(UnicodeScalar(UInt8(value + 0x40))) }
    if value == 0x7F { return "^?" }
    return "<" + String(value, radix: 16) + ">"
  }
}
