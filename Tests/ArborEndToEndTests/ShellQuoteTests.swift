import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

/// Commands arbor prints for pasting read back as the same words in a shell (issue "The
/// tree a person means": Anki's separator was printed as a raw 0x1F).
@Suite struct ShellQuoteTests {
  /// What bash makes of `printf '%s\0' WORD`.
  func readBack(_ word: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "printf '%s' " + word]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func everyWordReadsBackUnchanged() throws {
    for text in [
      "plain", "My Books.gnucash", "it's", "\u{1F}", "a\u{1F}b", "tab\there", "line\nbreak", "back\\slash'quote\u{7F}",
      "日本",
    ] {
      let word = ShellQuote.word(text)
      #expect(try readBack(word) == text, "\(word)")
      #expect(!word.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(word)")
    }
    #expect(ShellQuote.word("\u{1F}") == "$'\\x1f'")
    #expect(ShellQuote.word("/tmp/places.sqlite") == "/tmp/places.sqlite")
  }

  /// The status line names the file's own path where it said `FILE`.
  @Test func theOtherTreesAreListedWithTheFilesName() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("two trees.db").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE a (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES a(id), name TEXT);
          CREATE TABLE b (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES b(id), name TEXT);
          INSERT INTO a VALUES (1, NULL, 'x'), (2, 1, 'y'); INSERT INTO b VALUES (1, NULL, 'p'), (2, 1, 'q');
          """)
    }
    let database = try ForeignFile.open(path: path)
    let (_, notice) = try ForeignFile.hierarchy(database, requested: nil)
    #expect(notice.contains("arbor trees '\(path)'"), "\(notice)")
    #expect(!notice.contains("FILE"), "\(notice)")
  }
}

/// A tree chosen once is used again by a plain `arbor FILE` and `arbor export`, said so,
/// and `--forget` chooses again (issue "The tree a person means", item 5).
@Suite struct RememberedChoiceTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  func run(_ arguments: [String], home: URL) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arbor)
    process.arguments = arguments
    process.environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "PATH": "/usr/bin:/bin",
    ]
    let (out, err) = (Pipe(), Pipe())
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output, errors)
  }

  @Test func aRememberedTreeIsSaidAndForgotten() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = home.appendingPathComponent("two.db").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE a (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES a(id), name TEXT);
          CREATE TABLE b (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES b(id), name TEXT);
          INSERT INTO a VALUES (1, NULL, 'alpha'), (2, 1, 'alpha child'), (3, 1, 'alpha two');
          INSERT INTO b VALUES (1, NULL, 'beta'), (2, 1, 'beta child');
          """)
    }
    let chosen = try run(["export", "--json", path, "--table", "b", "--parent", "parent"], home: home)
    #expect(chosen.status == 0 && chosen.output.contains("beta"), "\(chosen.errors)")
    let again = try run(["export", "--json", path], home: home)
    #expect(
      again.output.contains("beta") && again.errors.contains("as last time") && again.errors.contains("--forget"),
      "\(again.errors)")
    let forgotten = try run(["export", "--json", path, "--forget"], home: home)
    #expect(forgotten.output.contains("alpha") && !forgotten.errors.contains("as last time"), "\(forgotten.errors)")
    let after = try run(["export", "--json", path], home: home)
    #expect(!after.errors.contains("as last time"))
  }
}
