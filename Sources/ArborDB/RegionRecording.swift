import GRDB
import Synchronization

/// The part of a database a view's reads covered, kept so that a commit can tell whether
/// it may have changed what the view shows. Reads made inside
/// `Database.recording(into:_:)` add the region of each statement they run (the tables,
/// columns and rowids SQLite reports when it compiles it); a `RegionWatch` marks the
/// region changed when a transaction on this connection touches it.
///
/// This is the region tracking behind `FetchAll` and `FetchOne`, for a caller that reads
/// synchronously (a screen that draws right after an edit returns) instead of receiving
/// values from an observation queue.
public final class WatchedRegion: Sendable {
  private struct State {
    var region = DatabaseRegion()
    var changed = false
  }

  private let state = Mutex(State())

  public init() {}

  /// What the reads recorded so far covered.
  public var region: DatabaseRegion { state.withLock { $0.region } }

  /// Forgets the recorded region: the next reads record it again (call before reading
  /// everything a view shows afresh).
  public func reset() {
    state.withLock { $0.region = DatabaseRegion() }
  }

  /// Whether a commit touched the region since the last call.
  public func takeChange() -> Bool {
    state.withLock { state in
      defer { state.changed = false }
      return state.changed
    }
  }

  func add(_ region: DatabaseRegion) {
    state.withLock { $0.region.formUnion(region) }
  }

  func isModified(by event: DatabaseEvent) -> Bool {
    state.withLock { $0.region.isModified(by: event) }
  }

  func markChanged() {
    state.withLock { $0.changed = true }
  }
}

/// Where the statements run on this thread record their region, if anywhere.
enum RegionRecording {
  @TaskLocal static var current: WatchedRegion?
  /// How many recordings are running anywhere: while none is, a statement skips the
  /// task-local lookup (the typed insert and fetch loops run millions of statements).
  static let active = Atomic<Int>(0)

  /// The statements of the outermost recording on this thread.
  @TaskLocal static var tally: StatementTally?

  @inline(__always)
  static func note(_ statement: GRDB.Statement) {
    guard active.load(ordering: .relaxed) > 0, let watched = current else { return }
    watched.add(statement.databaseRegion)
    tally?.noted.add(1, ordering: .relaxed)
  }
}

/// Counts the statements a recording ran and the ones whose region it noted: a read that
/// went around ArborDB (a plain GRDB fetch) shows up as more run than noted.
final class StatementTally: Sendable {
  let ran = Atomic<Int>(0)
  let noted = Atomic<Int>(0)
}

extension Database {
  /// Runs `body`, adding the region of every query it runs through ArborDB to `watched`.
  /// A statement `body` runs some other way (a plain GRDB fetch) cannot be matched against
  /// commits: then `watched` covers the whole database, so a view is refreshed too often
  /// rather than left stale.
  public func recording<T>(into watched: WatchedRegion, _ body: () throws -> T) rethrows -> T {
    RegionRecording.active.add(1, ordering: .relaxed)
    defer { RegionRecording.active.subtract(1, ordering: .relaxed) }
    // A recording inside another counts with the outer one's tally.
    if RegionRecording.tally != nil {
      return try RegionRecording.$current.withValue(watched) { try body() }
    }
    let tally = StatementTally()
    trace(options: .statement) { _ in tally.ran.add(1, ordering: .relaxed) }
    defer {
      trace(options: .statement, nil)
      if tally.ran.load(ordering: .relaxed) > tally.noted.load(ordering: .relaxed) { watched.add(.fullDatabase) }
    }
    return try RegionRecording.$tally.withValue(tally) {
      try RegionRecording.$current.withValue(watched) { try body() }
    }
  }

  /// Runs raw SQL inside a recording: the rows of `sql`, with its region noted like any
  /// typed query's (for the few statements the query language does not spell).
  public func recordedRows(sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Row] {
    let statement = try cachedStatement(sql: sql)
    RegionRecording.note(statement)
    return try Row.fetchAll(statement, arguments: arguments)
  }

  /// The rows of `query` (the project's own SQL, written with `\(quote:)` and `\(bind:)`),
  /// recorded as `recordedRows(sql:)` records them.
  package func recordedRows(_ query: QueryFragment) throws -> [Row] {
    try recordedRows(sql: query.sql, arguments: try query.arguments())
  }

