import ArborDB
import CSQLiteConfig
import Dispatch
import Foundation
import GRDB
import Synchronization

/// The keeper of one tree's copy (`SideCarKeeper` starts it): typed by the tree, so the
/// copy it makes, installs, patches and compares is the tree's own kind.
final class CopyKeeper<Tree: SideCarTree>: KeptCopy {
  private let path: String
  private let location: String
  private let hierarchy: Tree
  private let notify: @Sendable () -> Void
  /// Builds, comparisons, patches and the label index, one at a time: its progress and
  /// what is left to say after are what the status line shows (`SideCarSlot.activity`).
  private let job: BackgroundJob<String, String?>
  /// The queue the timer and the file's notices call `check` on.
  private let line = WorkLine("arbor.copy", priority: .utility)
  private let timer = Mutex<(any DispatchSourceTimer)?>(nil)
  /// Another program's writes, told as they happen (the timer catches what it misses).
  private let notice = Mutex<FileChangeNotice?>(nil)
  private let state = Mutex(State())
  /// Our commits, when the file is open for editing.
  private let follower = Mutex<(SideCarFollower, any DatabaseWriter)?>(nil)

  private struct State {
    /// The stamp last seen, to wait for the file to be quiet before rebuilding.
    var lastSeen: String?
    /// How long the last comparison of the file with the copy took: when it is quick, a
    /// change is compared at first sight instead of once the file is quiet.
    var lastCompare: Double = .infinity
    /// The stamp a copy could not be made of: not tried again until the file changes
    /// (retrying every 100 ms re-read every pane each time, and the screen froze).
    var failedStamp: String?
  }

  /// Keeps `hierarchy`'s copy at `location`, following our own commits on `database`'s
  /// writer when it has one.
  static func start(
    _ hierarchy: Tree, path: String, location: String, database: AppDatabase, notify: @escaping @Sendable () -> Void
  ) throws -> CopyKeeper {
    let keeper = CopyKeeper(path: path, location: location, hierarchy: hierarchy, notify: notify)
    try keeper.begin(database)
    if let writer = database.writer, let tables = hierarchy.following.tables {
      let follower = SideCarFollower(tables: tables) { [weak keeper] rowids, db in keeper?.follow(rowids, db) }
      writer.add(transactionObserver: follower, extent: .observerLifetime)
      keeper.follower.withLock { $0 = (follower, writer) }
    }
    return keeper
  }

  /// Patches our own commit into the copy, on the writer's thread before the edit
  /// returns, so the screen's refresh that follows reads it.
  private func follow(_ changes: [String: [Int64]], _ db: Database) {
    let stamp = TreeCopy.stamp(path: path, tree: hierarchy.tree)
    do {
      guard let copy = hierarchy.slot.copy, try hierarchy.patch(copy, ourCommit: changes, db, stamp: stamp) else {
        return
      }
      hierarchy.slot.markChanged()
    } catch {
      // The copy keeps its old stamp: the next check compares it with the file again.
      hierarchy.slot.report(
        "Could not update the copy of \(hierarchy.tree.table) (\(SideCarDirectory.words(for: error))); comparing again")
    }
  }

  private init(path: String, location: String, hierarchy: Tree, notify: @escaping @Sendable () -> Void) {
    self.path = path
    self.location = location
    self.hierarchy = hierarchy
    self.notify = notify
    job = BackgroundJob("arbor-copy", onChange: notify)
    hierarchy.slot.follow(job)
  }

  private typealias Run = BackgroundJob<String, String?>.Run

