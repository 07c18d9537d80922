import Foundation

/// Refuses to write to a file whose `-wal` may belong to another database.
///
/// SQLite cannot tell: a write-ahead log carries random salts but nothing naming its
/// database, so a `-wal` copied beside the wrong file is replayed into it by the next
/// connection, and our writer's checkpoint on close would make that permanent. The
/// `-shm` index beside it can tell: every connection that wrote the log, live or crashed,
/// left the log's salts in the index header. A log whose salts the index does not know
/// was not written through this file's index, and arbor leaves the file alone rather
/// than guess.
///
/// Only a log with frames counts (an empty or header-only log changes nothing), and
/// only for opening to write: a read-only open never checkpoints.
enum WriteAheadLogCheck {
  /// The header of a write-ahead log (32 bytes, big-endian words).
  struct LogHeader: Equatable {
    var salt1: UInt32
    var salt2: UInt32
  }

  /// The part of the `-shm` index header that matters here (SQLite's `WalIndexHdr`).
  struct IndexHeader: Equatable {
    var frameCount: UInt32
    var salt1: UInt32
    var salt2: UInt32
  }

  static func check(path: String) throws {
    guard let log = try? Data(contentsOf: URL(fileURLWithPath: path + "-wal"), options: .alwaysMapped),
      log.count > 32, let header = logHeader(log)
    else { return }
    let index = (try? Data(contentsOf: URL(fileURLWithPath: path + "-shm"), options: .alwaysMapped))
      .flatMap(indexHeader)
    if let index, belongs(header, to: index) { return }
    throw OpenError(
      description: """
        \(path)-wal holds changes that \(path)-shm does not know of: the log may come from another \
        database, and applying it could replace this file's contents, so arbor will not write to it. \
        If the log is this file's own (after a machine crash), \
        `sqlite3 \(path) "PRAGMA wal_checkpoint"` applies it; otherwise move it away. \
        --read-only browses the file meanwhile
        """)
  }

  /// The log belongs to the index when the index names its salts, or is one restart
  /// ahead of it: a checkpoint that restarts the log bumps the first salt in the index
  /// and rewrites the log's header only with its next frame.
  static func belongs(_ log: LogHeader, to index: IndexHeader) -> Bool {
    if index.salt1 == log.salt1 && index.salt2 == log.salt2 { return true }
    return index.frameCount == 0 && index.salt1 == log.salt1 &+ 1
  }

  static func logHeader(_ data: Data) -> LogHeader? {
    guard data.count >= 32 else { return nil }
    let magic = bigEndianWord(data, at: 0)
    guard magic == 0x377f_0682 || magic == 0x377f_0683 else { return nil }
    return LogHeader(salt1: bigEndianWord(data, at: 16), salt2: bigEndianWord(data, at: 20))
  }

  /// The index header is kept twice (48 bytes each); SQLite trusts it only when both
  /// copies agree and it is marked initialised.
  static func indexHeader(_ data: Data) -> IndexHeader? {
    guard data.count >= 96 else { return nil }
    let start = data.startIndex
    let first = data[start..<start + 48]
    let second = data[start + 48..<start + 96]
    guard first.elementsEqual(second), data[start + 12] == 1 else { return nil }
    // Counters are in the writer's byte order; the salts are copied from the log's
    // header as bytes, so they read big-endian like the log's.
    let frameCount = data[start + 16..<start + 20].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
    return IndexHeader(
      frameCount: frameCount, salt1: bigEndianWord(data, at: 32), salt2: bigEndianWord(data, at: 36))
  }

  private static func bigEndianWord(_ data: Data, at offset: Int) -> UInt32 {
    let start = data.startIndex + offset
    return data[start..<start + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
}
