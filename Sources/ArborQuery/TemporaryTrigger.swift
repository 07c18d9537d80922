import Foundation

/// What a trigger reacts to and what it runs. `new` and `old` are the row's columns
/// after and before the change.
public struct TriggerOperation<Base: Table>: Sendable {
  let event: String
  let body: QueryFragment

  /// `AFTER INSERT`: `new` is the inserted row. The body is one statement or several, in
  /// order (see `TriggerBodyBuilder`).
  public static func insert(@TriggerBodyBuilder _ body: (_ new: Base.TableColumns) -> [QueryFragment]) -> Self {
    Self(event: "INSERT", body: body(Base.TableColumns(qualifier: "new")).joined(separator: "; "))
  }

  public static func update(
    @TriggerBodyBuilder _ body: (_ old: Base.TableColumns, _ new: Base.TableColumns) -> [QueryFragment]
  ) -> Self {
    Self(
      event: "UPDATE",
      body: body(Base.TableColumns(qualifier: "old"), Base.TableColumns(qualifier: "new")).joined(separator: "; "))
  }

  /// `AFTER UPDATE`, setting columns of the updated row itself: `.update { $0.position += 1 }`.
  public static func update(_ assignments: (inout Updates<Base>) -> Void) -> Self {
    Self(event: "UPDATE", body: sameRow.update(set: assignments).query)
  }

  /// `AFTER UPDATE`, stamping the updated row's date column with the time of the update
  /// (`strftime('%Y-%m-%d %H:%M:%f', 'now')`: milliseconds, as dates are stored here —
  /// the published library's `datetime('subsec')` needs SQLite 3.42) or with `date`.
  public static func update(
    touch column: KeyPath<Base.TableColumns, TableColumn<Base, Date>>,
    date: some QueryExpression<Date> = SQLQueryExpression<Date>("strftime('%Y-%m-%d %H:%M:%f', 'now')")
  ) -> Self {
    update { updates in updates[dynamicMember: column] = SQLQueryExpression<Date>(date.queryFragment) }
  }

  public static func update(
    touch column: KeyPath<Base.TableColumns, TableColumn<Base, Date?>>,
    date: some QueryExpression<Date> = SQLQueryExpression<Date>("strftime('%Y-%m-%d %H:%M:%f', 'now')")
  ) -> Self {
    update { updates in updates[dynamicMember: column] = SQLQueryExpression<Date?>(date.queryFragment) }
  }

  public static func delete(@TriggerBodyBuilder _ body: (_ old: Base.TableColumns) -> [QueryFragment]) -> Self {
    Self(event: "DELETE", body: body(Base.TableColumns(qualifier: "old")).joined(separator: "; "))
  }

  /// The row the trigger fires for, by rowid.
  static var sameRow: Where<Base> {
    Where(predicates: [QueryFragment(quoteIdentifier(Base.tableName) + ".\"rowid\" = \"new\".\"rowid\"")])
  }
}

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
    name ?? [
      timing.lowercased().replacingOccurrences(of: " ", with: "_"), operation.event.lowercased(), "on",
      Base.tableName, stableHash(operation.body.inlined),
    ].joined(separator: "_")
  }

  /// `DROP TRIGGER` of this trigger.
  public func drop(ifExists: Bool = false) -> SQLQueryExpression<()> {
    SQLQueryExpression(QueryFragment("DROP TRIGGER " + (ifExists ? "IF EXISTS " : "") + quoteIdentifier(triggerName)))
  }

  /// Triggers take no parameters, so values are written into the SQL as quoted literals.
  public var query: QueryFragment {
    let body = operation.body.inlined
    return QueryFragment(
      "CREATE TEMPORARY TRIGGER " + (ifNotExists ? "IF NOT EXISTS " : "") + quoteIdentifier(triggerName)
        + " " + timing + " " + operation.event + " ON " + quoteIdentifier(Base.tableName)
        + " FOR EACH ROW BEGIN " + body + "; END")
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
