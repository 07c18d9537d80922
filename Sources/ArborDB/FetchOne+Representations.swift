/// `FetchOne` of a column stored through a representation, as the published library has
/// it: the wrapper holds the Swift value (`Date`), not the representation
/// (`Date.UnixTimeRepresentation`). A column that is itself optional gives nil for a
/// missing row, as a NULL does; a non-optional one throws `NotFound`.
extension FetchOne {
  /// The first value of a column stored as `V`: `@FetchOne(Record.select(\.date)) var date = Date()`.
  public init<V: _Representation, From, Sources>(
    wrappedValue: Value, _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) where V.QueryOutput == Value {
    self.init(
      wrappedValue: wrappedValue, Self.first(select.selectedPlan) { row in try Self.found(row).queryOutput },
      database: database)
  }

  /// The first value of a column stored as `V`, or nil: `@FetchOne(Record.select(\.date)) var date: Date?`.
  public init<V: _Representation, From, Sources>(
    wrappedValue: Value = nil, _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) where Value == V.QueryOutput? {
    self.init(wrappedValue: wrappedValue, Self.first(select.selectedPlan) { $0?.queryOutput }, database: database)
  }

  /// The first value of an optional column (`Int?`, `Date?.UnixTimeRepresentation`): nil
  /// for NULL and for no row.
  public init<V: QueryRepresentable & ArborQuery._OptionalProtocol, From, Sources>(
    wrappedValue: Value = ._none, _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) where Value == V.QueryOutput, Value: ArborQuery._OptionalProtocol {
    self.init(
      wrappedValue: wrappedValue, Self.first(select.selectedPlan) { $0?.queryOutput ?? Value._none }, database: database
    )
  }

  @discardableResult
  public func load<V: _Representation, From, Sources>(
    _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where V.QueryOutput == Value {
    try load(Self.first(select.selectedPlan) { row in try Self.found(row).queryOutput }, database: database)
  }

  @discardableResult
  public func load<V: _Representation, From, Sources>(
    _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where Value == V.QueryOutput? {
    try load(Self.first(select.selectedPlan) { $0?.queryOutput }, database: database)
  }

  @discardableResult
  public func load<V: QueryRepresentable & ArborQuery._OptionalProtocol, From, Sources>(
    _ select: Select<V, From, Sources>, database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where Value == V.QueryOutput, Value: ArborQuery._OptionalProtocol {
    try load(Self.first(select.selectedPlan) { $0?.queryOutput ?? Value._none }, database: database)
  }

  /// The first row of a table select (`Record.all`, `Record.order(by: \.id)`).
  @discardableResult
  public func load<From, Sources>(_ select: Select<(), From, Sources>, database: (any DatabaseReader)? = nil)
    async throws -> FetchSubscription where Sources.Row == Value
  {
    try load(Self.fetch(select.sourcesPlan), database: database)
  }

  @discardableResult
  public func load<From, Sources>(_ select: Select<(), From, Sources>, database: (any DatabaseReader)? = nil)
    async throws -> FetchSubscription where Value == Sources.Row?
  {
    try load(Self.fetchOptional(select.sourcesPlan), database: database)
  }
}
