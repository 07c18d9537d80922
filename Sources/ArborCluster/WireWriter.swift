/// A message body as dqlite lays it out: fields padded to 8-byte words.
struct WireWriter {
  private(set) var bytes: [UInt8] = []

  mutating func uint64(_ value: UInt64) {
    bytes += withUnsafeBytes(of: value.littleEndian, Array.init)
  }

  mutating func uint32(_ value: UInt32) {
    bytes += withUnsafeBytes(of: value.littleEndian, Array.init)
  }

  /// Text: its UTF-8 bytes, a NUL, zeros to the word's end.
  mutating func text(_ value: String) {
    bytes += Array(value.utf8) + [0]
    pad()
  }

  /// Another body's fields, already laid out in words.
  mutating func append(_ other: WireWriter) {
    bytes += other.bytes
  }

  mutating func pad() {
    while bytes.count % 8 != 0 { bytes.append(0) }
  }

  /// A statement's parameters (schema 0): their count and type codes, a byte each, to
  /// the word's end; then each value.
  mutating func parameters(_ values: [ClusterValue]) throws {
    guard values.count <= Wire.valuesPerStatement else {
      throw ClusterError(
        .refused(code: 0),
        "a statement takes at most \(Wire.valuesPerStatement) values over dqlite's wire (\(values.count) given)")
    }
    bytes.append(UInt8(values.count))
    for value in values { bytes.append(value.code) }
    pad()
    for value in values {
      switch value {
      case .integer(let number): uint64(UInt64(bitPattern: number))
      case .real(let number): uint64(number.bitPattern)
      case .text(let string):
        guard !string.utf8.contains(0) else {
          throw ClusterError(
            .refused(code: 0), "text with a NUL character cannot travel as dqlite text; bind it as a blob")
        }
        text(string)
      case .blob(let data):
        uint64(UInt64(data.count))
        bytes += data
        pad()
      case .null: uint64(0)
      }
    }
  }
}
