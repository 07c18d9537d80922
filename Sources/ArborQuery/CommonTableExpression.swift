/// The rows of a common table expression over `Base`, named after the table
/// (`"categoriesCTE"`), with `Base`'s columns.
public enum CommonTable<Base: Table>: QuerySource {
  public typealias SourceColumns = Base.TableColumns
  public typealias SourceRow = Base
  public typealias NullableSource = CommonTable<Base>?

  public static var name: String { Base.tableName + "CTE" }
  public static var sourceColumns: Base.TableColumns { Base.TableColumns(qualifier: name) }
  public static var sourceFromItem: QueryFragment { .identifier(name) }
  public static var sourceSelectList: QueryFragment { sourceColumns.queryFragment }
}

/// What a common table expression's closures receive: a select of every row of the
/// common table, to select from (`cte.order(by: \.name)`) or to join (`join(cte)`).
public typealias CommonTableSelect<Base: Table> = Select<(), CommonTable<Base>, Sources1<CommonTable<Base>>>

/// A statement whose rows are whole rows of one table: what defines a common table.
/// Its own select list is replaced by every column of the table, so the recursive step of
/// the reference's shape, `Category.all.join(cte) { ... }.select { $0 }`, yields
/// categories.
public protocol CommonTableDefinition<DefinedTable> {
  associatedtype DefinedTable: Table
  var definitionQuery: QueryFragment { get }
}

extension Where: CommonTableDefinition {
  public typealias DefinedTable = From
  public var definitionQuery: QueryFragment { rowsSelect.definitionQuery }
}

extension Select: CommonTableDefinition where From: Table {
  public typealias DefinedTable = From
  public var definitionQuery: QueryFragment {
    var clauses = clauses
    clauses.columns = [From.columns.queryFragment]
    return clauses.render()
  }
}

func commonTableClause<Base: Table>(_ base: Base.Type, _ body: QueryFragment) -> QueryFragment {
  let columns = Base.TableColumns.columnNames.map(quoteIdentifier).joined(separator: ", ")
  return QueryFragment(quoteIdentifier(CommonTable<Base>.name) + " (" + columns + ") AS (") + body + ")"
}

extension Select {
  func with(commonTables: QueryFragment) -> Self {
    with { $0.commonTables = commonTables }
  }
}

/// `WITH "basesCTE" AS (base) query`: names a query so the final query can select from
/// it or join it.
public func With<Base: CommonTableDefinition, Columns, From: QuerySource, Sources: SourceList>(
  _ base: () -> Base,
  query: (CommonTableSelect<Base.DefinedTable>) -> Select<Columns, From, Sources>
) -> Select<Columns, From, Sources> {
  let definition = base().definitionQuery
  let select = query(CommonTable<Base.DefinedTable>.selectingAll())
  // An empty common table (built on `Table.none`) makes the whole statement empty.
  guard !definition.isEmpty else { return select.with { $0.isEmpty = true } }
  return select.with(commonTables: "WITH " + commonTableClause(Base.DefinedTable.self, definition))
}

/// `WITH "asCTE" AS (first), "bsCTE" AS (second) query`: two common tables (of two
/// different tables).
public func With<
  First: CommonTableDefinition, Second: CommonTableDefinition, Columns, From: QuerySource, Sources: SourceList
>(
  _ first: () -> First,
  with second: () -> Second,
  query: (CommonTableSelect<First.DefinedTable>, CommonTableSelect<Second.DefinedTable>) -> Select<
    Columns, From, Sources
  >
) -> Select<Columns, From, Sources> {
  let (one, two) = (first().definitionQuery, second().definitionQuery)
  let select = query(CommonTable<First.DefinedTable>.selectingAll(), CommonTable<Second.DefinedTable>.selectingAll())
  guard !one.isEmpty, !two.isEmpty else { return select.with { $0.isEmpty = true } }
  let tables = commonTableClause(First.DefinedTable.self, one) + ", " + commonTableClause(Second.DefinedTable.self, two)
  return select.with(commonTables: "WITH " + tables)
}

/// `WITH RECURSIVE "basesCTE" AS (base UNION recursive) query`: the base rows, then
/// repeatedly the rows the recursive step finds from the rows found so far — descendants
/// (`$0.parentID.eq($1.id)`) or ancestors (`$0.id.eq($1.parentID)`) in a tree. UNION
/// drops repeats, so a cycle in the data ends the walk instead of looping.
public func With<
  Base: CommonTableDefinition, Step: CommonTableDefinition, Columns, From: QuerySource, Sources: SourceList
>(
  _ base: () -> Base,
  recursiveUnion step: (CommonTableSelect<Base.DefinedTable>) -> Step,
  query: (CommonTableSelect<Base.DefinedTable>) -> Select<Columns, From, Sources>
) -> Select<Columns, From, Sources> where Step.DefinedTable == Base.DefinedTable {
  let cte = CommonTable<Base.DefinedTable>.selectingAll()
  let start = base().definitionQuery
  guard !start.isEmpty else { return query(cte).with { $0.isEmpty = true } }
  let body = start + " UNION " + step(cte).definitionQuery
  return query(cte).with(commonTables: "WITH RECURSIVE " + commonTableClause(Base.DefinedTable.self, body))
}
