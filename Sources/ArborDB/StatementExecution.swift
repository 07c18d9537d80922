import GRDB
import GRDBSQLite

extension Database {
  /// Prepares (from the statement cache when `cached`) and binds a rendered query.
  @usableFromInline
  func prepare(_ query: QueryFragment, cached: Bool = true) throws -> GRDB.Statement {
    let statement = cached ? try cachedStatement(sql: query.sql) : try makeStatement(sql: query.sql)
    RegionRecording.note(statement)
    try statement.bindQuery(query.bindings, sql: query.sql)
    return statement
  }

  func fetchAll<Element>(_ query: QueryFragment, _ rowDecoder: RowDecoder<Element>) throws -> [Element] {
    try fetchAll(query, decoding: { try rowDecoder.decode($0) })
  }

  /// Every row of `query`, decoded by `decode`; see `QueryCursor`.
  @inlinable
  func fetchAll<Element>(_ query: QueryFragment, decoding decode: @escaping (StatementRowDecoder) throws -> Element)
    throws -> [Element]
  {
    guard !query.isEmpty else { return [] }
    let cursor = QueryCursor(statement: try prepare(query), sql: query.sql, decode: decode)
    var rows: [Element] = []
    // `forEach`, not `next()` in a loop: the generic cursor's metadata and witness
    // table are looked up once, not once per row (a third of a typed fetch's time).
    try cursor.forEach { rows.append($0) }
    return rows
  }

  func fetchOne<Element>(_ query: QueryFragment, _ rowDecoder: RowDecoder<Element>) throws -> Element? {
    guard !query.isEmpty else { return nil }
    let statement = try prepare(query)
    let cursor = QueryCursor(statement: statement, rowDecoder: rowDecoder, sql: query.sql)
    // Reset so an unfinished statement does not hold the read lock.
    defer { sqlite3_reset(statement.sqliteStatement) }
    return try cursor.next()
  }

  func fetchCursor<Element>(_ query: QueryFragment, _ rowDecoder: RowDecoder<Element>) throws -> QueryCursor<Element> {
    // Not from the cache: a cursor may still be open when the same SQL runs again.
    let statement = try prepare(query.isEmpty ? "SELECT 1 WHERE 0" : query, cached: false)
    return QueryCursor(statement: statement, rowDecoder: rowDecoder, sql: query.sql)
  }

  /// Runs `query`, which may be several statements when it binds nothing (a schema).
  package func execute(_ query: QueryFragment) throws {
    guard !query.isEmpty else { return }
    if query.bindings.isEmpty {
      // Hand-written DDL may hold several statements.
      try execute(sql: query.sql)
      return
    }
    let cursor = ExecutionCursor(statement: try prepare(query))
    while try cursor.next() != nil {}
  }
}

extension ArborQuery.Statement {
  /// Runs the statement, discarding any rows it returns.
  public func execute(_ db: Database) throws {
    try db.execute(query)
  }
}

extension Insert {
  /// Runs the insert; more rows than one statement may bind (SQLite's variable limit)
  /// are written in several statements, within the caller's transaction.
  public func execute(_ db: Database) throws {
    let maximum = db.maximumBoundVariables
    // Most inserts fit one statement: no batches to make.
    let whole = query
    if whole.bindings.count <= maximum {
      try db.execute(whole)
      return
    }
    for batch in batches(maxVariables: maximum) {
      try db.execute(batch.query)
    }
  }
}

extension Returning {
  /// Runs the statement, discarding the rows it returns.
  public func execute(_ db: Database) throws {
    _ = try fetchAll(db)
  }
}

extension Database {
  /// How many values one statement may bind on this connection.
  var maximumBoundVariables: Int {
    Int(sqlite3_limit(sqliteConnection, SQLITE_LIMIT_VARIABLE_NUMBER, -1))
  }
}

extension Select {
  /// Every row of an explicit selection.
  public func fetchAll(_ db: Database) throws -> [Columns] {
    try db.fetchAll(query, try explicitDecoder())
  }

  /// The first row, or nil.
  public func fetchOne(_ db: Database) throws -> Columns? {
    try db.fetchOne(query, try explicitDecoder())
  }

