// Rendering a statement out of many pieces by appending `String`s cost ~300 instructions
// per append in the profile (capacity checks, regrowth, ASCII flags), and a query is
// dozens of appends. A composition is instead written twice through the same code: once
// counting bytes, then copying them into one string allocated at the exact length.

/// Where a composition writes: the counting pass or the copying pass.
protocol SQLSink {
  mutating func write(_ text: String)
  /// Literal SQL (keywords, separators, operators): copied from the binary's own bytes,
  /// without the reference counting and closure a `String` needs.
  mutating func write(literal text: StaticString)
  mutating func write(_ fragment: QueryFragment)
}

/// Something that writes SQL in pieces, turned into one fragment by `QueryFragment(composing:)`.
protocol SQLComposition {
  func write<Sink: SQLSink>(to sink: inout Sink)
}

/// The counting pass: how many UTF-8 bytes the composition writes.
struct SQLLengthSink: SQLSink {
  var count = 0

  mutating func write(_ text: String) { count += text.utf8.count }

  mutating func write(literal text: StaticString) {
    // `withUTF8Buffer` serves both of StaticString's representations (a one-scalar
    // literal may be stored as the scalar, without a pointer).
    count += text.withUTF8Buffer { $0.count }
  }

  mutating func write(_ fragment: QueryFragment) { count += fragment.sql.utf8.count }
}

/// The copying pass, into a buffer sized by the counting pass.
struct SQLBufferSink: SQLSink {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  var position = 0
  var bindings: [QueryBinding] = []

  mutating func write(_ text: String) {
    let count = text.utf8.count
    // Both passes run the same code over the same values, so the space is there; a
    // mismatch is a bug in a composition, and stopping beats writing past the buffer.
    precondition(position + count <= buffer.count, "SQL composition wrote more than it counted")
    let copied = text.utf8.withContiguousStorageIfAvailable { source in
      if let base = source.baseAddress, count > 0 {
        (buffer.baseAddress! + position).update(from: base, count: count)
      }
      return true
    }
    if copied == nil {
      var index = position
      for byte in text.utf8 {
        buffer[index] = byte
        index += 1
      }
    }
    position += count
  }

  mutating func write(literal text: StaticString) {
    text.withUTF8Buffer { source in
      precondition(position + source.count <= buffer.count, "SQL composition wrote more than it counted")
      if let base = source.baseAddress, source.count > 0 {
        (buffer.baseAddress! + position).update(from: base, count: source.count)
      }
      position += source.count
    }
  }

  mutating func write(_ fragment: QueryFragment) {
    write(fragment.sql)
    // Taking the first list as it is shares its storage; most compositions bind one list.
    if bindings.isEmpty {
      bindings = fragment.bindings
    } else if !fragment.bindings.isEmpty {
      bindings += fragment.bindings
    }
  }
}

extension SQLSink {
  /// The fragment as an operand: parenthesized unless one token or one group.
  mutating func write(operand fragment: QueryFragment) {
    let needsParentheses = fragment.needsParenthesesAsOperand
    if needsParentheses { write(literal: "(") }
    write(fragment)
    if needsParentheses { write(literal: ")") }
  }

  /// The fragments with `separator` between them.
  mutating func write(_ fragments: [QueryFragment], separator: String) {
    for (index, fragment) in fragments.enumerated() {
      if index > 0 { write(separator) }
      write(fragment)
    }
  }

  /// `(a) AND (b) ...`, or the one predicate bare.
  mutating func write(conjunctionOf predicates: [QueryFragment]) {
    if predicates.count == 1 { return write(predicates[0]) }
    for (index, predicate) in predicates.enumerated() {
      write(literal: index == 0 ? "(" : ") AND (")
      write(predicate)
    }
    write(literal: ")")
  }
}

extension QueryFragment {
  /// The composition's text, built in one allocation.
  init(composing composition: some SQLComposition, shape: Shape = .unknown) {
    var length = SQLLengthSink()
    composition.write(to: &length)
    var collected: [QueryBinding] = []
    let text = String(unsafeUninitializedCapacity: length.count) { buffer in
      var sink = SQLBufferSink(buffer: buffer)
      composition.write(to: &sink)
      collected = sink.bindings
      return sink.position
    }
    self.init(text, bindings: collected, shape: shape)
  }

  /// Whether the text needs parentheses to stand as an operator's operand; scanned only
  /// when the builder did not record its shape.
  var needsParenthesesAsOperand: Bool {
    switch shape {
    case .operand: return false
    case .compound: return true
    case .unknown: return !(sql.isSimpleSQLOperand || sql.isParenthesized)
    }
  }
}
