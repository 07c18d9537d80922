import ArborCore
import ArborDB
import ArborFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import Testing

/// Generated inputs for the importers and the search box: whatever comes in, the result
/// is a tree that round-trips or an error with words — never a trap, never a partial write.
@Suite struct ImportPropertyTests {
  /// Short runs of the characters that break parsers and queries.
  static func text(_ random: inout TestRandom) -> String {
    let pieces = [
      "a", "Ω", "日本", "\"", ",", "\n", "\r\n", " ", "\u{1B}[2J", "🎉", "''", "-", "*", "AND", "(", "\u{0}", "é",
    ]
    return (0..<random.below(6)).map { _ in pieces[random.below(pieces.count)] }.joined()
  }

  static func csvField(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// A generated tree written as CSV (quoted fields with commas, quotes, line breaks)
  /// imports as that tree: same names, notes and parents.
  @Test(arguments: 0..<100) func wellFormedCSVImportsExactly(seed: Int) throws {
    var random = TestRandom(seed: seed + 77)
    let count = random.below(30) + 1
    var lines = ["notes,name,id,parent,extra"]
    var expected: [(name: String, notes: String, parent: Int?)] = []
    for id in 1...count {
      let parent = id > 1 && random.below(3) > 0 ? random.below(id - 1) + 1 : nil
      let name = "n\(id) " + Self.text(&random).replacingOccurrences(of: "\u{0}", with: "")
      let notes = Self.text(&random)
      expected.append((name, notes, parent))
      lines.append(
        [Self.csvField(notes), Self.csvField(name), "\(id)", parent.map(String.init) ?? "", "x"].joined(separator: ","))
    }
    let tree = try CSVImport.parse(lines.joined(separator: random.below(2) == 0 ? "\n" : "\r\n") + "\n")
    #expect(tree.nodes.count == count)
    let byName = Dictionary(uniqueKeysWithValues: tree.nodes.enumerated().map { ($1.name, $0) })
    for entry in expected {
      let index = try #require(byName[entry.name], "\(entry.name.debugDescription) seed \(seed)")
      #expect(tree.nodes[index].notes == entry.notes)
      let parentName = entry.parent.map { expected[$0 - 1].name }
      #expect(tree.nodes[index].parent.map { tree.nodes[$0].name } == parentName)
    }
  }

  /// Cut, spliced and shuffled CSV: a tree or a worded error, and an import is all or
  /// nothing.
  @Test(arguments: 0..<150) func brokenCSVIsRefusedWithWordsAndNothingWritten(seed: Int) throws {
    var random = TestRandom(seed: seed + 999)
    var text = "id,parent,name\n1,,Root\n2,1,\"Child, with comma\"\n3,2,Grandchild\n"
    for _ in 0..<random.below(4) + 1 {
      let characters = Array(text)
      let position = random.below(characters.count + 1)
      switch random.below(3) {
      case 0: text = String(characters[..<position]) + Self.text(&random) + String(characters[position...])
      case 1: text = String(characters[..<min(characters.count, position)])
      default: text = String(characters[position...]) + String(characters[..<position])
      }
    }
    let database = try AppDatabase.inMemory()
    do {
      let tree = try CSVImport.parse(text)
      try Importer.run(tree, database: database)
      #expect(try database.read { db in try Category.count().fetchOne(db) } == tree.nodes.count)
    } catch let error as ImportError {
      #expect(!"\(error)".isEmpty)
      #expect(try database.read { db in try Category.count().fetchOne(db) } == 0)
    }
  }

  /// Any typed text is a valid search: no FTS5 syntax error, no trap.
  @Test(arguments: 0..<200) func anyTypedTextIsASafeSearch(seed: Int) throws {
    var random = TestRandom(seed: seed + 4242)
    let database = try AppDatabase.inMemory()
    _ = try Editor(database: database).addCategory(name: "Alpha beta 🎉", parent: nil)
    let text = Self.text(&random) + Self.text(&random)
    #expect(throws: Never.self) { try database.read { db in _ = try SearchQueries.first(text, db) } }
    #expect(throws: Never.self) { try database.read { db in _ = try SearchQueries.ranked(text, db) } }
  }

  @Test func theClipboardSequenceCarriesTheTextInBase64() {
    #expect(Clipboard.sequence(for: "Home / Garden") == "\u{1B}]52;c;SG9tZSAvIEdhcmRlbg==\u{07}")
    #expect(Clipboard.sequence(for: "日") == "\u{1B}]52;c;5pel\u{07}")
    #expect(Clipboard.sequence(for: "") == "\u{1B}]52;c;\u{07}")
    // Control characters from the database travel inside base64, never raw.
    #expect(!Clipboard.sequence(for: "\u{1B}[2J\u{07}").dropFirst().dropLast().contains("\u{1B}"))
    let long = String(repeating: "é", count: 50_000)
    #expect(Clipboard.sequence(for: long).utf8.count < Clipboard.limit * 4 / 3 + 16)
  }
}
