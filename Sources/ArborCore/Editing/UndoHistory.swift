import ArborDB
import CSQLiteConfig
import GRDB
import Synchronization

/// Undo and redo, kept by the database itself: temporary triggers on the writer connection
/// log, for every row a statement changes (cascades and trigger side effects included),
/// the change as data — table, operation, the row before and after (`LoggedChange`). A
/// user action is one transaction and one group of log entries; undoing runs each
/// change's reversal newest first (the triggers meanwhile log the reversal of the
/// reversal: the redo group). Statements are rendered from the data with every value
/// bound: none is SQL parsed back.
///
/// Temporary triggers fire only for this connection, so another process's writes are
/// never undone here.
///
/// Two ways to replay. A file whose own triggers keep something undo cannot restore (a
/// full-text index, a virtual table) replays with triggers on, as arbor's notes do: the
/// index follows, and the triggers record the redo group; `updatedAt` stamps are put back
/// afterwards. Any other file replays with every trigger off
/// (`SQLITE_DBCONFIG_ENABLE_TRIGGER`): each row change, its cascades and its triggers'
/// effects were logged as a change of its own, so undo runs the reversals newest first and
/// redo the repetitions oldest first, and the file's triggers cannot fire twice — the file
/// is exactly as before.
///
/// A third way, for another program's file (`ForeignEditor`): each action records its
/// `Reversal`, the inverse action itself, carried out when undone through the file's own
/// rules (its triggers and `ON DELETE` actions fire as for its own program), and refused
/// in words when another writer changed what it would restore. Row images are never put
/// back over other writers' changes.
public final class UndoHistory: Sendable {
  public struct Group: Sendable {
    public var label: String
    var first: Int64
    var last: Int64
    /// The inverse action, for a history of reversals; nil for a logged group.
    var reversal: Reversal?
  }

  private struct Stacks {
    var undo: [Group] = []
    var redo: [Group] = []
    /// Steps ever added by actions: what one action of the screen's made is the
    /// difference (`merge`), whatever the limit dropped meanwhile.
    var performed = 0
  }

  let writer: any DatabaseWriter
  /// The tables whose changes are logged (none for a history of reversals).
  let tables: [Table]
  /// Runs before every write of the file (the integrity gate); throws to refuse it.
  private let beforeWrite: @Sendable () throws -> Void
  /// Runs at the end of every logged transaction, before it commits, with the log
  /// entries it wrote (`temp.arborUndoLog`, `first...last`); throws to roll it back. A
  /// cluster's notes commit the same row changes at the leader here, so the local copy
  /// never holds an edit the cluster has not committed.
  private let beforeCommit: (@Sendable (Database, ClosedRange<Int64>) throws -> Void)?
  private let stacks = Mutex(Stacks())
  /// Groups kept; older ones are forgotten (and their log entries deleted).
  public let limit: Int
  /// Replays with triggers off, from the logged statements in both directions.
  public let replaysWithoutTriggers: Bool
  /// Whether a step can take seconds (putting back a saved subtree of another program's
  /// file), so the screen says what is under way first.
  public let stepsMayTakeLong: Bool

  /// Keeps undo for `tables` (arbor's own by default; `tables(of:)` for another file):
  /// temporary triggers on `writer`'s connection, never written into the file.
  public init(
    writer: any DatabaseWriter, tables: [Table]? = nil, limit: Int = 200,
    beforeWrite: @escaping @Sendable () throws -> Void = {},
    beforeCommit: (@Sendable (Database, ClosedRange<Int64>) throws -> Void)? = nil
  ) throws {
    self.writer = writer
    self.limit = limit
    self.beforeWrite = beforeWrite
    self.beforeCommit = beforeCommit
    self.tables = tables ?? Self.tables
    stepsMayTakeLong = false
    replaysWithoutTriggers = try writer.writeWithoutTransaction { [tables = self.tables] db in
      try db.execute(Self.setupSQL(tables))
      return try Self.triggersKeepOnlyTables(db)
    }
  }

  /// A history of reversals only (`perform(_:reversible:)`): no triggers, no log, nothing
  /// set up on the connection — for another program's file.
  public init(
    reversalsOn writer: any DatabaseWriter, limit: Int = 200, beforeWrite: @escaping @Sendable () throws -> Void = {}
  ) {
    self.writer = writer
    self.limit = limit
    self.beforeWrite = beforeWrite
    tables = []
    beforeCommit = nil
    replaysWithoutTriggers = false
    stepsMayTakeLong = true
  }

  public var canUndo: Bool { stacks.withLock { !$0.undo.isEmpty } }
  /// Steps ever added by actions (`merge` takes the difference of two readings).
  public var performed: Int { stacks.withLock { $0.performed } }
  public var canRedo: Bool { stacks.withLock { !$0.redo.isEmpty } }
  public var undoLabel: String? { stacks.withLock { $0.undo.last?.label } }
  public var redoLabel: String? { stacks.withLock { $0.redo.last?.label } }

