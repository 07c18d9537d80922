import Foundation

/// What a trigger reacts to and what it runs. `new` and `old` are the row's columns
/// after and before the change. Every form takes an optional `when:` condition on those
/// (`WHEN` in SQL), and an update may be limited to some columns (`of:`, `UPDATE OF`).
public struct TriggerOperation<Base: Table>: Sendable {
  let event: String
  let body: QueryFragment
  /// `UPDATE OF` these columns; empty for any change.
  var columns: [String] = []
  var condition: QueryFragment?

  /// The columns of the row a trigger fires for, as the body names them.
  public typealias New = Base.TableColumns
  public typealias Old = Base.TableColumns

  static var new: Base.TableColumns { Base.TableColumns(qualifier: "new") }
  static var old: Base.TableColumns { Base.TableColumns(qualifier: "old") }

  /// `AFTER INSERT`: `new` is the inserted row. The body is one statement or several, in
  /// order (see `TriggerBodyBuilder`).
  public static func insert(
    @TriggerBodyBuilder forEachRow body: (_ new: New) -> [QueryFragment],
    when condition: ((_ new: New) -> any QueryExpression<Bool>)? = nil
  ) -> Self {
    Self(
      event: "INSERT", body: body(new).joined(separator: "; "),
      condition: condition?(new).queryFragment)
  }

  public static func update(
    @TriggerBodyBuilder forEachRow body: (_ old: Old, _ new: New) -> [QueryFragment],
    when condition: ((_ old: Old, _ new: New) -> any QueryExpression<Bool>)? = nil
  ) -> Self {
    Self(
      event: "UPDATE", body: body(old, new).joined(separator: "; "),
      condition: condition?(old, new).queryFragment)
  }

  /// `AFTER UPDATE OF` the columns named: `.update { ($0.title, $0.notes) } forEachRow: { old, new in … }`.
  public static func update<each Column: ColumnExpression>(
    of columns: (Base.TableColumns) -> (repeat each Column),
    @TriggerBodyBuilder forEachRow body: (_ old: Old, _ new: New) -> [QueryFragment],
    when condition: ((_ old: Old, _ new: New) -> any QueryExpression<Bool>)? = nil
  ) -> Self {
    update(forEachRow: body, when: condition).limited(to: columns)
  }

  /// `AFTER UPDATE`, setting columns of the updated row itself: `.update { $0.position += 1 }`
  /// (also spelt `.update(touch: { … })`).
  public static func update(
    touch assignments: (inout Updates<Base>) -> Void,
    when condition: ((_ old: Old, _ new: New) -> any QueryExpression<Bool>)? = nil
  ) -> Self {
    Self(
      event: "UPDATE", body: sameRow.update(set: assignments).query,
      condition: condition?(old, new).queryFragment)
  }

  public static func update(_ assignments: (inout Updates<Base>) -> Void) -> Self {
    update(touch: assignments)
  }

  public static func update<each Column: ColumnExpression>(
    of columns: (Base.TableColumns) -> (repeat each Column),
    touch assignments: (inout Updates<Base>) -> Void,
    when condition: ((_ old: Old, _ new: New) -> any QueryExpression<Bool>)? = nil
  ) -> Self {
    update(touch: assignments, when: condition).limited(to: columns)
  }

  /// `AFTER UPDATE`, stamping the updated row's date column with the time of the update
  /// (`strftime('%Y-%m-%d %H:%M:%f', 'now')`: milliseconds, as dates are stored here —
  /// the published library's `datetime('subsec')` needs SQLite 3.42) or with `date`.
  public static func update<D: QueryBindable>(
    touch column: KeyPath<Base.TableColumns, TableColumn<Base, D>>,
    date: any QueryExpression<Date> = SQLQueryExpression<Date>(nowWithMilliseconds),
    when condition: ((_ old: Old, _ new: New) -> any QueryExpression<Bool>)? = nil
  ) -> Self where D: _DateColumnValue {
    update(touch: { $0[dynamicMember: column] = SQLQueryExpression<D>(date.queryFragment) }, when: condition)
  }

  public static func update<each Column: ColumnExpression, D: QueryBindable>(
    of columns: (Base.TableColumns) -> (repeat each Column),
    touch column: KeyPath<Base.TableColumns, TableColumn<Base, D>>,
    date: any QueryExpression<Date> = SQLQueryExpression<Date>(nowWithMilliseconds),
    when condition: ((_ old: Old, _ new: New) -> any QueryExpression<Bool>)? = nil
  ) -> Self where D: _DateColumnValue {
    update(touch: column, date: date, when: condition).limited(to: columns)
  }

  /// `AFTER INSERT`, setting columns of the inserted row: `.insert(touch: { $0.position = 0 })`.
  public static func insert(
    touch assignments: (inout Updates<Base>) -> Void,
    when condition: ((_ new: New) -> any QueryExpression<Bool>)? = nil
  ) -> Self {
    Self(
      event: "INSERT", body: sameRow.update(set: assignments).query,
      condition: condition?(new).queryFragment)
  }

  /// `AFTER INSERT`, stamping the inserted row's date column (see `update(touch:date:when:)`).
  public static func insert<D: QueryBindable>(
    touch column: KeyPath<Base.TableColumns, TableColumn<Base, D>>,
    date: any QueryExpression<Date> = SQLQueryExpression<Date>(nowWithMilliseconds),
    when condition: ((_ new: New) -> any QueryExpression<Bool>)? = nil
  ) -> Self where D: _DateColumnValue {
    insert(touch: { $0[dynamicMember: column] = SQLQueryExpression<D>(date.queryFragment) }, when: condition)
  }

