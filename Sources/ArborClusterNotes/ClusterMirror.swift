import ArborCluster
import ArborCore
import ArborDB
import Foundation
import GRDB
import Synchronization

/// A cluster's notes as the screen reads them: a copy kept on disk in the cache
/// (`ClusterCopyFile`; in memory when there is no cache, or another session holds it),
/// made when the notes are first opened, caught up from the cluster's change log
/// (`ChangeLog`) when they are opened again, and kept current by reading the log every
/// `pollInterval`. Every pane reads the copy, as it reads a file — a cursor move costs
/// no round trip, and the panes' watches see each change arrive through the copy's own
/// update hook.
///
/// The copy is never ahead of the cluster: an edit runs in the copy's transaction, and
/// before that commits (`commit`) the same row changes are committed at the leader, in one
/// transaction that first checks that nothing was committed since the copy's version. An
/// edit the cluster refuses, or that could not reach it, is rolled back in the copy too.
/// Replication is the cluster's own (Raft); the copy is a cache that writes through.
public final class ClusterMirror: Sendable {
  public let address: ClusterAddress
  /// The copy; its rows are the cluster's as of `version`.
  public let notes: AppDatabase
  /// The copy's file, when it is kept on disk: its recorded entry moves with its rows.
  let copyFile: ClusterCopyFile?
  /// Reads the change log, on the following thread.
  private let follower: ClusterClient
  /// Commits edits: a connection of its own, with foreign keys off (`commit`).
  private let committer: ClusterClient
  let state: Mutex<State>
  /// Follows the change log: one run for the session, pausing `pollInterval` between reads.
  private let following = BackgroundJob<Never, Void>("arbor-cluster")
  /// Rows read at a time while every row is read (`ClusterMirror+Loading`).
  let pageRows: Int

  static let pollInterval = 0.1
  /// Entries read at once; more than this reads every row again instead.
  static let batch = 5_000

  /// Where the copy stands against the cluster's change log.
  enum Standing: Equatable {
    /// It holds every entry up to this one.
    case at(Int64)
    /// It may differ from the cluster (a change that did not fit it, rows written in
    /// part): every row is read again at the next poll, and no edit commits meanwhile.
    case readAgain
    /// Its rows are being read page by page (`ClusterMirror+Loading`); once all are in,
    /// it holds every entry up to this one (what changed meanwhile is caught up then).
    case loading(Int64)
  }

  struct State {
    var standing: Standing
    /// How far the reading of every row has come, while `standing` is `loading`.
    var load: LoadCursor?
    /// Since when no leader could be reached, and why; nil while one answers.
    var down: (since: Date, reason: String)?
    /// Every row was read again: every pane reads again.
    var replaced = false
    var notify: (@Sendable () -> Void)?
  }

  /// Opens the cluster's notes at `address`: waits for a leader (an election under way)
  /// for a few seconds, and says in words when there is none. With `copies` (a directory
  /// of the cache), the copy kept there from an earlier session is opened and caught up
  /// from the change log — what changed since is read, not every row — and a first open
  /// leaves its copy there; without, every row is read into memory. A first open reads
  /// the rows page by page; with `loading.inBackground`, large notes show their roots at
  /// once and the rest arrives while they show (no edit commits until it is in).
  public static func open(
    _ address: ClusterAddress, copies: String? = nil, loading: Loading = Loading()
  ) throws -> ClusterMirror {
    let opening = ClusterClient(
      nodes: address.nodes, database: address.name, timeout: 5, leaderWait: 10, credentials: address.credentials)
    defer { opening.close() }
    guard try NotesOnCluster.check(opening, address: address.description) else {
      throw ClusterNotesError(
        "\(address): no notes there yet; arbor new \(address) starts empty ones, and "
          + "arbor import FILE --db \(address) puts some in")
    }
    try ChangeLog.make(on: opening)
    let identity = try NotesIdentity.ensure(on: opening)
    // Every member is asked for the leader from now on, not only the nodes named: the
    // one node given may be the one that goes down.
    let members = (try? opening.members().map(\.address)) ?? []
    let nodes = address.nodes + members.filter { !address.nodes.contains($0) }
    if let copies { ClusterCopies.removeUnused(in: copies) }
    let copyFile = copies.flatMap { ClusterCopyFile.open(in: $0, identity: identity, address: address.description) }
    if let copyFile, let version = copyFile.version {
      let mirror = ClusterMirror(
        address: address, nodes: nodes, notes: copyFile.notes, copyFile: copyFile, standing: .at(version))
      // What changed since the last session is read by the follower as soon as it starts,
      // while the copy shows (an edit made on it before then is refused, as one made on any
      // copy a moment behind): the first frame waits for no rows of the cluster. A caller
      // that reads the notes at once has what changed, when it is little, read first.
      if !loading.inBackground { try mirror.catchUpIfSmall(on: opening) }
      return mirror
    }
    let notes = try copyFile?.notes ?? AppDatabase.inMemory()
    guard let version = try ChangeLog.newest(on: opening) else {
      throw ClusterNotesError("\(address): the notes' change log is empty; arbor cannot tell what changed")
    }
    let mirror = ClusterMirror(
      address: address, nodes: nodes, notes: notes, copyFile: copyFile, standing: .loading(version),
      pageRows: loading.pageRows)
    try mirror.startLoading(on: opening, pageRows: loading.pageRows)
    // Small notes, or a caller that reads them at once (an export): every row before the
    // tree opens. Otherwise the follower reads the rest while the roots show.
    if !loading.inBackground || mirror.loadTotal <= loading.inBackgroundAbove {
      while try mirror.loadPage(on: opening, pageRows: loading.pageRows) {}
      try mirror.catchUpIfSmall(on: opening)
    }
    return mirror
  }