  /// Runs one user action in one transaction and remembers it as one undo step.
  @discardableResult
  public func perform<T>(_ label: String, _ body: (Database) throws -> T) throws -> T {
    var start: Int64 = 0
    var end: Int64 = 0
    try beforeWrite()
    let result = try writer.write { db -> T in
      start = try Self.nextSequence(db)
      let value = try body(db)
      end = try Self.nextSequence(db) - 1
      if end >= start { try beforeCommit?(db, start...end) }
      return value
    }
    if end >= start {
      let dropped = stacks.withLock { stacks -> [Group] in
        var dropped = stacks.redo
        stacks.redo = []
        stacks.undo.append(Group(label: label, first: start, last: end))
        stacks.performed += 1
        if stacks.undo.count > limit { dropped.append(stacks.undo.removeFirst()) }
        return dropped
      }
      try forget(dropped)
    }
    return result
  }

  /// Runs one user action in one transaction (with the file's foreign keys off when
  /// `foreignKeysOff`: the action then keeps them itself) and remembers the inverse action
  /// it returns as one undo step.
  @discardableResult
  public func perform<T>(
    _ label: String, foreignKeysOff: Bool = false, reversible body: (Database) throws -> (T, Reversal)
  ) throws -> T {
    try beforeWrite()
    let (value, reversal) = try Self.transaction(writer, foreignKeysOff: foreignKeysOff, body)
    stacks.withLock { stacks in
      stacks.redo = []
      stacks.undo.append(Group(label: label, first: 0, last: -1, reversal: reversal))
      stacks.performed += 1
      if stacks.undo.count > limit { stacks.undo.removeFirst() }
    }
    return value
  }

  /// One write transaction, with foreign keys off for it when asked (the pragma only
  /// changes outside a transaction; it is turned back on whatever happens).
  private static func transaction<T>(
    _ writer: any DatabaseWriter, foreignKeysOff: Bool, _ body: (Database) throws -> T
  ) throws -> T {
    try QueryDeadline.lifted { try unlimitedTransaction(writer, foreignKeysOff: foreignKeysOff, body) }
  }

  private static func unlimitedTransaction<T>(
    _ writer: any DatabaseWriter, foreignKeysOff: Bool, _ body: (Database) throws -> T
  ) throws -> T {
    guard foreignKeysOff else {
      return try writer.write { db in
        try db.execute("PRAGMA defer_foreign_keys = ON")
        return try body(db)
      }
    }
    return try writer.writeWithoutTransaction { db in
      try db.execute("PRAGMA foreign_keys = OFF")
      defer { try? db.execute("PRAGMA foreign_keys = ON") }
      var value: T?
      try db.inTransaction(.immediate) {
        value = try body(db)
        return .commit
      }
      return value!
    }
  }

  /// Runs `body`, and makes the steps its actions add one, called `label()` (asked once it
  /// ends, so it can say how many were done): work on several marked nodes, which one
  /// `u` brings back, even when `body` throws after some of it.
  public func asOneStep<T>(_ label: @autoclosure () -> String, _ body: () throws -> T) rethrows -> T {
    let before = performed
    defer { merge(last: performed - before, as: label()) }
    return try body()
  }

  /// Makes the newest `count` steps one, called `label`: work on several marked nodes is
  /// one step, and `u` brings every one back. False (and the steps left as they were)
  /// when they cannot be one: logged steps whose entries are not one run, or reversals
  /// that differ in how they treat the file's foreign keys.
  @discardableResult
  public func merge(last count: Int, as label: String) -> Bool {
    guard count > 1 else { return true }
    return stacks.withLock { stacks in
      guard stacks.undo.count >= count, count <= stacks.performed else { return false }
      let steps = Array(stacks.undo.suffix(count))
      let merged: Group
      if steps.allSatisfy({ $0.reversal == nil }) {
        for (earlier, later) in zip(steps, steps.dropFirst()) where later.first != earlier.last + 1 { return false }
        merged = Group(label: label, first: steps[0].first, last: steps[count - 1].last)
      } else {
        let reversals = steps.compactMap(\.reversal)
        guard reversals.count == count, Set(reversals.map(\.foreignKeysOff)).count == 1 else { return false }
        merged = Group(label: label, first: 0, last: -1, reversal: Reversal.all(reversals))
      }
      stacks.undo.removeLast(count)
      stacks.undo.append(merged)
      return true
    }
  }

  /// Reverses the newest action; returns its label, or nil when there is nothing to undo.
  @discardableResult
  public func undo() throws -> String? { try step(undoing: true) }

  /// Repeats the newest undone action.
  @discardableResult
  public func redo() throws -> String? { try step(undoing: false) }

