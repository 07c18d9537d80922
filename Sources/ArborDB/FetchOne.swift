/// The first row of a query (a count, a sum, one record), kept current like `FetchAll`:
///
/// ```swift
/// @FetchOne(Reminder.count()) var total = 0
/// @FetchOne(Reminder.where { $0.id.eq(id) }) var reminder: Reminder?
/// ```
///
/// With an optional value, a query that returns no row gives nil; with a non-optional
/// one, the value stays as it was and `loadError` is `NotFound` (which `load` throws), as
/// in the published library. Without a query, a table's row is fetched by the initial
/// value's primary key (`@FetchOne var reminder = Reminder(id: 1)`), the table's first row
/// otherwise, and any other value is only held.
@propertyWrapper
public struct FetchOne<Value: Sendable>: Sendable {
  let state: FetchState<Value>

  public var wrappedValue: Value { state.value }
  public var projectedValue: FetchOne<Value> {
    get { self }
    nonmutating set { state.adopt(newValue.state) }
  }

  /// Whether a fetch is under way.
  public var isLoading: Bool { state.isLoading }

  /// Fetches the current query again and waits for its rows (a pull to refresh); does
  /// nothing without a query. Throws the fetch's error, which `loadError` also keeps.
  public func load() async throws {
    if let error = state.reload() { throw error }
  }
  public var loadError: (any Error)? { state.loadError }
  public var values: FetchValues<Value> { FetchValues(state: state) }

  public func onChange(_ listener: @escaping @Sendable (Value) -> Void) -> FetchSubscription {
    state.subscribe(listener)
  }

  public init<Query: FetchableQuery>(wrappedValue: Value, _ query: Query, database: (any DatabaseReader)? = nil)
  where Query.Row == Value {
    self.init(wrappedValue: wrappedValue, Self.fetch(query.fetchPlan), database: database)
  }

  public init<Query: FetchableQuery>(wrappedValue: Value = nil, _ query: Query, database: (any DatabaseReader)? = nil)
  where Value == Query.Row? {
    self.init(wrappedValue: wrappedValue, Self.fetchOptional(query.fetchPlan), database: database)
  }

  @_disfavoredOverload
  public init<From, Sources>(
    wrappedValue: Value, _ select: Select<Value, From, Sources>, database: (any DatabaseReader)? = nil
  ) {
    self.init(wrappedValue: wrappedValue, Self.fetch(select.selectedPlan), database: database)
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
    self.init(wrappedValue: wrappedValue, Self.fetch(select.sourcesPlan), database: database)
  }

  public init<From, Sources>(
    wrappedValue: Value = nil, _ select: Select<(), From, Sources>, database: (any DatabaseReader)? = nil
  ) where Value == Sources.Row? {
    self.init(wrappedValue: wrappedValue, Self.fetchOptional(select.sourcesPlan), database: database)
  }

  /// A value held, with no query (`@FetchOne var count = 0`, a `@Selection` row): `load`
  /// gives it one.
  @_disfavoredOverload
  public init(wrappedValue: Value) {
    state = FetchState(initialValue: wrappedValue)
  }

  /// The table's first row.
  public init(wrappedValue: Value, database: (any DatabaseReader)? = nil) where Value: Table {
    let plan = FetchPlan<Value>(query: Value.all.query, rowDecoder: .decodable)
    self.init(wrappedValue: wrappedValue, Self.fetch(plan), database: database)
  }

  /// The row with the initial value's primary key: `@FetchOne var reminder = Reminder(id: 1)`.
  public init(wrappedValue: Value, database: (any DatabaseReader)? = nil) where Value: PrimaryKeyedTable {
    let query = Value.find(Value.PrimaryKey(queryOutput: wrappedValue.primaryKey))
    self.init(wrappedValue: wrappedValue, Self.fetch(query.fetchPlan), database: database)
  }

  /// The table's first row, or nil: `@FetchOne var reminder: Reminder?`.
  public init<Row: Table>(wrappedValue: Value = nil, database: (any DatabaseReader)? = nil) where Value == Row? {
    let plan = FetchPlan<Row>(query: Row.all.query, rowDecoder: .decodable)
    self.init(wrappedValue: wrappedValue, Self.fetchOptional(plan), database: database)
  }

  init(
    wrappedValue: Value, _ fetch: @escaping @Sendable (Database) throws -> Fetched<Value>,
    database: (any DatabaseReader)?
  ) {
    state = FetchState(initialValue: wrappedValue)
    state.start(fetch, database: database)
  }

  /// Replaces the query; see `FetchAll.load`. A missing row throws `NotFound`.
  @discardableResult
  public func load<Query: FetchableQuery>(_ query: Query, database: (any DatabaseReader)? = nil)
    async throws -> FetchSubscription where Query.Row == Value
  {
    try load(Self.fetch(query.fetchPlan), database: database)
  }

  @discardableResult
  public func load<Query: FetchableQuery>(_ query: Query, database: (any DatabaseReader)? = nil) async throws
    -> FetchSubscription
  where Value == Query.Row? {
    try load(Self.fetchOptional(query.fetchPlan), database: database)
  }

  @discardableResult
  @_disfavoredOverload
  public func load<Row, From, Sources>(_ select: Select<Row, From, Sources>, database: (any DatabaseReader)? = nil)
    async throws -> FetchSubscription where Value == Row?
  {
    try load(Self.fetchOptional(select.selectedPlan), database: database)
  }

  @discardableResult
  @_disfavoredOverload
  public func load<From, Sources>(
    _ select: Select<Value, From, Sources>, database: (any DatabaseReader)? = nil
  )
    async throws -> FetchSubscription
  {
    try load(Self.fetch(select.selectedPlan), database: database)
  }

  func load(_ fetch: @escaping @Sendable (Database) throws -> Fetched<Value>, database: (any DatabaseReader)?)
    throws -> FetchSubscription
  {
    if let error = state.start(fetch, database: database) { throw error }
    return state.subscription()
  }

  /// The first row of `plan` (one is read at most) as the wrapper's value: `NotFound`
  /// when there is none.
  static func fetch(_ plan: FetchPlan<Value>) -> @Sendable (Database) throws -> Fetched<Value> {
    first(plan) { try found($0) }
  }

  /// The row there is, or `NotFound`.
  static func found<Row>(_ row: Row?) throws -> Row {
    guard let row else { throw NotFound() }
    return row
  }

  /// The first row of `plan`, or nil.
  static func fetchOptional<Row>(_ plan: FetchPlan<Row>) -> @Sendable (Database) throws -> Fetched<Value>
  where Value == Row? {
    first(plan) { $0 }
  }

  /// The first row of `plan`, or nil when there is none, made the wrapper's value by `value`.
  static func first<Row>(_ plan: FetchPlan<Row>, as value: @escaping @Sendable (Row?) throws -> Value)
    -> @Sendable (Database) throws -> Fetched<Value>
  {
    { db in
      let (rows, fingerprint) = try plan.fetch(db, limit: 1)
      return Fetched(value: try value(rows.first), fingerprint: fingerprint)
    }
  }
}

/// What a `FetchOne` of a non-optional value reports when its query returns no row: the
/// value stays as it was.
public struct NotFound: Error, CustomStringConvertible, Sendable {
  public init() {}
  public var description: String { "the query returned no row" }
}

extension FetchOne: Equatable where Value: Equatable {
  /// Equal values, as the published library compares its wrappers.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.state.currentValue == rhs.state.currentValue }
}
