import ArborDB
import Foundation
import GRDB
import Synchronization

/// The life of a side-car file in arbor's cache: written whole under a `.partial` name of
/// this process's own (two arbors on one file may build at once; a crash leaves only a
/// partial file, rebuilt next time, so no journal is needed), marked with the
/// stamp of what it was made from, renamed into place when complete, and opened
/// read-only only when its stamp matches.
///
/// Partial files are this process's to clean: each one begun is remembered until it is
/// finished or abandoned, `removeOwnPartials()` takes away what a quit in the middle of a
/// build left, and a new build removes the partial files of arbors no longer running.
/// Whole copies nobody opened for `unusedDays` days (a file since deleted, a tree or sum
/// asked for once) are removed by the next build: each open marks its copy as used.
enum SideCarFile {
  private static func partialName(_ location: String) -> String {
    location + partialSuffix + "\(getpid())"
  }

  /// How large the copy this process is making at `location` is so far, in bytes.
  static func partialSize(_ location: String) -> Int64 {
    var info = stat()
    return stat(partialName(location), &info) == 0 ? Int64(info.st_size) : 0
  }

  private static let partialSuffix = ".partial-"
  /// Partial files this process has begun and not yet finished or abandoned.
  private static let ownPartials = Mutex(Set<String>())

  /// A new, empty partial file for `location`, set up with `schema`.
  static func begin(_ location: String, schema: QueryFragment) throws -> DatabaseQueue {
    let directory = (location as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    removeStalePartials(in: directory)
    removeUnused(in: directory)
    let partial = partialName(location)
    try? FileManager.default.removeItem(atPath: partial)
    ownPartials.withLock { _ = $0.insert(partial) }
    // A copy attached to it (the label index reads the tree's copy) may be in the middle of
    // a patch for another program's write: wait for it rather than fail at once.
    var configuration = Configuration()
    configuration.busyMode = .timeout(30)
    let target = try DatabaseQueue(path: partial, configuration: configuration)
    try target.writeWithoutTransaction { db in
      try db.execute(
        "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; CREATE TABLE meta (key TEXT PRIMARY KEY, value);")
      try db.execute(schema)
    }
    return target
  }

  /// Stamps the partial file, closes it and moves it into place.
  static func finish(_ target: DatabaseQueue, at location: String, stamp: String) throws {
    try target.write { db in try db.execute("INSERT INTO meta VALUES ('stamp', \(bind: stamp))") }
    try target.close()
    if FileManager.default.fileExists(atPath: location) { try FileManager.default.removeItem(atPath: location) }
    try FileManager.default.moveItem(atPath: partialName(location), toPath: location)
    ownPartials.withLock { _ = $0.remove(partialName(location)) }
  }

  /// Drops an abandoned build.
  static func abandon(_ location: String) {
    try? FileManager.default.removeItem(atPath: partialName(location))
    ownPartials.withLock { _ = $0.remove(partialName(location)) }
  }

  /// Removes the partial files of builds this process did not finish (it is quitting);
  /// only those in `directory` when given.
  static func removeOwnPartials(in directory: String? = nil) {
    let chosen = ownPartials.withLock { partials in
      let chosen = partials.filter { directory == nil || ($0 as NSString).deletingLastPathComponent == directory }
      partials.subtract(chosen)
      return chosen
    }
    for partial in chosen { try? FileManager.default.removeItem(atPath: partial) }
  }

  /// How long a copy nobody opens is kept.
  static let unusedDays = 30.0

  /// Removes the copies (`*.sqlite`) in `directory` last opened or made more than
  /// `unusedDays` ago. A copy still open in a long session keeps working (its file is
  /// only unlinked) and is made again at the next start.
  static func removeUnused(in directory: String, now: Date = Date()) {
    let limit = now.addingTimeInterval(-unusedDays * 86_400)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasSuffix(".sqlite")
    {
      let path = directory + "/" + name
      guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
        modified < limit
      else { continue }
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(atPath: SideCarCache.descriptionLocation(path))
    }
  }

  /// Removes partial files whose process is no longer running (killed in the middle of
  /// a build).
  static func removeStalePartials(in directory: String) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
      guard let range = name.range(of: partialSuffix, options: .backwards),
        let pid = Int32(name[range.upperBound...]), !ProcessLiveness.isRunning(pid)
      else { continue }
      try? FileManager.default.removeItem(atPath: directory + "/" + name)
    }
  }

  /// How a side-car file at `location` is connected to, by its reader and by a patch's
  /// own connection (`SideCarDatabase.patching`).
  static func connection(to location: String) -> Configuration {
    var configuration = Configuration()
    // A patch and a comparison may meet on the copy: wait, do not fail — but never for
    // the background check of the copy, which is interrupted and starts again later.
    configuration.busyMode = .callback { tries in
      SideCarCheck.interrupt(location)
      usleep(2_000)
      return tries < 5_000
    }
    // A cache, checked before it is trusted again (`SideCarCheck`): its patches need not
    // wait for the disk. With SQLite's default they did, and the first one after a build
    // waited for the whole new file to reach it (0.8 s for a million rows' copy, as much
    // again for its label index).
    configuration.prepareDatabase { db in try db.execute("PRAGMA synchronous = OFF") }
    return configuration
  }

  /// The file at `location` when it exists and carries `stamp` (writable: changes of the
  /// file it copies are patched in, `restamp` then says what it is a copy of).
  static func open(_ location: String, stamp: String) -> DatabaseQueue? {
    guard FileManager.default.fileExists(atPath: location) else { return nil }
    let configuration = connection(to: location)
    // Not a write-ahead log: a new copy is renamed over the old one while the old one
    // may still be open, and a log found beside it would belong to the old file.
    guard let queue = try? DatabaseQueue(path: location, configuration: configuration),
      let stored = try? queue.read({ db in try String.fetchOne(db, "SELECT value FROM meta WHERE key = 'stamp'") }
      ),
      stored == stamp
    else { return nil }
    // Used now: kept from `removeUnused` for another `unusedDays`.
    try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: location)
    return queue
  }

  /// Marks an open side-car as the copy of what `stamp` describes (in the transaction
  /// that patched it, so the two cannot part).
  static func restamp(_ db: Database, stamp: String) throws {
    try db.execute("UPDATE meta SET value = \(bind: stamp) WHERE key = 'stamp'")
  }
}
