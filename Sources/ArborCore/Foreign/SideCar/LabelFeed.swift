import ArborDB
import Dispatch
import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// Makes a copy's label index (`LabelIndex`) on a thread of its own, fed the labels while
/// the copy is still being written — on two million paths the index took as long again
/// as the copy when made after it, and search waited for both. The copy's writer hands
/// labels over in its own order (`offer`, row 1, 2, 3… of the copy); once the copy is
/// complete, `finish` takes whatever was not fed from the copy itself, stamps the index
/// and returns it. A feed given nothing is the plain build from a finished copy.
///
/// The copy never waits for the index. The index is the slower of the two (2M paths:
/// some 13 s of FTS5 against a 10 s walk), so labels it has not taken yet wait — a few
/// batches in memory, the rest in a spill file of the feed's own (unlinked as soon as it
/// is made: nothing is left behind, even by `kill -9`), read back in order. Pacing the
/// copy to the index instead made the copy, what browsing waits for, a third slower.
/// Should the spill file fail (a full disk), the feed stops taking labels and the rest is
/// read from the finished copy.
///
/// The two writers share nothing but SQLite's allocator, whose process-wide statistics
/// mutex made each wait for the other (arbor turns those statistics off:
/// `CSQLiteConfig.c`).
final class LabelFeed: Sendable {
  /// Labels of consecutive rows of the copy, the first being row `first`.
  struct Batch: Sendable {
    var first: Int64
    var bytes: [UInt8] = []
    var ends: [Int] = []

    var count: Int { ends.count }

    mutating func append(_ label: UnsafeBufferPointer<UInt8>) {
      bytes.append(contentsOf: label)
      ends.append(bytes.count)
    }

    /// Each label's bytes, in order.
    func forEachLabel(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
      try bytes.withUnsafeBufferPointer { bytes in
        var start = 0
        for end in ends {
          try body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
          start = end
        }
      }
    }
  }

  /// Batches waiting in memory at most, by default (some 150 KB); later ones go to the
  /// spill file.
  static let waitingLimit = 4
  /// Labels a batch holds before it is handed over (a lock and a wake-up each).
  static let batchSize = 2_048

  /// How the feed ends: the copy is complete (its file and stamp; `progress` says whether
  /// the index is still wanted), or it was abandoned.
  private enum End {
    case copy(path: String, stamp: String, progress: @Sendable () -> Bool)
    case abandoned
  }

  /// A batch waiting for the thread: its labels in memory, or in the spill file (at
  /// `offset`: the label bytes, then each label's end as a 64-bit integer).
  private enum Waiting: Sendable {
    case batch(Batch)
    case spilled(first: Int64, offset: Int64, bytes: Int, count: Int)
  }

  private struct State {
    var waiting: [Waiting] = []
    /// How many of `waiting` hold their labels in memory.
    var inMemory = 0
    /// The spill file once made, and where its next batch goes.
    var spill: (descriptor: Int32, end: Int64)?
    var accepting = true
    /// The labels fed are not the copy's (`forgetFed`).
    var forgotten = false
    var end: End?
    /// Labels indexed as they came (the rest was read from the copy), once ended.
    var fed: Int64 = 0
  }

  private let location: String
  private let keptInMemory: Int
  private let state = Mutex(State())
  /// One signal per batch and one for the end.
  private let arrived = DispatchSemaphore(value: 0)
  /// The index being made, from the batches as they arrive and then the finished copy.
  private let job = BackgroundJob<Never, Result<LabelIndex?, any Error>>("arbor-labels", priority: .idle)

  /// A feed for the index at `location`, keeping up to `keptInMemory` batches waiting in
  /// memory; its thread starts at once and waits for labels.
  init(location: String, keptInMemory: Int = LabelFeed.waitingLimit) {
    self.location = location
    self.keptInMemory = keptInMemory
    job.spawn { [self] _ in
      let outcome = Result { try build() }
      let spill = state.withLock { state in
        // A build that failed takes nothing more.
        state.accepting = false
        return state.spill?.descriptor
      }
      if let spill { close(spill) }
      return outcome
    }
  }

  /// How many labels were indexed as they came, before the rest was read from the copy
  /// (for tests and the benchmark).
  var fedLabels: Int64 { state.withLock { $0.fed } }

