/// dqlite's wire protocol (protocol version 1): every message is a header word — the
/// body's size in 8-byte words, a type code, a schema version — and a body of fields,
/// each padded to whole words, integers little-endian. A connection starts with one word,
/// the protocol version.
public enum Wire {
  static let protocolVersion: UInt64 = 1

  /// The most values one statement binds: dqlite's wire counts a statement's parameters in
  /// a byte.
  public static let valuesPerStatement = 255

  /// Request type codes.
  enum Request: UInt8 {
    case leader = 0
    case client = 1
    case open = 3
    case execSQL = 8
    case querySQL = 9
    case add = 12
    case assign = 13
    case cluster = 16
  }

  /// Response type codes.
  enum Response: UInt8 {
    case failure = 0
    case server = 1
    case welcome = 2
    case servers = 3
    case database = 4
    case statement = 5
    case result = 6
    case rows = 7
    case empty = 8
  }

  /// Ends a result set's rows; `part` ends one batch of it, more follow.
  static let rowsDone: UInt64 = 0xffff_ffff_ffff_ffff
  static let rowsPart: UInt64 = 0xeeee_eeee_eeee_eeee

  /// A message as read: its type, schema version and body.
  struct Message {
    var type: UInt8
    var schema: UInt8
    var body: [UInt8]
  }

  /// The header word of a body of `size` bytes (a multiple of 8).
  static func header(type: UInt8, schema: UInt8 = 0, bodySize: Int) -> [UInt8] {
    let words = UInt32(bodySize / 8)
    return withUnsafeBytes(of: words.littleEndian, Array.init) + [type, schema, 0, 0]
  }
}