  private func begin(_ database: AppDatabase) throws {
    let stamp = TreeCopy.stamp(path: path, tree: hierarchy.tree)
    if let current = hierarchy.openCopy(location: location, stamp: stamp) {
      hierarchy.slot.install(current)
      SideCarCache.describe(location: location, file: path, tree: hierarchy.tree)
      let labels = LabelIndex.open(location: LabelIndex.location(copy: location), stamp: stamp)
      if let labels { hierarchy.slot.install(labels: labels) }
      job.spawn { [self] run in
        // A copy from an earlier session is checked before it is trusted any longer:
        // garbage in the middle of it once made search find nothing and Enter open
        // another row.
        guard SideCarCheck.isSound(copy: current.queue.path, labels: labels?.queue.path) else {
          run.report("arbor's index of \(hierarchy.tree.table) was damaged; making it again")
          hierarchy.slot.install(nil)
          hierarchy.slot.setPending(true)
          SideCarCheck.remove(location)
          notify()
          return build(run, stamp: stamp)
        }
        var said: String?
        if labels == nil { said = indexLabels(run, of: current) }
        // A copy from an earlier session has no hashes of the file's pages yet: taken now,
        // while the file is still what the copy's stamp says (its size and times, under
        // the file's lock), the first comparison looks only at the pages another program
        // writes.
        if !run.isCancelled, let source = try? Self.connect(to: path) {
          try? source.read { db in
            try hierarchy.watchPages(of: current, in: db) { [self] in
              TreeCopy.stamp(path: path, tree: hierarchy.tree) == current.stamp
            }
          }
        }
        return said
      }
    } else {
      // Only now that no copy from an earlier session is current: counting whether the
      // tree is small enough to copy while the screen waits is a scan of its own.
      try database.read { db in try hierarchy.copyAtOnceWhenSmall(db) }
      hierarchy.slot.setPending(true)
      job.spawn { [self] run in build(run, stamp: stamp) }
    }
    timer.withLock { timer in
      let source = DispatchSource.makeTimerSource(queue: line.queue)
      // A look at the file's size and times (two `stat`s): cheap enough to do twenty times
      // a second, so that another program's write shows within a tenth of a second even
      // where `FileChangeNotice` does not tell of it.
      source.schedule(deadline: .now() + .milliseconds(50), repeating: .milliseconds(50), leeway: .milliseconds(10))
      source.setEventHandler { [weak self] in self?.check() }
      source.resume()
      timer = source
    }
    // Watching the file's directory makes the kernel mark each name it holds (4 ms for
    // /tmp here): on the keeper's queue, not before the first frame. Until then the timer
    // looks as always.
    line.async { [weak self] in
      guard let self else { return }
      let notice = FileChangeNotice(path: path, queue: line.queue) { [weak self] in self?.check(told: true) }
      self.notice.withLock { slot in
        if job.isClosed { notice?.cancel() } else { slot = notice }
      }
    }
  }

  /// Stops watching (the session ends); a build under way is abandoned.
  func stop() {
    job.close()
    timer.withLock { $0?.cancel() }
    notice.withLock { notice in
      notice?.cancel()
      notice = nil
    }
    if let (follower, writer) = follower.withLock({ $0 }) { writer.remove(transactionObserver: follower) }
  }

  /// Brings the copy up to date when the file changed and has stayed the same for one
  /// check since: the rows that differ, or a new copy. `told`: the check follows a
  /// `FileChangeNotice`, which comes within milliseconds of the write (several for one
  /// commit) — it acts only where a comparison is quick, and never counts as the second
  /// look that finds a slow-to-compare file quiet.
  private func check(told: Bool = false) {
    let stamp = TreeCopy.stamp(path: path, tree: hierarchy.tree)
    // Our own commit under way: its rows reach the copy through `follow`, which then
    // stamps it (a comparison meanwhile raced it, and a new copy of a link tree
    // installed after it lost our edit).
    if follower.withLock({ $0?.0.isWriting }) == true { return }
    let installed = hierarchy.slot.copy
    let due = state.withLock { state -> Bool in
      let quick = installed.map { state.lastCompare < 0.1 || $0.watchesPages } ?? false
      if told && !quick { return false }
      defer { if !told { state.lastSeen = stamp } }
      let quiet = stamp == state.lastSeen || quick
      return stamp != installed?.stamp && quiet && stamp != state.failedStamp
    }
    guard due, !job.isRunning else { return }
    job.spawn { [self] run in
      // What our own commit's patch could not do is done now.
      hierarchy.slot.report(nil)
      guard let installed else { return build(run, stamp: stamp) }
      return resync(run, installed, stamp: stamp)
    }
  }

  /// Compares the file with the copy and replaces the rows that differ; builds a new copy
  /// when that fails or most rows changed. Returns what is left to say.
  private func resync(_ run: Run, _ copy: Tree.Copy, stamp: String) -> String? {
    do {
      let source = try Self.connect(to: path)
      let started = DispatchTime.now().uptimeNanoseconds
      // A patch that takes a while is said: the screen shows the copy as it was meanwhile.
      // (A word after the run ended is not taken.)
      Background.after(0.3) { [hierarchy] in
        run.report("Catching up with another program's changes to \(hierarchy.tree.table)…")
      }
      // One read transaction: the rows found changed are patched as they were found.
      let outcome = try source.read { db in try hierarchy.resync(copy, in: db, stamp: stamp) }
      let took = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
      state.withLock { $0.lastCompare = took }
      switch outcome {
      case .rebuild:
        return build(run, stamp: stamp)
      case .patched:
        hierarchy.slot.markChanged()
      case .same:
        try copy.restamp(stamp)
        // The panes that read the file itself (details) were waiting for this answer.
        hierarchy.slot.markCompared()
      }
      return nil
    } catch {
      return build(run, stamp: stamp)
    }
  }