  /// Whether batches are still taken: a writer stops collecting labels once not.
  var isAccepting: Bool { state.withLock { $0.accepting && $0.end == nil } }

  /// Takes no more labels: the rest is read from the finished copy.
  func stopTaking() {
    state.withLock { $0.accepting = false }
  }

  /// The labels fed so far are not the finished copy's (it was begun again another way):
  /// none is taken any more, and the index is made from the finished copy alone.
  func forgetFed() {
    state.withLock { state in
      state.accepting = false
      state.forgotten = true
    }
  }

  /// Hands over labels of the copy's rows: kept in memory while few wait, else written
  /// to the spill file; dropped (and every later batch) when that fails.
  func offer(_ batch: Batch) {
    guard batch.count > 0, isAccepting else { return }
    let kept = state.withLock { state -> Bool in
      guard state.inMemory < keptInMemory else { return false }
      state.waiting.append(.batch(batch))
      state.inMemory += 1
      return true
    }
    if !kept {
      guard let spilled = spill(batch) else {
        stopTaking()
        return
      }
      state.withLock { $0.waiting.append(spilled) }
    }
    arrived.signal()
  }

  /// Writes `batch` at the end of the spill file (made the first time); nil when that
  /// failed. Only the copy's writer calls it, so the end moves under no one else.
  private func spill(_ batch: Batch) -> Waiting? {
    var spill = state.withLock { $0.spill }
    if spill == nil {
      let name = location + ".spill-\(getpid())"
      let descriptor = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { return nil }
      unlink(name)
      spill = (descriptor, 0)
      state.withLock { $0.spill = spill }
    }
    guard let (descriptor, offset) = spill else { return nil }
    var record = batch.bytes
    for end in batch.ends { withUnsafeBytes(of: Int64(end).littleEndian) { record.append(contentsOf: $0) } }
    let written = record.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
    guard written == record.count else { return nil }
    state.withLock { $0.spill?.end = offset + Int64(record.count) }
    return .spilled(first: batch.first, offset: offset, bytes: batch.bytes.count, count: batch.count)
  }

  /// A spilled batch read back; nil when the file could not be read.
  private func readBack(first: Int64, offset: Int64, bytes: Int, count: Int) -> Batch? {
    guard let descriptor = state.withLock({ $0.spill?.descriptor }) else { return nil }
    var record = [UInt8](repeating: 0, count: bytes + 8 * count)
    let read = record.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
    guard read == record.count else { return nil }
    var batch = Batch(first: first)
    batch.bytes = Array(record[0..<bytes])
    batch.ends = (0..<count).map { index in
      record.withUnsafeBytes {
        Int(Int64(littleEndian: $0.loadUnaligned(fromByteOffset: bytes + 8 * index, as: Int64.self)))
      }
    }
    return batch
  }

  /// Completes the index from `copy` (complete, at its final place) and waits for it;
  /// nil when `progress` asked to stop or the copy lives in memory. Throws what the
  /// build met.
  func finish(copy: any SideCar, progress: @escaping @Sendable () -> Bool) throws -> LabelIndex? {
    let path = copy.queue.path
    // A copy in memory cannot be attached from another connection (the keeper's are files).
    guard !path.isEmpty, path != ":memory:" else {
      abandon()
      return nil
    }
    return try end(.copy(path: path, stamp: copy.stamp, progress: progress))
  }

  /// The copy was not made: the thread ends and its partial file goes.
  func abandon() {
    _ = try? end(.abandoned)
  }

  private func end(_ end: End) throws -> LabelIndex? {
    state.withLock { state in
      if state.end == nil { state.end = end }
    }
    arrived.signal()
    // A later `abandon` finds the job ended and returns at once.
    job.wait()
    return try job.outcome?.get() ?? nil
  }

  private enum Step {
    case waiting(Waiting)
    case end(End)
  }

  private func next() -> Step {
    while true {
      arrived.wait()
      let step = state.withLock { state -> Step? in
        if case .abandoned = state.end { return .end(.abandoned) }
        if !state.waiting.isEmpty {
          let waiting = state.waiting.removeFirst()
          if case .batch = waiting { state.inMemory -= 1 }
          return .waiting(waiting)
        }
        return state.end.map(Step.end)
      }
      if let step { return step }
    }
  }

