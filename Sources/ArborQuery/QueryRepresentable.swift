/// A Swift type that can be read from the columns of a result row.
public protocol QueryDecodable: SendableMetatype {
  /// How many result columns one value spans (1 for a plain value, more for a table row
  /// or a column group).
  static var columnCount: Int { get }
  init(decoder: some QueryDecoder) throws
  /// The published library's spelling of the same: a type implements one of the two (each
  /// defaults to the other). Decoders here are shared references, so `inout` changes
  /// nothing.
  init(decoder: inout some QueryDecoder) throws
  /// The database columns a field of this type named `name` occupies: just `name` for a
  /// plain value; a column group lists its own fields instead.
  static func _columnNames(named name: String) -> [String]
  /// The columns of `_columnNames(named:)` an insert or update writes: a column group
  /// leaves out its generated fields.
  static func _writableColumnNames(named name: String) -> [String]
  /// The type a value becomes on the nullable side of an outer join: `Self?`, or `Self`
  /// when it is already optional.
  associatedtype _Optionalized: QueryDecodable = Self?
  /// The type with any optional stripped: operators compare `Int` with `Int?`.
  associatedtype _Wrapped = Self
  /// A field of this type named `name` as a JSON value, in the form its `Codable`
  /// conformance reads: the column itself, `true`/`false` for a `Bool`, nested JSON for a
  /// JSON column, an object for a column group (see `jsonObject()`).
  static func _jsonValue(named name: String, qualifier: String) -> QueryFragment
  /// The JSON key `Codable` writes for the field stored in `column`: the property's name,
  /// which differs from the column's where `@Column("…")` renames it.
  static func _jsonKey(forColumn column: String) -> String
  /// A value `jsonExtract` reads out of a JSON document, made ready to compare: a UUID's
  /// text compares without case, since `Codable` writes it upper case and a UUID binds
  /// lower case (`COLLATE NOCASE`, as the published library writes it).
  static func _jsonExtracted(_ value: QueryFragment) -> QueryFragment
}

extension QueryDecodable {
  public static var columnCount: Int { 1 }

  public static func _writableColumnNames(named name: String) -> [String] { _columnNames(named: name) }

  public init(decoder: inout some QueryDecoder) throws {
    try self.init(decoder: decoder)
  }

  public init(decoder: some QueryDecoder) throws {
    var decoder = decoder
    try self.init(decoder: &decoder)
  }
}

/// A type that stands for a Swift value in SQL, possibly in another shape: `Date` is
/// stored as text, `[String].JSONRepresentation` as JSON text holding a `[String]`.
public protocol QueryRepresentable<QueryOutput>: QueryDecodable, QueryEncodable {
  associatedtype QueryOutput = Self
  init(queryOutput: QueryOutput)
  var queryOutput: QueryOutput { get }
}

extension QueryRepresentable {
  /// A type that only reads (the library's `QueryRepresentable` does not write): binding
  /// it fails the statement with words instead of writing something made up.
  public func _encodeColumns(into bindings: inout [QueryBinding]) {
    let error = QueryBindingError("\(Self.self) can be read from the database but not written to it")
    bindings += Array(repeating: .invalid(error), count: Self.columnCount)
  }
}

extension QueryRepresentable where QueryOutput == Self {
  @inlinable public init(queryOutput: Self) { self = queryOutput }
  @inlinable public var queryOutput: Self { self }
}

/// A single-column value that can be bound to a statement parameter. Every such value is
/// also an expression (a bound `?`), which is what lets `$0.title.eq("Milk")` take a
/// plain Swift value.
public protocol QueryBindable: QueryRepresentable, QueryExpression where QueryValue == Self {
  var queryBinding: QueryBinding { get }
}

extension QueryBindable {
  public var queryFragment: QueryFragment { QueryFragment(binding: queryBinding) }
  public func _encodeColumns(into bindings: inout [QueryBinding]) {
    bindings.append(queryBinding)
  }
}

/// A value that writes itself into the columns of an INSERT or UPDATE, one binding per
/// column it spans.
public protocol QueryEncodable {
  func _encodeColumns(into bindings: inout [QueryBinding])
  /// The values an insert or update writes: a table's row leaves out its generated
  /// columns (`TableDefinition.writableColumnNames`); anything else writes all it spans.
  func _encodeWritableColumns(into bindings: inout [QueryBinding])
}

extension QueryEncodable {
  public func _encodeWritableColumns(into bindings: inout [QueryBinding]) {
    _encodeColumns(into: &bindings)
  }
}
