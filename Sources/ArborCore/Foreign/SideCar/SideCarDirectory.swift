import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#endif

/// Where the side-car copies live: arbor's cache directory, or — when that cannot be
/// written (a file in its place, a read-only disk, no permission) — a private directory
/// of this process under the system's temporary directory, removed when arbor ends. Without
/// any copy a large tree without an index on its parent column would be read by scanning
/// the whole table for every row shown; so a copy is always made, and the status line
/// says why it is not kept and what that costs (the next start makes it again).
public enum SideCarDirectory {
  /// The directory to use, and a sentence for the status line when it is not `preferred`.
  public static func choose(_ preferred: String, temporaryBase: String = defaultTemporaryBase) -> (
    path: String, notice: String?
  ) {
    if let problem = problem(with: preferred) {
      let temporary = temporaryDirectory(base: temporaryBase)
      if self.problem(with: temporary) == nil {
        return (
          temporary,
          "arbor cannot keep its index of this tree in \(preferred) (\(problem)): it is kept until you quit, and made again at the next start"
        )
      }
      return (
        preferred,
        "arbor cannot write its index of this tree anywhere (\(problem)): the tree is read from the file, slowly for a large table"
      )
    }
    return (preferred, nil)
  }

  /// An error of making a copy, in words: SQLite's message, or Foundation's reason
  /// without its error domain and code.
  static func words(for error: Error) -> String {
    if QueryDeadline.isInterruption(error) {
      return "reading it took longer than \(Int(ForeignFile.viewDeadline)) s: a view that runs without end?"
    }
    if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
    let error = error as NSError
    if error.domain == NSCocoaErrorDomain {
      switch error.code {
      case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "no permission to write there"
      case NSFileWriteOutOfSpaceError: return "the disk is full"
      case NSFileWriteVolumeReadOnlyError: return "the disk is read-only"
      default: return "the cache folder cannot be written"
      }
    }
    return error.localizedDescription
  }

  /// Why `directory` cannot hold side-car files, in words; nil when it can.
  static func problem(with directory: String) -> String? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
      return "a file of that name is in the way"
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      // Foundation's error names no cause in words; a parent that is a file is the usual one.
      return "the folder cannot be made there"
    }
    // A file made and removed: the only test that holds for root and for read-only mounts.
    let probe = directory + "/.arbor-probe-\(getpid())"
    let descriptor = open(probe, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return reason(errno: Int(errno)) }
    close(descriptor)
    unlink(probe)
    return nil
  }

  private static func reason(errno code: Int) -> String {
    switch Int32(code) {
    case EACCES, EPERM: return "no permission to write there"
    case EROFS: return "the disk is read-only"
    case ENOSPC, EDQUOT: return "the disk is full"
    case ENOTDIR: return "a file is in the way"
    default: return String(cString: strerror(Int32(code)))
    }
  }

  /// This process's private directory under the system's temporary directory.
  static func temporaryDirectory(base: String = defaultTemporaryBase) -> String {
    base + "/" + temporaryPrefix + "\(getpid())"
  }

  /// `$TMPDIR`, else `/tmp`.
  public static var defaultTemporaryBase: String {
    ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  }

  static var temporaryPrefix: String { "arbor-\(getuid())-sidecar-" }

  /// Removes this process's temporary directory (at the end of a session).
  public static func removeTemporary() {
    try? FileManager.default.removeItem(atPath: temporaryDirectory())
  }

  /// Removes the temporary directories of arbors that are no longer running.
  static func removeStaleTemporaries() {
    let base = (temporaryDirectory() as NSString).deletingLastPathComponent
    for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] where name.hasPrefix(temporaryPrefix)
    {
      if let pid = Int32(name.dropFirst(temporaryPrefix.count)), !ProcessLiveness.isRunning(pid) {
        try? FileManager.default.removeItem(atPath: base + "/" + name)
      }
    }
  }
}

/// Whether a process id belongs to a running process (a partial file's or a temporary
/// directory's owner).
enum ProcessLiveness {
  static func isRunning(_ pid: Int32) -> Bool {
    guard pid > 0 else { return false }
    if pid == getpid() { return true }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
