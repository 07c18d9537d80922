/// Another name for a table, for joining a table to itself:
/// `struct ManagerAlias: TableAlias { typealias Table = Employee }`, then
/// `Employee.leftJoin(Employee.all.as(ManagerAlias.self)) { $0.managerID.eq($1.id) }`.
///
/// The library's spelling of the alias type, `TableAlias<Reminder, R>` (for `Reminder.as(R.self)`),
/// names this protocol constrained to that table and name; `@Column(as:)` and
/// `@DatabaseFunction(as:)` accept it for a row read through the alias.
public protocol TableAlias<Table, Name>: QuerySource
where SourceColumns == Table.TableColumns, SourceRow == Table, NullableSource == Self? {
  associatedtype Table: ArborQuery.Table
  /// What names the alias: `R` in `Reminder.as(R.self)`; an alias declared as a type of its
  /// own names itself.
  associatedtype Name = Self
  /// The name the table goes by in the query; by default the alias type's name with a
  /// lowercased first letter (`ManagerAlias` → `managerAlias`).
  static var aliasName: String { get }
}

extension TableAlias {
  public static var aliasName: String {
    let name = String(describing: Self.self)
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }

  public static var sourceColumns: Table.TableColumns { Table.TableColumns(qualifier: aliasName) }
  public static var sourceFromItem: QueryFragment {
    Table.tableFragment + QueryFragment(" AS " + quoteIdentifier(aliasName))
  }
  public static var sourceSelectList: QueryFragment { sourceColumns.queryFragment }
}

/// A filtered table under an alias, ready to join.
public struct AliasedQuery<Alias: TableAlias>: JoinableQuery {
  public typealias JoinedSource = Alias
  public let joinConditions: [QueryFragment]
}

extension Select where Columns == (), From: Table, Sources == Sources1<From> {
  /// The same rows under another name, for self-joins. Its conditions are re-qualified:
  /// values are always bound, so the SQL text holds no literal that could be mistaken for
  /// the table's quoted name.
  public func `as`<Alias: TableAlias>(_ alias: Alias.Type) -> AliasedQuery<Alias> where Alias.Table == From {
    AliasedQuery(joinConditions: clauses.wheres.map(SelectClauses.requalifying(From._qualifier, as: Alias.aliasName)))
  }
}