  /// `recordedValue(_:sql:)` of the project's own SQL.
  package func recordedValue<Value: DatabaseValueConvertible>(_ type: Value.Type, _ query: QueryFragment) throws
    -> Value?
  {
    try recordedValue(type, sql: query.sql, arguments: try query.arguments())
  }

  /// `recordedValue(_:sql:)` of the project's own SQL whose text stays fixed (its own
  /// `?`s, bound to `arguments`): a statement asked many times with other values.
  package func recordedValue<Value: DatabaseValueConvertible>(
    _ type: Value.Type, _ query: QueryFragment, arguments: StatementArguments
  ) throws -> Value? {
    try recordedValue(type, sql: query.sql, arguments: arguments)
  }

  /// `recordedValues(_:sql:)` of the project's own SQL.
  package func recordedValues<Value: DatabaseValueConvertible>(_ type: Value.Type, _ query: QueryFragment) throws
    -> [Value]
  {
    try recordedValues(type, sql: query.sql, arguments: try query.arguments())
  }

  /// The first column of the first row of `sql`, recorded like `recordedRows`; nil when
  /// there is no row or the value is NULL.
  public func recordedValue<Value: DatabaseValueConvertible>(
    _ type: Value.Type, sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> Value? {
    let statement = try cachedStatement(sql: sql)
    RegionRecording.note(statement)
    return try Value.fetchOne(statement, arguments: arguments)
  }

  /// The first column of every row of `sql`, recorded like `recordedRows`.
  public func recordedValues<Value: DatabaseValueConvertible>(
    _ type: Value.Type, sql: String, arguments: StatementArguments = StatementArguments()
  ) throws -> [Value] {
    let statement = try cachedStatement(sql: sql)
    RegionRecording.note(statement)
    return try Value.fetchAll(statement, arguments: arguments)
  }
}

/// Tells views that a transaction on this connection changed what they read: each
/// `WatchedRegion` added here is marked changed when a committed transaction touched it,
/// and `notify` runs after such a commit. Commits by other connections and processes are
/// not reported by SQLite's update hook; see `DataVersion`.
///
/// One GRDB transaction observer per region: GRDB asks each observer, statement by
/// statement, which kinds of change (table, columns) it cares about, and hands it only
/// those events; a region's rowids are then checked per event.
public final class RegionWatch: Sendable {
  private let writer: any DatabaseWriter
  private let notify: @Sendable () -> Void
  private let observers = Mutex<[RegionObserver]>([])

  public init(writer: any DatabaseWriter, notify: @escaping @Sendable () -> Void = {}) {
    self.writer = writer
    self.notify = notify
  }

  /// Watches `watched` until `remove(_:)` is called with it (or this watch goes).
  public func add(_ watched: WatchedRegion) {
    let observer = RegionObserver(watched: watched, notify: notify)
    observers.withLock { $0.append(observer) }
    writer.add(transactionObserver: observer, extent: .observerLifetime)
  }

  /// Stops watching `watched` (a pane that went, with its tree).
  public func remove(_ watched: WatchedRegion) {
    let gone = observers.withLock { observers in
      let gone = observers.filter { $0.watched === watched }
      observers.removeAll { $0.watched === watched }
      return gone
    }
    for observer in gone { writer.remove(transactionObserver: observer) }
  }

  /// How many regions are watched now.
  public var count: Int { observers.withLock { $0.count } }
}

private final class RegionObserver: TransactionObserver, Sendable {
  let watched: WatchedRegion
  let notify: @Sendable () -> Void
  private let touched = Mutex(false)

  init(watched: WatchedRegion, notify: @escaping @Sendable () -> Void) {
    self.watched = watched
    self.notify = notify
  }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
    watched.region.isModified(byEventsOfKind: eventKind)
  }

  func databaseDidChange(with event: DatabaseEvent) {
    guard watched.isModified(by: event) else { return }
    touched.withLock { $0 = true }
    // A bulk change costs one callback per row only until the region is known touched.
    stopObservingDatabaseChangesUntilNextTransaction()
  }

  func databaseDidCommit(_ db: Database) {
    let changed = touched.withLock { touched in
      defer { touched = false }
      return touched
    }
    guard changed else { return }
    watched.markChanged()
    notify()
  }

  func databaseDidRollback(_ db: Database) {
    touched.withLock { $0 = false }
  }
}
