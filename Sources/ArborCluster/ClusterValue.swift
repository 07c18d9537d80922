/// A value a dqlite node sends or binds: SQLite's five kinds. The node's own kinds — a
/// boolean, a Unix time, an ISO 8601 date — arrive as the integer or text SQLite stores.
public enum ClusterValue: Hashable, Sendable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])
  case null

  /// The type code on the wire.
  var code: UInt8 {
    switch self {
    case .integer: 1
    case .real: 2
    case .text: 3
    case .blob: 4
    case .null: 5
    }
  }
}

extension ClusterValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByNilLiteral,
  ExpressibleByFloatLiteral
{
  public init(integerLiteral value: Int64) { self = .integer(value) }
  public init(stringLiteral value: String) { self = .text(value) }
  public init(nilLiteral: ()) { self = .null }
  public init(floatLiteral value: Double) { self = .real(value) }
}
