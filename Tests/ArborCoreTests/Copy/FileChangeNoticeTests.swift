import ArborFixtures
import ArborTestSupport
import Dispatch
import Foundation
import Testing

@testable import ArborCore

/// Another program's writes to a database file, its log or its journal are told at once
/// (`FileChangeNotice`); writes to other files of the directory are not.
@Suite struct FileChangeNoticeTests {
  /// Counts the notices given.
  final class Count: Sendable {
    let signal = DispatchSemaphore(value: 0)
    func add() { signal.signal() }

    /// Whether a notice came within five seconds; the notices of the same writes that
    /// follow it are let go, so that the next question is about the next write alone.
    func told() -> Bool {
      let got = signal.wait(timeout: .now() + 5) == .success
      Thread.sleep(forTimeInterval: 0.05)
      while signal.wait(timeout: .now()) == .success {}
      return got
    }
  }

  func append(_ text: String, to path: String) throws {
    if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  /// Runs `body` with a database file (its path) watched, and the notices' count.
  func watching(_ body: (String, Count) throws -> Void) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("book.sqlite").path
    try append("x", to: path)
    let count = Count()
    let notice = try #require(FileChangeNotice(path: path, queue: DispatchQueue(label: "notice test")) { count.add() })
    defer { notice.cancel() }
    try body(path, count)
  }

  @Test func writesToTheFileItsLogAndJournalAreTold() throws {
    try watching { path, count in
      for name in [path, path + "-wal", path + "-journal"] {
        try append("more", to: name)
        #expect(count.told(), "\(name)")
      }
      try FileManager.default.removeItem(atPath: path + "-journal")
      #expect(count.told(), "journal deleted")
    }
  }

  @Test func otherFilesOfTheDirectoryAreNotTold() throws {
    try watching { path, count in
      let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
      for name in ["other.sqlite", "book.sqlite-shm", "book.sqlite.bak", "book"] {
        try append("more", to: directory.appendingPathComponent(name).path)
      }
      #expect(count.signal.wait(timeout: .now() + 0.3) == .timedOut)
      // The watch still works after them.
      try append("more", to: path)
      #expect(count.told())
    }
  }
}
