import ArborApp
import ArborFixtures
import ArborScreenFixtures
import ArborTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ArborCore

/// A tree read only through a copy (here an archive's paths) shows in the screen's first
/// frame: a small one copied in memory while the screen waits, any one from a copy kept
/// by an earlier session — and then without the scan that asks whether it is small.
@Suite struct CopyAtOnceTests {
  /// An archive as `sqlite3 -A` writes it (its schema statement for statement), of
  /// `folders` × 20 files.
  func archive(folders: Int, in directory: URL) throws -> String {
    let path = directory.appendingPathComponent("files.sqlar").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE IF NOT EXISTS sqlar(
            name TEXT PRIMARY KEY,  -- name of the file
            mode INT,               -- access permissions
            mtime INT,              -- last modification time
            sz INT,                 -- original file size
            data BLOB               -- compressed content
          );
          """)
      for folder in 0..<folders {
        try db.execute(sql: "INSERT INTO sqlar VALUES (?, 16877, 1700000000, 0, NULL)", arguments: ["folder\(folder)"])
        for file in 0..<20 {
          try db.execute(
            sql: "INSERT INTO sqlar VALUES (?, 33188, 1700000000, ?, zeroblob(?))",
            arguments: ["folder\(folder)/file\(file).txt", file * 100, file * 10])
        }
      }
    }
    return path
  }

  func open(_ path: String, cache: URL) throws -> any OpenTree {
    try OpenTrees.open(path: path, OpenOptions(cacheDirectory: cache.path))
  }

  /// The installed copy's file; nil while it is the one made in memory.
  func copyFile(_ tree: any OpenTree) throws -> String? {
    let paths = try #require(tree.hierarchy as? PathHierarchy)
    let copy = try #require(paths.slot.copy)
    let path = copy.queue.path
    return path == ":memory:" || path.isEmpty ? nil : path
  }

  @Test func aSmallArchiveShowsInTheFirstFrame() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try archive(folders: 3, in: directory)
    let tree = try open(path, cache: directory.appendingPathComponent("cache"))
    defer { tree.stop() }
    let screen = try makeScreen(tree)
    #expect(try outline(screen.tree) == "+ folder0\n+ folder1\n+ folder2")
  }

  @Test func aKeptCopyOpensWithoutCountingTheRows() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try archive(folders: 30, in: directory)
    let cache = directory.appendingPathComponent("cache")
    let first = try open(path, cache: cache)
    _ = try makeScreen(first)
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline, try copyFile(first) == nil { Thread.sleep(forTimeInterval: 0.02) }
    let kept = try #require(try copyFile(first))
    first.stop()

    let again = try open(path, cache: cache)
    defer { again.stop() }
    let statements = Mutex<[String]>([])
    try again.database.read { db in
      db.trace(options: .statement) { event in statements.withLock { $0.append("\(event)") } }
    }
    let screen = try makeScreen(again)
    #expect(try copyFile(again) == kept)
    #expect(screen.tree.rowCount == 30)
    let ran = statements.withLock { $0 }
    #expect(!ran.isEmpty)
    #expect(!ran.contains { $0.contains("count(*)") }, "\(ran)")
  }
}
