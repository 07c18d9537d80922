import ArborNaming

/// The published library's alias: `enum R: AliasName {}`, then `Reminder.as(R.self)` is
/// the table under the name `"rs"` (the alias type's name as a table name), for joining a
/// table to itself: `Reminder.join(Reminder.as(R.self).all) { $0.id.eq($1.id) }`.
public protocol AliasName: SendableMetatype {
  static var aliasName: String { get }
}

extension AliasName {
  public static var aliasName: String { TableName.derive(from: String(describing: Self.self)) }
}

/// A table under the name an `AliasName` gives it: what `Reminder.as(R.self)` is.
public enum Aliased<Base: Table, Name: AliasName>: TableAlias {
  public typealias Table = Base
  public static var aliasName: String { Name.aliasName }
}

extension Table {
  /// This table under another name; see `AliasName`.
  public static func `as`<Name: AliasName>(_ name: Name.Type) -> Aliased<Self, Name>.Type {
    Aliased<Self, Name>.self
  }
}

// An aliased table starts queries as a table does.
extension TableAlias {
  /// Every row the table's default scope admits, its conditions and order read through
  /// the alias: `Row.as(R.self).all` filters as `Row.all` does.
  public static var all: Select<(), Self, Sources1<Self>> {
    guard let scope = Table._scope else { return selectingAll() }
    let requalified = SelectClauses.requalifying(Table._qualifier, as: aliasName)
    var select = selectingAll()
    select.clauses.wheres = scope.wheres.map(requalified)
    select.clauses.orders = scope.orders.map(requalified)
    return select
  }

  /// Every row, past the table's default scope.
  public static var unscoped: Select<(), Self, Sources1<Self>> { selectingAll() }

  public static func `where`(@ConditionBuilder _ predicate: (SourceColumns) -> BuiltCondition) -> Select<
    (), Self, Sources1<Self>
  > {
    all.where(predicate)
  }

  public static func select<C: QueryExpression>(
    _ selection: (SourceColumns) -> C
  ) -> Select<C.QueryValue, Self, Sources1<Self>> where C.QueryValue: QueryDecodable {
    all.select(selection)
  }

  /// Selects a tuple of two or more expressions, of any width (see `Select+Selection.swift`).
  @inlinable
  public static func select<C1: QueryExpression, C2: QueryExpression, each C: QueryExpression>(
    _ selection: (SourceColumns) -> (C1, C2, repeat each C)
  ) -> Select<(C1.QueryValue, C2.QueryValue, repeat (each C).QueryValue), Self, Sources1<Self>>
  where C1.QueryValue: QueryDecodable, C2.QueryValue: QueryDecodable, repeat (each C).QueryValue: QueryDecodable {
    all.select(selection)
  }

  public static func select<C: QueryExpression>(
    _ keyPath: KeyPath<SourceColumns, C>
  ) -> Select<C.QueryValue, Self, Sources1<Self>> where C.QueryValue: QueryDecodable {
    all.select(keyPath)
  }

  public static func order(@OrderBuilder by terms: (SourceColumns) -> BuiltOrder) -> Select<(), Self, Sources1<Self>> {
    all.order(by: terms)
  }

  public static func order(by keyPath: KeyPath<SourceColumns, some OrderingTerm>) -> Select<(), Self, Sources1<Self>> {
    all.order(by: keyPath)
  }

  public static func group(by expression: (SourceColumns) -> some QueryExpression) -> Select<(), Self, Sources1<Self>> {
    all.group(by: expression)
  }

  public static func group(by keyPath: KeyPath<SourceColumns, some QueryExpression>) -> Select<(), Self, Sources1<Self>>
  {
    all.group { $0[keyPath: keyPath] }
  }

  public static func limit(_ count: Int, offset: Int? = nil) -> Select<(), Self, Sources1<Self>> {
    all.limit(count, offset: offset)
  }

  public static func count() -> Select<Int, Self, Sources1<Self>> {
    all.count()
  }

