/// The assignments of an UPDATE (or of an upsert's DO UPDATE), written as mutations:
/// `$0.title = "Milk"`, `$0.count += 1`, `$0.isDone.toggle()`, `$0.name = $1.name`,
/// `$0.priority = Priority.high`, `$0.priority = Priority?.none`.
@dynamicMemberLookup
public struct Updates<Base: Table>: Sendable {
  public private(set) var assignments: [(column: String, value: QueryFragment)] = []

  public init() {}

  public var isEmpty: Bool { assignments.isEmpty }

  /// Assigns `value` to the column `name`; a later assignment to the same column wins.
  public mutating func set(_ name: String, _ value: QueryFragment) {
    if let index = assignments.firstIndex(where: { $0.column == name }) {
      assignments[index].value = value
    } else {
      assignments.append((name, value))
    }
  }

  /// Reads a column (its current value in SQL) or assigns an expression to it.
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Base.TableColumns, TableColumn<Base, Value>>
  ) -> any QueryExpression<Value> {
    get { Base.columns[keyPath: keyPath] }
    set { set(Base.columns[keyPath: keyPath].name, newValue.queryFragment) }
  }

  /// The same column as a concrete expression, for `+=`, `toggle()` and friends.
  @_disfavoredOverload
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Base.TableColumns, TableColumn<Base, Value>>
  ) -> SQLQueryExpression<Value> {
    get { SQLQueryExpression(Base.columns[keyPath: keyPath]) }
    set { set(Base.columns[keyPath: keyPath].name, newValue.queryFragment) }
  }

  /// Assigns a Swift value: `$0.priority = nil`, `$0.status = .done`, `$0.tags = ["a"]`.
  /// There is nothing to read back, so this form has no getter.
  /// `SET "a" = ?, "b" = ?`.
  var setClause: QueryFragment {
    var fragment = QueryFragment(" SET ")
    for (index, assignment) in assignments.enumerated() {
      if index > 0 { fragment.append(sql: ", ") }
      fragment.append(sql: quoteIdentifier(assignment.column) + " = ")
      fragment.append(assignment.value)
    }
    return fragment
  }
}

extension SQLQueryExpression where QueryValue: QueryNumeric {
  public static func += (lhs: inout Self, rhs: some QueryExpression<QueryValue>) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: some QueryExpression<QueryValue>) { lhs = lhs - rhs }
  public static func *= (lhs: inout Self, rhs: some QueryExpression<QueryValue>) { lhs = lhs * rhs }
  public static func /= (lhs: inout Self, rhs: some QueryExpression<QueryValue>) { lhs = lhs / rhs }
  public mutating func negate() { self = -self }
}

extension SQLQueryExpression where QueryValue == String {
  public static func += (lhs: inout Self, rhs: some QueryExpression<String>) { lhs = lhs + rhs }
  public mutating func append(_ other: some QueryExpression<String>) { self = self + other }
}

extension SQLQueryExpression where QueryValue == Bool {
  public mutating func toggle() { self = !self }
}
