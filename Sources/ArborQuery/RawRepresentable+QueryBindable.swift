/// `enum Priority: Int, QueryBindable { case low = 1, ... }` stores the raw value; a raw
/// value with no matching case is a decoding error naming the column.
extension QueryBindable where Self: RawRepresentable, RawValue: QueryBindable {
  public var queryBinding: QueryBinding { rawValue.queryBinding }
  public init(decoder: some QueryDecoder) throws {
    self = try decodeRawValue(Self.self, decoder)
  }
}

/// The value whose raw value the next column holds, or an error naming the column.
private func decodeRawValue<Value: RawRepresentable>(_ type: Value.Type, _ decoder: some QueryDecoder) throws -> Value
where Value.RawValue: QueryDecodable {
  let raw = try Value.RawValue(decoder: decoder)
  guard let value = Value(rawValue: raw) else {
    throw decoder.invalidValue(Value.self, "no case has the raw value \(raw)")
  }
  return value
}

/// A `RawRepresentable` type that is not itself `QueryBindable`, stored as its raw value:
/// `@Column(as: Ranking.RawRepresentation.self) var ranking: Ranking` (the library's
/// spelling, for types the user does not want to conform).
public struct _RawRepresentation<Value: RawRepresentable & Sendable>: QueryBindable, Sendable
where Value.RawValue: QueryBindable {
  public var queryOutput: Value
  public init(queryOutput: Value) { self.queryOutput = queryOutput }
  public var queryBinding: QueryBinding { queryOutput.rawValue.queryBinding }
  public init(decoder: some QueryDecoder) throws {
    queryOutput = try decodeRawValue(Value.self, decoder)
  }
}

extension RawRepresentable where Self: Sendable, RawValue: QueryBindable {
  public typealias RawRepresentation = _RawRepresentation<Self>
}

extension Optional where Wrapped: RawRepresentable & Sendable, Wrapped.RawValue: QueryBindable {
  public typealias RawRepresentation = _RawRepresentation<Wrapped>?
}