  private init(
    address: ClusterAddress, nodes: [String], notes: AppDatabase, copyFile: ClusterCopyFile?, standing: Standing,
    pageRows: Int = Loading().pageRows
  ) {
    self.pageRows = pageRows
    self.address = address
    self.notes = notes
    self.copyFile = copyFile
    // Short waits: an edit waits for the committer on a key, and a dead cluster is said
    // on the status line, not waited out.
    follower = ClusterClient(
      nodes: nodes, database: address.name, timeout: 2, leaderWait: 1, credentials: address.credentials)
    committer = ClusterClient(
      nodes: nodes, database: address.name, timeout: 2, leaderWait: 1.5, credentials: address.credentials)
    state = Mutex(State(standing: standing))
  }

  /// Whether the copy is kept on disk (false: in memory).
  public var isKeptOnDisk: Bool { copyFile != nil }

  /// The change-log entry the copy is at; nil while every row is to be read again.
  public var version: Int64? {
    state.withLock { state in
      guard case .at(let version) = state.standing else { return nil }
      return version
    }
  }

  /// Whether the copy holds every entry up to `seq`.
  private static func holds(_ standing: Standing, through seq: Int64) -> Bool {
    guard case .at(let version) = standing else { return false }
    return version >= seq
  }

  /// What the status line says while no leader answers: nil while one does.
  public var outage: String? {
    state.withLock { state in
      state.down.map { down in
        "No leader since \(Self.clock(down.since)): showing what was read then; edits wait for one"
      }
    }
  }

  /// Why an edit is refused now; nil while a leader answers.
  var refusal: String? {
    state.withLock { state in
      state.down.map { down in
        "The cluster has had no leader since \(Self.clock(down.since)) (\(down.reason)): nothing was changed. "
          + "Try again once one is back."
      }
    }
  }

  /// True once after every row was read again.
  func takeReplaced() -> Bool {
    state.withLock { state in
      defer { state.replaced = false }
      return state.replaced
    }
  }

  // MARK: Following

  /// Follows the change log on a thread of its own; `notify` wakes the screen when the
  /// cluster's state changed (a leader lost or back, every row read again).
  public func start(notify: @escaping @Sendable () -> Void) {
    state.withLock { $0.notify = notify }
    following.spawn { [self] run in follow(run) }
    // The first read of the log at once: a copy from an earlier session catches up.
    pollSoon()
  }

  public func stop() {
    following.close()
    follower.close()
    committer.close()
    copyFile?.checkpoint()
    copyFile?.release()
  }

  /// Reads the log at once rather than at the next interval.
  func pollSoon() {
    following.wake()
  }

