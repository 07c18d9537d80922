/// Makes a struct a table: typed columns (`$0.title`), decoding, `Draft`, `find`, and the
/// statements. The table name is the type name with a lowercased first letter, pluralized
/// (`RemindersList` → `remindersLists`); `@Table("name")` overrides it.
@attached(
  extension, conformances: Table, PrimaryKeyedTable, InsertableRow,
  names: named(TableColumns), named(Draft), named(tableName), named(columns), named(init(decoder:)),
  named(_encodeColumns), named(_encodeWritableColumns), named(columnCount), named(PrimaryKey), named(primaryKey),
  named(_hasUnsetPrimaryKey), named(SourceColumns), named(SourceRow), named(NullableSource),
  named(Into), named(_primaryKeyColumnIndex), named(Columns), named(Selection), named(_scope), named(_jsonValue),
  named(_jsonKey), named(schemaName), named(QueryOutput), named(queryOutput)
)
@attached(member, names: arbitrary)
public macro Table(_ name: String? = nil, schema: String? = nil) =
  #externalMacro(module: "ArborQueryMacros", type: "TableMacro")

/// Customizes a table column (or an enum case's): its database name, a storage representation
/// (`as: [String].JSONRepresentation.self`), a column SQLite computes (`generated:`: read,
/// never written), whether it is the primary key, and whether `Draft` may leave it unset
/// (`lazyInitializable: true`: optional in the draft, NULL when inserted unset).
@attached(peer)
public macro Column(
  _ name: String? = nil, as representation: Any.Type? = nil, generated: GeneratedColumnStorage? = nil,
  primaryKey: Bool? = nil, lazyInitializable: Bool? = nil
) = #externalMacro(module: "ArborQueryMacros", type: "ColumnMacro")

/// A stored property of a `@Table` that is not a column. It must have a default value.
@attached(peer)
public macro Ephemeral() = #externalMacro(module: "ArborQueryMacros", type: "EphemeralMacro")

/// Makes a struct a custom result row: `Row.Columns(field: expression, ...)` selects into it.
@attached(
  extension, conformances: Selection,
  names: named(Columns), named(Selection), named(GroupColumns), named(init(decoder:)), named(_encodeColumns),
  named(columnCount), named(_columnNames), named(_writableColumnNames), named(_encodeWritableColumns),
  named(_jsonValue), named(_jsonKey), named(_isEnumOfCases)
)
@attached(member, names: arbitrary)
public macro Selection() = #externalMacro(module: "ArborQueryMacros", type: "SelectionMacro")

/// SQL written by hand, checked at compile time for unbalanced quotes and parentheses and
/// for literal placeholders. `\(value)` binds a value, `\(raw: text)` splices text.
@freestanding(expression)
public macro sql<QueryValue>(
  _ queryFragment: QueryFragment, as queryValueType: QueryValue.Type = QueryValue.self
) -> SQLQueryExpression<QueryValue> = #externalMacro(module: "ArborQueryMacros", type: "SQLMacro")

/// SQL written by hand that produces no value: a statement (`CREATE TABLE ...`).
@freestanding(expression)
public macro sql(_ queryFragment: QueryFragment) -> SQLQueryExpression<()> =
  #externalMacro(module: "ArborQueryMacros", type: "SQLMacro")

/// A Swift value bound as a parameter; with `as:` stored through a representation.
@freestanding(expression)
public macro bind<QueryValue: QueryBindable>(_ value: QueryValue) -> BindQueryExpression<QueryValue> =
  #externalMacro(module: "ArborQueryMacros", type: "BindMacro")

@freestanding(expression)
public macro bind<QueryValue: QueryBindable>(
  _ value: QueryValue.QueryOutput, as representation: QueryValue.Type
) -> BindQueryExpression<QueryValue> = #externalMacro(module: "ArborQueryMacros", type: "BindMacro")

/// A value bound through the representation its place expects: `$jsonCount(#bind(tags))`
/// where the function takes `[String].JSONRepresentation`.
@freestanding(expression)
public macro bind<QueryValue: QueryBindable>(
  _ value: QueryValue.QueryOutput
) -> BindQueryExpression<QueryValue> = #externalMacro(module: "ArborQueryMacros", type: "BindMacro")

/// A column group or enum-table value, bound column by column:
/// `$0.kind = #bind(.link(url))` is `$0.kind = .link(url)`.
@freestanding(expression)
public macro bind<Value: Selection>(_ value: Value) -> Value =
  #externalMacro(module: "ArborQueryMacros", type: "BindMacro")

/// Makes a Swift function (or computed property) callable from SQL: generates `$name`,
/// used in queries as `$name(arguments)` and registered with `db.add(function: $name)`
/// or `$name.install(handle)`. `@DatabaseFunction("sqlName", isDeterministic: true)`
/// names it and lets SQLite cache it; `as: (([String].JSONRepresentation) -> Int).self`
/// stores arguments and result through representations.
@attached(peer, names: prefixed(`$`), prefixed(__ArborFunction_))
public macro DatabaseFunction(
  _ name: String? = nil, as representation: Any.Type? = nil, isDeterministic: Bool = false
) =
  #externalMacro(module: "ArborQueryMacros", type: "DatabaseFunctionMacro")