  /// The thread's work: the labels as they come, in one transaction, then the rest from
  /// the copy.
  private func build() throws -> LabelIndex? {
    // A small page cache: the index is written in order, and this build now runs while
    // the copy's own cache is still held.
    let target = try SideCarFile.begin(location, schema: "PRAGMA cache_size = -256;\n\(LabelIndex.schema)")
    var stamp: String?
    do {
      try target.writeWithoutTransaction { db in
        try db.inTransaction {
          try LabelIndex.deferMerges(db)
          // A row a statement: a statement of several rows opens a savepoint, at which
          // FTS5 writes out what it holds — thousands of small segments, whose merging
          // then fell on the first edit after the build (450 ms).
          let insert = try db.makeStatement("INSERT INTO labels (label) VALUES (?)")
          var indexed: Int64 = 0
          while true {
            switch next() {
            case .end(.abandoned):
              return .rollback
            case .waiting(let waiting):
              let batch: Batch
              switch waiting {
              case .batch(let kept): batch = kept
              case .spilled(let first, let offset, let bytes, let count):
                // Unreadable: the rest comes from the copy.
                guard let read = readBack(first: first, offset: offset, bytes: bytes, count: count) else { continue }
                batch = read
              }
              // Only rows that follow those indexed: the rest comes from the copy.
              guard batch.first == indexed + 1 else { continue }
              try Self.insert(batch, with: insert, db)
              indexed += Int64(batch.count)
            case .end(.copy(let path, let copyStamp, let progress)):
              if state.withLock({ $0.forgotten }), indexed > 0 {
                try db.execute("DELETE FROM labels")
                indexed = 0
              }
              state.withLock { $0.fed = indexed }
              guard try ProgressAsker.asking(progress, on: db, { try Self.insertRest(from: path, after: indexed, db) })
              else {
                return .rollback
              }
              try LabelIndex.resumeMerges(db)
              stamp = copyStamp
              return .commit
            }
          }
        }
      }
    } catch {
      SideCarFile.abandon(location)
      throw error
    }
    guard let stamp else {
      SideCarFile.abandon(location)
      return nil
    }
    try SideCarFile.finish(target, at: location, stamp: LabelIndex.format + stamp)
    return LabelIndex.open(location: location, stamp: stamp)
  }

  private static func insert(_ batch: Batch, with insert: GRDB.Statement, _ db: Database) throws {
    let statement = insert.sqliteStatement
    defer { sqlite3_clear_bindings(statement) }
    try batch.forEachLabel { label in
      bindText(statement, 1, label)
      let code = sqlite3_step(statement)
      sqlite3_reset(statement)
      guard code == SQLITE_DONE else { throw DatabaseError.stepping(code, on: db) }
    }
  }

  /// The labels of the copy's rows after `indexed`, read from the copy attached. A copy
  /// numbered 1…n (not patched since it was made) gets the same numbers by inserting in
  /// order; naming each rowid makes FTS5 five times slower, so that is left for a copy
  /// patched since (opened from an earlier session), and only from nothing.
  private static func insertRest(from copy: String, after indexed: Int64, _ db: Database) throws {
    try db.execute("ATTACH DATABASE \(bind: copy) AS copy")
    defer { try? db.execute("DETACH DATABASE copy") }
    let (rows, last) =
      try Row.fetchOne(db, "SELECT count(*), coalesce(max(seq), 0) FROM copy.nodes WHERE seq > 0").map {
        ($0[0] as Int64, $0[1] as Int64)
      } ?? (0, 0)
    let numbered = last == rows
    if numbered {
      try db.execute(
        "INSERT INTO labels (label) SELECT label FROM copy.nodes WHERE seq > \(bind: indexed) ORDER BY seq")
    } else {
      if indexed > 0 { try db.execute("DELETE FROM labels") }
      try db.execute("INSERT INTO labels (rowid, label) SELECT seq, label FROM copy.nodes WHERE seq > 0")
    }
    // The fed labels must be the copy's own, row for row: one wrong number would make
    // search open another node.
    let indexedLast = try Int64.fetchOne(db, "SELECT coalesce(max(rowid), 0) FROM labels") ?? 0
    guard indexedLast == last, !numbered || indexedLast == rows else {
      throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "the label index does not match its copy")
    }
  }
}
