import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// A time limit on the queries one thread runs against another program's file: a view
/// in the file can be written to run for hours (a recursive one without end), and
/// detection or opening must answer all the same. SQLite's progress handler, installed on
/// every such connection (`ForeignConnection`), interrupts the statement once the
/// deadline of the thread running it has passed; the statement fails with
/// `SQLITE_INTERRUPT`, which `QueryDeadline.isInterruption` recognises.
public enum QueryDeadline {
  /// The thread's deadline (uptime in nanoseconds; none: no deadline), in a POSIX
  /// thread-specific slot holding the number itself: Foundation's `threadDictionary`,
  /// used before, boxed the value and took 3 % of a cursor move's time (`perf`).
  private static let slot: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private static var current: UInt64? {
    get { pthread_getspecific(slot).map { UInt64(UInt(bitPattern: $0)) } }
    set { pthread_setspecific(slot, newValue.flatMap { UnsafeRawPointer(bitPattern: UInt(max($0, 1))) }) }
  }

  /// From when the person at the terminal may stop the thread's statements (uptime in
  /// nanoseconds; none: never), kept as `current` is.
  private static let askSlot: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private static var askAfter: UInt64? {
    get { pthread_getspecific(askSlot).map { UInt64(UInt(bitPattern: $0)) } }
    set { pthread_setspecific(askSlot, newValue.flatMap { UnsafeRawPointer(bitPattern: UInt(max($0, 1))) }) }
  }

  /// How long a read runs before a key waiting stops it: typing ahead does not cut short
  /// the reads of an ordinary frame.
  public static let readPatience = 0.25
  /// How long an edit runs before a key waiting stops it, rolling it back.
  public static let editPatience = 1.0

  /// Runs `body` with its queries on other programs' files limited to `seconds`, and
  /// stopped sooner by the person (`stopWhen`) once they have run `readPatience`.
  public static func within<T>(_ seconds: Double, _ body: () throws -> T) rethrows -> T {
    let (outer, outerAsk) = (current, askAfter)
    let now = DispatchTime.now().uptimeNanoseconds
    current = now + UInt64(seconds * 1e9)
    askAfter = now + UInt64(readPatience * 1e9)
    defer { (current, askAfter) = (outer, outerAsk) }
    return try body()
  }

  /// Runs `body` limited to `seconds` when given, else as it is.
  public static func within<T>(_ seconds: Double?, _ body: () throws -> T) rethrows -> T {
    guard let seconds else { return try body() }
    return try within(seconds, body)
  }

  /// Runs `body` with no deadline: a write the user asked for (deleting a million rows)
  /// may take longer than a read is allowed, and interrupting it unasked would undo it.
  /// The person can still stop it (`stopWhen`) once it has run `editPatience`: a trigger of
  /// the file's that never ends would otherwise hold the file locked until arbor is killed.
  public static func lifted<T>(_ body: () throws -> T) rethrows -> T {
    let (outer, outerAsk) = (current, askAfter)
    current = nil
    askAfter = DispatchTime.now().uptimeNanoseconds + UInt64(editPatience * 1e9)
    defer { (current, askAfter) = (outer, outerAsk) }
    return try body()
  }

  /// What asks the person, and the one thread it answers for (the terminal's).
  private struct StopRequest: @unchecked Sendable {
    let thread: pthread_t
    /// Whether the person asks to stop; true for a write (inside `lifted`).
    let isRequested: @Sendable (_ isWrite: Bool) -> Bool
    /// Called once per long statement, to say that a key stops it; true for a write
    /// (inside `lifted`).
    let onLong: @Sendable (_ isWrite: Bool) -> Void
  }

  private static let stopRequest = Mutex<StopRequest?>(nil)
  /// The statement already said to be long, by the scope's start (`askAfter`).
  private static let saidLong = Mutex<UInt64?>(nil)

  /// Statements run on the calling thread inside `within` or `lifted` stop, once they
  /// have run their patience, when `isRequested` says the person pressed a key (or
  /// Ctrl-C); `onLong` is called first, once, so the screen can say how to stop. Nil:
  /// nobody asks. A key that stops a write is its own (the terminal's `stopKey`); one
  /// that stops a read is acted on as well.
  public static func stopWhen(
    _ isRequested: (@Sendable (_ isWrite: Bool) -> Bool)?,
    onLong: @escaping @Sendable (_ isWrite: Bool) -> Void = { _ in }
  ) {
    stopRequest.withLock { request in
      request = isRequested.map { StopRequest(thread: pthread_self(), isRequested: $0, onLong: onLong) }
    }
  }

  /// Whether the thread's deadline has passed, or the person asked to stop (called by
  /// SQLite every few thousand steps).
  static func hasPassed() -> Bool {
    let now = DispatchTime.now().uptimeNanoseconds
    if let deadline = current, now > deadline { return true }
    guard let ask = askAfter, now > ask, let request = stopRequest.withLock({ $0 }),
      pthread_equal(request.thread, pthread_self()) != 0
    else { return false }
    if saidLong.withLock({ said in
      defer { said = ask }
      return said != ask
    }) {
      request.onLong(current == nil)
    }
    return request.isRequested(current == nil)
  }

  /// Installs the check on a connection.
  static func install(_ db: Database) {
    sqlite3_progress_handler(db.sqliteConnection, 10_000, { _ in QueryDeadline.hasPassed() ? 1 : 0 }, nil)
  }

  /// Whether `error` is a statement stopped by a deadline, the person, or an interrupt.
  public static func isInterruption(_ error: Error) -> Bool {
    (error as? DatabaseError)?.resultCode == .SQLITE_INTERRUPT
  }
}
