/// The rows of a query, kept current: after every commit that changes what the query
/// read — in this process, another connection or another process — it fetches again,
/// and readers see the new rows (through Observation, `values` or `onChange`).
///
/// ```swift
/// @Observable final class ListModel {
///   @ObservationIgnored @FetchAll(Reminder.where { !$0.isCompleted }.order(by: \.title)) var open
/// }
/// try await model.$open.load(Reminder.where { $0.title.contains(text) })
/// ```
///
/// The first rows are fetched when the wrapper is made (or `load` is called), so they
/// are there for the first frame. A failing fetch keeps the last rows and sets
/// `loadError`; nothing is thrown at whoever reads the rows. Without `database:` the
/// wrapper uses `DependencyValues.defaultDatabase`.
@propertyWrapper
public struct FetchAll<Element: Sendable>: Sendable {
  let state: FetchState<FetchAllRows<Element>>

  /// The rows as of the last fetch.
  public var wrappedValue: [Element] { state.value.rows }

  /// The rows in sections, when the query was given `sectionBy:`; else one section, named
  /// nil, of every row (none without rows).
  public var sections: ResultsSectionCollection<Element, String?> {
    let value = state.value
    return value.sections ?? ResultsSectionCollection(elements: value.rows, sectionName: nil)
  }

  /// The wrapper itself: `$rows.load(…)`, `$rows.loadError`, `$rows.values`.
  public var projectedValue: FetchAll<Element> {
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

  /// The error of the last fetch, or nil when it succeeded.
  public var loadError: (any Error)? { state.loadError }

  /// The rows now, then after every change.
  public var values: FetchValues<[Element]> { FetchValues(state: state, part: { $0.rows }) }

  /// Calls `listener` with the rows after every change (not with the current rows), on a
  /// background queue, for as long as the subscription is kept.
  public func onChange(_ listener: @escaping @Sendable ([Element]) -> Void) -> FetchSubscription {
    state.subscribe { listener($0.rows) }
  }

  /// Every row of `query`.
  public init<Query: FetchableQuery>(
    wrappedValue: [Element] = [], _ query: Query, database: (any DatabaseReader)? = nil
  ) where Query.Row == Element {
    self.init(wrappedValue: wrappedValue, plan: query.fetchPlan, database: database)
  }

  /// Every row of a selection (`Reminder.select { … }`, `@Selection` columns, a join).
  /// Disfavoured so that a select that chose no columns takes the initializer below.
  @_disfavoredOverload
  public init<From, Sources>(
    wrappedValue: [Element] = [], _ select: Select<Element, From, Sources>, database: (any DatabaseReader)? = nil
  ) {
    self.init(wrappedValue: wrappedValue, plan: select.selectedPlan, database: database)
  }

  /// Every row of a select that chose no columns: the table's rows, or a tuple per row
  /// of a join.
  public init<From, Sources>(
    wrappedValue: [Element] = [], _ select: Select<(), From, Sources>, database: (any DatabaseReader)? = nil
  ) where Sources.Row == Element {
    self.init(wrappedValue: wrappedValue, plan: select.sourcesPlan, database: database)
  }

  /// No query yet: `load` gives it one (`@FetchAll var hits: [Hit]`, then
  /// `$hits.load(…)`). Disfavoured: for a table's rows, the initializer below fetches
  /// them all.
  @_disfavoredOverload
  public init(wrappedValue: [Element] = []) {
    state = FetchState(initialValue: FetchAllRows(rows: wrappedValue))
  }

  /// Every row of the table: `@FetchAll var reminders: [Reminder]`.
  public init(wrappedValue: [Element] = [], database: (any DatabaseReader)? = nil) where Element: Table {
    self.init(
      wrappedValue: wrappedValue, plan: FetchPlan(query: Element.all.query, rowDecoder: .decodable), database: database)
  }

  private init(wrappedValue: [Element], plan: FetchPlan<Element>, database: (any DatabaseReader)?) {
    state = FetchState(initialValue: FetchAllRows(rows: wrappedValue))
    state.start(Self.fetch(plan), database: database)
  }

  /// Replaces the query (a search box's text changed): the new rows are fetched before
  /// this returns, and from then on only the new query's rows arrive, even if the old
  /// one was re-fetching. Throws the first fetch's error, which `loadError` also keeps.
  @discardableResult
  public func load<Query: FetchableQuery>(_ query: Query, database: (any DatabaseReader)? = nil) async throws
    -> FetchSubscription
  where Query.Row == Element {
    try load(query.fetchPlan, database: database)
  }

  @discardableResult
  @_disfavoredOverload
  public func load<From, Sources>(_ select: Select<Element, From, Sources>, database: (any DatabaseReader)? = nil)
    async throws -> FetchSubscription
  {
    try load(select.selectedPlan, database: database)
  }

  @discardableResult
  public func load<From, Sources>(_ select: Select<(), From, Sources>, database: (any DatabaseReader)? = nil)
    async throws -> FetchSubscription
  where Sources.Row == Element {
    try load(select.sourcesPlan, database: database)
  }

  private func load(_ plan: FetchPlan<Element>, database: (any DatabaseReader)?) throws -> FetchSubscription {
    if let error = state.start(Self.fetch(plan), database: database) { throw error }
    return state.subscription()
  }

  static func fetch(_ plan: FetchPlan<Element>) -> @Sendable (Database) throws -> Fetched<FetchAllRows<Element>> {
    { db in
      let (rows, fingerprint) = try plan.fetch(db)
      return Fetched(value: FetchAllRows(rows: rows), fingerprint: fingerprint)
    }
  }
}

/// What a `FetchAll` holds: its rows, and their sections when it was given `sectionBy:`.
struct FetchAllRows<Element: Sendable>: Sendable {
  var rows: [Element]
  var sections: ResultsSectionCollection<Element, String?>?
  /// What the sections are made by (two wrappers with equal rows but other sections
  /// differ).
  var sectioning: _Sectioning<String?>?
}

extension FetchAll: Equatable where Element: Equatable {
  /// Equal rows, sectioned alike, as the published library compares them.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    let (left, right) = (lhs.state.value, rhs.state.value)
    return left.rows == right.rows && left.sectioning == right.sectioning
  }
}