  private func follow(_ run: BackgroundJob<Never, Void>.Run) {
    var pauses = true
    while true {
      if pauses { run.pause(Self.pollInterval) }
      if run.isCancelled { return }
      let wasDown = state.withLock { $0.down != nil }
      // While the rows are being read, one page follows another without a pause.
      pauses = !isLoading
      do {
        if isLoading {
          _ = try loadPage(on: follower, pageRows: pageRows)
        } else {
          try catchUp()
        }
        if wasDown {
          state.withLock { $0.down = nil }
          wake()
        }
      } catch let error as ClusterError {
        pauses = true
        let reason = Self.reason(error)
        let changed = state.withLock { state -> Bool in
          guard state.down?.reason != reason else { return false }
          state.down = (state.down?.since ?? Date(), reason)
          return true
        }
        if changed { wake() }
      } catch {
        // The cluster answered, but its rows did not fit the copy: every row again next time.
        state.withLock { $0.standing = .readAgain }
      }
    }
  }

  func wake() {
    state.withLock { $0.notify }?()
  }

  /// At opening, with the client that opened: the entries since the copy's version and
  /// their rows, when they are no more than one batch; otherwise the copy is to be read
  /// again, which the follower does while it shows.
  func catchUpIfSmall(on client: ClusterClient) throws {
    guard let version = self.version else { return }
    let answer = try client.query(ChangeLog.since, [.integer(version), .integer(Int64(Self.batch + 1))])
    let entries = answer.rows.compactMap(Entry.init)
    guard let last = entries.last else { return }
    guard entries.first?.seq == version + 1, entries.count <= Self.batch else {
      state.withLock { $0.standing = .readAgain }
      return
    }
    do {
      try apply(entries, through: last.seq, reading: client)
    } catch {
      state.withLock { $0.standing = .readAgain }
    }
  }

  /// Reads the entries after the copy's version and the rows they name; applies them.
  func catchUp() throws {
    guard let version = self.version else { return try replaceAll() }
    let answer = try follower.query(ChangeLog.since, [.integer(version), .integer(Int64(Self.batch + 1))])
    let entries = answer.rows.compactMap(Entry.init)
    guard let last = entries.last else { return }
    // An entry missing after ours: the log was pruned past the copy; or too many at once.
    if entries.first?.seq != version + 1 || entries.count > Self.batch {
      try replaceAll()
      return
    }
    do {
      try apply(entries, through: last.seq)
    } catch {
      // A change that does not fit the copy (a move that would close a cycle on the way):
      // every row again, rather than a copy that differs from the cluster.
      try replaceAll()
    }
  }

  /// Every row read again, in place, with the log entry they were read at.
  func replaceAll() throws {
    let start = state.withLock { $0.standing }
    // The undo history stays: a step whose rows changed meanwhile is refused in words.
    do {
      let replaced = try NotesOnCluster.copy(from: follower, into: notes, searchable: true) { read, db in
        // In the copy's transaction: an edit of this session committed while the rows were
        // read may be in them or not, so they are not written; the next poll reads again.
        let taken = state.withLock { state in
          guard let read, state.standing == start else { return false }
          state.standing = .at(read)
          state.replaced = true
          return true
        }
        if taken, let read { try copyFile?.save(read, db) }
        return taken
      }
      if replaced { wake() }
    } catch {
      // Written in part or not at all: read every row again next time.
      state.withLock { $0.standing = .readAgain }
      throw error
    }
  }

  /// One entry of the log.
  struct Entry {
    var seq: Int64
    var table: String
    var key: [ClusterValue]

    init?(_ row: [ClusterValue]) {
      guard row.count == 4, case .integer(let seq) = row[0], case .text(let table) = row[1] else { return nil }
      self.seq = seq
      self.table = table
      key = row[3] == .null ? [row[2]] : [row[2], row[3]]
    }
  }

