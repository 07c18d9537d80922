import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What reading another program's file leaves beside it, taken away again. SQLite opens
/// a WAL file's `-shm` (and an empty `-wal`) even for a read-only connection, and a
/// read-only connection cannot remove them when it closes; so arbor notes which of them
/// existed before it opened the file and, once its connections are closed, removes those
/// it made — only when no other program has the file open (the `-shm` file's
/// "dead man switch" byte, which every connection keeps a shared lock on, can be locked
/// exclusively), and the `-wal` only when empty. A program that started writing
/// meanwhile keeps its files.
public struct FileTraces: Sendable {
  let path: String
  private let existed: [String: Bool]
  static let suffixes = ["-wal", "-shm", "-journal"]

  /// Notes what is beside `path` now.
  public init(path: String) {
    self.path = path
    var existed: [String: Bool] = [:]
    for suffix in Self.suffixes { existed[suffix] = FileManager.default.fileExists(atPath: path + suffix) }
    self.existed = existed
  }

  /// Runs `body` (which opens and closes the file), then takes away what it left.
  public static func leavingNone<T>(at path: String, _ body: () throws -> T) rethrows -> T {
    let traces = FileTraces(path: path)
    defer {
      // The background integrity check holds a connection of its own.
      IntegrityCheck.stop(path: path, waitingUpTo: 1)
      traces.sweep()
    }
    return try body()
  }

  /// Removes the `-shm` and empty `-wal` this process made, when nobody uses the file.
  /// Call with every connection of this process to the file closed: closing the file
  /// descriptor used for the check releases this process's other locks on it.
  public func sweep() {
    // A background reader of this session (the copy's watch, a check) may take a moment
    // more to close its connection: asked again for up to a second.
    for _ in 0..<10 {
      if sweepOnce() { return }
      usleep(100_000)
    }
  }

  /// One try: true when nothing is left to do (removed, or not ours to remove).
  private func sweepOnce() -> Bool {
    let wal = path + "-wal"
    let shm = path + "-shm"
    let madeShm = existed["-shm"] == false && FileManager.default.fileExists(atPath: shm)
    let madeWal = existed["-wal"] == false && FileManager.default.fileExists(atPath: wal)
    guard madeShm || madeWal else { return true }
    // A log with frames in it is somebody's data (or about to be checkpointed): it and
    // its index stay.
    if let size = Self.size(wal), size > 0 { return true }
    if madeShm {
      // First the database file, as SQLite does before it deletes these files itself: a
      // write lock on the range every reader holds a shared lock on (and on the pending
      // byte, which a new reader takes first) keeps any program from opening the log
      // meanwhile. Then the `-shm`'s dead-man-switch byte: nobody has it mapped.
      // Open-file-description locks conflict with every other lock on the file, this
      // process's own connections' included, so one still open is seen too.
      let database = open(path, O_RDWR | O_CLOEXEC)
      guard database >= 0 else { return true }
      defer { close(database) }
      guard Self.lock(database, from: Self.pendingByte, length: 2 + Self.sharedSize) else { return false }
      let index = open(shm, O_RDWR | O_CLOEXEC)
      guard index >= 0 else { return true }
      defer { close(index) }
      guard Self.lock(index, from: Self.deadManSwitch, length: 1) else { return false }
      if madeWal { unlink(wal) }
      unlink(shm)
      return true
    }
    // A -wal without a -shm made by this process: removed only when empty.
    if Self.size(wal) == 0 && !FileManager.default.fileExists(atPath: shm) { unlink(wal) }
    return true
  }

  /// An exclusive open-file-description lock on `length` bytes from `start`, or false.
  private static func lock(_ descriptor: Int32, from start: off_t, length: off_t) -> Bool {
    var lock = flock()
    lock.l_type = Int16(F_WRLCK)
    lock.l_whence = Int16(SEEK_SET)
    lock.l_start = start
    lock.l_len = length
    return fcntl(descriptor, openFileDescriptionSetLock, &lock) == 0
  }

  /// SQLite's lock bytes in the database file: the pending byte at 1 GiB, the reserved
  /// byte after it, then the 510 bytes readers take shared locks in.
  static let pendingByte: off_t = 0x4000_0000
  static let sharedSize: off_t = 510

  /// SQLite's unix VFS: the lock bytes of the `-shm` file start at 120; the eight
  /// WAL locks come first, then the byte every connection holds a shared lock on.
  static let deadManSwitch: off_t = 128
  /// F_OFD_SETLK, which Glibc defines only under _GNU_SOURCE.
  static let openFileDescriptionSetLock: Int32 = 37

  private static func size(_ path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }
}
