/// The first row of a query (a count, a sum, one record), kept current like `FetchAll`:
///
/// ```swift
/// @FetchOne(Reminder.count()) var total = 0
/// @FetchOne(Reminder.where { $0.id.eq(id) }) var reminder: Reminder?
/// ```
///
/// With a non-optional value, a query that returns no row shows the initial value; with
/// an optional one, nil.
@propertyWrapper
public struct FetchOne<Value: Sendable>: Sendable {
  let state: FetchState<Value>

  public var wrappedValue: Value { state.value }
  public var projectedValue: FetchOne<Value> { self }
  public var loadError: (any Error)? { state.loadError }
  public var values: FetchValues<Value> { FetchValues(state: state) }

  public func onChange(_ listener: @escaping @Sendable (Value) -> Void) -> FetchSubscription {
    state.subscribe(listener)
  }

  public init<Query: FetchableQuery>(wrappedValue: Value, _ query: Query, database: (any DatabaseReader)? = nil)
  where Query.Row == Value {
    self.init(wrappedValue: wrappedValue, Self.fetch(query.fetchPlan, otherwise: wrappedValue), database: database)
  }

  public init<Query: FetchableQuery>(wrappedValue: Value = nil, _ query: Query, database: (any DatabaseReader)? = nil)
  where Value == Query.Row? {
    self.init(wrappedValue: wrappedValue, Self.fetchOptional(query.fetchPlan), database: database)
  }

  @_disfavoredOverload
  public init<From, Sources>(
    wrappedValue: Value, _ select: Select<Value, From, Sources>, database: (any DatabaseReader)? = nil
  ) {
    self.init(wrappedValue: wrappedValue, Self.fetch(select.selectedPlan, otherwise: wrappedValue), database: database)
  }

  @_disfavoredOverload
  public init<Row, From, Sources>(
    wrappedValue: Value = nil, _ select: Select<Row, From, Sources>, database: (any DatabaseReader)? = nil
  ) where Value == Row? {
    self.init(wrappedValue: wrappedValue, Self.fetchOptional(select.selectedPlan), database: database)
  }

  public init<From, Sources>(
    wrappedValue: Value, _ select: Select<(), From, Sources>, database: (any DatabaseReader)? = nil
  )
  where Sources.Row == Value {
    self.init(wrappedValue: wrappedValue, Self.fetch(select.sourcesPlan, otherwise: wrappedValue), database: database)
  }

  public init<From, Sources>(
    wrappedValue: Value = nil, _ select: Select<(), From, Sources>, database: (any DatabaseReader)? = nil
  ) where Value == Sources.Row? {
    self.init(wrappedValue: wrappedValue, Self.fetchOptional(select.sourcesPlan), database: database)
  }

  private init(
    wrappedValue: Value, _ fetch: @escaping @Sendable (Database) throws -> Fetched<Value>,
    database: (any DatabaseReader)?
  ) {
    state = FetchState(initialValue: wrappedValue)
    state.start(fetch, database: database)
  }

  /// Replaces the query; see `FetchAll.load`. A missing row then shows `otherwise`.
  public func load<Query: FetchableQuery>(_ query: Query, otherwise: Value, database: (any DatabaseReader)? = nil)
    async throws where Query.Row == Value
  {
    try load(Self.fetch(query.fetchPlan, otherwise: otherwise), database: database)
  }

  public func load<Query: FetchableQuery>(_ query: Query, database: (any DatabaseReader)? = nil) async throws
  where Value == Query.Row? {
    try load(Self.fetchOptional(query.fetchPlan), database: database)
  }

  @_disfavoredOverload
  public func load<Row, From, Sources>(_ select: Select<Row, From, Sources>, database: (any DatabaseReader)? = nil)
    async throws where Value == Row?
  {
    try load(Self.fetchOptional(select.selectedPlan), database: database)
  }

  @_disfavoredOverload
  public func load<From, Sources>(
    _ select: Select<Value, From, Sources>, otherwise: Value, database: (any DatabaseReader)? = nil
  )
    async throws
  {
    try load(Self.fetch(select.selectedPlan, otherwise: otherwise), database: database)
  }

  private func load(_ fetch: @escaping @Sendable (Database) throws -> Fetched<Value>, database: (any DatabaseReader)?)
    throws
  {
    if let error = state.start(fetch, database: database) { throw error }
  }

  private static func fetch(_ plan: FetchPlan<Value>, otherwise: Value) -> @Sendable (Database) throws -> Fetched<Value>
  {
    { db in
      let (rows, fingerprint) = try plan.fetch(db, limit: 1)
      return Fetched(value: rows.first ?? otherwise, fingerprint: fingerprint)
    }
  }

  private static func fetchOptional<Row>(_ plan: FetchPlan<Row>) -> @Sendable (Database) throws -> Fetched<Value>
  where Value == Row? {
    { db in
      let (rows, fingerprint) = try plan.fetch(db, limit: 1)
      return Fetched(value: rows.first, fingerprint: fingerprint)
    }
  }
}
