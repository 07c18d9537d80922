/// The value of a `FetchKeyRequest`, kept current: several reads made in one
/// transaction, fetched again after every commit that touches any of them.
///
/// ```swift
/// @Fetch(DashboardRequest()) var dashboard = DashboardRequest.Value()
/// @Fetch var results = SearchRequest.Value()
/// try await $results.load(SearchRequest(query: text))
/// ```
///
/// Declared without an initial value (`@Fetch(DashboardRequest()) var dashboard`), the
/// first fetch must succeed: there is nothing else to show, and reading the value after
/// it failed stops the program with its error. Give an initial value wherever the fetch
/// can fail on data the program does not control.
@propertyWrapper
public struct Fetch<Value: Sendable>: Sendable {
  let state: FetchState<Value>

  public var wrappedValue: Value { state.value }
  public var projectedValue: Fetch<Value> {
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

  /// A value and no request yet: `load` gives it one.
  public init(wrappedValue: Value) {
    state = FetchState(initialValue: wrappedValue)
  }

  public init<Request: FetchKeyRequest>(wrappedValue: Value, _ request: Request, database: (any DatabaseReader)? = nil)
  where Request.Value == Value {
    state = FetchState(initialValue: wrappedValue)
    state.start(Self.fetch(request), database: database, constantRegion: false)
  }

  public init<Request: FetchKeyRequest>(_ request: Request, database: (any DatabaseReader)? = nil)
  where Request.Value == Value {
    state = FetchState(initialValue: nil)
    state.start(Self.fetch(request), database: database, constantRegion: false)
  }

  /// Replaces the request; see `FetchAll.load`.
  @discardableResult
  public func load<Request: FetchKeyRequest>(_ request: Request, database: (any DatabaseReader)? = nil) async throws
    -> FetchSubscription
  where Request.Value == Value {
    if let error = state.start(Self.fetch(request), database: database, constantRegion: false) { throw error }
    return state.subscription()
  }

  private static func fetch<Request: FetchKeyRequest>(_ request: Request)
    -> @Sendable (Database) throws -> Fetched<Value>
  where Request.Value == Value {
    { db in Fetched(value: try request.fetch(db), fingerprint: nil) }
  }
}

extension Fetch: Equatable where Value: Equatable {
  /// Equal values, as the published library compares its wrappers.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.state.currentValue == rhs.state.currentValue }
}
