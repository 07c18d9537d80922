import ArborFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import GRDB
import Testing

@testable import ArborCore

/// What a person means, in a terminal: files real programs wrote (or their schemas),
/// opened by the binary at 80×24 and used by its keys and commands.
@Suite struct WhatAPersonMeansInATerminalTests {
  /// Most of a person's decks are at the top, and the notes' first fields are ICD codes:
  /// the decks were not offered (fewer than half have levels) and the notes were, their
  /// fields split at the codes' dots. The file keeps Anki's `unicase`, which arbor does not
  /// register; `arbor trees` and `arbor FILE` are run as a person runs them.
  @Test func anAnkiCollectionOfCodesOpensItsDecks() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try RealFiles.write("anki-icd-collection", as: "collection.anki2", in: directory)
    let found = try ForeignFile.open(path: path).read { db in try TreeDetector.candidates(db) }
    #expect(found.first?.tree.table == "decks" && found.first?.tree.separator == "\u{1f}", "\(found.map(\.tree))")
    #expect(!found.contains { $0.tree.table == "notes" }, "\(found.map(\.tree))")
    let (tree, roots, below) = try ArborFixtures.opened(path, under: ["Medicine", "ICD-10"])
    #expect(tree?.table == "decks")
    #expect(roots.contains("Medicine") && roots.contains("Statistics") && roots.count == 9, "\(roots)")
    #expect(below == ["Chapter 1", "Chapter 2"])
    let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
    let listed = try runToEnd(arbor, ["trees", path], environment: ["HOME": directory.path, "PATH": "/usr/bin:/bin"])
    #expect(listed.0 == 0)
    #expect(listed.1.split(separator: "\n").dropFirst().first?.hasPrefix("1. table decks:") == true, "\(listed.1)")
    #expect(!listed.1.contains("table notes"), "\(listed.1)")
  }

  /// The Gene Ontology's terms have several parents each: the export goes through a copy
  /// (children found by its index; the file's link tables index only the child, and each
  /// node's children were a scan of every link: more than 9 minutes for 43,559 terms),
  /// and writes each link once — a term in full under its first parent, by name under the
  /// others, marked `"again"` (it read as a leaf).
  @Test func theGeneOntologyExportsEachLinkOnce() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("GO.sqlite").path
    var links = 0
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: RealSchemas.geneOntology)
      try db.execute(
        sql: """
          INSERT INTO go_ontology VALUES ('universal', 'universal'), ('BP', 'biological_process');
          INSERT INTO go_term VALUES (1, 'all', 'all', 'universal', NULL), (2, 'GO:0008150', 'biological_process', 'BP', NULL);
          INSERT INTO go_bp_parents VALUES (2, 1, 'is_a');
          """)
      var random = TestRandom(seed: 0x60)
      for term in 3...3_000 {
        try db.execute(
          sql: "INSERT INTO go_term VALUES (?, ?, ?, 'BP', NULL)",
          arguments: [term, String(format: "GO:%07d", 100_000 + term), "term \(term)"])
        let parents = Set((0..<(1 + random.below(3))).map { _ in 2 + random.below(term - 2) })
        for parent in parents {
          try db.execute(sql: "INSERT INTO go_bp_parents VALUES (?, ?, 'is_a')", arguments: [term, parent])
        }
      }
      links = try Int.fetchOne(db, sql: "SELECT count(*) FROM go_bp_parents") ?? 0
    }
    let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
    let (status, output) = try runToEnd(
      arbor, ["export", "--json", path],
      environment: ["HOME": directory.path, "PATH": "/usr/bin:/bin"])
    #expect(status == 0, "\(output.prefix(500))")
    let json = try #require(output.range(of: "[").map { String(output[$0.lowerBound...]) })
    let roots = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    var written: [String: Int] = [:]
    var opened = Set<String>()
    func walk(_ entries: [[String: Any]]) {
      for entry in entries {
        let name = entry["name"] as? String ?? ""
        #expect((entry["again"] as? Bool == true) == (written[name] != nil), "\(name): again only when written before")
        written[name, default: 0] += 1
        if let children = entry["children"] as? [[String: Any]], !children.isEmpty {
          #expect(opened.insert(name).inserted, "\(name) written in full twice")
          walk(children)
        }
      }
    }
    walk(roots)
    // Every link once, and the root.
    #expect(written.values.reduce(0, +) == links + 1)
    #expect(written.count == 3_000)
  }

  /// digiKam's albums, in its core database's tables as digiKam makes them: `arbor trees`
  /// offers them as paths (with few albums, under a root album `/`, they were not offered),
  /// and opened in a terminal the root album holds the albums under it (it was shown beside
  /// them).
  @Test func digiKamsRootAlbumHoldsItsAlbums() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = home.appendingPathComponent("digikam4.db").path
    try DatabaseQueue(path: path).writeWithoutTransaction { db in
      try db.execute(sql: RealSchemas.digiKam)
      try db.execute(
        sql: """
          INSERT INTO AlbumRoots VALUES (1, 'Pictures', 0, 1, 'volumeid:?uuid=0f3e', '/home/ann/Pictures');
          INSERT INTO Albums (albumRoot, relativePath, date) VALUES (1, '/', '2019-06-01'), (1, '/2019', '2019-06-01'),
            (1, '/2019/Summer', '2019-07-02'), (1, '/2024', '2024-01-05'), (1, '/2024/Holidays', '2024-08-10');
          INSERT INTO Tags (pid, name) VALUES (0, '_Digikam_Internal_Tags_'), (0, 'People'), (2, 'Family');
          """)
    }
    let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
    let (status, listed) = try runToEnd(arbor, ["trees", path], environment: terminalEnvironment(home: home))
    #expect(status == 0)
    #expect(
      listed.contains("table Albums: paths in relativePath") && listed.contains("1 first level, 3 levels deep"),
      "\(listed)")
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path, "--table", "Albums", "--path", "relativePath"],
      environment: terminalEnvironment(home: home), size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    func screen() -> String { screenText(of: session) }
    #expect(session.read(until: { _ in screen().contains("▸ /") }, timeout: 30), "\(screen())")
    session.send("\r")
    #expect(
      session.read(until: { _ in screen().contains("▾ /") && screen().contains("  ▸ 2024") }, timeout: 30),
      "\(screen())")
    #expect(!screen().contains("(no path)"))
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// ncdu's first screen: an archive made by `sqlite3 -A` opens largest first, the order
  /// named on the status line, the whole tree's total and its number of items in the
  /// footer; `Z`, `C` and `N` (ncdu's `s`, `C`, `n`) order by total, count and name at
  /// once, and pressed again turn the order round.
  @Test func anArchiveOpensLargestFirstAsNcduDoes() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let source = home.appendingPathComponent("share")
    for (name, bytes, files) in [("alpha", 300, 1), ("bigger", 9000, 1), ("many", 40, 5)] {
      let folder = source.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for file in 0..<files {
        // Random bytes: deflate would make a repeated text small, and sizes are what count.
        let data = Data((0..<bytes).map { _ in UInt8.random(in: 0...255) })
        try data.write(to: folder.appendingPathComponent("f\(file).bin"))
      }
    }
    let path = home.appendingPathComponent("share.sqlar").path
    try sqliteShell(["-A", "-c", "-f", path, "share"], in: home)
    let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path], environment: terminalEnvironment(home: home), size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    func screen() -> [String] { screenText(of: session).components(separatedBy: "\n") }
    /// The labels of the rows under `share`, top to bottom.
    func order() -> [String] {
      screen().compactMap { line in ["alpha", "bigger", "many"].first { line.contains("▸ \($0) ") } }
    }
    #expect(session.read(until: { _ in screen().contains { $0.contains("▸ share") } }, timeout: 30), "\(screen())")
    #expect(screen()[23].contains("· by total"), "\(screen()[23])")
    #expect(screen()[22].contains("Total ") && screen()[22].contains(" · 11 items"), "\(screen()[22])")
    session.send("\r")
    #expect(session.read(until: { _ in order() == ["bigger", "alpha", "many"] }, timeout: 10), "\(screen())")
    for (key, expected) in [
      ("Z", ["many", "alpha", "bigger"]), ("C", ["many", "alpha", "bigger"]), ("N", ["alpha", "bigger", "many"]),
      ("N", ["many", "bigger", "alpha"]), ("Z", ["bigger", "alpha", "many"]),
    ] {
      session.send(key)
      #expect(session.read(until: { _ in order() == expected }, timeout: 10), "\(key): \(order())")
    }
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// `:` lists every action of the open tree by name with its keys; typed words narrow
  /// it, Enter runs the chosen one as its key would, Esc closes it.
  @Test func theCommandPaletteRunsAnActionByName() throws {
    let (home, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: home) }
    let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
    let session = try PseudoTerminalSession(
      path: arbor,
      arguments: [
        path, "--sum", "balance=(SELECT sum(value_num * 1.0 / value_denom) FROM splits WHERE account_guid = x.guid)",
      ],
      environment: terminalEnvironment(home: home), size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    func screen() -> String { screenText(of: session) }
    #expect(session.read(until: { _ in screen().contains("Root Account") }, timeout: 30), "\(screen())")
    session.send(":")
    #expect(session.read(until: { _ in screen().contains("Actions") && screen().contains("expand-all") }, timeout: 10))
    session.send("zzz")
    #expect(session.read(until: { _ in screen().contains("No action has those words.") }, timeout: 10), "\(screen())")
    session.send("\u{1B}")
    #expect(session.read(until: { _ in !screen().contains("Actions") }, timeout: 10), "\(screen())")
    session.send(":")
    #expect(session.read(until: { _ in screen().contains("Actions") }, timeout: 10))
    session.send("fewest")
    #expect(
      session.read(until: { _ in screen().contains("sort-by-count") && !screen().contains("expand-all") }, timeout: 10))
    session.send("\r")
    #expect(
      session.read(until: { _ in screen().contains("Siblings: nodes below, most first") }, timeout: 10), "\(screen())")
    #expect(!screen().contains("Actions"))
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// The binary at 80×24 on a GnuCash book opened with `--edit`: `c` ticks a column to
  /// show beside each account, the filter's Tab matches letters in order (`wlt` finds
  /// Wallet), and `e` edits an account's columns in a form that writes the file.
  @Test func columnsLettersInOrderAndARowsFormInATerminal() throws {
    let (home, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: home) }
    let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path, "--edit"], environment: terminalEnvironment(home: home),
      size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    func screen() -> String { screenText(of: session) }
    #expect(session.read(until: { _ in screen().contains("Root Account") }, timeout: 30), "\(screen())")
    session.send("*")
    #expect(session.read(until: { _ in screen().contains("Wallet") }, timeout: 10), "\(screen())")
    session.send("c")
    #expect(session.read(until: { _ in screen().contains("[ ] account_type") }, timeout: 10), "\(screen())")
    session.send("jj ")
    session.send("\r")
    #expect(session.read(until: { _ in screen().contains("Wallet  CASH") }, timeout: 10), "\(screen())")
    session.send("f")
    session.send("wlt")
    #expect(session.read(until: { _ in screen().contains("Nothing matches “wlt”") }, timeout: 10), "\(screen())")
    session.send("\t")
    #expect(
      session.read(until: { _ in screen().contains("1 match for “wlt” (letters in order)") }, timeout: 10),
      "\(screen())")
    session.send("\r")
    session.send("\u{1B}")
    #expect(session.read(until: { _ in screen().contains("Expenses") }, timeout: 10), "\(screen())")
    // The Wallet's code, in its form.
    session.send("pWallet\r")
    #expect(session.read(until: { _ in screen().contains("› Wallet") }, timeout: 10), "\(screen())")
    session.send("e")
    #expect(session.read(until: { _ in screen().contains("Edit “Wallet”") }, timeout: 10), "\(screen())")
    for _ in 0..<5 { session.send("\t") }
    session.send("W1\r")
    #expect(session.read(until: { _ in screen().contains("Saved") }, timeout: 10), "\(screen())")
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
    let code = try DatabaseQueue(path: path).read { db in
      try String.fetchOne(db, sql: "SELECT code FROM accounts WHERE guid = 'w'")
    }
    #expect(code == "W1")
  }

  /// `E` writes the selected subtree to a file whose ending says the format, and never
  /// over a file already there.
  @Test func theSelectedSubtreeIsWrittenToAFile() throws {
    let (home, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: home) }
    let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path], environment: terminalEnvironment(home: home), size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    func screen() -> String { screenText(of: session) }
    #expect(session.read(until: { _ in screen().contains("Root Account") }, timeout: 30), "\(screen())")
    session.send("p")
    session.send("Assets\r")
    #expect(session.read(until: { _ in screen().contains("› Assets") }, timeout: 10), "\(screen())")
    let csv = home.appendingPathComponent("assets.csv").path
    for round in 0..<2 {
      session.send("E")
      #expect(session.read(until: { _ in screen().contains("Export “Assets”") }, timeout: 10), "\(screen())")
      session.send("\u{15}" + csv + "\r")
      if round == 0 {
        #expect(session.read(until: { _ in screen().contains("Wrote 3 nodes to") }, timeout: 10), "\(screen())")
      } else {
        #expect(session.read(until: { _ in screen().contains("exists already") }, timeout: 10), "\(screen())")
        session.send("\u{1B}")
      }
    }
    let written = try String(contentsOfFile: csv, encoding: .utf8)
    #expect(written == "id,parent,label\na,,Assets\nb,a,Bank\nw,a,Wallet\n", "\(written)")
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// `p` takes a GnuCash account path as GnuCash writes it, without the book's hidden root
  /// (`Assets:Bank`; the README's own example found nothing), and what `Y` copied (the
  /// names joined by ` / `) back.
  @Test func aGnuCashAccountPathIsFoundWithoutItsRoot() throws {
    let (home, path) = try GnuCashBook.bookFile()
    defer { try? FileManager.default.removeItem(at: home) }
    try DatabaseQueue(path: path).writeWithoutTransaction { db in
      try db.execute(
        sql: """
          CREATE TABLE books (guid text(32) PRIMARY KEY NOT NULL, root_account_guid text(32) NOT NULL,
            root_template_guid text(32) NOT NULL);
          INSERT INTO accounts VALUES ('tr', 'Template Root', 'ROOT', NULL, 100, 0, NULL, '', '', 0, 0);
          INSERT INTO books VALUES ('bk', 'r', 'tr');
          """)
    }
    let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")
    let session = try PseudoTerminalSession(
      path: arbor, arguments: [path], environment: terminalEnvironment(home: home), size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    func screen() -> [String] { screenText(of: session).components(separatedBy: "\n") }
    #expect(session.read(until: { _ in screen()[0].contains("Root Account") }, timeout: 30), "\(screen())")
    // `Y` copies an account's path as GnuCash writes it (OSC 52 carries it, in base64).
    session.send("p")
    #expect(session.read(until: { _ in screen().contains { $0.contains("Go to") } }, timeout: 10))
    session.send("Assets:Wallet\r")
    #expect(session.read(until: { _ in screen()[0].hasSuffix("› Wallet") }, timeout: 10), "\(screen()[0])")
    session.send("Y")
    let copied = Data("Assets:Wallet".utf8).base64EncodedString()
    #expect(session.read(until: { $0.contains(copied) }, timeout: 10), "\(screen()[23])")
    for typed in ["Assets:Bank", "Root Account / Expenses / Food", "Liabilities:Taxes"] {
      session.send("p")
      #expect(session.read(until: { _ in screen().contains { $0.contains("Go to") } }, timeout: 10), "\(screen())")
      session.send(typed + "\r")
      let last = typed.components(separatedBy: CharacterSet(charactersIn: ":/")).last!.trimmingCharacters(
        in: .whitespaces)
      #expect(
        session.read(until: { _ in screen()[0].hasSuffix("› " + last) }, timeout: 10), "\(typed): \(screen()[0])")
    }
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }
}
