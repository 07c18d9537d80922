import Foundation

extension Int: QueryBindable {
  public var queryBinding: QueryBinding { .integer(Int64(self)) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let value = try decoder.decodeInt64() else { throw decoder.unexpectedNull(Self.self) }
    self = Int(value)
  }
}

extension Int64: QueryBindable {
  public var queryBinding: QueryBinding { .integer(self) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let value = try decoder.decodeInt64() else { throw decoder.unexpectedNull(Self.self) }
    self = value
  }
}

/// Fixed-width integers narrower than 64 bits: a stored value out of range is a decoding
/// error, not a trap.
public protocol _NarrowInteger: FixedWidthInteger, QueryBindable {}

extension _NarrowInteger {
  public var queryBinding: QueryBinding { .integer(Int64(self)) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let value = try decoder.decodeInt64() else { throw decoder.unexpectedNull(Self.self) }
    guard let narrowed = Self(exactly: value) else {
      throw decoder.invalidValue(Self.self, "\(value) is out of range")
    }
    self = narrowed
  }
}

extension Int8: _NarrowInteger {}
extension Int16: _NarrowInteger {}
extension Int32: _NarrowInteger {}
extension UInt8: _NarrowInteger {}
extension UInt16: _NarrowInteger {}
extension UInt32: _NarrowInteger {}

extension UInt64: QueryBindable {
  /// SQLite integers are signed 64-bit: larger values cannot be stored faithfully.
  public var queryBinding: QueryBinding {
    guard let value = Int64(exactly: self) else {
      return .invalid(QueryBindingError("UInt64 value \(self) does not fit SQLite's 64-bit signed integer"))
    }
    return .integer(value)
  }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let value = try decoder.decodeInt64() else { throw decoder.unexpectedNull(Self.self) }
    guard let unsigned = UInt64(exactly: value) else {
      throw decoder.invalidValue(Self.self, "\(value) is negative")
    }
    self = unsigned
  }
}

extension UInt: QueryBindable {
  public var queryBinding: QueryBinding { UInt64(self).queryBinding }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    self = UInt(try UInt64(decoder: decoder))
  }
}

extension Double: QueryBindable {
  public var queryBinding: QueryBinding { .real(self) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let value = try decoder.decodeDouble() else { throw decoder.unexpectedNull(Self.self) }
    self = value
  }
}

extension Float: QueryBindable {
  public var queryBinding: QueryBinding { .real(Double(self)) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let value = try decoder.decodeDouble() else { throw decoder.unexpectedNull(Self.self) }
    self = Float(value)
  }
}

extension Bool: QueryBindable {
  public var queryBinding: QueryBinding { .integer(self ? 1 : 0) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let value = try decoder.decodeInt64() else { throw decoder.unexpectedNull(Self.self) }
    self = value != 0
  }
}

extension String: QueryBindable {
  public var queryBinding: QueryBinding { .text(self) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let value = try decoder.decodeString() else { throw decoder.unexpectedNull(Self.self) }
    self = value
  }
}

extension Data: QueryBindable {
  public var queryBinding: QueryBinding { .blob([UInt8](self)) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let value = try decoder.decodeBytes() else { throw decoder.unexpectedNull(Self.self) }
    self = Data(value)
  }
}

extension UUID: QueryBindable {
  /// Lower-case text, the form SQLite's own uuid() extension writes.
  public var queryBinding: QueryBinding { .text(uuidString.lowercased()) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let text = try decoder.decodeString() else { throw decoder.unexpectedNull(Self.self) }
    guard let uuid = UUID(uuidString: text) else {
      throw decoder.invalidValue(Self.self, "\"\(text)\" is not a UUID")
    }
    self = uuid
  }
}

extension URL: QueryBindable {
  public var queryBinding: QueryBinding { .text(absoluteString) }
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    guard let text = try decoder.decodeString() else { throw decoder.unexpectedNull(Self.self) }
    guard let url = URL(string: text) else {
      throw decoder.invalidValue(Self.self, "\"\(text)\" is not a URL")
    }
    self = url
  }
}

extension Optional: QueryExpression where Wrapped: QueryExpression {
  public typealias QueryValue = Wrapped.QueryValue?
  public var queryFragment: QueryFragment {
    switch self {
    case .some(let wrapped): return wrapped.queryFragment
    case .none: return QueryFragment("NULL")
    }
  }
}

extension Optional: QueryDecodable where Wrapped: QueryDecodable {
  public typealias _Optionalized = Self
  public typealias _Wrapped = Wrapped._Wrapped
  public static var columnCount: Int { Wrapped.columnCount }
  public static func _columnNames(named name: String) -> [String] { Wrapped._columnNames(named: name) }
  public static func _writableColumnNames(named name: String) -> [String] {
    Wrapped._writableColumnNames(named: name)
  }
  public static func _jsonValue(named name: String, qualifier: String) -> QueryFragment {
    Wrapped._jsonValue(named: name, qualifier: qualifier)
  }
  public static func _jsonExtracted(_ value: QueryFragment) -> QueryFragment { Wrapped._jsonExtracted(value) }
  /// NULL in every column the wrapped value spans is `nil`; anything else decodes the value.
  @inlinable
  public init(decoder: some QueryDecoder) throws {
    let count = Wrapped.columnCount
    var allNull = true
    for offset in 0..<count where !decoder.isNull(at: offset) {
      allNull = false
      break
    }
    if allNull {
      decoder.skip(count)
      self = .none
    } else {
      self = .some(try Wrapped(decoder: decoder))
    }
  }
}

extension Optional: QueryRepresentable where Wrapped: QueryRepresentable {
  public typealias QueryOutput = Wrapped.QueryOutput?
  public init(queryOutput: Wrapped.QueryOutput?) {
    self = queryOutput.map(Wrapped.init(queryOutput:))
  }
  public var queryOutput: Wrapped.QueryOutput? { self?.queryOutput }
}

extension Optional: QueryEncodable where Wrapped: QueryEncodable & QueryDecodable {
  /// `nil` writes NULL into every column the wrapped value would fill.
  public func _encodeColumns(into bindings: inout [QueryBinding]) {
    switch self {
    case .some(let wrapped): wrapped._encodeColumns(into: &bindings)
    case .none: bindings.append(contentsOf: repeatElement(.null, count: Wrapped.columnCount))
    }
  }

  public func _encodeWritableColumns(into bindings: inout [QueryBinding]) {
    switch self {
    case .some(let wrapped): wrapped._encodeWritableColumns(into: &bindings)
    case .none:
      bindings.append(contentsOf: repeatElement(.null, count: Wrapped._writableColumnNames(named: "").count))
    }
  }
}

extension Optional: QueryBindable where Wrapped: QueryBindable {
  public var queryBinding: QueryBinding { self?.queryBinding ?? .null }
}

/// Bytes, bound as a blob, as the library binds them (`var image: [UInt8]`). Read through
/// the array's decoding, which takes `[UInt8]` from a blob.
extension Array: QueryExpression, QueryEncodable, QueryRepresentable, QueryBindable where Element == UInt8 {
  public typealias QueryValue = Self
  public typealias QueryOutput = Self
  public var queryBinding: QueryBinding { .blob(self) }
}
