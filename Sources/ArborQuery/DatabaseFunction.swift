/// A Swift function callable from SQL, declared with `@DatabaseFunction` and registered
/// with `db.add(function: $name)`. Whole table rows and column groups may be arguments:
/// their columns are passed one by one and decoded back into the Swift value.
public protocol ScalarDatabaseFunction: Sendable {
  /// The SQL name.
  var name: String { get }
  /// How many SQL arguments it takes (a table row counts as its columns).
  var argumentCount: Int { get }
  /// Whether equal arguments always give equal results (SQLite may then cache calls).
  var isDeterministic: Bool { get }
  /// Reads the arguments in order and runs the Swift function.
  func invoke(_ arguments: some QueryDecoder) throws -> QueryBinding
}

/// Renders `"name"(arg, ...)`, spreading a table row or column group into its columns.
public func _functionCall<Result>(
  _ name: String, _ arguments: [any QueryExpression], distinct: Bool = false
) -> SQLQueryExpression<Result> {
  var fragment = QueryFragment(quoteIdentifier(name) + (distinct ? "(DISTINCT " : "("))
  for (index, argument) in arguments.enumerated() {
    if index > 0 { fragment.append(sql: ", ") }
    if let group = argument as? any GroupColumnExpression, argument.queryFragment.sql.isParenthesized {
      fragment += group.selectListFragment
    } else {
      fragment += unaliasedFragment(argument)
    }
  }
  fragment.append(sql: ")")
  return SQLQueryExpression(fragment)
}

/// An aggregate written in Swift: `@DatabaseFunction func mode(priority: some
/// Sequence<Priority?>) -> Priority?`. SQLite hands it one value per row of a group; the
/// Swift function then sees them all as a sequence.
public protocol AggregateDatabaseFunction: Sendable {
  associatedtype Element
  var name: String { get }
  var argumentCount: Int { get }
  var isDeterministic: Bool { get }
  /// Reads one row's arguments.
  func decodeElement(_ arguments: some QueryDecoder) throws -> Element
  /// Runs the Swift function over the group's values.
  func invoke(_ elements: [Element]) throws -> QueryBinding
}
