import ArborQuery

/// The query layer on a cluster: a statement rendered by ArborQuery — its SQL and bound
/// values (`QueryFragment`) — runs here as it runs on a local file through ArborDB, and
/// its rows decode through the same decoders (`RowDecoder`).
extension ClusterClient {
  /// Runs any statement (an insert, update, delete, a table's creation); an empty one
  /// (built on `Table.none`) runs nothing.
  @discardableResult
  public func execute(_ statement: some Statement) throws -> ClusterResult {
    let query = statement.query
    guard !query.isEmpty else { return ClusterResult(lastInsertID: 0, changes: 0) }
    return try execute(query.sql, try Self.values(query.bindings))
  }

  /// The rows of `query`, each decoded by `rowDecoder`.
  public func fetchAll<Element>(_ query: QueryFragment, _ rowDecoder: RowDecoder<Element>) throws -> [Element] {
    guard !query.isEmpty else { return [] }
    let answer = try self.query(query.sql, try Self.values(query.bindings))
    let decoder = ClusterRowDecoder(columns: answer.columns)
    return try answer.rows.map { row in
      decoder.start(row)
      return try rowDecoder.decode(decoder)
    }
  }

  /// A table's rows (`Reminder.where { … }`).
  public func fetchAll<From>(_ statement: Where<From>) throws -> [From] {
    try fetchAll(statement.query, .decodable)
  }

  /// A select's rows: the first table's value, then one per joined table.
  public func fetchAll<From, Sources>(_ statement: Select<(), From, Sources>) throws -> [Sources.Row] {
    try fetchAll(statement.query, RowDecoder { decoder in try Sources.decodeRow(decoder) })
  }

  /// A select's own columns (`Reminder.select { ($0.id, $0.title) }`).
  public func fetchAll<Columns, From, Sources>(_ statement: Select<Columns, From, Sources>) throws -> [Columns] {
    guard let rowDecoder = statement.rowDecoder else {
      throw ClusterError(.refused(code: 0), "the selection has no decoder")
    }
    return try fetchAll(statement.query, rowDecoder)
  }

  /// Refused: dqlite 1.11 runs a query in a read transaction, so an insert, update or
  /// delete sent as one hands back its rows and is then rolled back — its change is lost
  /// without a word. Said instead, before anything is sent.
  public func fetchAll<Value>(_ statement: Returning<Value>) throws -> [Value] {
    throw ClusterError(.refused(code: 0), Self.returningRefusal)
  }

  static let returningRefusal =
    "dqlite 1.11 does not commit a write that returns rows (RETURNING): run it with execute, then read the rows back"

  /// The values bound to a statement, as the wire carries them; a value that cannot be
  /// bound says why.
  static func values(_ bindings: [QueryBinding]) throws -> [ClusterValue] {
    try bindings.map { binding in
      switch binding {
      case .null: .null
      case .integer(let value): .integer(value)
      case .real(let value): .real(value)
      case .text(let value): .text(value)
      case .blob(let value): .blob(value)
      case .invalid(let error): throw ClusterError(.refused(code: 0), "a value cannot be bound: \(error)")
      }
    }
  }
}

extension ClusterClient {
  /// The rows of SQL written with the query layer's interpolations (`\(quote:)`,
  /// `\(bind:)`), as the wire hands them back.
  public func query(_ query: QueryFragment) throws -> ClusterRows {
    try self.query(query.sql, try Self.values(query.bindings))
  }
}

extension ClusterTransaction {
  /// Runs SQL written with the query layer's interpolations, inside the transaction.
  @discardableResult
  public func execute(_ query: QueryFragment) throws -> ClusterResult {
    try execute(query.sql, try ClusterClient.values(query.bindings))
  }
}
