import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

@Suite struct ImportTests {
  @Test func csvWithQuotesForwardReferencesAndExtraColumns() throws {
    let csv =
      "\u{FEFF}id,name,parent,notes,colour\r\n"
      + "2,\"Garden, front\",1,\"Roses,\nand \"\"tulips\"\"\",green\r\n"
      + "1,Home,,,blue\r\n"
      + "\r\n"
      + "3,Shed,1,,\r\n"
    let tree = try CSVImport.parse(csv)
    #expect(tree.nodes.map(\.name) == ["Home", "Garden, front", "Shed"])
    #expect(tree.nodes[1].notes == "Roses,\nand \"tulips\"")
    #expect(tree.nodes[1].parent == 0)
    let database = try AppDatabase.inMemory()
    try Importer.run(tree, database: database)
    let model = try TreeModel(database: database)
    try model.expand(row: 0)
    #expect(try model.rows(in: 0..<3).map(\.title) == ["Home", "Garden, front", "Shed"])
  }

  @Test func badRowsAreReportedByLineAndNothingIsImported() throws {
    let csv = """
      id,parent,name,notes
      1,,Home,
      2,1,,empty name
      3,99,Orphan,
      1,,Duplicate,
      ,1,No id,
      """
    #expect(
      throws: ImportError([
        "line 3: the name of 2 is empty",
        "line 5: the id 1 is already used on line 2",
        "line 6: the id is empty",
        "line 4: the parent 99 of 3 is not in the file",
      ])
    ) { try CSVImport.parse(csv) }
    #expect(
      throws: ImportError("line 2: a quote inside an unquoted field (quote the whole field and double the quote)")
    ) {
      try CSVImport.parse("id,name\n1,Ho\"me\n")
    }
    #expect(throws: ImportError.self) { try CSVImport.parse("name,notes\nHome,\n") }
    #expect(throws: ImportError.self) { try CSVImport.parse("") }
  }

  @Test func cyclesAreRefused() {
    let csv = "id,parent,name\n1,,Root\n2,3,A\n3,2,B\n"
    #expect(
      throws: ImportError([
        "line 3: 2 is part of a parent cycle (it never reaches a root)",
        "line 4: 3 is part of a parent cycle (it never reaches a root)",
      ])
    ) { try CSVImport.parse(csv) }
  }

  @Test func aVeryDeepFileNeedsNoRecursion() throws {
    var csv = "id,parent,name\n1,,level 1\n"
    for level in 2...10_000 { csv += "\(level),\(level - 1),level \(level)\n" }
    let tree = try CSVImport.parse(csv)
    #expect(tree.nodes.count == 10_000)
    let database = try AppDatabase.inMemory()
    try Importer.run(tree, database: database)
    var json = ""
    try Exporter.run(.json, database: database) { json += $0 }
    #expect(json.contains("level 10000"))
    // And back: Foundation's parser stopped at 512 nested containers (255 levels).
    let back = try JSONImport.parse(Data(json.utf8))
    #expect(back.nodes.count == 10_000)
    let again = try AppDatabase.inMemory()
    try Importer.run(back, database: again)
    var second = ""
    try Exporter.run(.json, database: again) { second += $0 }
    #expect(second == json)
    var markdown = ""
    try Exporter.run(.markdown, database: database) { markdown += $0 }
    #expect(markdown.contains("###### (level 10000) level 10000"))
  }

  @Test func markdownExportIndentsEveryLineOfNotesWrittenWithCRLF() throws {
    let json =
      #"[{"name": "Home", "items": [{"title": "Mow", "notes": "first\r\nsecond\rthird", "attachments": [{"note": "a\r\nb"}]}]}]"#
    let database = try AppDatabase.inMemory()
    try Importer.run(try JSONImport.parse(Data(json.utf8)), database: database)
    var markdown = ""
    try Exporter.run(.markdown, database: database) { markdown += $0 }
    #expect(markdown.contains("  first\n  second\n  third\n"))
    #expect(markdown.contains("  - a b\n"))
    #expect(!markdown.contains("\r"))
  }

  @Test func jsonNestedWithItemsAndErrorsByPath() throws {
    let json = """
      [{"name": "Home", "notes": "house", "children": [{"name": "Garden"}],
        "items": [{"title": "Mow", "priority": "high", "status": "doing", "due": "2026-05-01",
                   "tags": ["garden"], "attachments": [{"link": "https://example.org"}, {"note": "n"},
                   {"image": {"caption": "c", "url": "https://example.org/i.png"}}]}]},
       {"name": "Work"}]
      """
    let tree = try JSONImport.parse(Data(json.utf8))
    #expect(tree.nodes.map(\.name) == ["Home", "Garden", "Work"])
    #expect(tree.nodes[0].items.first?.priority == .high)
    #expect(tree.nodes[0].items.first?.attachments.count == 3)
    #expect(tree.nodes[0].items.first.map { DateText.day($0.dueDate!) } == "2026-05-01")
    let bad = """
      {"name": "Home", "children": [{"notes": "no name"}, {"name": "ok", "items": [{"title": "t", "due": "2026-02-30", "attachments": [{"link": "not a url"}]}]}]}
      """
    #expect(
      throws: ImportError([
        "$.children[0].name: must be a non-empty string",
        "$.children[1].items[0].due: must be a date YYYY-MM-DD, not \"2026-02-30\"",
        "$.children[1].items[0].attachments[0].link: not a URL: \"not a url\"",
      ])
    ) { try JSONImport.parse(Data(bad.utf8)) }
    #expect(throws: ImportError.self) { try JSONImport.parse(Data("{not json".utf8)) }
  }

  @Test func directoryTreeBecomesCategoriesAndItems() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fileManager = FileManager.default
    try fileManager.createDirectory(
      at: directory.appendingPathComponent("docs/guides"), withIntermediateDirectories: true)
    try Data("Read me first".utf8).write(to: directory.appendingPathComponent("README.md"))
    try Data("How to garden".utf8).write(to: directory.appendingPathComponent("docs/guides/garden.txt"))
    try Data([0, 1, 2, 255]).write(to: directory.appendingPathComponent("docs/blob.bin"))
    try fileManager.createSymbolicLink(at: directory.appendingPathComponent("docs/loop"), withDestinationURL: directory)
    let tree = try DirectoryImport.parse(directory.path)
    #expect(tree.nodes.map(\.name) == [directory.lastPathComponent, "docs", "guides"])
    #expect(tree.nodes[0].items.map(\.title) == ["README.md"])
    #expect(tree.nodes[0].items.first?.notes == "Read me first")
    #expect(tree.nodes[1].items.first?.notes == "(binary file, 4 bytes)")
    #expect(tree.nodes[2].items.first?.notes == "How to garden")
    #expect(throws: ImportError.self) { try DirectoryImport.parse(directory.appendingPathComponent("README.md").path) }
  }

  @Test func exportRoundTripsThroughImport() throws {
    let database = try fixtureDatabase()
    var json = ""
    try Exporter.run(.json, database: database) { json += $0 }
    let again = try AppDatabase.inMemory()
    try Importer.run(try JSONImport.parse(Data(json.utf8)), database: again)
    var second = ""
    try Exporter.run(.json, database: again) { second += $0 }
    #expect(json == second)
    #expect(json.contains("\"attachments\": [{\"link\": \"https://example.org/sourdough\"}"))
    var markdown = ""
    // On a fixed day, so no due date passes under the test.
    try Exporter.run(.markdown, database: database, today: try #require(DateText.parseDay("2026-01-01"))) {
      markdown += $0
    }
    #expect(markdown.hasPrefix("# Home — 1/4 done · 1 doing\n\nEverything about the house\n"))
    #expect(markdown.contains("- [x] Bake bread (due 2026-12-01) #baking #weekend"))
    #expect(markdown.contains("  - ![First loaf](https://example.org/loaf.jpg)"))
  }

  @Test func importIntoACategoryAndProgress() throws {
    let database = try fixtureDatabase()
    let empty = try categoryID("Empty", in: database)
    var calls: [(Int, Int)] = []
    try Importer.run(fixtureTree(), into: empty, database: database) { calls.append(($0, $1)) }
    #expect(calls.last.map { $0.0 == $0.1 } == true)
    let children = try database.read { db in try Category.where { $0.parentID.eq(empty) }.count().fetchOne(db) }
    #expect(children == 3)
    #expect(throws: ImportError("there is no category 9999 to import into")) {
      try Importer.run(fixtureTree(), into: 9999, database: database)
    }
  }

  @Test func demoDataImports() throws {
    let tree = try AppSetup.demoTree()
    #expect(tree.count > 2000)
    let database = try AppDatabase.inMemory()
    try AppSetup.seedIfEmpty(database)
    let kinds = try database.read { db in
      (
        try Attachment.where { $0.kind.link.isNot(nil) }.count().fetchOne(db) ?? 0,
        try Attachment.where { $0.kind.note.isNot(nil) }.count().fetchOne(db) ?? 0,
        try Attachment.where { $0.kind.image.isNot(nil) }.count().fetchOne(db) ?? 0,
        try Tag.count().fetchOne(db) ?? 0
      )
    }
    #expect(kinds.0 > 0 && kinds.1 > 0 && kinds.2 > 0 && kinds.3 > 10)
  }
}
