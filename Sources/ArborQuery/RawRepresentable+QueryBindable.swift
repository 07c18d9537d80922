/// `enum Priority: Int, QueryBindable { case low = 1, ... }` stores the raw value; a raw
/// value with no matching case is a decoding error naming the column.
extension QueryBindable where Self: RawRepresentable, RawValue: QueryBindable {
  public var queryBinding: QueryBinding { rawValue.queryBinding }
  public init(decoder: some QueryDecoder) throws {
    let raw = try RawValue(decoder: decoder)
    guard let value = Self(rawValue: raw) else {
      throw decoder.invalidValue(Self.self, "no case has the raw value \(raw)")
    }
    self = value
  }
}
