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
    defer { traces.sweep() }
    return try body()
  }

  /// Removes the `-shm` and empty `-wal` this process made, when nobody uses the file.
  /// Call with every connection of this process to the file closed: closing the file
  /// descriptor used for the check releases this process's other locks on it.
  public func sweep() {
    let wal = path + "-wal"
    let shm = path + "-shm"
    let madeShm = existed["-shm"] == false && FileManager.default.fileExists(atPath: shm)
    let madeWal = existed["-wal"] == false && FileManager.default.fileExists(atPath: wal)
    guard madeShm || madeWal else { return }
    if madeShm {
      let descriptor = open(shm, O_RDWR | O_CLOEXEC)
      guard descriptor >= 0 else { return }
      defer { close(descriptor) }
      // An open-file-description lock conflicts with every other connection's lock,
      // this process's own included, so a connection still open here is seen too.
      var lock = flock()
      lock.l_type = Int16(F_WRLCK)
      lock.l_whence = Int16(SEEK_SET)
      lock.l_start = Self.deadManSwitch
      lock.l_len = 1
      guard fcntl(descriptor, Self.openFileDescriptionSetLock, &lock) == 0 else { return }
      if madeWal, Self.size(wal) == 0 { unlink(wal) }
      unlink(shm)
      return
    }
    // A -wal without a -shm made by this process: removed only when empty.
    if Self.size(wal) == 0 && !FileManager.default.fileExists(atPath: shm) { unlink(wal) }
  }

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