  public static func delete(
    @TriggerBodyBuilder forEachRow body: (_ old: Old) -> [QueryFragment],
    when condition: ((_ old: Old) -> any QueryExpression<Bool>)? = nil
  ) -> Self {
    Self(
      event: "DELETE", body: body(old).joined(separator: "; "),
      condition: condition?(old).queryFragment)
  }

  /// What tells two operations apart in a default trigger name.
  var identity: String {
    var text = body.inlined
    if !columns.isEmpty { text += " OF " + columns.joined(separator: ",") }
    if let condition { text += " WHEN " + condition.inlined }
    return text
  }

  /// The row the trigger fires for, by rowid.
  static var sameRow: Where<Base> {
    Where(predicates: [QueryFragment(quoteIdentifier(Base.tableName) + ".\"rowid\" = \"new\".\"rowid\"")])
  }

  /// The same operation, fired only by changes to these columns (`UPDATE OF`).
  private func limited<each Column: ColumnExpression>(
    to columns: (Base.TableColumns) -> (repeat each Column)
  ) -> Self {
    var operation = self
    for column in repeat each columns(Base.columns) { operation.columns += column.columnNames }
    return operation
  }

  /// What `touch` stamps by default: now, with milliseconds, as dates are stored here.
  public static var nowWithMilliseconds: QueryFragment { "strftime('%Y-%m-%d %H:%M:%f', 'now')" }
}

/// A date column's value, optional or not: what `touch:` may stamp.
public protocol _DateColumnValue {}
extension Date: _DateColumnValue {}
extension Optional: _DateColumnValue where Wrapped == Date {}

/// The statements of a trigger's body, in order: one, or several written one per line,
/// chosen by `if` and `for` too.
@resultBuilder
public enum TriggerBodyBuilder {
  public static func buildExpression(_ statement: some Statement) -> [QueryFragment] { [statement.query] }
  public static func buildBlock(_ parts: [QueryFragment]...) -> [QueryFragment] { parts.flatMap { $0 } }
  public static func buildArray(_ parts: [[QueryFragment]]) -> [QueryFragment] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [QueryFragment]?) -> [QueryFragment] { part ?? [] }
  public static func buildEither(first part: [QueryFragment]) -> [QueryFragment] { part }
  public static func buildEither(second part: [QueryFragment]) -> [QueryFragment] { part }
}

/// `CREATE TEMPORARY TRIGGER`, living as long as the connection.
public struct CreateTemporaryTrigger<Base: Table>: Statement {
  public typealias QueryValue = ()
  let name: String?
  let ifNotExists: Bool
  let timing: String
  let operation: TriggerOperation<Base>

  /// The trigger's name: the one given, else made from its timing, event, table and body.
  var triggerName: String {
    name
      ?? [
        timing.lowercased().replacingOccurrences(of: " ", with: "_"), operation.event.lowercased(), "on",
        Base.tableName, stableHash(operation.identity),
      ].joined(separator: "_")
  }

  /// `DROP TRIGGER` of this trigger.
  public func drop(ifExists: Bool = false) -> SQLQueryExpression<()> {
    SQLQueryExpression(QueryFragment("DROP TRIGGER " + (ifExists ? "IF EXISTS " : "") + quoteIdentifier(triggerName)))
  }

  /// Triggers take no parameters, so values are written into the SQL as quoted literals.
  public var query: QueryFragment {
    let body = operation.body.inlined
    let updateOf =
      operation.columns.isEmpty ? "" : " OF " + operation.columns.map(quoteIdentifier).joined(separator: ", ")
    let when = operation.condition.map { " WHEN " + $0.inlined } ?? ""
    return QueryFragment(
      "CREATE TEMPORARY TRIGGER " + (ifNotExists ? "IF NOT EXISTS " : "") + quoteIdentifier(triggerName)
        + " " + timing + " " + operation.event + updateOf + " ON " + quoteIdentifier(Base.tableName)
        + " FOR EACH ROW" + when + " BEGIN " + body + "; END")
  }
}

/// A short name part that differs for different trigger bodies and is the same on every run.
func stableHash(_ text: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  return String(hash, radix: 16)
}

extension Table {
  /// A trigger that runs after each inserted, updated or deleted row.
  public static func createTemporaryTrigger(
    _ name: String? = nil, ifNotExists: Bool = false, after operation: TriggerOperation<Self>
  ) -> CreateTemporaryTrigger<Self> {
    CreateTemporaryTrigger(name: name, ifNotExists: ifNotExists, timing: "AFTER", operation: operation)
  }

  /// A trigger that runs before each inserted, updated or deleted row.
  public static func createTemporaryTrigger(
    _ name: String? = nil, ifNotExists: Bool = false, before operation: TriggerOperation<Self>
  ) -> CreateTemporaryTrigger<Self> {
    CreateTemporaryTrigger(name: name, ifNotExists: ifNotExists, timing: "BEFORE", operation: operation)
  }

  /// A trigger on a view that runs instead of the write, making the view writable.
  public static func createTemporaryTrigger(
    _ name: String? = nil, ifNotExists: Bool = false, insteadOf operation: TriggerOperation<Self>
  ) -> CreateTemporaryTrigger<Self> {
    CreateTemporaryTrigger(name: name, ifNotExists: ifNotExists, timing: "INSTEAD OF", operation: operation)
  }
}
