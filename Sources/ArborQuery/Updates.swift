/// An expression as the value of an assignment. Several columns take a row value, which
/// a bare column list (an enum case built from parts, `Row.Columns(…)`) is not yet.
func assignedValue(_ value: any QueryExpression) -> QueryFragment {
  if let columns = value as? any _AliasedColumns { return "(" + columns._unaliasedFragment + ")" }
  return value is any _ColumnList ? "(" + value.queryFragment + ")" : value.queryFragment
}

/// The assignments of an UPDATE (or of an upsert's DO UPDATE), written as mutations:
/// `$0.title = "Milk"`, `$0.count += 1`, `$0.isDone.toggle()`, `$0.name = $1.name`,
/// `$0.priority = Priority.high`, `$0.priority = nil`.
///
/// There is deliberately no subscript taking a bare Swift value: it would capture reads
/// such as `$0.count += 1` (Swift's own `+=` on `Int` wins the overload race) and fail.
/// Enum cases are therefore written with their type: `$0.status = Status.done`.
@dynamicMemberLookup
public struct Updates<Base: Table>: Sendable {
  /// Each assignment's target (a quoted column, or a group's columns as a row value) and value.
  public private(set) var assignments: [(target: String, value: QueryFragment)] = []
  /// The columns the assignments read: the table's, or an alias's (`UPDATE "t" AS "r"`).
  let columns: Base.TableColumns

  public init() {
    columns = Base.columns
  }

  init(columns: Base.TableColumns) {
    self.columns = columns
  }

  public var isEmpty: Bool { assignments.isEmpty }

  /// Assigns `value` to the column `name`; a later assignment to the same column wins.
  public mutating func set(_ name: String, _ value: QueryFragment) {
    assign(quoteIdentifier(name), value)
  }

  mutating func set<Value>(_ column: TableColumn<Base, Value>, _ value: QueryFragment) {
    assign(column.assignmentTarget, value)
  }

  mutating func assign(_ target: String, _ value: QueryFragment) {
    if let index = assignments.firstIndex(where: { $0.target == target }) {
      assignments[index].value = value
    } else {
      assignments.append((target, value))
    }
  }

  /// Reads a column (its current value in SQL), or updates it in place
  /// (`$0.count += 1`, `$0.done.toggle()`). Reads always resolve here, so they never reach
  /// the value-only subscript below.
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Base.TableColumns, TableColumn<Base, Value>>
  ) -> SQLQueryExpression<Value> {
    get { SQLQueryExpression(columns[keyPath: keyPath]) }
    set { set(columns[keyPath: keyPath], newValue.queryFragment) }
  }

  /// Assigns any expression: another column (`$0.name = $1.name`), `Case(...)`, an enum
  /// case built from expressions (`Kind.Selection.note(…)`).
  @_disfavoredOverload
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Base.TableColumns, TableColumn<Base, Value>>
  ) -> any QueryExpression<Value> {
    get { columns[keyPath: keyPath] }
    set { set(columns[keyPath: keyPath], assignedValue(newValue)) }
  }

  /// Assigns a non-optional expression to an optional column: `$0.priority = Priority.high`.
  @_disfavoredOverload
  public subscript<Wrapped>(
    dynamicMember keyPath: KeyPath<Base.TableColumns, TableColumn<Base, Wrapped?>>
  ) -> any QueryExpression<Wrapped> {
    get { SQLQueryExpression<Wrapped>(columns[keyPath: keyPath].queryFragment) }
    set { set(columns[keyPath: keyPath], newValue.queryFragment) }
  }

  /// Assigns a whole column group or enum-table value: `$0.kind = .link(url)`. There is
  /// nothing to read back, so this form has no getter. Optional only so that a field's
  /// assignment (`$0.fields.count = n`, where `count` is a `var` of the group) cannot be
  /// taken for one to the group's Swift value: it goes through `GroupUpdates`. Assigning
  /// nil fails the statement with words.
  @_disfavoredOverload
  public subscript<Value: Selection>(
    dynamicMember keyPath: KeyPath<Base.TableColumns, TableColumn<Base, Value>>
  ) -> Value? {
    @available(*, unavailable, message: "read the column as an expression instead")
    get { preconditionFailure("unavailable getter") }
    set {
      let column = columns[keyPath: keyPath]
      guard let newValue else {
        let error = QueryBindingError("the column group \(column.name) cannot be set to nil")
        set(column, "(" + boundList(Array(repeating: .invalid(error), count: Value.columnCount)) + ")")
        return
      }
      set(column, newValue.queryFragment)
    }
  }

  /// `SET "a" = ?, "b" = ?`.
  var setClause: QueryFragment {
    var fragment = QueryFragment(" SET ")
    for (index, assignment) in assignments.enumerated() {
      if index > 0 { fragment.append(sql: ", ") }
      fragment.append(sql: assignment.target + " = ")
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

extension SQLQueryExpression where QueryValue: QueryInteger {
  // The remainder's own type is optional (by zero it is NULL); the column keeps its type.
  public static func %= (lhs: inout Self, rhs: some QueryExpression<QueryValue>) { lhs = binary(lhs, "%", rhs) }
  public static func &= (lhs: inout Self, rhs: some QueryExpression<QueryValue>) { lhs = lhs & rhs }
  public static func |= (lhs: inout Self, rhs: some QueryExpression<QueryValue>) { lhs = lhs | rhs }
  public static func <<= (lhs: inout Self, rhs: some QueryExpression<QueryValue>) { lhs = lhs << rhs }
  public static func >>= (lhs: inout Self, rhs: some QueryExpression<QueryValue>) { lhs = lhs >> rhs }
}

extension SQLQueryExpression where QueryValue == String {
  public static func += (lhs: inout Self, rhs: some QueryExpression<String>) { lhs = lhs + rhs }
  public mutating func append(_ other: some QueryExpression<String>) { self = self + other }
  /// The library's spelling of `append(_:)`.
  public mutating func append(contentsOf other: some QueryExpression<String>) { self = self + other }
}

extension SQLQueryExpression where QueryValue == Bool {
  public mutating func toggle() { self = !self }
}
