/// Something a FROM or JOIN clause can name: a table, or a table on the nullable side of
/// an outer join (`Optional<Table>`), whose columns then all read as optional.
public protocol QuerySource: SendableMetatype {
  /// The columns the query's closures see for this source.
  associatedtype SourceColumns: Sendable
  /// What one row of this source decodes to.
  associatedtype SourceRow: QueryDecodable
  /// The same source on the nullable side of an outer join.
  associatedtype NullableSource: QuerySource
  static var sourceColumns: SourceColumns { get }
  /// What FROM or JOIN names: `"categories"`, a common table's name, or
  /// `"employees" AS "managers"`.
  static var sourceFromItem: QueryFragment { get }
  /// Every column of the source, qualified: its part of a default select list.
  static var sourceSelectList: QueryFragment { get }
}

extension Table {
  public static var sourceColumns: TableColumns { columns }
  public static var sourceFromItem: QueryFragment {
    guard let tableAlias else { return tableFragment }
    return tableFragment + QueryFragment(" AS " + quoteIdentifier(tableAlias))
  }
  public static var sourceSelectList: QueryFragment { columns.queryFragment }
}

extension Optional: QuerySource where Wrapped: QuerySource, Wrapped.SourceColumns: TableDefinition {
  public typealias SourceColumns = NullableColumns<Wrapped.SourceColumns>
  public typealias SourceRow = Wrapped.SourceRow?
  public typealias NullableSource = Self
  public static var sourceColumns: NullableColumns<Wrapped.SourceColumns> {
    NullableColumns(Wrapped.sourceColumns)
  }
  public static var sourceFromItem: QueryFragment { Wrapped.sourceFromItem }
  public static var sourceSelectList: QueryFragment { Wrapped.sourceSelectList }
}

/// A table's columns seen from the nullable side of an outer join: every column's value
/// type is promoted to an optional (`$1.id` is `Int?` after `leftJoin`).
@dynamicMemberLookup
public struct NullableColumns<Base: TableDefinition>: QueryExpression {
  public typealias QueryValue = Base.QueryValue?
  public let base: Base

  public init(_ base: Base) { self.base = base }

  public var queryFragment: QueryFragment { base.queryFragment }

  public subscript<Root, Value>(
    dynamicMember keyPath: KeyPath<Base, TableColumn<Root, Value>>
  ) -> TableColumn<Root, Value._Optionalized> {
    TableColumn(retyping: base[keyPath: keyPath])
  }

  /// Any other expression the columns offer (a helper of the user's own,
  /// `var isHighPriority: some QueryExpression<Bool>`), optional as the columns are.
  @_disfavoredOverload
  public subscript<Member: QueryExpression>(
    dynamicMember keyPath: KeyPath<Base, Member>
  ) -> SQLQueryExpression<Member.QueryValue._Optionalized> where Member.QueryValue: QueryDecodable {
    SQLQueryExpression(base[keyPath: keyPath].queryFragment)
  }
}
