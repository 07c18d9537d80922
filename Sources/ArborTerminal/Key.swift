/// A key press, with the modifiers the terminal reported.
public struct Key: Hashable, Sendable, CustomStringConvertible {
  public enum Code: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    case backspace, enter, tab, escape
    case function(Int)
  }

  public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let ctrl = Modifiers(rawValue: 4)
  }

  public var code: Code
  public var modifiers: Modifiers

  public init(_ code: Code, _ modifiers: Modifiers = []) {
    self.code = code
    self.modifiers = modifiers
  }

  public static func character(_ character: Character) -> Key { Key(.character(character)) }
  public static func ctrl(_ character: Character) -> Key { Key(.character(character), .ctrl) }
  public static func alt(_ character: Character) -> Key { Key(.character(character), .alt) }

  public static let up = Key(.up), down = Key(.down), left = Key(.left), right = Key(.right)
  public static let home = Key(.home), end = Key(.end), pageUp = Key(.pageUp), pageDown = Key(.pageDown)
  public static let enter = Key(.enter), escape = Key(.escape), tab = Key(.tab)
  public static let backspace = Key(.backspace), delete = Key(.delete)

  /// The typed character when this is plain text input (no Ctrl or Alt).
  public var text: Character? {
    if case .character(let character) = code, !modifiers.contains(.ctrl), !modifiers.contains(.alt) {
      return character
    }
    return nil
  }

  /// The name used in keymap files and the help overlay: `Ctrl-r`, `Alt-b`, `PgDn`, `F5`, `j`.
  public var description: String {
    var name = ""
    if modifiers.contains(.ctrl) { name += "Ctrl-" }
    if modifiers.contains(.alt) { name += "Alt-" }
    if modifiers.contains(.shift) { name += "Shift-" }
    switch code {
    case .character(" "): name += "Space"
    case .character(let character): name += PrintableText.units(String(character)).map(\.text).joined()
    case .up: name += "Up"
    case .down: name += "Down"
    case .left: name += "Left"
    case .right: name += "Right"
    case .home: name += "Home"
    case .end: name += "End"
    case .pageUp: name += "PgUp"
    case .pageDown: name += "PgDn"
    case .insert: name += "Insert"
    case .delete: name += "Delete"
    case .backspace: name += "Backspace"
    case .enter: name += "Enter"
    case .tab: name += "Tab"
    case .escape: name += "Esc"
    case .function(let number): name += "F\(number)"
    }
    return name
  }

  /// Parses a key name as `description` writes it (case-insensitive for named keys and
  /// modifiers; a single character stands for itself). Nil when it names no key.
  public init?(name: String) {
    var rest = Substring(name.trimmingCharacters(in: " \t"))
    var modifiers: Modifiers = []
    while true {
      let lower = rest.lowercased()
      if lower.hasPrefix("ctrl-") || lower.hasPrefix("c-") && rest.count > 2 {
        modifiers.insert(.ctrl)
        rest = rest[rest.index(after: rest.firstIndex(of: "-")!)...]
      } else if lower.hasPrefix("alt-") || lower.hasPrefix("m-") && rest.count > 2 {
        modifiers.insert(.alt)
        rest = rest[rest.index(after: rest.firstIndex(of: "-")!)...]
      } else if lower.hasPrefix("shift-") {
        modifiers.insert(.shift)
        rest = rest[rest.index(after: rest.firstIndex(of: "-")!)...]
      } else {
        break
      }
    }
    guard !rest.isEmpty else { return nil }
    if rest.count == 1 {
      var character = rest.first!
      if modifiers.contains(.ctrl) { character = Character(character.lowercased()) }
      self.init(.character(character), modifiers)
      return
    }
    let named: [String: Code] = [
      "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
      "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
      "insert": .insert, "delete": .delete, "del": .delete, "backspace": .backspace,
      "enter": .enter, "return": .enter, "tab": .tab, "esc": .escape, "escape": .escape,
      "space": .character(" "), "comma": .character(","), "semicolon": .character(";"),
    ]
    let lower = rest.lowercased()
    if let code = named[lower] {
      self.init(code, modifiers)
    } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number) {
      self.init(.function(number), modifiers)
    } else {
      return nil
    }
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
