/// `FetchOne` of a column stored through a representation, as the published library has
/// it: the wrapper holds the Swift value (`Date`), not the representation
/// (`Date.UnixTimeRepresentation`). A column that is itself optional gives nil for a
/// missing row, as a NULL does; a non-optional one throws `NotFound`.
extension FetchOne {
  /// The first value of a column stored as `V`: `@FetchOne(Record.select(\.date)) var date = Date()`.
  public init<V: _Representation, From, Sources>(
    wrappedValue: Value, _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) where V.QueryOutput == Value {
    self.init(wrappedValue: wrappedValue, Self.first(select, ifNone: nil), database: database)
  }

  /// The first value of a column stored as `V`, or nil: `@FetchOne(Record.select(\.date)) var date: Date?`.
  public init<V: _Representation, From, Sources>(
    wrappedValue: Value = nil, _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) where Value == V.QueryOutput? {
    self.init(wrappedValue: wrappedValue, Self.firstOrNil(select), database: database)
  }

  /// The first value of an optional column (`Int?`, `Date?.UnixTimeRepresentation`): nil
  /// for NULL and for no row.
  public init<V: QueryRepresentable & ArborQuery._OptionalProtocol, From, Sources>(
    wrappedValue: Value = ._none, _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) where Value == V.QueryOutput, Value: ArborQuery._OptionalProtocol {
    self.init(wrappedValue: wrappedValue, Self.first(select, ifNone: .some(Value._none)), database: database)
  }

  @discardableResult
  public func load<V: _Representation, From, Sources>(
    _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where V.QueryOutput == Value {
    try load(Self.first(select, ifNone: nil), database: database)
  }

  @discardableResult
  public func load<V: _Representation, From, Sources>(
    _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where Value == V.QueryOutput? {
    try load(Self.firstOrNil(select), database: database)
  }

  @discardableResult
  public func load<V: QueryRepresentable & ArborQuery._OptionalProtocol, From, Sources>(
    _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where Value == V.QueryOutput, Value: ArborQuery._OptionalProtocol {
    try load(Self.first(select, ifNone: .some(Value._none)), database: database)
  }

  /// The first row of a table select (`Record.all`, `Record.order(by: \.id)`).
  @discardableResult
  public func load<From, Sources>(_ select: Select<(), From, Sources>, database: (any DatabaseReader)? = nil)
    async throws -> FetchSubscription where Sources.Row == Value
  {
    try load(Self.firstRow(select.sourcesPlan, ifNone: nil), database: database)
  }

  @discardableResult
  public func load<From, Sources>(_ select: Select<(), From, Sources>, database: (any DatabaseReader)? = nil)
    async throws -> FetchSubscription where Value == Sources.Row?
  {
    try load(Self.firstRow(select.sourcesPlan.optional, ifNone: .some(nil)), database: database)
  }

  /// The first value as its Swift value; `ifNone` when there is no row, else `NotFound`.
  private static func first<V: QueryRepresentable, From, Sources>(_ select: Select<V, From, Sources>, ifNone: Value?)
    -> @Sendable (Database) throws -> Fetched<Value> where V.QueryOutput == Value
  {
    let plan = select.selectedPlan
    return { db in
      let (rows, fingerprint) = try plan.fetch(db, limit: 1)
      guard let row = rows.first else {
        guard let ifNone else { throw NotFound() }
        return Fetched(value: ifNone, fingerprint: fingerprint)
      }
      return Fetched(value: row.queryOutput, fingerprint: fingerprint)
    }
  }

  private static func firstOrNil<V: QueryRepresentable, From, Sources>(_ select: Select<V, From, Sources>)
    -> @Sendable (Database) throws -> Fetched<Value> where Value == V.QueryOutput?
  {
    let plan = select.selectedPlan
    return { db in
      let (rows, fingerprint) = try plan.fetch(db, limit: 1)
      return Fetched(value: rows.first?.queryOutput, fingerprint: fingerprint)
    }
  }

  private static func firstRow(_ plan: FetchPlan<Value>, ifNone: Value?)
    -> @Sendable (Database) throws -> Fetched<Value>
  {
    { db in
      let (rows, fingerprint) = try plan.fetch(db, limit: 1)
      guard let row = rows.first ?? ifNone else { throw NotFound() }
      return Fetched(value: row, fingerprint: fingerprint)
    }
  }
}

extension FetchPlan {
  /// The same rows, each as an optional.
  var optional: FetchPlan<Row?> {
    FetchPlan<Row?>(query: query, rowDecoder: rowDecoder.map { decoder in RowDecoder { try decoder.decode($0) } })
  }
}
