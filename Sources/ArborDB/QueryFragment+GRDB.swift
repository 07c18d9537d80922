import Foundation
import GRDB

// The project's own SQL (arbor's reading and editing of other programs' files, its copies,
// its cluster) is written as `QueryFragment`s, as a user of the query layer writes it:
// names by `\(quote:)` or `QueryFragment.identifier`, values by `\(bind:)`. These
// package-level doors run such a fragment through GRDB's fetches, so no SQL text is ever
// assembled from strings outside the query layer. Not public: a user's query is a
// statement of the layer, not hand-made text.

extension QueryFragment {
  /// The fragment's values as GRDB binds them.
  package func arguments() throws -> StatementArguments {
    StatementArguments(try bindings.map { try $0.databaseValue(in: sql) })
  }

  /// `?, ?, …`, one placeholder bound to each of `values`.
  package static func values(_ values: [DatabaseValue]) -> QueryFragment {
    values.map { QueryFragment(binding: QueryBinding($0)) }.joined(separator: ", ")
  }

  /// `?, ?, …`, one placeholder bound to each of `values` (rowids, numbers).
  package static func values<Value: QueryBindable>(_ values: [Value]) -> QueryFragment {
    values.map { QueryFragment(binding: $0.queryBinding) }.joined(separator: ", ")
  }

  /// `?, ?, …`: `count` placeholders bound at each run of a statement prepared once
  /// (`makeStatement(_:)`, then `execute(arguments:)` per row).
  package static func placeholders(_ count: Int) -> QueryFragment {
    QueryFragment(Array(repeating: "?", count: count).joined(separator: ", "))
  }

  /// The names, each quoted, with commas between: a column list.
  package static func identifiers(_ names: [String]) -> QueryFragment {
    names.map(QueryFragment.identifier).joined(separator: ", ")
  }

  /// `"column" = ?, …`, each column set to its value: an UPDATE's SET.
  package static func assignments(_ columns: [String], _ values: [DatabaseValue]) -> QueryFragment {
    zip(columns, values).map { "\(quote: $0) = \(bind: $1)" as QueryFragment }.joined(separator: ", ")
  }

  /// A request GRDB's fetches take, not kept in the connection's statement cache: a
  /// statement run once per edit or per open need not be (a hot read keeps its text fixed
  /// and goes through `cachedStatement(_:)`).
  package func request<Element>(of element: Element.Type = Row.self) throws -> SQLRequest<Element> {
    SQLRequest(sql: sql, arguments: try arguments())
  }
}

extension QueryFragment.StringInterpolation {
  /// A value read from a database (a key, a saved row's column), bound as it was read.
  package mutating func appendInterpolation(bind value: DatabaseValue) {
    appendInterpolation(QueryFragment(binding: QueryBinding(value)))
  }

  /// An optional value, bound as NULL when absent.
  package mutating func appendInterpolation(bind value: DatabaseValue?) {
    appendInterpolation(QueryFragment(binding: QueryBinding(value ?? .null)))
  }
}

extension QueryBinding {
  /// The value a GRDB fetch hands back, as the query layer binds it.
  package init(_ value: DatabaseValue) {
    switch value.storage {
    case .null: self = .null
    case .int64(let integer): self = .integer(integer)
    case .double(let real): self = .real(real)
    case .string(let text): self = .text(text)
    case .blob(let data): self = .blob([UInt8](data))
    }
  }

  /// The value as GRDB binds it. A value with no SQLite representation (`.invalid`) is
  /// refused, as the layer's own execution refuses it; `context` (the statement, or a
  /// function's name) says where.
  package func databaseValue(in context: String) throws -> DatabaseValue {
    switch self {
    case .null: .null
    case .integer(let integer): integer.databaseValue
    case .real(let real): real.databaseValue
    case .text(let text): text.databaseValue
    case .blob(let bytes): Data(bytes).databaseValue
    case .invalid(let error): throw QueryExecutionError(message: error.message, sql: context)
    }
  }
}

extension Database {
  /// The statement of `query` from the connection's cache, its values bound. A fragment
  /// that binds nothing may hold `?`s of its own, bound at each run
  /// (`execute(arguments:)`): a statement run many times with other values.
  package func cachedStatement(_ query: QueryFragment) throws -> GRDB.Statement {
    let statement = try cachedStatement(sql: query.sql)
    if !query.bindings.isEmpty { try statement.setArguments(query.arguments()) }
    return statement
  }

  /// A new statement of `query`, as `cachedStatement(_:)`: one a cursor may hold while the
  /// same text runs again.
  package func makeStatement(_ query: QueryFragment) throws -> GRDB.Statement {
    let statement = try makeStatement(sql: query.sql)
    if !query.bindings.isEmpty { try statement.setArguments(query.arguments()) }
    return statement
  }
}

extension Row {
  package static func fetchAll(_ db: Database, _ query: QueryFragment) throws -> [Row] {
    try fetchAll(db, try query.request())
  }
  package static func fetchOne(_ db: Database, _ query: QueryFragment) throws -> Row? {
    try fetchOne(db, try query.request())
  }
  package static func fetchCursor(_ db: Database, _ query: QueryFragment) throws -> RowCursor {
    try fetchCursor(db, sql: query.sql, arguments: try query.arguments())
  }
}

extension DatabaseValueConvertible {
  package static func fetchAll(_ db: Database, _ query: QueryFragment) throws -> [Self] {
    try fetchAll(db, try query.request(of: Self.self))
  }
  package static func fetchOne(_ db: Database, _ query: QueryFragment) throws -> Self? {
    try fetchOne(db, try query.request(of: Self.self))
  }
  package static func fetchCursor(_ db: Database, _ query: QueryFragment) throws -> DatabaseValueCursor<Self> {
    try fetchCursor(db, try query.request(of: Self.self))
  }
  package static func fetchSet(_ db: Database, _ query: QueryFragment) throws -> Set<Self> where Self: Hashable {
    try fetchSet(db, try query.request(of: Self.self))
  }
}
