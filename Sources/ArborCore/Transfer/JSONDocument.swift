/// A JSON text parsed into a flat list of values that refer to each other by index.
///
/// Written here rather than using Foundation's parser because that one stops at 512
/// nested containers (a tree of ~255 levels, which `arbor export --json` writes for any
/// deeper tree) and builds nested containers whose release recurses once per level.
/// Here nothing recurses: the parser keeps its own stack, and the values are one array.
struct JSONDocument {
  enum Value {
    case object([(key: String, value: Int)])
    case array([Int])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  private(set) var values: [Value] = []
  /// The top-level value.
  let root = 0

  subscript(index: Int) -> Value { values[index] }

  /// The member `key` of the object at `index`, if it is an object that has one.
  func member(_ key: String, of index: Int) -> Int? {
    guard case .object(let members) = values[index] else { return nil }
    return members.first { $0.key == key }?.value
  }

  func string(_ index: Int?) -> String? {
    guard let index, case .string(let text) = values[index] else { return nil }
    return text
  }

  func array(_ index: Int?) -> [Int]? {
    guard let index, case .array(let elements) = values[index] else { return nil }
    return elements
  }

  func isObject(_ index: Int) -> Bool {
    if case .object = values[index] { return true }
    return false
  }

  func isNull(_ index: Int?) -> Bool {
    guard let index else { return true }
    if case .null = values[index] { return true }
    return false
  }

  struct SyntaxError: Error, CustomStringConvertible, Equatable {
    var line: Int
    var column: Int
    var expected: String
    var description: String { "line \(line), column \(column): expected \(expected)" }
  }

  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONDocument {
    var parser = Parser(bytes: bytes)
    return try parser.parseAll()
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var document = JSONDocument()

    /// An open container: where its value goes, what it has so far, the pending key.
    struct Frame {
      var slot: Int
      var isObject: Bool
      var members: [(key: String, value: Int)] = []
      var elements: [Int] = []
      var key: String?
    }

    init(bytes: [UInt8]) {
      self.bytes = bytes
      // A byte-order mark is not part of the text.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func parseAll() throws(SyntaxError) -> JSONDocument {
      var stack: [Frame] = []
      var expectingValue = true
      parsing: while true {
        skipSpace()
        if expectingValue {
          if let top = stack.last, top.isObject, top.key == nil {
            // An object's member starts with its key, or the object ends.
            if peek == UInt8(ascii: "}"), top.members.isEmpty {
              index += 1
              close(&stack)
              expectingValue = false
              if stack.isEmpty { break parsing }
              continue
            }
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"), "“:” after a key")
            stack[stack.count - 1].key = key
            continue
          }
          if peek == UInt8(ascii: "]"), let top = stack.last, !top.isObject, top.elements.isEmpty {
            index += 1
            close(&stack)
            expectingValue = false
            if stack.isEmpty { break parsing }
            continue
          }
          switch peek {
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = peek == UInt8(ascii: "{")
            index += 1
            let slot = document.values.count
            document.values.append(.null)
            attach(slot, to: &stack)
            stack.append(Frame(slot: slot, isObject: isObject))
            continue
          default:
            let value = try scalar()
            let slot = document.values.count
            document.values.append(value)
            attach(slot, to: &stack)
            expectingValue = false
            if stack.isEmpty { break parsing }
            continue
          }
        }
        // After a value inside a container: a comma, or the container's end.
        guard let top = stack.last else { break parsing }
        let closer = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if peek == UInt8(ascii: ",") {
          index += 1
          expectingValue = true
        } else if peek == closer {
          index += 1
          close(&stack)
          if stack.isEmpty { break parsing }
        } else {
          throw failure(top.isObject ? "“,” or “}”" : "“,” or “]”")
        }
      }
      skipSpace()
      if index < bytes.count { throw failure("the end of the text") }
      if document.values.isEmpty { throw failure("a value") }
      return document
    }

    mutating func attach(_ slot: Int, to stack: inout [Frame]) {
      guard !stack.isEmpty else { return }
      if stack[stack.count - 1].isObject {
        stack[stack.count - 1].members.append((stack[stack.count - 1].key ?? "", slot))
        stack[stack.count - 1].key = nil
      } else {
        stack[stack.count - 1].elements.append(slot)
      }
    }

    mutating func close(_ stack: inout [Frame]) {
      let frame = stack.removeLast()
      document.values[frame.slot] = frame.isObject ? .object(frame.members) : .array(frame.elements)
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
      while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
      guard peek == byte else { throw failure(what) }
      index += 1
    }

    mutating func scalar() throws(SyntaxError) -> Value {
      guard let byte = peek else { throw failure("a value") }
      switch byte {
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"):
        try word("true")
        return .bool(true)
      case UInt8(ascii: "f"):
        try word("false")
        return .bool(false)
      case UInt8(ascii: "n"):
        try word("null")
        return .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
      default: throw failure("a value")
      }
    }

    mutating func word(_ text: String) throws(SyntaxError) {
      let expected = Array(text.utf8)
      guard bytes[index...].starts(with: expected) else { throw failure("a value") }
      index += expected.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, exactly: "3.", "01" and
    /// ".5" are not JSON.
    mutating func number() throws(SyntaxError) -> Double {
      let start = index
      func digits(_ parser: inout Parser) -> Int {
        let first = parser.index
        while let byte = parser.peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { parser.index += 1 }
        return parser.index - first
      }
      if peek == UInt8(ascii: "-") { index += 1 }
      let leadingZero = peek == UInt8(ascii: "0")
      let integer = digits(&self)
      guard integer > 0, !(leadingZero && integer > 1) else { throw failure("a number") }
      if peek == UInt8(ascii: ".") {
        index += 1
        guard digits(&self) > 0 else { throw failure("digits after the decimal point") }
      }
      if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
        index += 1
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
        guard digits(&self) > 0 else { throw failure("digits in the exponent") }
      }
      guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
        index = start
        throw failure("a number")
      }
      return value
    }

    mutating func string() throws(SyntaxError) -> String {
      try expect(UInt8(ascii: "\""), "a string in double quotes")
      var text: [UInt8] = []
      while true {
        guard let byte = peek else { throw failure("the closing quote of a string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: text, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard let escaped = peek else { throw failure("an escape after “\\”") }
          index += 1
          switch escaped {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
          case UInt8(ascii: "b"): text.append(0x08)
          case UInt8(ascii: "f"): text.append(0x0C)
          case UInt8(ascii: "n"): text.append(0x0A)
          case UInt8(ascii: "r"): text.append(0x0D)
          case UInt8(ascii: "t"): text.append(0x09)
          case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar), bytes[index...].starts(with: Array("\\u".utf8)) {
              index += 2
              let low = try hex4()
              scalar = (0xDC00..<0xE000).contains(low) ? 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00) : 0xFFFD
            }
            text += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
          default:
            index -= 1
            throw failure("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u")
          }
        case 0x00..<0x20:
          index -= 1
          throw failure("a control character to be escaped")
        default:
          text.append(byte)
        }
      }
    }

    mutating func hex4() throws(SyntaxError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw failure("four hexadecimal digits") }
      index += 4
      return value
    }

    func failure(_ expected: String) -> SyntaxError {
      var line = 1
      var lineStart = 0
      for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
        line += 1
        lineStart = position + 1
      }
      return SyntaxError(line: line, column: index - lineStart + 1, expected: expected)
    }
  }
}