  /// Undoes or redoes the newest step of one stack and moves it to the other. A refusal
  /// (`EditError`: a row changed since, by another program or another arbor) takes the
  /// step off the history, so the steps before it can still be undone, and says so.
  private func step(undoing: Bool) throws -> String? {
    guard let group = stacks.withLock({ undoing ? $0.undo.last : $0.redo.last }) else { return nil }
    let next: Group?
    do {
      if let reversal = group.reversal {
        try beforeWrite()
        let back = try Self.transaction(writer, foreignKeysOff: reversal.foreignKeysOff) { db in try reversal.apply(db)
        }
        next = Group(label: group.label, first: 0, last: -1, reversal: back)
      } else if replaysWithoutTriggers {
        next = try replayWithoutTriggers(group, forward: !undoing)
      } else {
        next = try replay(group)
      }
    } catch let error as EditError {
      let dropped = stacks.withLock { stacks -> Group? in undoing ? stacks.undo.popLast() : stacks.redo.popLast() }
      if let dropped { try? forget([dropped]) }
      throw EditError(
        field: error.field,
        "Cannot \(undoing ? "undo" : "redo") “\(group.label)”: \(error.message) It is taken off the history.")
    }
    stacks.withLock { stacks in
      if undoing {
        stacks.undo.removeLast()
        if let next { stacks.redo.append(next) }
      } else {
        stacks.redo.removeLast()
        if let next { stacks.undo.append(next) }
      }
    }
    return group.label
  }

  /// Runs a group's reversals newest first, in one transaction, and returns the group
  /// the triggers logged meanwhile (its reversal). On failure nothing changes and the
  /// group stays where it was.
  private func replay(_ group: Group) throws -> Group? {
    try beforeWrite()
    return try writer.write { db -> Group? in
      // Rows come back in the reverse of the order they went: a child can be restored
      // before its parent within the transaction.
      try db.execute("PRAGMA defer_foreign_keys = ON")
      let changes = try Self.changes(in: group.first...group.last, tables: tables, db)
      let start = try Self.nextSequence(db)
      for change in changes.reversed() {
        try Self.run(change.reversal(), db)
      }
      // updatedAt triggers stamp "now" on some replayed updates; put back the value each
      // row had before the group (its earliest change's).
      var fixed = Set<String>()
      for change in changes {
        guard let (target, fix) = change.stampFix() else { continue }
        if fixed.insert(target).inserted { try Self.run(fix, db) }
      }
      let end = try Self.nextSequence(db) - 1
      if end >= start { try beforeCommit?(db, start...end) }
      try Self.forgetEntries(group.first...group.last, db)
      return end >= start ? Group(label: group.label, first: start, last: end) : nil
    }
  }

  /// Runs a group's reversals newest first (`forward` false) or its repetitions oldest
  /// first, in one transaction with every trigger off; the group keeps its log entries
  /// and moves between the stacks.
  private func replayWithoutTriggers(_ group: Group, forward: Bool) throws -> Group? {
    try beforeWrite()
    return try writer.writeWithoutTransaction { db -> Group? in
      guard arbor_sqlite_enable_triggers(db.sqliteConnection, 0) == 0 else {
        throw EditError(field: "", "SQLite would not turn triggers off for the replay; nothing was changed.")
      }
      defer { _ = arbor_sqlite_enable_triggers(db.sqliteConnection, 1) }
      try db.inTransaction {
        try db.execute("PRAGMA defer_foreign_keys = ON")
        let changes = try Self.changes(in: group.first...group.last, tables: tables, db)
        if forward {
          for change in changes { try Self.run(change.repetition(), db) }
        } else {
          for change in changes.reversed() { try Self.run(change.reversal(), db) }
        }
        return .commit
      }
      return group
    }
  }

  /// Runs one rendered statement; one that must change a row and finds none means the row
  /// is no longer as the action left it (`LoggedChange.found`).
  private static func run(_ statement: LoggedChange.Statement, _ db: Database) throws {
    // One statement per table and operation, from the connection's cache, its values
    // bound straight from the fragment (`ArborDB`'s execution: no GRDB arguments made).
    try db.execute(statement.query)
    if statement.mustChange && db.changesCount == 0 {
      throw EditError(
        field: "",
        "a row it changed was changed or deleted since by another program or another arbor; undoing it would overwrite that."
      )
    }
  }

  /// The changes an action logged as entries `range` (what `beforeCommit` is given), oldest
  /// first: a cluster's notes commit them at the leader.
  public func changes(in range: ClosedRange<Int64>, _ db: Database) throws -> [LoggedChange] {
    try Self.changes(in: range, tables: tables, db)
  }

  private func forget(_ groups: [Group]) throws {
    let groups = groups.filter { $0.reversal == nil }
    guard !groups.isEmpty else { return }
    try writer.writeWithoutTransaction { db in
      for group in groups { try Self.forgetEntries(group.first...group.last, db) }
    }
  }

  private static func nextSequence(_ db: Database) throws -> Int64 {
    try Int64.fetchOne(db, "SELECT coalesce(max(seq), 0) + 1 FROM temp.arborUndoLog") ?? 1
  }
}
