/// A custom result row, declared with `@Selection`, filled by `Row.Columns(...)` in a
/// `select`; used as a field of a `@Table`, a column group whose fields are columns.
/// As a value it is a row value, `(?, ?)`, so a whole group compares at once.
public protocol Selection: QueryRepresentable, QueryExpression, Sendable
where QueryOutput == Self, QueryValue == Self {
  associatedtype Columns: QueryExpression where Columns.QueryValue == Self
  /// The group's fields as columns, for `$0.timestamps.createdAt`.
  associatedtype GroupColumns: GroupDefinition
  /// An enum of cases, each in columns of its own: setting one case's columns must clear
  /// the others', or the row would still read as the old case.
  static var _isEnumOfCases: Bool { get }
}

extension Selection {
  public static var _isEnumOfCases: Bool { false }
}

/// The fields of a column group as typed columns, qualified by the holding table.
public protocol GroupDefinition: Sendable {
  init(qualifier: String)
}

extension Selection {
  public var queryFragment: QueryFragment {
    var bindings: [QueryBinding] = []
    _encodeColumns(into: &bindings)
    return "(" + boundList(bindings) + ")"
  }
}

/// Renders one field of a `Row.Columns(...)`: `expression AS "name"` for a single column;
/// a whole table or group spans several columns and is listed as it is.
public func _selectionColumn<E: QueryExpression>(_ expression: E, named name: String) -> QueryFragment
where E.QueryValue: QueryDecodable {
  // A nested `Row.Columns(…)` names its own columns.
  if let aliased = expression as? any _AliasedColumns { return aliased.queryFragment }
  guard E.QueryValue.columnCount == 1 else { return selectListItem(expression) }
  return expression.queryFragment + QueryFragment(" AS " + quoteIdentifier(name))
}

/// One item of a SELECT or RETURNING list: a column group spans several columns, listed
/// flat — as a row value, `("t"."a", "t"."b")`, SQLite refuses it there.
/// A value of one column is never a group, which spares the common case the dynamic cast.
@usableFromInline
func selectListItem<E: QueryExpression>(_ expression: E) -> QueryFragment where E.QueryValue: QueryDecodable {
  if E.QueryValue.columnCount > 1, let group = expression as? any GroupColumnExpression {
    return group.selectListFragment
  }
  return expression.queryFragment
}

/// The select (or RETURNING) list of a pack of expressions, one item each, in one
/// allocation. Inlinable, as its callers are: run generically, a pack costs its metadata.
@inlinable
func selectListItems<each E: QueryExpression>(
  _ expressions: repeat each E
) -> [QueryFragment] where repeat (each E).QueryValue: QueryDecodable {
  var width = 0
  for _ in repeat each expressions { width += 1 }
  var items: [QueryFragment] = []
  items.reserveCapacity(width)
  for expression in repeat each expressions { items.append(selectListItem(expression)) }
  return items
}

/// An expression's columns as a flat list, for one part of a row built from parts (an enum
/// case among the others' NULLs): a group's value or column spelt out column by column,
/// where alone it would be a row value, `(?, ?)`.
public func _flatColumns<E: QueryExpression>(_ expression: E) -> QueryFragment where E.QueryValue: QueryDecodable {
  if let aliased = expression as? any _AliasedColumns { return aliased._unaliasedFragment }
  guard E.QueryValue.columnCount > 1 else { return expression.queryFragment }
  if let value = expression as? any Selection {
    var bindings: [QueryBinding] = []
    value._encodeColumns(into: &bindings)
    return boundList(bindings)
  }
  return selectListItem(expression)
}

/// `Row.Columns(…)`: its fragment names each column (`? AS "title"`), as a SELECT needs;
/// anywhere else (a function's arguments, an UPDATE, a row built from parts) the values
/// go alone.
public protocol _AliasedColumns: QueryExpression {
  var _unaliasedFragment: QueryFragment { get }
}

/// An expression's fragment where no select list names its columns: `Row.Columns(…)`'s
/// values without their `AS "name"`.
func unaliasedFragment(_ expression: any QueryExpression) -> QueryFragment {
  (expression as? any _AliasedColumns)?._unaliasedFragment ?? expression.queryFragment
}

/// An expression that renders its columns as a bare list, `NULL, ?`, as a SELECT lists
/// them: assigned to several columns it becomes a row value, `(NULL, ?)`.
public protocol _ColumnList: QueryExpression {}

/// A column that may span several columns (a column group), listed flat in a SELECT.
public protocol GroupColumnExpression {
  var selectListFragment: QueryFragment { get }
  /// Each database column, qualified: `"t"."createdAt"`.
  var qualifiedColumns: [String] { get }
}

extension TableColumn: GroupColumnExpression {}

/// `?, ?, …`, one placeholder per binding: a row's values spelt out.
func boundList(_ bindings: [QueryBinding]) -> QueryFragment {
  QueryFragment(Array(repeating: "?", count: bindings.count).joined(separator: ", "), bindings: bindings)
}

/// NULL in every column of `QueryValue`: an optional field left out of `Row.Columns(…)`,
/// which may be a whole table or group (`RemindersList?`), not only a column.
public struct _NullColumns<QueryValue: QueryDecodable>: QueryExpression {
  public init() {}

  public var queryFragment: QueryFragment {
    QueryFragment(Array(repeating: "NULL", count: QueryValue.columnCount).joined(separator: ", "))
  }
}
