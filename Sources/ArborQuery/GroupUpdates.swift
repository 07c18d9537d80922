/// One column group's fields in an UPDATE: `$0.timestamps.updatedAt = Date.now`,
/// `$0.fields.count += 1`. Swift reads the group (this value), changes a field, and writes
/// the group back, which is when its assignments join the statement's.
@dynamicMemberLookup
public struct GroupUpdates<Base: Table, Group: Selection>: Sendable {
  let group: TableColumn<Base, Group>
  var assignments: [(target: String, value: QueryFragment)] = []

  init(group: TableColumn<Base, Group>) {
    self.group = group
  }

  private func column<Field>(
    _ keyPath: KeyPath<Group.GroupColumns, TableColumn<Group, Field>>
  ) -> TableColumn<Base, Field> {
    group[dynamicMember: keyPath]
  }

  // Each field's assignment is a round trip of its own (read the group, set, write back),
  // so appending is enough: `Updates` keeps the last assignment to a column.
  private mutating func assign(_ target: String, _ value: QueryFragment) {
    assignments.append((target, value))
  }

  /// A field's assignment; in an enum of cases (`$0.kind.note = …`) the other cases'
  /// columns become NULL, so the row reads as the case just set.
  private mutating func assign<Field>(_ field: TableColumn<Base, Field>, _ value: QueryFragment) {
    assign(field.assignmentTarget, value)
    guard Group._isEnumOfCases else { return }
    let fieldNames = Set(field.columnNames)
    for name in group.columnNames where !fieldNames.contains(name) {
      assign(quoteIdentifier(name), "NULL")
    }
  }

  /// Reads a field (its current value in SQL), or updates it in place.
  public subscript<Field>(
    dynamicMember keyPath: KeyPath<Group.GroupColumns, TableColumn<Group, Field>>
  ) -> SQLQueryExpression<Field> {
    get { SQLQueryExpression(column(keyPath)) }
    set { assign(column(keyPath), assignedValue(newValue)) }
  }

  /// Assigns any expression or value of the field's type.
  public subscript<Field>(
    dynamicMember keyPath: KeyPath<Group.GroupColumns, TableColumn<Group, Field>>
  ) -> any QueryExpression<Field> {
    get { column(keyPath) }
    set { assign(column(keyPath), assignedValue(newValue)) }
  }

  /// Assigns a non-optional expression to an optional field.
  @_disfavoredOverload
  public subscript<Wrapped>(
    dynamicMember keyPath: KeyPath<Group.GroupColumns, TableColumn<Group, Wrapped?>>
  ) -> any QueryExpression<Wrapped> {
    get { SQLQueryExpression<Wrapped>(column(keyPath).queryFragment) }
    set { assign(column(keyPath), assignedValue(newValue)) }
  }
}

extension Updates {
  /// A column group's fields, each assignable: `$0.timestamps.updatedAt = Date.now`.
  public subscript<Group: Selection>(
    dynamicMember keyPath: KeyPath<Base.TableColumns, TableColumn<Base, Group>>
  ) -> GroupUpdates<Base, Group> {
    get { GroupUpdates(group: columns[keyPath: keyPath]) }
    set {
      for assignment in newValue.assignments { assign(assignment.target, assignment.value) }
    }
  }
}