  public static func join<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (SourceColumns, T.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(), Self, Sources2<Self, T>> {
    all.join(other, on: constraint)
  }

  public static func leftJoin<T: QuerySource>(
    _ other: some JoinableQuery<T>,
    on constraint: (SourceColumns, T.NullableSource.SourceColumns) -> some QueryExpression<Bool>
  ) -> Select<(), Self, Sources2<Self, T.NullableSource>> {
    all.leftJoin(other, on: constraint)
  }
}

extension Select where From: Table, Sources == Sources1<From> {
  /// The same query with its rows under another name: `$0.tags.jsonEach().as(First.self)`
  /// joins as `json_each(…) AS "firsts"`; `Reminder.where { … }.as(R.self)` as
  /// `"reminders" AS "rs"`.
  public func `as`<Name: AliasName>(
    _ name: Name.Type
  ) -> Select<Columns, Aliased<From, Name>, Sources1<Aliased<From, Name>>> {
    Select<Columns, Aliased<From, Name>, Sources1<Aliased<From, Name>>>(
      clauses: clauses.renamingFrom(From._qualifier, to: Name.aliasName), rowDecoder: rowDecoder)
  }
}

extension Select where From: TableAlias, Sources == Sources1<From> {
  /// The same query under another name again: `Reminder.as(R1.self).find(1).as(R2.self)`
  /// reads `FROM "reminders" AS "r2s"`, its conditions re-qualified.
  public func `as`<Name: AliasName>(
    _ name: Name.Type
  ) -> Select<Columns, Aliased<From.Table, Name>, Sources1<Aliased<From.Table, Name>>> {
    Select<Columns, Aliased<From.Table, Name>, Sources1<Aliased<From.Table, Name>>>(
      clauses: clauses.renamingFrom(From.aliasName, to: Name.aliasName), rowDecoder: rowDecoder)
  }
}

extension Select where From: Table {
  /// A query joined to another source, its FROM table under another name:
  /// `Trip.join(…).select { … }.as(Outer.self)` reads `FROM "trips" AS "outers"`.
  public func `as`<Name: AliasName, B: QuerySource>(
    _ name: Name.Type
  ) -> Select<Columns, Aliased<From, Name>, Sources2<Aliased<From, Name>, B>> where Sources == Sources2<From, B> {
    Select<Columns, Aliased<From, Name>, Sources2<Aliased<From, Name>, B>>(
      clauses: clauses.renamingFrom(From._qualifier, to: Name.aliasName), rowDecoder: rowDecoder)
  }
}

extension SelectClauses {
  /// These clauses with the FROM source under another name, every column of it
  /// re-qualified. Values are always bound, so the SQL text holds no literal that could be
  /// mistaken for the table's quoted name.
  func renamingFrom(_ tableName: String, to alias: String) -> SelectClauses {
    let requalified = Self.requalifying(tableName, as: alias)
    var renaming = self
    // A source already named for its table (`jsonb_each(…) AS "json_each"`) takes the new
    // name in place of that one.
    var from = renaming.from.sql
    let ownName = " AS " + quoteIdentifier(tableName)
    if from.hasSuffix(ownName) { from.removeLast(ownName.count) }
    renaming.from = QueryFragment(from + " AS " + quoteIdentifier(alias), bindings: renaming.from.bindings)
    renaming.columns = renaming.columns.map(requalified)
    renaming.defaultColumns = renaming.defaultColumns.map(requalified)
    renaming.joins = renaming.joins.map(requalified)
    renaming.wheres = renaming.wheres.map(requalified)
    renaming.groups = renaming.groups.map(requalified)
    renaming.havings = renaming.havings.map(requalified)
    renaming.orders = renaming.orders.map(requalified)
    return renaming
  }

  /// A fragment's columns of `tableName` qualified by `alias` instead.
  static func requalifying(_ tableName: String, as alias: String) -> (QueryFragment) -> QueryFragment {
    let original = quoteIdentifier(tableName) + "."
    let renamed = quoteIdentifier(alias) + "."
    return { fragment in
      QueryFragment(fragment.sql.replacingOccurrences(of: original, with: renamed), bindings: fragment.bindings)
    }
  }
}

extension TableAlias where Table: PrimaryKeyedTable {
  /// The row with this primary key, under the alias: `Reminder.as(R.self).find(1)`.
  public static func find(_ primaryKey: some QueryExpression<Table.PrimaryKey>) -> Select<(), Self, Sources1<Self>> {
    all.where { _ in SQLQueryExpression<Bool>(equality(sourceColumns.primaryKey, primaryKey)) }
  }
}