  /// Builds the search index of `copy`'s labels, or finishes the one `feed` was given
  /// while the copy was made; search scans the copy's labels until it is in. Returns what
  /// is left to say.
  private func indexLabels(_ run: Run, of copy: Tree.Copy, feed: LabelFeed? = nil) -> String? {
    run.report("Indexing the labels of \(hierarchy.tree.table) for search…")
    do {
      let feed = feed ?? LabelFeed(location: LabelIndex.location(copy: location))
      let labels = try feed.finish(copy: copy) { !run.isCancelled }
      // Only for the copy still in use (another may have replaced it meanwhile).
      if let labels, hierarchy.slot.copy === copy { hierarchy.slot.install(labels: labels) }
      return nil
    } catch {
      return "Could not index the labels (\(SideCarDirectory.words(for: error))); search scans them"
    }
  }

  /// Makes a new copy of the file and installs it, then its label index. Returns what is
  /// left to say: why the copy could not be made, and what is shown instead.
  private func build(_ run: Run, stamp: String) -> String? {
    var lastShown = -1
    var pass = 1
    // The label index is made beside the copy, on a thread of its own.
    let feed = LabelFeed(location: LabelIndex.location(copy: location))
    do {
      let source = try Self.connect(to: path)
      // A view can be written to return rows without end: its copy is bounded.
      let deadline =
        try source.read { db in try ForeignFile.isView(hierarchy.tree.table, db) } ? ForeignFile.viewDeadline : nil
      let built = try QueryDeadline.within(deadline) {
        try hierarchy.buildCopy(from: source, location: location, stamp: stamp, labels: feed) { [self] share in
          let percent = Int(share * 100) / 10 * 10
          // A build that starts over (rows met out of order, walked again sorted) says
          // so: the same words back at 0 % read as a build begun again for nothing.
          if percent < lastShown { pass += 1 }
          if percent != lastShown {
            lastShown = percent
            // What the copy costs, and where it is: `arbor cache` lists and removes it.
            let size = TotalText.value(Double(SideCarFile.partialSize(location)), bytes: true)
            let place = (location as NSString).deletingLastPathComponent.replacingOccurrences(
              of: NSHomeDirectory(), with: "~")
            run.report(
              "Indexing \(hierarchy.tree.table) for fast browsing\(pass > 1 ? ", pass \(pass)" : ""): "
                + "\(percent) %, \(size) so far in \(place)")
          }
          return !run.isCancelled
        }
      }
      guard let built else {
        feed.abandon()
        return nil
      }
      hierarchy.slot.install(built)
      SideCarCache.describe(location: location, file: path, tree: hierarchy.tree)
      hierarchy.slot.setPending(false)
      notify()
      defer {
        // The build's page caches, batches and sort buffers are free now, but glibc keeps
        // them in the threads' heaps.
        _ = arbor_give_back_free_memory()
      }
      return indexLabels(run, of: built, feed: feed)
    } catch {
      feed.abandon()
      state.withLock { $0.failedStamp = stamp }
      defer { if hierarchy.slot.isPending { hierarchy.slot.setPending(false) } }
      if hierarchy.readsWithoutCopy {
        // Browsing goes on reading the file directly; say why it may be slow.
        if hierarchy.slot.copy != nil { hierarchy.slot.install(nil) }
        return
          "Could not index \(hierarchy.tree.table) (\(SideCarDirectory.words(for: error))); reading the file directly"
      }
      if hierarchy.slot.copy == nil, let copy = inMemory() {
        // No copy yet, and none can be written (a full disk, whose probe file of no bytes
        // was made): a tree of paths has no other way to be read, and showed no rows.
        hierarchy.slot.install(copy)
        return "Could not keep a copy of \(hierarchy.tree.table) on disk (\(SideCarDirectory.words(for: error))); "
          + "read into memory until you quit"
      }
      // The copy made before stays: a tree of paths has no other way to be read.
      return
        "Could not copy \(hierarchy.tree.table) again (\(SideCarDirectory.words(for: error))); showing it as it was"
    }
  }

  /// A copy of a tree read only through one (paths, nested sets, closures) made in memory
  /// from the file; nil when that fails too.
  private func inMemory() -> Tree.Copy? {
    guard let built = hierarchy as? any CopyBuiltTree else { return nil }
    do {
      let source = try Self.connect(to: path)
      // The file's rows sorted without a temporary file: the disk has no room for one.
      try source.writeWithoutTransaction { db in try db.execute("PRAGMA temp_store = MEMORY") }
      return try source.read { db in try built.makeCopy(in: db) } as? Tree.Copy
    } catch {
      return nil
    }
  }

  /// The file, connected to as another program's (`ForeignConnection`), read-only; a
  /// program writing its rollback-journal file holds it for a moment: wait for it.
  private static func connect(to path: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.readonly = true
    ForeignConnection.harden(&configuration)
    configuration.busyMode = .timeout(10)
    return try DatabaseQueue(path: QuietRead.location(of: path), configuration: configuration)
  }
}
