/// A query whose table can be joined into another: `Category.all`, `Category.where { ... }`.
/// Its conditions move into the join's ON clause, so an outer join still keeps the rows
/// that have no match.
public protocol JoinableQuery<JoinedTable>: Sendable {
  associatedtype JoinedTable: Table
  var joinConditions: [QueryFragment] { get }
}

extension Select: JoinableQuery where Columns == (), From: Table, Joins == () {
  public typealias JoinedTable = From
  public var joinConditions: [QueryFragment] { clauses.wheres }
}

extension Select {
  func joining<NewFrom: QuerySource, NewJoins>(
    _ kind: String, _ other: some JoinableQuery, on constraint: QueryFragment,
    as _: Select<Columns, NewFrom, NewJoins>.Type
  ) -> Select<Columns, NewFrom, NewJoins> {
    var clauses = clauses
    let table = type(of: other).JoinedTable.self
    var on = QueryFragment(kind + " " + quoteIdentifier(table.tableName) + " ON ")
    on.append(conjunction([constraint] + other.joinConditions))
    clauses.joins.append(on)
    clauses.defaultColumns.append(table.columns.queryFragment)
    return Select<Columns, NewFrom, NewJoins>(clauses: clauses, rowDecoder: rowDecoder)
  }

  /// INNER JOIN: rows of both sides that satisfy `constraint`.
  public func join<each J: QuerySource, T: Table>(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (From.SourceColumns, repeat (each J).SourceColumns, T.TableColumns)
    ) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, (repeat each J, T)> where Joins == (repeat each J) {
    let condition = constraint((From.sourceColumns, repeat (each J).sourceColumns, T.columns))
    return joining("JOIN", other, on: condition.queryFragment, as: Select<Columns, From, (repeat each J, T)>.self)
  }

  /// LEFT JOIN: every row of the left side; the joined table's columns are optional.
  public func leftJoin<each J: QuerySource, T: Table>(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (From.SourceColumns, repeat (each J).SourceColumns, NullableColumns<T.TableColumns>)
    ) -> some QueryExpression<Bool>
  ) -> Select<Columns, From, (repeat each J, T?)> where Joins == (repeat each J) {
    let condition = constraint(
      (From.sourceColumns, repeat (each J).sourceColumns, NullableColumns(T.columns)))
    return joining("LEFT JOIN", other, on: condition.queryFragment, as: Select<Columns, From, (repeat each J, T?)>.self)
  }

  /// RIGHT JOIN: every row of the joined table; the sources joined so far become optional.
  public func rightJoin<each J: QuerySource, T: Table>(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (From.NullableSource.SourceColumns, repeat (each J).NullableSource.SourceColumns,
        T.TableColumns)
    ) -> some QueryExpression<Bool>
  ) -> Select<Columns, From.NullableSource, (repeat (each J).NullableSource, T)>
  where Joins == (repeat each J) {
    let condition = constraint(
      (From.NullableSource.sourceColumns, repeat (each J).NullableSource.sourceColumns,
        T.columns))
    return joining(
      "RIGHT JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From.NullableSource, (repeat (each J).NullableSource, T)>.self)
  }

  /// FULL JOIN: every row of both sides; everything becomes optional.
  public func fullJoin<each J: QuerySource, T: Table>(
    _ other: some JoinableQuery<T>,
    on constraint: (
      (From.NullableSource.SourceColumns, repeat (each J).NullableSource.SourceColumns,
        NullableColumns<T.TableColumns>)
    ) -> some QueryExpression<Bool>
  ) -> Select<Columns, From.NullableSource, (repeat (each J).NullableSource, T?)>
  where Joins == (repeat each J) {
    let condition = constraint(
      (From.NullableSource.sourceColumns, repeat (each J).NullableSource.sourceColumns,
        NullableColumns(T.columns)))
    return joining(
      "FULL JOIN", other, on: condition.queryFragment,
      as: Select<Columns, From.NullableSource, (repeat (each J).NullableSource, T?)>.self)
  }
}
