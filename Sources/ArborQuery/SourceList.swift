/// The sources of a select, in order: the FROM table, then each joined one. `Arguments`
/// is what the select's closures receive — the columns of one source, or a tuple with
/// one element per source (`$0`, `$1`, ... or `{ reminder, list in ... }`) — and `Row`
/// is what a row decodes to when nothing was selected explicitly.
///
/// One generic type per count of sources keeps every clause method a single overload:
/// the type checker then settles a long chain quickly, and a type error in one closure is
/// reported as such instead of timing out.
public protocol SourceList: SendableMetatype {
  associatedtype Arguments
  associatedtype Row
  /// The same sources, each on the nullable side of an outer join.
  associatedtype Nullable: SourceList
  static var arguments: Arguments { get }
  static func decodeRow(_ decoder: some QueryDecoder) throws -> Row
}

/// A select over one source.
public enum Sources1<A: QuerySource>: SourceList {
  public typealias Arguments = A.SourceColumns
  public typealias Row = A.SourceRow
  public typealias Nullable = Sources1<A.NullableSource>
  public static var arguments: Arguments { A.sourceColumns }
  @inlinable
  public static func decodeRow(_ decoder: some QueryDecoder) throws -> Row {
    try A.SourceRow(decoder: decoder)
  }
}

/// A select over 2 sources.
public enum Sources2<A: QuerySource, B: QuerySource>: SourceList {
  public typealias Arguments = (A.SourceColumns, B.SourceColumns)
  public typealias Row = (A.SourceRow, B.SourceRow)
  public typealias Nullable = Sources2<A.NullableSource, B.NullableSource>
  public static var arguments: Arguments { (A.sourceColumns, B.sourceColumns) }
  @inlinable
  public static func decodeRow(_ decoder: some QueryDecoder) throws -> Row {
    (try A.SourceRow(decoder: decoder), try B.SourceRow(decoder: decoder))
  }
}

/// A select over 3 sources.
public enum Sources3<A: QuerySource, B: QuerySource, C: QuerySource>: SourceList {
  public typealias Arguments = (A.SourceColumns, B.SourceColumns, C.SourceColumns)
  public typealias Row = (A.SourceRow, B.SourceRow, C.SourceRow)
  public typealias Nullable = Sources3<A.NullableSource, B.NullableSource, C.NullableSource>
  public static var arguments: Arguments { (A.sourceColumns, B.sourceColumns, C.sourceColumns) }
  @inlinable
  public static func decodeRow(_ decoder: some QueryDecoder) throws -> Row {
    (try A.SourceRow(decoder: decoder), try B.SourceRow(decoder: decoder), try C.SourceRow(decoder: decoder))
  }
}

/// A select over 4 sources.
public enum Sources4<A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource>: SourceList {
  public typealias Arguments = (A.SourceColumns, B.SourceColumns, C.SourceColumns, D.SourceColumns)
  public typealias Row = (A.SourceRow, B.SourceRow, C.SourceRow, D.SourceRow)
  public typealias Nullable = Sources4<A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource>
  public static var arguments: Arguments { (A.sourceColumns, B.sourceColumns, C.sourceColumns, D.sourceColumns) }
  @inlinable
  public static func decodeRow(_ decoder: some QueryDecoder) throws -> Row {
    (
      try A.SourceRow(decoder: decoder), try B.SourceRow(decoder: decoder), try C.SourceRow(decoder: decoder),
      try D.SourceRow(decoder: decoder)
    )
  }
}

/// A select over 5 sources.
public enum Sources5<A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, E: QuerySource>: SourceList {
  public typealias Arguments = (A.SourceColumns, B.SourceColumns, C.SourceColumns, D.SourceColumns, E.SourceColumns)
  public typealias Row = (A.SourceRow, B.SourceRow, C.SourceRow, D.SourceRow, E.SourceRow)
  public typealias Nullable = Sources5<
    A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, E.NullableSource
  >
  public static var arguments: Arguments {
    (A.sourceColumns, B.sourceColumns, C.sourceColumns, D.sourceColumns, E.sourceColumns)
  }
  @inlinable
  public static func decodeRow(_ decoder: some QueryDecoder) throws -> Row {
    (
      try A.SourceRow(decoder: decoder), try B.SourceRow(decoder: decoder), try C.SourceRow(decoder: decoder),
      try D.SourceRow(decoder: decoder), try E.SourceRow(decoder: decoder)
    )
  }
}

/// A select over 6 sources.
public enum Sources6<A: QuerySource, B: QuerySource, C: QuerySource, D: QuerySource, E: QuerySource, F: QuerySource>:
  SourceList
{
  public typealias Arguments = (
    A.SourceColumns, B.SourceColumns, C.SourceColumns, D.SourceColumns, E.SourceColumns, F.SourceColumns
  )
  public typealias Row = (A.SourceRow, B.SourceRow, C.SourceRow, D.SourceRow, E.SourceRow, F.SourceRow)
  public typealias Nullable = Sources6<
    A.NullableSource, B.NullableSource, C.NullableSource, D.NullableSource, E.NullableSource, F.NullableSource
  >
  public static var arguments: Arguments {
    (A.sourceColumns, B.sourceColumns, C.sourceColumns, D.sourceColumns, E.sourceColumns, F.sourceColumns)
  }
  @inlinable
  public static func decodeRow(_ decoder: some QueryDecoder) throws -> Row {
    (
      try A.SourceRow(decoder: decoder), try B.SourceRow(decoder: decoder), try C.SourceRow(decoder: decoder),
      try D.SourceRow(decoder: decoder), try E.SourceRow(decoder: decoder), try F.SourceRow(decoder: decoder)
    )
  }
}
