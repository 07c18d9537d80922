/// Maps keys to named actions, read from a keymap file:
/// ```
/// # action   = keys              ; help text
/// down       = Down, j, Ctrl-n   ; Move down
/// ```
/// The file's order is the help overlay's order. A later file (the user's) replaces the
/// keys of the actions it names and keeps the rest.
///
/// A `[mode]` line starts the bindings of a mode (a dialog, a move in progress): within a
/// mode one key has one meaning, and the same key may mean something else in another
/// mode (`y` copies in the tree and answers yes in a question). Lines before any header
/// belong to the main mode, `""`.
public struct Keymap: Sendable {
  public struct Binding: Hashable, Sendable {
    public var action: String
    public var keys: [Key]
    public var help: String
    /// The mode whose keys these are; `""` for the main mode.
    public var mode: String

    public init(action: String, keys: [Key], help: String, mode: String = "") {
      self.action = action
      self.keys = keys
      self.help = help
      self.mode = mode
    }
  }

  public private(set) var bindings: [Binding]
  private var byKey: [String: [Key: String]] = [:]

  public init(bindings: [Binding]) {
    self.bindings = bindings
    rebuildIndex()
  }

  private mutating func rebuildIndex() {
    byKey = [:]
    for binding in bindings {
      for key in binding.keys where byKey[binding.mode]?[key] == nil {
        byKey[binding.mode, default: [:]][key] = binding.action
      }
    }
  }

  /// The action bound to `key` in `mode`, if any.
  public func action(for key: Key, in mode: String = "") -> String? {
    guard let keys = byKey[mode] else { return nil }
    if let action = keys[key] { return action }
    // Shift is reported for some keys and not others; fall back to the key without it.
    if key.modifiers.contains(.shift) {
      var plain = key
      plain.modifiers.remove(.shift)
      return keys[plain]
    }
    return nil
  }

  /// Whether any mode binds `key`.
  public func binds(_ key: Key) -> Bool {
    byKey.keys.contains { action(for: key, in: $0) != nil }
  }

  public func keys(for action: String, in mode: String = "") -> [Key] {
    bindings.first { $0.action == action && $0.mode == mode }?.keys ?? []
  }

  /// The keys of `action` as the help and status bar show them (`j/Down`).
  public func keyNames(for action: String, in mode: String = "", limit: Int = 2) -> String {
    keys(for: action, in: mode).prefix(limit).map(\.description).joined(separator: "/")
  }

  /// `overrides`' bindings replace the keys of the actions they name; a key taken by an
  /// overriding action is removed from any other action of its mode so one key never
  /// means two things there.
  public func merging(_ overrides: Keymap) -> Keymap {
    var result = bindings
    var takenKeys: [String: Set<Key>] = [:]
    for binding in overrides.bindings { takenKeys[binding.mode, default: []].formUnion(binding.keys) }
    for index in result.indices {
      guard let taken = takenKeys[result[index].mode] else { continue }
      result[index].keys.removeAll { taken.contains($0) }
    }
    for binding in overrides.bindings {
      if let index = result.firstIndex(where: { $0.action == binding.action && $0.mode == binding.mode }) {
        result[index].keys = binding.keys
        if !binding.help.isEmpty { result[index].help = binding.help }
      } else {
        result.append(binding)
      }
    }
    return Keymap(bindings: result)
  }

  public typealias ParseError = ConfigFileError

  /// Reads a keymap file; `knownActions`, when given, rejects misspelt action names (and
  /// any mode header).
  public static func parse(_ text: String, knownActions: Set<String>?) throws(ParseError) -> Keymap {
    try parse(text, knownModes: knownActions.map { ["": $0] })
  }

  /// Reads a keymap file; `knownModes`, when given, names each mode (`""` the main one)
  /// with its actions, and rejects any other mode or action.
  public static func parse(_ text: String, knownModes: [String: Set<String>]? = nil) throws(ParseError) -> Keymap {
    var bindings: [Binding] = []
    var mode = ""
    for (offset, rawLine) in text.splitLines().enumerated() {
      let lineNumber = offset + 1
      let trimmed = rawLine.trimmingWhitespace()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if trimmed.hasPrefix("[") {
        guard trimmed.hasSuffix("]"), trimmed.count > 2 else {
          throw ParseError(line: lineNumber, message: "expected `[mode]`")
        }
        let name = String(trimmed.dropFirst().dropLast()).trimmingWhitespace()
        if let knownModes, knownModes[name] == nil || name.isEmpty {
          let names = knownModes.keys.filter { !$0.isEmpty }.sorted().map { "[\($0)]" }
          throw ParseError(
            line: lineNumber,
            message: "unknown mode `[\(name)]`" + (names.isEmpty ? "" : " (known: \(names.joined(separator: ", ")))"))
        }
        mode = name
        continue
      }
      guard let equals = trimmed.firstIndex(of: "=") else {
        throw ParseError(line: lineNumber, message: "expected `action = keys`")
      }
      let action = trimmed[..<equals].trimmingWhitespace()
      guard !action.isEmpty, action.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
        throw ParseError(line: lineNumber, message: "bad action name `\(action)`")
      }
      if let knownModes, knownModes[mode]?.contains(action) != true {
        throw ParseError(
          line: lineNumber, message: "unknown action `\(action)`" + (mode.isEmpty ? "" : " in [\(mode)]"))
      }
      let rest = trimmed[trimmed.index(after: equals)...]
      // `;` separates the help text, except when it is the key itself (`; ;`).
      var keysPart = Substring(rest)
      var help = ""
      if let semicolon = semicolonSplit(rest) {
        keysPart = rest[..<semicolon]
        help = rest[rest.index(after: semicolon)...].trimmingWhitespace()
      }
      var keys: [Key] = []
      for name in splitKeys(keysPart) {
        guard let key = Key(name: name) else {
          throw ParseError(line: lineNumber, message: "unknown key `\(name)`")
        }
        keys.append(key)
      }
      guard !keys.isEmpty else { throw ParseError(line: lineNumber, message: "no keys for `\(action)`") }
      bindings.append(Binding(action: action, keys: keys, help: help, mode: mode))
    }
    return Keymap(bindings: bindings)
  }

  private static func semicolonSplit(_ text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      // The help separator is a ";" after whitespace and after at least one key, so
      // ";" itself can be bound (`next = ;`).
      if text[index] == ";", index > text.startIndex, text[text.index(before: index)].isWhitespace,
        !text[..<index].trimmingWhitespace().isEmpty
      {
        return index
      }
      index = text.index(after: index)
    }
    return nil
  }

  private static func splitKeys(_ text: Substring) -> [String] {
    // Keys are separated by commas; a lone "," is the comma key.
    var names: [String] = []
    var current = ""
    for character in text {
      if character == "," && !current.trimmingWhitespace().isEmpty {
        names.append(current.trimmingWhitespace())
        current = ""
      } else {
        current.append(character)
      }
    }
    let last = current.trimmingWhitespace()
    if !last.isEmpty { names.append(last) }
    return names
  }
}
