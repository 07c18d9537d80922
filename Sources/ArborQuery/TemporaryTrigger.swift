/// What a trigger reacts to and what it runs. `new` and `old` are the row's columns
/// after and before the change.
public struct TriggerOperation<Base: Table>: Sendable {
  let event: String
  let body: QueryFragment

  /// After (or before) a row is inserted: `.insert { new in ... }`.
  public static func insert(_ body: (_ new: Base.TableColumns) -> some Statement) -> Self {
    Self(event: "INSERT", body: body(Base.TableColumns(qualifier: "new")).query)
  }

  /// After (or before) a row is updated: `.update { old, new in ... }`.
  public static func update(_ body: (_ old: Base.TableColumns, _ new: Base.TableColumns) -> some Statement) -> Self {
    Self(
      event: "UPDATE",
      body: body(Base.TableColumns(qualifier: "old"), Base.TableColumns(qualifier: "new")).query)
  }

  /// After (or before) a row is deleted: `.delete { old in ... }`.
  public static func delete(_ body: (_ old: Base.TableColumns) -> some Statement) -> Self {
    Self(event: "DELETE", body: body(Base.TableColumns(qualifier: "old")).query)
  }
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
