/// Reads a message body field by field; a body cut short is a broken answer, never a trap.
struct WireReader {
  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { offset >= bytes.count }

  private static func cut() -> ClusterError {
    ClusterError(.broken, "the node's answer ended in the middle of a field")
  }

  mutating func uint64() throws -> UInt64 {
    guard offset + 8 <= bytes.count else { throw Self.cut() }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
    offset += 8
    return value
  }

  mutating func uint32() throws -> UInt32 {
    guard offset + 4 <= bytes.count else { throw Self.cut() }
    var value: UInt32 = 0
    for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
    offset += 4
    return value
  }

  mutating func text() throws -> String {
    guard let end = bytes[offset...].firstIndex(of: 0) else { throw Self.cut() }
    let value = String(decoding: bytes[offset..<end], as: UTF8.self)
    offset = end + 1
    skipPadding()
    return value
  }

  mutating func blob() throws -> [UInt8] {
    let count = try uint64()
    guard count <= UInt64(bytes.count - offset) else { throw Self.cut() }
    let value = Array(bytes[offset..<offset + Int(count)])
    offset += Int(count)
    skipPadding()
    return value
  }

  private mutating func skipPadding() {
    offset = min((offset + 7) / 8 * 8, bytes.count)
  }

  /// One row of `columns` values: 4-bit type codes, two to a byte, to the word's end,
  /// then the values.
  mutating func row(columns: Int) throws -> [ClusterValue] {
    let headerBytes = (columns + 1) / 2
    guard offset + headerBytes <= bytes.count else { throw Self.cut() }
    var codes: [UInt8] = []
    for column in 0..<columns {
      let byte = bytes[offset + column / 2]
      codes.append(column % 2 == 0 ? byte & 0x0f : byte >> 4)
    }
    offset += headerBytes
    skipPadding()
    var values: [ClusterValue] = []
    for code in codes {
      switch code {
      case 1, 9: values.append(.integer(Int64(bitPattern: try uint64())))
      case 2: values.append(.real(Double(bitPattern: try uint64())))
      case 3, 10: values.append(.text(try text()))
      case 4: values.append(.blob(try blob()))
      case 5:
        _ = try uint64()
        values.append(.null)
      case 11: values.append(.integer(try uint64() == 0 ? 0 : 1))
      default: throw ClusterError(.broken, "the node sent a value of unknown type \(code)")
      }
    }
    return values
  }

  /// Peeks at the next word without reading it (the end-of-rows markers).
  func peekWord() -> UInt64? {
    var copy = self
    return try? copy.uint64()
  }
}
