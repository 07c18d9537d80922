import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// The side-car cache under torture: an unwritable cache, partial files left by quits and
/// kills, a copy with garbage written into its middle, and what the tree says while the
/// copy is being made.
@Suite(.serialized) struct SideCarHygieneTests {
  let files = ForeignSkeletonTests()

  func settled(_ hierarchy: ForeignHierarchy, _ database: AppDatabase, roots: Int = 6) -> Bool {
    files.waitFor {
      hierarchy.activity?.contains("Indexing") != true
        && (try? database.read { db in try hierarchy.childCounts(of: nil, db) }) == ChildCounts([roots])
    }
  }

  /// The large file, opened, and a file where its cache directory should be.
  func blockedCache() throws -> (URL, String, AppDatabase, ForeignHierarchy) {
    let (directory, path) = try files.largeFile()
    let blocked = directory.appendingPathComponent("cache-is-a-file").path
    #expect(FileManager.default.createFile(atPath: blocked, contents: Data("x".utf8)))
    let database = try ForeignFile.open(path: path)
    return (directory, blocked, database, try files.byColumn(database, nil))
  }

  /// One copy for a tree of a file, whatever it adds up: opened with one sum, then
  /// another, then none, the cache holds one copy (and its label index), made for the
  /// sums of the last open, and its totals are that sum's.
  @Test func oneCopyATreeWhateverItAddsUp() throws {
    let (directory, path) = try files.largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = directory.appendingPathComponent("cache").path
    let copies = {
      ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).filter { $0.hasSuffix(".sqlite") }.sorted()
    }
    var seen: Set<[String]> = []
    for sums in [[TreeSum(name: "position", expression: "position")], [TreeSum(name: "nodes", expression: "1")], []] {
      let tree = try ForeignFileTree(
        database: try ForeignFile.open(path: path), requested: nil, sums: sums, cacheDirectory: cache)
      try tree.start {}
      #expect(files.waitFor { tree.signals.activity == nil && tree.signals.readsCopy })
      let roots = try tree.database.read { db in
        try tree.hierarchy.children(of: nil, counts: tree.hierarchy.childCounts(of: nil, db), in: 0..<10, db)
      }
      #expect(roots.count == 6)
      #expect(roots.allSatisfy { ($0.total != nil) == !sums.isEmpty }, "\(sums.map(\.name)): \(roots.map(\.total))")
      tree.stop()
      #expect(copies().count == 2, "\(copies())")
      seen.insert(copies())
    }
    #expect(seen.count == 1)
  }

  /// A file where the cache directory should be: the copy is made in a private temporary
  /// directory, the status line says why in words (no Cocoa error), and the directory goes
  /// when the session ends.
  @Test func anUnwritableCacheStillGetsACopyAndSaysWhy() throws {
    let (directory, blocked, database, hierarchy) = try blockedCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    let keeper = try #require(
      try SideCarKeeper.start(hierarchy: hierarchy, database: database, directory: blocked + "/arbor/trees") {})
    #expect(settled(hierarchy, database))
    let activity = hierarchy.activity ?? ""
    #expect(activity.contains("cannot keep its index"), "\(activity)")
    #expect(!activity.contains("NSCocoaErrorDomain"))
    // Search answers from the copy (an index), not by scanning the file.
    #expect(
      files.waitFor {
        ((try? database.read { db in try hierarchy.search("kitch", ranked: false, limit: 5, db) }) ?? []).count == 5
      })
    keeper.stop()
    let temporary = SideCarDirectory.choose(blocked + "/arbor/trees").path
    #expect(FileManager.default.fileExists(atPath: temporary))
    SideCarKeeper.cleanUpAfterSession(cacheDirectory: temporary)
    #expect(!FileManager.default.fileExists(atPath: temporary))
  }

  /// No directory can be written at all: the tree is read from the file, said in words,
  /// and the failed copy is not tried again and again (each try made every pane read the
  /// whole table again, every 100 ms, and the screen stopped answering keys).
  @Test func withNoCopyAnywhereTheKeeperStaysQuiet() throws {
    let (directory, blocked, database, hierarchy) = try blockedCache()
    defer { try? FileManager.default.removeItem(at: directory) }
    let keeper = try #require(
      try SideCarKeeper.start(
        hierarchy: hierarchy, database: database, directory: blocked + "/trees", temporaryBase: blocked + "/tmp"
      ) {})
    defer { keeper.stop() }
    #expect(files.waitFor { hierarchy.activity?.contains("Could not index") == true })
    #expect(!(hierarchy.activity ?? "").contains("NSCocoaErrorDomain"))
    let counts = try database.read { db in try hierarchy.childCounts(of: nil, db) }
    // Five roots, and a cycle's stand-in: as the copy shows them.
    #expect(counts.total == 6, "\(counts)")
    _ = hierarchy.takeChange()
    Thread.sleep(forTimeInterval: 0.6)
    #expect(!hierarchy.takeChange())
  }

  /// A partial copy of a process that is gone (killed during indexing) is removed by the
  /// next build; one of this process's own, by the end of the session.
  @Test func partialFilesOfDeadProcessesAndOurOwnAreRemoved() throws {
    let (directory, path) = try files.largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = directory.appendingPathComponent("cache").path
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    // No process has pid 2^22 + 1 (above Linux's limit).
    let stale = cache + "/0123.sqlite.partial-4194305"
    let living = cache + "/0123.sqlite.partial-1"
    #expect(FileManager.default.createFile(atPath: stale, contents: Data("partial".utf8)))
    #expect(FileManager.default.createFile(atPath: living, contents: Data("partial".utf8)))
    let database = try ForeignFile.open(path: path)
    let hierarchy = try files.byColumn(database, nil)
    let keeper = try #require(try SideCarKeeper.start(hierarchy: hierarchy, database: database, directory: cache) {})
    // Stopped at once, in the middle of its build: its partial file must not stay.
    keeper.stop()
    Thread.sleep(forTimeInterval: 0.5)
    SideCarKeeper.cleanUpAfterSession(cacheDirectory: cache)
    let left = try FileManager.default.contentsOfDirectory(atPath: cache)
    #expect(!left.contains { $0.hasSuffix(".partial-\(getpid())") }, "\(left)")
    // The dead process's file goes in the background, on the shared pool: under a full
    // test run that can take longer than the half second above.
    let deadline = Date().addingTimeInterval(10)
    while FileManager.default.fileExists(atPath: stale) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!FileManager.default.fileExists(atPath: stale))
    // pid 1 is running: its partial file is its own.
    #expect(FileManager.default.fileExists(atPath: living))
  }

  /// A copy nobody opened for more than 30 days (a file since deleted, a sum asked for
  /// once) is removed by the next build; one used lately stays, and opening a copy counts
  /// as using it.
  @Test func copiesUnusedForAMonthAreRemoved() throws {
    let (directory, path) = try files.largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = directory.appendingPathComponent("cache").path
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    let old = cache + "/0ld.sqlite"
    let oldLabels = cache + "/0ld-labels.sqlite"
    let recent = cache + "/recent.sqlite"
    for file in [old, oldLabels, recent] {
      #expect(FileManager.default.createFile(atPath: file, contents: Data("copy".utf8)))
    }
    let longAgo = Date().addingTimeInterval(-40 * 86_400)
    try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: old)
    try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: oldLabels)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-20 * 86_400)], ofItemAtPath: recent)
    let database = try ForeignFile.open(path: path)
    let hierarchy = try files.byColumn(database, nil)
    let keeper = try #require(try SideCarKeeper.start(hierarchy: hierarchy, database: database, directory: cache) {})
    #expect(settled(hierarchy, database))
    keeper.stop()
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: cache))
    #expect(!left.contains("0ld.sqlite") && !left.contains("0ld-labels.sqlite"), "\(left)")
    #expect(left.contains("recent.sqlite"))
    // The copy just made, made a month and more ago, is kept when it is opened again.
    let made = try #require(left.first { $0.hasSuffix(".sqlite") && $0 != "recent.sqlite" && !$0.contains("-labels") })
    try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: cache + "/" + made)
    let inode = try FileManager.default.attributesOfItem(atPath: cache + "/" + made)[.systemFileNumber] as? Int
    let again = try #require(
      try SideCarKeeper.start(hierarchy: try files.byColumn(database, nil), database: database, directory: cache) {})
    Thread.sleep(forTimeInterval: 0.3)
    again.stop()
    let modified = try FileManager.default.attributesOfItem(atPath: cache + "/" + made)[.modificationDate] as? Date
    #expect(modified.map { $0 > longAgo.addingTimeInterval(86_400) } == true)
    // Opened, not made again.
    #expect(try FileManager.default.attributesOfItem(atPath: cache + "/" + made)[.systemFileNumber] as? Int == inode)
  }

  /// Garbage written into the middle of a copy from an earlier session: found before the
  /// copy is trusted, and the copy is made again, so search and the tree answer right.
  @Test func aDamagedCopyIsFoundAndRebuilt() throws {
    let (directory, path) = try files.largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = directory.appendingPathComponent("cache").path
    let database = try ForeignFile.open(path: path)
    do {
      let first = try files.byColumn(database, nil)
      let keeper = try #require(try SideCarKeeper.start(hierarchy: first, database: database, directory: cache) {})
      #expect(settled(first, database))
      #expect(
        files.waitFor {
          ((try? database.read { db in try first.search("kitch", ranked: false, limit: 5, db) }) ?? []).count == 5
        })
      keeper.stop()
    }
    func sound(_ file: String) -> Bool {
      (try? DatabaseQueue(path: file).read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check(1)") }) == [
        "ok"
      ]
    }
    let copies = try FileManager.default.contentsOfDirectory(atPath: cache).filter {
      $0.hasSuffix(".sqlite") && !$0.contains("labels")
    }
    #expect(copies.count == 1)
    for name in copies {
      let file = cache + "/" + name
      let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber).intValue
      let handle = try #require(FileHandle(forUpdatingAtPath: file))
      try handle.seek(toOffset: UInt64(size / 2 / 4096 * 4096))
      handle.write(Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }))
      try handle.close()
    }
    #expect(!sound(cache + "/" + copies[0]), "the garbage went where SQLite's check does not look")
    let second = try files.byColumn(database, nil)
    let keeper = try #require(try SideCarKeeper.start(hierarchy: second, database: database, directory: cache) {})
    defer { keeper.stop() }
    #expect(settled(second, database))
    #expect(files.waitFor { sound(cache + "/" + copies[0]) })
    #expect(
      files.waitFor(
        {
          ((try? database.read { db in try second.search("node 1999", ranked: true, limit: 50, db) }) ?? [])
            .contains { $0.node == .row(ForeignSkeletonTests.key(1999)) }
        }, seconds: 30))
  }

  /// While a large tree's copy is made, the tree says so — not arbor's notes' "No
  /// categories yet".
  @Test func theTreeSaysItIsBeingIndexed() throws {
    let (directory, path) = try files.largeFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try ForeignFile.open(path: path)
    let hierarchy = try files.byColumn(database, nil)
    let keeper = try #require(
      try SideCarKeeper.start(
        hierarchy: hierarchy, database: database, directory: directory.appendingPathComponent("cache").path
      ) {})
    defer { keeper.stop() }
    let counted = try database.read { db in try hierarchy.childCounts(of: nil, db) }.total
    #expect(hierarchy.emptyText.contains("index") || counted > 0)
    #expect(!hierarchy.emptyText.contains("categories"))
  }
}
