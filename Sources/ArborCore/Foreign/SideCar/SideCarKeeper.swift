import ArborDB
import Dispatch
import GRDB

/// Keeps a large foreign tree's side-car current: uses a copy from an earlier session
/// when the file has not changed since, otherwise builds one in the background (the tree
/// shows once it is ready, with progress on the status line). Our own commits (`--edit`)
/// are patched into the copy as they happen (`SideCarFollower`); when another program
/// writes, the file's rows are hashed once it is quiet and only the rows whose hashes
/// differ from the copy's are replaced (`CopyDigest`; in a tree of paths, the rows of the
/// pages it wrote: `PathPatch`) — a new copy is built only when neither can tell what
/// changed, or most rows did. Small trees need no copy: the file is
/// read directly and is always live.
public final class SideCarKeeper: Sendable {
  /// Rows from which a copy is made: below them the file answers fast enough itself
  /// (with an index on the parent column: fewer than `indexedThreshold`).
  static let unindexedThreshold = 5_000
  static let indexedThreshold = 50_000

  private let kept: any KeptCopy

  private init(kept: any KeptCopy) {
    self.kept = kept
  }

  /// Starts keeping `hierarchy`'s copy under `directory`; nil when the tree is small
  /// enough to read directly.
  public static func start(
    hierarchy: any ForeignTreeHierarchy, database: AppDatabase, directory preferred: String,
    temporaryBase: String = SideCarDirectory.defaultTemporaryBase, notify: @escaping @Sendable () -> Void
  ) throws -> SideCarKeeper? {
    guard let path = database.path, let copied = hierarchy as? any SideCarTree else { return nil }
    return try keep(
      copied, path: path, database: database, preferred: preferred, temporaryBase: temporaryBase, notify: notify
    )
    .map(SideCarKeeper.init(kept:))
  }

  /// `start` with the tree's own type, so the keeper is typed by its kind of copy.
  private static func keep<Tree: SideCarTree>(
    _ hierarchy: Tree, path: String, database: AppDatabase, preferred: String, temporaryBase: String,
    notify: @escaping @Sendable () -> Void
  ) throws -> (any KeptCopy)? {
    guard try database.read({ db in try hierarchy.wantsCopy(db) }) else { return nil }
    let (directory, notice) = SideCarDirectory.choose(preferred, temporaryBase: temporaryBase)
    // A listing of the system's temporary directory (thousands of names on a busy
    // machine): not before the first frame. A dead process's partial copies go here too,
    // not only when a build begins: a session stopped before its build began (its job
    // closed with the run still waiting) left them.
    Background.soon {
      SideCarDirectory.removeStaleTemporaries()
      SideCarFile.removeStalePartials(in: directory)
    }
    hierarchy.slot.setNotice(notice)
    return try CopyKeeper.start(
      hierarchy, path: path, location: TreeCopy.location(directory: directory, path: path, tree: hierarchy.tree),
      database: database, notify: notify)
  }

  /// Removes what this session's keepers leave when arbor quits in the middle of a build:
  /// partial files, and the temporary directory used when the cache could not be written.
  /// Given the session's cache directory, only its partial files: several sessions in one
  /// process (the tests) must not take away each other's builds.
  public static func cleanUpAfterSession(cacheDirectory: String? = nil) {
    SideCarFile.removeOwnPartials(in: cacheDirectory)
    SideCarDirectory.removeTemporary()
  }

  /// Stops watching (the session ends); a build under way is abandoned.
  public func stop() {
    kept.stop()
  }
}

/// A keeper at work, whatever its tree's kind of copy.
protocol KeptCopy: Sendable {
  func stop()
}