  /// The rows `entries` name, read from the cluster and written into the copy: a row the
  /// cluster no longer has is deleted, one it has is inserted or updated where it
  /// differs. Rows are written in the order of their last change, so moves arrive in an
  /// order the cluster accepted.
  private func apply(_ entries: [Entry], through last: Int64, reading client: ClusterClient? = nil) throws {
    var lastChange: [String: [[ClusterValue]: Int64]] = [:]
    for entry in entries where AppDatabase.noteTables.contains(entry.table) && entry.key.first != .null {
      lastChange[entry.table, default: [:]][entry.key] = entry.seq
    }
    var rows: [String: (columns: [String], byKey: [[ClusterValue]: [ClusterValue]])] = [:]
    for (table, keys) in lastChange {
      rows[table] = try read(table, keys: Array(keys.keys), from: client ?? follower)
    }
    try notes.writer?.write { db in
      // An edit of this session committed since the rows were read: they may be older
      // than its rows, and it could commit only once the copy held every entry up to
      // `last` — nothing here is new.
      guard !state.withLock({ Self.holds($0.standing, through: last) }) else { return }
      let undoMark = try UndoHistory.isLogging(db) ? UndoHistory.lastEntry(db) : nil
      try db.execute("PRAGMA defer_foreign_keys = ON")
      // Deletes first, children's tables first: a row moved out of a deleted category is
      // then put back after the cascade took it.
      for table in AppDatabase.noteTables.reversed() {
        guard let keys = lastChange[table], let found = rows[table] else { continue }
        for key in keys.keys where found.byKey[key] == nil {
          try delete(table, key: key, db)
        }
      }
      let changed = lastChange.flatMap { table, keys in keys.map { (table, $0.key, $0.value) } }
        .sorted { $0.2 < $1.2 }
      for (table, key, _) in changed {
        guard let found = rows[table], let row = found.byKey[key] else { continue }
        try write(table, columns: found.columns, row: row, db)
      }
      // What the copy's undo triggers logged of others' changes is not the editor's to undo.
      if let undoMark { try UndoHistory.forgetEntries(after: undoMark, db) }
      let now = state.withLock { state -> Int64? in
        guard case .at(let version) = state.standing else { return nil }
        state.standing = .at(max(version, last))
        return max(version, last)
      }
      if let now { try copyFile?.save(now, db) }
    }
  }

  /// The cluster's rows of `table` with `keys`, by key.
  private func read(_ table: String, keys: [[ClusterValue]], from client: ClusterClient) throws -> (
    columns: [String], byKey: [[ClusterValue]: [ClusterValue]]
  ) {
    let keyColumns = ChangeLog.keyColumns(table)
    var columns: [String] = []
    var byKey: [[ClusterValue]: [ClusterValue]] = [:]
    let perStatement = Wire.valuesPerStatement / keyColumns.count
    var start = 0
    while start < keys.count {
      let chunk = keys[start..<min(start + perStatement, keys.count)]
      start += chunk.count
      let condition: QueryFragment =
        keyColumns.count == 1
        ? "\(quote: keyColumns[0]) IN (\(QueryFragment.values(chunk.map { $0[0] }.map(NotesOnCluster.databaseValue))))"
        : chunk.map { "(\(Self.keyCondition(table, $0.map(NotesOnCluster.databaseValue))))" as QueryFragment }
          .joined(separator: " OR ")
      let answer = try client.query("SELECT * FROM \(quote: table) WHERE \(condition)")
      columns = answer.columns
      let positions = keyColumns.compactMap { answer.columns.firstIndex(of: $0) }
      for row in answer.rows {
        byKey[positions.map { row[$0] }] = row
      }
    }
    return (columns, byKey)
  }

  /// `key1 = ? AND key2 = ?`: the row of `table` with `key`.
  private static func keyCondition(_ table: String, _ key: [DatabaseValue]) -> QueryFragment {
    zip(ChangeLog.keyColumns(table), key).map { "\(quote: $0) = \(bind: $1)" as QueryFragment }
      .joined(separator: " AND ")
  }

  private func delete(_ table: String, key: [ClusterValue], _ db: Database) throws {
    try db.cachedStatement(
      "DELETE FROM \(quote: table) WHERE \(Self.keyCondition(table, key.map(NotesOnCluster.databaseValue)))"
    ).execute()
  }

  /// `row` into the copy: inserted when missing, updated where it differs; the cluster's
  /// `updatedAt` is kept (the copy's own trigger would stamp its clock on an update).
  /// Each statement comes from the connection's cache, its text the same for every row of
  /// a table: made anew, an update compiled the table's every trigger each time (a
  /// reopen that caught up 1,000 renames spent 0.8 s on that).
  private func write(_ table: String, columns: [String], row: [ClusterValue], _ db: Database) throws {
    let keyColumns = ChangeLog.keyColumns(table)
    let key = keyColumns.compactMap { columns.firstIndex(of: $0) }.map { NotesOnCluster.databaseValue(row[$0]) }
    let found = Self.keyCondition(table, key)
    let values = row.map(NotesOnCluster.databaseValue)
    let names = QueryFragment.identifiers(columns)
    let current = try Row.fetchOne(db.cachedStatement("SELECT \(names) FROM \(quote: table) WHERE \(found)"))
    guard let current else {
      try db.cachedStatement("INSERT INTO \(quote: table) (\(names)) VALUES (\(QueryFragment.values(values)))")
        .execute()
      return
    }
    guard Array(current.databaseValues) != values else { return }
    try db.cachedStatement("UPDATE \(quote: table) SET \(QueryFragment.assignments(columns, values)) WHERE \(found)")
      .execute()
    if let stamp = columns.firstIndex(of: "updatedAt") {
      try db.cachedStatement(
        """
        UPDATE \(quote: table) SET "updatedAt" = \(bind: values[stamp]) \
        WHERE \(found) AND "updatedAt" IS NOT \(bind: values[stamp])
        """
      ).execute()
    }
  }

