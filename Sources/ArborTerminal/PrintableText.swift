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
    if !scalars.contains(where: needsEscape) {
      let width = DisplayWidth.of(character)
      if width > 0 {
        units.append(PrintableUnit(text: String(character), width: width, isEscaped: false))
      } else {
        // A lone combining mark has no base to sit on: show it on a space.
        units.append(PrintableUnit(text: " " + String(character), width: 1, isEscaped: false))
      }
      return
    }
    // A cluster holding a control (such as "\r\n") is spelled scalar by scalar.
    for scalar in scalars {
      if needsEscape(scalar) {
        // One cell per character of the spelling: a cell holds one printable character.
        for character in spelling(of: scalar) {
          units.append(PrintableUnit(text: String(character), width: 1, isEscaped: true))
        }
      } else {
        let width = DisplayWidth.of(scalar)
        units.append(PrintableUnit(text: width == 0 ? " " + String(scalar) : String(scalar), width: max(1, width), isEscaped: false))
      }
    }
  }

  /// The width of `text` once printable.
  public static func width(_ text: some StringProtocol) -> Int {
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
    return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
      || value == 0x2028 || value == 0x2029
  }

  static func spelling(of scalar: Unicode.Scalar) -> String {
    let value = scalar.value
    if value < 0x20 { return "^" + String(UnicodeScalar(UInt8(value + 0x40))) }
    if value == 0x7F { return "^?" }
    return "<" + String(value, radix: 16) + ">"
  }
}