  /// The rows one at a time, for results too large to hold.
  public func fetchCursor(_ db: Database) throws -> QueryCursor<Columns> {
    try db.fetchCursor(query, try explicitDecoder())
  }

  private func explicitDecoder() throws -> RowDecoder<Columns> {
    guard let rowDecoder else {
      throw QueryExecutionError(message: "the selection has no decoder", sql: query.sql)
    }
    return rowDecoder
  }
}

extension Select where Columns == () {
  /// Every row: the first table's value, then one value per joined table.
  @inlinable
  public func fetchAll(_ db: Database) throws -> [Sources.Row] {
    try db.fetchAll(query, decoding: { try Sources.decodeRow($0) })
  }

  public func fetchOne(_ db: Database) throws -> Sources.Row? {
    try db.fetchOne(query, Self.defaultDecoder)
  }

  public func fetchCursor(_ db: Database) throws -> QueryCursor<Sources.Row> {
    try db.fetchCursor(query, Self.defaultDecoder)
  }

  static var defaultDecoder: RowDecoder<Sources.Row> {
    RowDecoder { decoder in try Sources.decodeRow(decoder) }
  }
}

extension Where {
  @inlinable
  public func fetchAll(_ db: Database) throws -> [From] { try db.fetchAll(query, decoding: { try From(decoder: $0) }) }
  public func fetchOne(_ db: Database) throws -> From? { try db.fetchOne(query, .decodable) }
  public func fetchCursor(_ db: Database) throws -> QueryCursor<From> { try db.fetchCursor(query, .decodable) }
}

extension Returning {
  /// Every returned row; a large insert runs as several statements, rows in order.
  public func fetchAll(_ db: Database) throws -> [QueryValue] {
    var rows: [QueryValue] = []
    for query in queries(maxVariables: db.maximumBoundVariables) {
      rows += try db.fetchAll(query, rowDecoder)
    }
    return rows
  }
  /// The first returned row; the statement still runs to completion.
  public func fetchOne(_ db: Database) throws -> QueryValue? { try fetchAll(db).first }
}

extension SQLQueryExpression where QueryValue: QueryDecodable {
  public func fetchAll(_ db: Database) throws -> [QueryValue] { try db.fetchAll(query, .decodable) }
  public func fetchOne(_ db: Database) throws -> QueryValue? { try db.fetchOne(query, .decodable) }
  public func fetchCursor(_ db: Database) throws -> QueryCursor<QueryValue> { try db.fetchCursor(query, .decodable) }
}

extension CompoundSelect {
  public func fetchAll(_ db: Database) throws -> [QueryValue] { try db.fetchAll(query, rowDecoder) }
  public func fetchOne(_ db: Database) throws -> QueryValue? { try db.fetchOne(query, rowDecoder) }
  public func fetchCursor(_ db: Database) throws -> QueryCursor<QueryValue> { try db.fetchCursor(query, rowDecoder) }
}

extension CommonTableQuery {
  /// The rows a `With { … } query: { … }` statement's RETURNING hands back.
  public func fetchAll<Row>(_ db: Database) throws -> [Row] where Base == Returning<Row> {
    try db.fetchAll(query, base.rowDecoder)
  }
}

extension CommonTableQuery: FetchableQuery where Base: FetchableQuery {
  public var fetchPlan: FetchPlan<Base.Row> {
    let plan = base.fetchPlan
    return FetchPlan(query: query, rowDecoder: plan.rowDecoder)
  }
}

extension ArborQuery.Statement where QueryValue: QueryDecodable {
  /// Any statement whose rows are its value: a `PartialSelectStatement` of the user's, or
  /// one seen only as a statement (`let query: some Statement<Bool?> = …`). Disfavoured: a
  /// statement whose type is known decodes its rows as that type says.
  @_disfavoredOverload
  public func fetchAll(_ db: Database) throws -> [QueryValue] { try db.fetchAll(query, .decodable) }
  @_disfavoredOverload
  public func fetchOne(_ db: Database) throws -> QueryValue? { try db.fetchOne(query, .decodable) }
  @_disfavoredOverload
  public func fetchCursor(_ db: Database) throws -> QueryCursor<QueryValue> { try db.fetchCursor(query, .decodable) }
}
