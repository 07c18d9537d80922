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
  public static var all: Select<(), Self, Sources1<Self>> { selectingAll() }

  public static func `where`(_ predicate: (SourceColumns) -> some QueryExpression<Bool>) -> Select<(), Self, Sources1<Self>> {
    all.where(predicate)
  }

  public static func select<C: QueryExpression>(
    _ selection: (SourceColumns) -> C
  ) -> Select<C.QueryValue, Self, Sources1<Self>> where C.QueryValue: QueryDecodable {
    all.select(selection)
  }

  public static func select<C: QueryExpression>(
    _ keyPath: KeyPath<SourceColumns, C>
  ) -> Select<C.QueryValue, Self, Sources1<Self>> where C.QueryValue: QueryDecodable {
    all.select { $0[keyPath: keyPath] }
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
