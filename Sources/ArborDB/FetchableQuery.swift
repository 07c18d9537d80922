/// A statement an observed query can run: its SQL and how one of its rows decodes.
///
/// `FetchAll` and `FetchOne` take any of these: a table's `where` (`Where`), a union
/// (`CompoundSelect`), raw `#sql`, and every `Select` (which needs two initializers of
/// its own, as its rows are either what it selected or its sources' rows).
public protocol FetchableQuery<Row>: Sendable {
  associatedtype Row
  var fetchPlan: FetchPlan<Row> { get }
}

/// The SQL of a fetch and the decoder of its rows.
public struct FetchPlan<Row>: Sendable {
  let query: QueryFragment
  /// `nil` when the statement cannot say how its rows decode; fetching then fails with
  /// words rather than a trap.
  let rowDecoder: RowDecoder<Row>?

  init(query: QueryFragment, rowDecoder: RowDecoder<Row>?) {
    self.query = query
    self.rowDecoder = rowDecoder
  }

  func decoder() throws -> RowDecoder<Row> {
    guard let rowDecoder else {
      throw QueryExecutionError(message: "the selection has no decoder", sql: query.sql)
    }
    return rowDecoder
  }

  /// The rows and their fingerprint; at most `limit` rows when given.
  func fetch(_ db: Database, limit: Int? = nil) throws -> (rows: [Row], fingerprint: ResultFingerprint) {
    try db.fetchAllWithFingerprint(query, try decoder(), limit: limit)
  }
}

extension Where: FetchableQuery {
  public var fetchPlan: FetchPlan<From> { FetchPlan(query: query, rowDecoder: .decodable) }
}

extension CompoundSelect: FetchableQuery {
  public var fetchPlan: FetchPlan<QueryValue> { FetchPlan(query: query, rowDecoder: rowDecoder) }
}

extension SQLQueryExpression: FetchableQuery where QueryValue: QueryDecodable {
  public var fetchPlan: FetchPlan<QueryValue> { FetchPlan(query: query, rowDecoder: .decodable) }
}

extension Select {
  /// The rows of an explicit selection.
  var selectedPlan: FetchPlan<Columns> { FetchPlan(query: query, rowDecoder: rowDecoder) }
}

extension Select where Columns == () {
  /// The rows of the sources: the first table's value, then one per joined table.
  var sourcesPlan: FetchPlan<Sources.Row> { FetchPlan(query: query, rowDecoder: Self.defaultDecoder) }
}

extension Values: FetchableQuery {
  public var fetchPlan: FetchPlan<(repeat (each C).QueryValue)> { FetchPlan(query: query, rowDecoder: rowDecoder) }
}

extension FetchableQuery {
  /// Every row, for any statement that says how its rows decode.
  public func fetchAll(_ db: Database) throws -> [Row] {
    let plan = fetchPlan
    return try db.fetchAll(plan.query, try plan.decoder())
  }

  public func fetchOne(_ db: Database) throws -> Row? {
    let plan = fetchPlan
    return try db.fetchOne(plan.query, try plan.decoder())
  }
}
