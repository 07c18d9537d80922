import ArborDB
import Foundation
import GRDBSQLite
import Synchronization

/// SQLite's `quick_check` of a file, run on its own read-only connection in the
/// background: it reads every page, seconds on a large file, so the first frame does not
/// wait for it. Writes do: nothing is written into a file that fails it (a damaged file,
/// or one given another database's `-wal`).
public final class IntegrityCheck: Sendable {
  /// The check: it ends with what is wrong with the file, or nil when it passed or could
  /// not be checked (a lock held, a file that cannot be opened now).
  private let job = BackgroundJob<Never, String?>("arbor-integrity", priority: .idle)
  private let path: String

  /// When the check starts: after the first frame. Reading every page at once beside the
  /// start-up's own reads (two cores) made the first frame wait for it.
  static let startDelay = 0.25

  /// Starts checking `path`, shortly.
  public init(path: String) {
    self.path = path
    // At idle priority (`Background.Priority.idle`): on a dispatch worker it took a core
    // for seconds (perf: three quarters of the samples while keys were pressed).
    let token = StopToken(path: path)
    job.spawn { run in
      defer { token.finish() }
      run.pause(Self.startDelay)
      return token.isStopped ? nil : Self.check(path, token: token)
    }
  }

  /// What is wrong with the file, or nil when it passed — or could not be checked: a
  /// lock held by another program, or a file that cannot be opened now, is no evidence of
  /// damage, and refusing every edit for it would be worse than not knowing.
  private static func check(_ path: String, token: StopToken) -> String? {
    for attempt in 0..<2 {
      do {
        var configuration = Configuration()
        configuration.readonly = true
        // The file may be anybody's: a collation only its program knows gets a stand-in
        // (else the check of its index fails to run), and damage fails a read, not a page
        // fault (no memory-mapped I/O).
        ForeignConnection.harden(&configuration)
        configuration.busyMode = .timeout(1)
        // The check reads every page once: a page cache only adds to the app's memory
        // for as long as it runs (which, waiting while keys arrive, can be the whole
        // time someone searches).
        configuration.prepareDatabase { db in try db.execute("PRAGMA cache_size = -64") }
        // Pages are read inside one instruction, where no progress handler is called:
        // the VFS asks the gate at each read; the handler covers the rest.
        let gate = ReadGate(isUnwanted: { token.isStopped }, shouldWait: shouldGiveWay)
        defer { gate.close() }
        let queue = try DatabaseQueue(path: QuietRead.location(of: path, gate: gate), configuration: configuration)
        let findings = try queue.read { db in
          // The gate outlives the check (this function holds it).
          sqlite3_progress_handler(
            db.sqliteConnection, 20_000,
            { context in
              guard let context else { return 0 }
              return Unmanaged<ReadGate>.fromOpaque(context).takeUnretainedValue().mayRead() ? 0 : 1
            }, Unmanaged.passUnretained(gate).toOpaque())
          defer { sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
          return try String.fetchAll(db, "PRAGMA quick_check(3)")
        }
        return findings == ["ok"] ? nil : findings.joined(separator: "; ")
      } catch let error as DatabaseError {
        switch error.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
          return error.message ?? "\(error.resultCode)"
        case .SQLITE_BUSY, .SQLITE_LOCKED:
          if attempt == 0 { usleep(200_000) }
        default:
          return nil
        }
      } catch {
        return nil
      }
    }
    return nil
  }

  /// Whether the check should wait now: while keys are arriving. Even at idle priority,
  /// its reads of every page of a large file beside the keystrokes' own queries stalled
  /// some of them by 30 ms (2 of 10 runs of an expand scenario during the check, 0 of 10
  /// after it). Not while a write waits for the check (the screen is then waiting too);
  /// the gate bounds each wait, so typing alone cannot hold the check back for ever.
  @Sendable private static func shouldGiveWay() -> Bool {
    UserActivity.wasActive(within: 0.5) && writesWaiting.load(ordering: .relaxed) == 0
  }

  /// What is wrong with the file, once the check found something; nil while it runs or
  /// when the file is sound.
  public var problem: String? {
    job.outcome ?? nil
  }

  /// Waits for the check and returns what it found (nil: sound, or not checkable).
  public func waitForOutcome() -> String? {
    Self.writesWaiting.add(1, ordering: .relaxed)
    job.wait()
    Self.writesWaiting.subtract(1, ordering: .relaxed)
    return problem
  }

  /// The session on `path` is over: its checks under way stop (an interrupted check
  /// found nothing) and their connections close, waited for up to `seconds` — so that
  /// what reading left beside the file can be taken away (`FileTraces`). Checks of other
  /// files, and later ones of this file, are not touched.
  public static func stop(path: String, waitingUpTo seconds: Double) {
    StopToken.stop(path)
    let deadline = Date().addingTimeInterval(seconds)
    while StopToken.running(path) > 0 && Date() < deadline { usleep(5_000) }
  }

  /// Writes waiting for a check, in this process.
  private static let writesWaiting = Atomic<Int>(0)

  /// Waits for the check; throws when the file failed it.
  public func requireSound() throws {
    if let problem = waitForOutcome() {
      throw OpenError(description: Self.refusal(path: path, problem: problem))
    }
  }

  static func refusal(path: String, problem: String) -> String {
    "\(path) is damaged (SQLite's check: \(problem)); arbor will not write to it. Copy out what you can with: sqlite3 \(path) .recover"
  }
}

/// One check's way to learn that its session ended: the stop count of its file when it
/// started, against the count now.
final class StopToken: Sendable {
  let path: String
  private let started: Int
  private static let files = Mutex([String: (stops: Int, running: Int)]())

  init(path: String) {
    self.path = path
    started = Self.files.withLock { files in
      files[path, default: (0, 0)].running += 1
      return files[path]!.stops
    }
  }

  var isStopped: Bool { Self.files.withLock { $0[path]?.stops ?? 0 } != started }

  func finish() { Self.files.withLock { $0[path]?.running -= 1 } }

  static func stop(_ path: String) { files.withLock { $0[path, default: (0, 0)].stops += 1 } }
  static func running(_ path: String) -> Int { files.withLock { $0[path]?.running ?? 0 } }
}