  // MARK: Committing

  /// Commits at the leader the row changes an edit made in the copy (the undo log's
  /// entries `range`: each change repeated), inside the edit's
  /// transaction: throws — and the edit is rolled back — unless the cluster committed all
  /// of them. Each statement must change exactly its one row (runs of them are sent
  /// together, `ForwardBatches`), with the cluster's foreign keys off: a cascade was
  /// logged row by row, and is repeated so. The page cache never spills: dqlite 1.11
  /// failed a transaction that spilled ("disk I/O error"; a subtree of 3,000 nodes).
  func commit(_ db: Database, _ range: ClosedRange<Int64>) throws {
    if let refusal { throw ClusterEditRefusal(refusal) }
    let changes = try UndoHistory.changes(in: range, db)
    guard !changes.isEmpty else { return }
    // A copy to be read again differs from the cluster's notes as far as anyone knows.
    guard let version = self.version else {
      if let counts = loadCounts {
        throw ClusterEditRefusal(
          "The notes are still being read from the cluster (\(counts)): nothing was changed. Try again once all are in."
        )
      }
      pollSoon()
      throw ClusterEditRefusal(
        "The copy shown is being read again from the cluster: nothing was changed. Try again in a moment.")
    }
    var stale = false
    var differs = false
    do {
      let mark = try committer.transaction(setup: ["PRAGMA foreign_keys = OFF", NotesOnCluster.noSpill]) {
        transaction -> Int64 in
        guard try transaction.execute(ChangeLog.unchangedSince, [.integer(version)]).changes == 1 else {
          stale = true
          throw ClusterEditRefusal("changed since")
        }
        for batch in ForwardBatches.batches(changes) {
          guard try transaction.execute(batch.query).changes == batch.rows else {
            differs = true
            throw ClusterEditRefusal("a row differs")
          }
        }
        return try transaction.execute(ChangeLog.commitMark).lastInsertID
      }
      // The commit's own entries are in the copy already, in this very transaction.
      let now = state.withLock { state -> Int64? in
        guard case .at(let version) = state.standing else { return nil }
        state.standing = .at(max(version, mark))
        return max(version, mark)
      }
      if let now { try copyFile?.save(now, db) }
    } catch {
      pollSoon()
      if stale {
        throw ClusterEditRefusal(
          "Another arbor changed the notes a moment ago: nothing was changed. Their change shows now; try again.")
      }
      if differs {
        replaceAllSoon()
        throw ClusterEditRefusal(
          "The copy shown differed from the cluster's notes: nothing was changed, and every row is read again.")
      }
      if let error = error as? ClusterError, error.kind == .unknownOutcome {
        throw ClusterEditRefusal(
          "The cluster did not confirm the change (\(error.description)); it shows in a moment if it was made.")
      }
      throw ClusterEditRefusal("The cluster did not take the change: \(Self.reason(error)). Nothing was changed.")
    }
  }

  /// Marks the copy as not to be trusted: the follower reads every row next time.
  private func replaceAllSoon() {
    state.withLock { $0.standing = .readAgain }
    pollSoon()
  }

  /// Why the cluster did not answer, as a clause that reads inside another sentence: the
  /// client's own words for no leader ("the cluster has no leader now to open notes: …")
  /// made the status line's and a refusal's sentences nest one in another.
  static func reason(_ error: Error) -> String {
    guard let error = error as? ClusterError else { return "\(error)" }
    switch error.kind {
    case .noLeader: return "an election is under way, or too few of its nodes are up"
    case .unreachable: return "none of its nodes answers"
    default: return error.description
    }
  }

  private static func clock(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: date)
  }
}

/// An edit the cluster did not commit, in words; the copy rolled it back too.
public struct ClusterEditRefusal: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
