import Foundation

// The published library's spellings of the representations: `[String].JSONRepresentation`,
// `Date.JulianDayRepresentation`, `UUID.UppercasedRepresentation`.

extension Decodable where Self: Encodable & Sendable {
  /// This value stored as JSON text: `@Column(as: [String].JSONRepresentation.self)`,
  /// `@Column(as: Settings.JSONRepresentation.self)`.
  public typealias JSONRepresentation = _CodableJSONRepresentation<Self>
  /// See `_CodableJSONBRepresentation`: on SQLite 3.40.1 stored as JSON text.
  public typealias JSONBRepresentation = _CodableJSONBRepresentation<Self>
}

extension Optional where Wrapped: Codable & Sendable {
  /// An optional value stored as JSON text, or NULL (not the JSON `null`) when it is `nil`.
  public typealias JSONRepresentation = _CodableJSONRepresentation<Wrapped>?
  public typealias JSONBRepresentation = _CodableJSONBRepresentation<Wrapped>?
}

/// The published library stores this as SQLite's binary JSON (`jsonb(?)`), which needs
/// SQLite 3.45. On the 3.40.1 Arbor targets there is no `jsonb()`, so the value is stored
/// as JSON text, which every `json_*` function reads; reading accepts that text. The
/// `jsonb_*` functions themselves fail there with SQLite's "no such function".
public struct _CodableJSONBRepresentation<Value: Codable & Sendable>: QueryBindable, Sendable {
  public var queryOutput: Value
  public init(queryOutput: Value) { self.queryOutput = queryOutput }
  public var queryBinding: QueryBinding { _CodableJSONRepresentation(queryOutput: queryOutput).queryBinding }
  public init(decoder: some QueryDecoder) throws {
    queryOutput = try _CodableJSONRepresentation<Value>(decoder: decoder).queryOutput
  }
}

extension Date {
  /// Stores a date as a Julian day number (REAL), as SQLite's `julianday()` returns it.
  public struct JulianDayRepresentation: QueryBindable, Sendable {
    /// The Julian day of 1970-01-01 00:00 UTC.
    static let unixEpoch = 2_440_587.5
    public var queryOutput: Date
    public init(queryOutput: Date) { self.queryOutput = queryOutput }
    public var queryBinding: QueryBinding {
      .real(queryOutput.timeIntervalSince1970 / 86_400 + Self.unixEpoch)
    }
    public init(decoder: some QueryDecoder) throws {
      guard let days = try decoder.decodeDouble() else { throw decoder.unexpectedNull(Date.self) }
      queryOutput = Date(timeIntervalSince1970: (days - Self.unixEpoch) * 86_400)
    }
  }
}

extension Date {
  /// Stores a date as text, as `Date` itself does here (the published library's older,
  /// deprecated spelling of its text dates).
  public struct ISO8601Representation: QueryBindable, Sendable {
    public var queryOutput: Date
    public init(queryOutput: Date) { self.queryOutput = queryOutput }
    public var queryBinding: QueryBinding { queryOutput.queryBinding }
    public init(decoder: some QueryDecoder) throws { queryOutput = try Date(decoder: decoder) }
  }
}

extension UUID {
  /// Stores a UUID as upper-case text (`uuidString`), as Apple's APIs print it.
  public struct UppercasedRepresentation: QueryBindable, Sendable {
    public var queryOutput: UUID
    public init(queryOutput: UUID) { self.queryOutput = queryOutput }
    public var queryBinding: QueryBinding { .text(queryOutput.uuidString.uppercased()) }
    public init(decoder: some QueryDecoder) throws {
      guard let text = try decoder.decodeString() else { throw decoder.unexpectedNull(UUID.self) }
      guard let uuid = UUID(uuidString: text) else {
        throw decoder.invalidValue(UUID.self, "'\(text)' is not a UUID")
      }
      queryOutput = uuid
    }
  }
}

/// A type written as text by its description, `LosslessStringConvertible`, binds and
/// decodes as that text with no more code: `struct Email: LosslessStringConvertible,
/// QueryBindable { … }`.
extension QueryBindable where Self: LosslessStringConvertible, QueryOutput == Self {
  public var queryBinding: QueryBinding { .text(description) }

  public init(decoder: some QueryDecoder) throws {
    guard let text = try decoder.decodeString() else { throw decoder.unexpectedNull(Self.self) }
    guard let value = Self(text) else {
      throw decoder.invalidValue(Self.self, "'\(text)' is not a valid \(Self.self)")
    }
    self = value
  }
}

// The optional forms, as the published library spells them: a column of
// `Date?.UnixTimeRepresentation` holds NULL for `nil`.
extension Optional where Wrapped == Date {
  public typealias UnixTimeRepresentation = Date.UnixTimeRepresentation?
  public typealias JulianDayRepresentation = Date.JulianDayRepresentation?
  public typealias ISO8601Representation = Date.ISO8601Representation?
}

extension Optional where Wrapped == UUID {
  public typealias BytesRepresentation = UUID.BytesRepresentation?
  public typealias UppercasedRepresentation = UUID.UppercasedRepresentation?
}

/// A type that stores another (`queryOutput`) in a column: `Date.UnixTimeRepresentation`,
/// `[String].JSONRepresentation`, … (an optional column of one is an `_OptionalProtocol`
/// and fetched as one). A fetch of such a column
/// gives the value it stands for (`FetchOne(Record.select(\.date))` holds a `Date`).
public protocol _Representation: QueryRepresentable {}

extension _CodableJSONRepresentation: _Representation {}
extension _CodableJSONBRepresentation: _Representation {}
extension _RawRepresentation: _Representation {}
extension Date.UnixTimeRepresentation: _Representation {}
extension Date.JulianDayRepresentation: _Representation {}
extension Date.ISO8601Representation: _Representation {}
extension UUID.BytesRepresentation: _Representation {}
extension UUID.UppercasedRepresentation: _Representation {}

/// Held in a JSON document as the value itself (see `_ValueInJSON`).
extension Date.UnixTimeRepresentation: _ValueInJSON {}
extension Date.JulianDayRepresentation: _ValueInJSON {}
extension Date.ISO8601Representation: _ValueInJSON {}
extension UUID.BytesRepresentation: _ValueInJSON {}
extension UUID.UppercasedRepresentation: _ValueInJSON {}
