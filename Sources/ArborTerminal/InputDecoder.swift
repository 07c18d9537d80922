/// Turns the bytes a terminal sends into events: UTF-8 text, control keys, CSI and SS3
/// sequences (xterm, VT220, Linux console and rxvt spellings), SGR mouse reports and
/// bracketed paste. Bytes may arrive split anywhere; an incomplete sequence waits for
/// more until the caller says the input went quiet (`flush`), after which a lone ESC is
/// the Escape key. Unknown sequences are dropped, never typed as text.
///
/// Every byte is looked at a bounded number of times, whatever arrives: a paste moves
/// into its own buffer as it comes (never rescanned), keeps at most `pasteLimit` bytes,
/// and ends at its end marker or, when the marker never comes, once the input has been
/// quiet for long (the caller's `endPaste`): a stray start marker cannot swallow the
/// keys after it.
public struct InputDecoder: Sendable {
  private var buffer: [UInt8] = []
  /// Longest paste kept; the rest of a larger paste is dropped rather than held in memory.
  public var pasteLimit = 8 << 20
  /// Inside a bracketed paste: what arrived of it so far.
  private var paste: [UInt8]?

  public init() {}

  private static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]  // ESC [ 2 0 0 ~
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

  /// True when bytes are waiting for the rest of a sequence.
  public var hasPendingInput: Bool { !buffer.isEmpty || paste != nil }

  /// True while a paste's end marker is awaited: the caller waits longer for quiet input
  /// (a paste over a slow link arrives in pieces) before calling `flush`.
  public var isInsidePaste: Bool { paste != nil }

  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    buffer.append(contentsOf: bytes)
    return drain(final: false)
  }

  /// The input went quiet: whatever is pending is decoded as it stands. A paste goes on
  /// waiting for its end marker (a paste over a slow link arrives in pieces).
  public mutating func flush() -> [InputEvent] {
    paste != nil ? [] : drain(final: true)
  }

  /// The input has been quiet for long inside a paste whose end marker never came (or
  /// keys come at a typist's pace long after it began): the paste ends with what arrived,
  /// as `.unendedPaste`, and later bytes are keys again.
  public mutating func endPaste() -> [InputEvent] {
    drain(final: true)
  }

  private mutating func drain(final: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    var index = 0
    while index < buffer.count || (final && paste != nil) {
      if paste != nil {
        let (event, next, ended) = continuePaste(from: index, final: final)
        index = next
        if let event { events.append(event) }
        if !ended { break }
        continue
      }
      guard let (event, length) = parse(at: index, final: final) else { break }
      if let event { events.append(event) }
      if event == nil && length == Self.pasteStart.count
        && buffer[index..<index + length].elementsEqual(Self.pasteStart)
      {
        paste = []
      }
      index += length
    }
    buffer.removeFirst(index)
    return events
  }

  /// Moves paste bytes from `start` into the paste until its end marker; keeps the last
  /// few bytes back when they could be the start of a marker split between reads.
  private mutating func continuePaste(from start: Int, final: Bool) -> (InputEvent?, Int, Bool) {
    let end = Self.pasteEnd
    var index = start
    var found: Int?
    while index + end.count <= buffer.count {
      if buffer[index] == 0x1B && buffer[index..<index + end.count].elementsEqual(end) {
        found = index
        break
      }
      index += 1
    }
    let contentEnd = found ?? (final ? buffer.count : max(start, buffer.count - (end.count - 1)))
    let room = max(0, pasteLimit - paste!.count)
    paste!.append(contentsOf: buffer[start..<min(contentEnd, start + room)])
    guard found != nil || final else { return (nil, contentEnd, false) }
    let text = String(decoding: paste!, as: UTF8.self)
    paste = nil
    return (found == nil ? .unendedPaste(text) : .paste(text), found.map { $0 + end.count } ?? contentEnd, true)
  }

  /// One event (or nil for bytes to skip) and the bytes it used; nil when incomplete.
  private func parse(at start: Int, final: Bool) -> (InputEvent?, Int)? {
    let byte = buffer[start]
    if byte == 0x1B {
      return parseEscape(at: start, final: final)
    }
    if byte < 0x20 || byte == 0x7F {
      return (.key(controlKey(byte)), 1)
    }
    guard let (character, length) = utf8Character(at: start, final: final) else { return nil }
    return (.key(Key(.character(character))), length)
  }

  private func controlKey(_ byte: UInt8) -> Key {
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x7F, 0x08: return .backspace
    case 0x00: return Key(.character(" "), .ctrl)
    case 0x01...0x1A: return Key(.character(Character(UnicodeScalar(byte + 0x60))), .ctrl)
    default: return Key(.character(Character(UnicodeScalar(byte + 0x40))), .ctrl)
    }
  }

  private func utf8Character(at start: Int, final: Bool) -> (Character, Int)? {
    let lead = buffer[start]
    let length: Int
    switch lead {
    case 0x00..<0x80: length = 1
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return ("\u{FFFD}", 1)
    }
    if start + length > buffer.count {
      return final ? ("\u{FFFD}", buffer.count - start) : nil
    }
    for offset in 1..<length where buffer[start + offset] & 0xC0 != 0x80 {
      return ("\u{FFFD}", offset)
    }
    let text = String(decoding: buffer[start..<start + length], as: UTF8.self)
    return (text.first ?? "\u{FFFD}", length)
  }

  private func parseEscape(at start: Int, final: Bool) -> (InputEvent?, Int)? {
    guard start + 1 < buffer.count else {
      return final ? (.key(.escape), 1) : nil
    }
    let next = buffer[start + 1]
    switch next {
    case UInt8(ascii: "["):
      if let parsed = parseCSI(at: start, final: final) { return parsed }
      return final ? (.key(Key(.character("["), .alt)), 2) : nil
    case UInt8(ascii: "O"):
      guard start + 2 < buffer.count else {
        return final ? (.key(Key(.character("O"), .alt)), 2) : nil
      }
      // Only a final byte completes SS3; anything else (another ESC) starts something
      // new and must not be swallowed with it.
      guard (0x40...0x7E).contains(buffer[start + 2]) else { return (.key(Key(.character("O"), .alt)), 2) }
      return (ss3Key(buffer[start + 2]).map(InputEvent.key), 3)
    case 0x1B:
      return (.key(.escape), 1)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
      return parseControlString(at: start, final: final)
    default:
      // ESC then a key: Alt held down.
      guard let (event, length) = parse(at: start + 1, final: final) else { return nil }
      if case .key(var key)? = event {
        key.modifiers.insert(.alt)
        return (.key(key), length + 1)
      }
      return (event, length + 1)
    }
  }

  /// OSC, DCS, APC, PM and SOS strings (`ESC ] … BEL`, `ESC P … ESC \\`): a terminal's
  /// answers to queries, never keys — their contents must not run as commands. A lone
  /// `ESC P` (or `]`, `_`, `^`, `X`) when the input goes quiet is Alt with that key; a
  /// string that never ends is dropped.
  private func parseControlString(at start: Int, final: Bool) -> (InputEvent?, Int)? {
    let isOSC = buffer[start + 1] == UInt8(ascii: "]")
    var index = start + 2
    while index < buffer.count {
      let byte = buffer[index]
      if byte == 0x07 && isOSC { return (nil, index - start + 1) }
      if byte == 0x1B {
        guard index + 1 < buffer.count else { break }
        // ST ends it; any other escape starts something new: the string was cut short.
        return (nil, index - start + (buffer[index + 1] == UInt8(ascii: "\\") ? 2 : 0))
      }
      index += 1
    }
    if buffer.count - start > Self.controlStringLimit { return (nil, buffer.count - start) }
    guard final else { return nil }
    if buffer.count - start == 2 {
      return (.key(Key(.character(Character(UnicodeScalar(buffer[start + 1]))), .alt)), 2)
    }
    return (nil, index - start)
  }

  /// Longest control string waited for; a longer one is dropped as it stands.
  static let controlStringLimit = 1 << 16

  private func ss3Key(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "M"): return .enter
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return Key(.function(Int(byte) - 0x4F))
    default: return nil
    }
  }

  /// `ESC [ params intermediates final`; nil when incomplete.
  private func parseCSI(at start: Int, final: Bool) -> (InputEvent?, Int)? {
    var index = start + 2
    // The Linux console spells F1–F5 as ESC [ [ A … E.
    if index < buffer.count, buffer[index] == UInt8(ascii: "[") {
      guard index + 1 < buffer.count else { return final ? (nil, 3) : nil }
      let letter = buffer[index + 1]
      guard (0x40...0x7E).contains(letter) else { return (nil, 3) }
      let key = (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) ? Key(.function(Int(letter) - 0x40)) : nil
      return (key.map(InputEvent.key), 4)
    }
    let paramsStart = index
    while index < buffer.count, (0x30...0x3F).contains(buffer[index]) { index += 1 }
    let paramsEnd = index
    while index < buffer.count, (0x20...0x2F).contains(buffer[index]) { index += 1 }
    guard index < buffer.count else { return nil }
    let finalByte = buffer[index]
    guard (0x40...0x7E).contains(finalByte) else {
      // Not a well-formed sequence: drop the introducer and go on.
      return (nil, index - start)
    }
    let length = index - start + 1
    let params = String(decoding: buffer[paramsStart..<paramsEnd], as: UTF8.self)
    if params == "200" && finalByte == UInt8(ascii: "~") {
      return (nil, length)
    }
    if params.hasPrefix("<") && (finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m")) {
      return (mouseEvent(params.dropFirst(), pressed: finalByte == UInt8(ascii: "M")), length)
    }
    return (csiKey(params, finalByte).map(InputEvent.key), length)
  }

  private func mouseEvent(_ params: Substring, pressed: Bool) -> InputEvent? {
    let numbers = params.split(separator: ";").map { Int($0) }
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2] else {
      return nil
    }
    var modifiers: Key.Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.ctrl) }
    if code & 32 != 0 { return nil }  // motion
    let position = Position(row: row - 1, column: column - 1)
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      switch code & 3 {
      case 0: kind = .wheelUp
      case 1: kind = .wheelDown
      default: return nil
      }
    } else {
      let button = (code & 3) + 1
      kind = pressed ? .press(button: button) : .release(button: button)
    }
    return .mouse(MouseEvent(kind: kind, position: position, modifiers: modifiers))
  }

  private func csiKey(_ params: String, _ finalByte: UInt8) -> Key? {
    let fields = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    var modifiers: Key.Modifiers = []
    if fields.count >= 2, let value = fields[1], value > 1 {
      let bits = value - 1
      if bits & 1 != 0 { modifiers.insert(.shift) }
      if bits & 2 != 0 { modifiers.insert(.alt) }
      if bits & 4 != 0 { modifiers.insert(.ctrl) }
    }
    let code: Key.Code
    switch finalByte {
    case UInt8(ascii: "A"): code = .up
    case UInt8(ascii: "B"): code = .down
    case UInt8(ascii: "C"): code = .right
    case UInt8(ascii: "D"): code = .left
    case UInt8(ascii: "H"): code = .home
    case UInt8(ascii: "F"): code = .end
    case UInt8(ascii: "Z"): return Key(.tab, [.shift])
    case UInt8(ascii: "P")...UInt8(ascii: "S"): code = .function(Int(finalByte) - 0x4F)
    case UInt8(ascii: "~"):
      guard let first = fields.first, let number = first else { return nil }
      switch number {
      case 1, 7: code = .home
      case 2: code = .insert
      case 3: code = .delete
      case 4, 8: code = .end
      case 5: code = .pageUp
      case 6: code = .pageDown
      case 11...15: code = .function(number - 10)
      case 17...21: code = .function(number - 11)
      case 23...26: code = .function(number - 12)
      case 28, 29: code = .function(number - 13)
      case 31...34: code = .function(number - 14)
      default: return nil
      }
    default:
      return nil
    }
    return Key(code, modifiers)
  }
}
