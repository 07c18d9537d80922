import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborScreenFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import GRDB
import Testing

/// What every kind of open tree owes the screen, written once and run on each: the same
/// small tree — Home (Garden, Kitchen), Work (Reports) — kept as arbor's notes, as a
/// parent column, and as CherryTree keeps it (its own schema: nodes linked by a
/// `children` table). Each is opened by `OpenTrees.open`, as the app opens files, and
/// driven through the screen's keys.
@Suite struct OpenTreeContractTests {
  typealias Shape = TreeShape

  /// A fresh file of `shape`, opened as the app opens it.
  func open(_ shape: Shape, edit: Bool = true) throws -> (
    tree: any OpenTree, screen: AppScreen, path: String, directory: URL
  ) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent(shape == .notes ? "notes.db" : "other.sqlite").path
    try shape.write(at: path)
    let options = OpenOptions(
      edit: edit, tree: shape.requested, cacheDirectory: directory.appendingPathComponent("cache").path)
    let tree = try OpenTrees.open(path: path, options)
    return (tree, try makeScreen(tree), path, directory)
  }

  /// The whole tree, opened, as an outline.
  func expanded(_ screen: AppScreen) throws -> String {
    var row = 0
    while row < screen.tree.rowCount {
      _ = try screen.tree.expand(row: row)
      row += 1
    }
    return try outline(screen.tree)
  }

  /// Selects the node labelled `title` (the tree opened all the way).
  func select(_ title: String, in screen: AppScreen) throws {
    _ = try expanded(screen)
    let rows = try screen.tree.rows(in: 0..<screen.tree.rowCount)
    let node = try #require(rows.first { $0.title == title }?.node, "\(title) in \(rows.map(\.title))")
    screen.reveal(node)
    screen.settle()
  }

  /// Every row of the shape's tables, to compare before an edit and after its undo.
  func rows(_ shape: Shape, _ path: String) throws -> [String] {
    try DatabaseQueue(path: path).read { db in
      try shape.tables.flatMap { table in
        try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid").map { "\(table) \($0)" }
      }
    }
  }

  static let original = """
    - Home
        Garden
        Kitchen
    - Work
        Reports
    """

  @Test func everyKindHasAFixture() {
    let kinds = ForeignTree.Shape.kinds.map { $0.option }
    #expect(Shape.foreign.compactMap(\.option) == kinds, "a fixture for each of \(kinds)")
  }

  /// Each kind opens its own fixture, and the options that name the tree opened
  /// (`arbor trees` prints them, the choices keep them) give the same shape back.
  @Test(arguments: Shape.foreign)
  func optionsGiveTheShapeBack(_ shape: Shape) throws {
    let (tree, _, _, directory) = try open(shape, edit: false)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let opened = try #require(tree as? ForeignFileTree).shown.tree
    #expect(type(of: opened.shape.kind).option == shape.option)
    let options = opened.options
    var given: [String: String] = [:]
    for index in stride(from: 0, to: options.count - 1, by: 2) where options[index].hasPrefix("--") {
      given[options[index]] = options[index + 1]
    }
    #expect(try ForeignTree.Shape.from(ShapeWords(given)) == opened.shape, "\(options)")
  }

  @Test(arguments: Shape.all)
  func readsSearchesCopiesAndExports(_ shape: Shape) throws {
    let (tree, screen, _, directory) = try open(shape)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    #expect(try expanded(screen) == Self.original)
    screen.press(.character("/"))
    screen.type("kitch")
    screen.tick()
    screen.search.waitUntilIdle()
    screen.tick()
    let hit = try #require(screen.searchResults?.hits.first)
    #expect(
      hit.title.replacingOccurrences(of: SearchMarker.open, with: "").replacingOccurrences(
        of: SearchMarker.close, with: "") == "Kitchen")
    #expect(hit.path == ["Home"])
    // The count of all hits, which a list read a page at a time gives, is the number of
    // hits an unbounded search finds. The label index may arrive between the two reads
    // (the count then from the copy's labels, the hits from the index): read again until
    // both come from the same side.
    for text in ["kitch", "o", "r", "e", "home garden", "zz"] {
      var counted = (0, -1)
      let deadline = Date().addingTimeInterval(30)
      while counted.0 != counted.1 && Date() < deadline {
        counted = try tree.database.searchReader.read { db in
          (try tree.hierarchy.hitCount(text, db), try tree.hierarchy.search(text, ranked: false, limit: 1000, db).count)
        }
        if counted.0 != counted.1 { Thread.sleep(forTimeInterval: 0.05) }
      }
      #expect(counted.0 == counted.1, "\(text)")
    }
    screen.press(.enter)
    #expect(screen.tree.selected?.title == "Kitchen")
    var copied: [String] = []
    screen.hooks.clipboard = { copied.append($0) }
    screen.press(.character("y"), .character("Y"))
    // A tree of paths copies the path as the file writes it, which a shell takes.
    #expect(copied == ["Kitchen", shape == .paths ? "Home/Kitchen" : "Home / Kitchen"])
    // What reaches the terminal: OSC 52 with the path in base64, decoded back.
    let sequence = Clipboard.sequence(for: copied[1])
    let payload = try #require(sequence.split(separator: ";").last?.dropLast())
    #expect(Data(base64Encoded: String(payload)).map { String(decoding: $0, as: UTF8.self) } == copied[1])
    var markdown = ""
    try tree.export(.markdown) { markdown += $0 }
    if shape == .notes {
      #expect(markdown.hasPrefix("# Home\n"), "\(markdown)")
    } else if shape == .paths {
      #expect(markdown == "- Home\n  - Garden\n  - Kitchen\n- Work\n  - Reports\n")
    } else {
      #expect(markdown == "- Home\n  - Garden\n  - Kitchen\n- Work\n  - Reports\n")
    }
    // Every label, in the tree's order.
    let order = ["Home", "Garden", "Kitchen", "Work", "Reports"].compactMap { markdown.range(of: $0)?.lowerBound }
    #expect(order.count == 5 && order == order.sorted())
  }

  /// `p` goes to a typed path or label on every shape, opening the way there; `[` goes
  /// back to where the jump (or a search hit) came from, `]` forward again.
  @Test(arguments: Shape.all)
  func jumpsToAPathAndBack(_ shape: Shape) throws {
    let (tree, screen, _, directory) = try open(shape)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    func jump(_ text: String) {
      screen.press(.character("p"))
      screen.type(text)
      screen.press(.enter)
    }
    jump("Work/Reports")
    #expect(screen.tree.selected?.title == "Reports")
    jump("home › kitchen")
    #expect(screen.tree.selected?.title == "Kitchen")
    if shape != .notes && shape != .paths {
      // Another program's row by its key: Reports is row 5.
      jump("5")
      #expect(screen.tree.selected?.title == "Reports")
      screen.press(.character("["))
    }
    jump("Garden")
    #expect(screen.tree.selected?.title == "Garden")
    screen.press(.character("["))
    #expect(screen.tree.selected?.title == "Kitchen")
    screen.press(.character("["))
    #expect(screen.tree.selected?.title == "Reports")
    screen.press(.character("]"))
    #expect(screen.tree.selected?.title == "Kitchen")
    // Nothing by that name: the prompt stays, saying so, and nothing moves.
    jump("Home/Cellar")
    #expect(screen.tree.selected?.title == "Kitchen")
    #expect(render(screen, rows: 24, columns: 80).text.contains("Nothing here is called that"))
  }

  /// `S` turns the tree's own order round on every shape read through its copy (and an
  /// order by label, where the tree offers one, Z to A); every row's place, which
  /// revealing a node reads, agrees with the list either way.
  @Test(arguments: Shape.foreign)
  func siblingOrdersTurnRound(_ shape: Shape) throws {
    let (tree, screen, _, directory) = try open(shape, edit: false)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    try tree.start {}
    // Until the keeper has made its copy, a tree of paths, nested sets or a closure shows
    // nothing; the others read the file itself (these are too small for a copy).
    let deadline = Date().addingTimeInterval(30)
    while try Date() < deadline && (tree.signals.activity != nil || outline(screen.tree).isEmpty) {
      Thread.sleep(forTimeInterval: 0.02)
      screen.tick()
    }
    func placesAgree(sourceLocation: SourceLocation = #_sourceLocation) throws {
      try expectPlacesAgree(screen.tree, tree, sourceLocation: sourceLocation)
    }
    let turned = "- Work\n    Reports\n- Home\n    Kitchen\n    Garden"
    #expect(try expanded(screen) == Self.original)
    screen.press(.character("S"))
    #expect(tree.hierarchy.siblingOrder == .treeReversed)
    #expect(try expanded(screen) == turned)
    try placesAgree()
    #expect(render(screen, rows: 24, columns: 80).text.contains("last first"))
    screen.press(.character("S"))
    #expect(tree.hierarchy.siblingOrder == .tree)
    #expect(try expanded(screen) == Self.original)
    guard tree.hierarchy.siblingOrders.contains(.label) else { return }
    for _ in tree.hierarchy.siblingOrders where tree.hierarchy.siblingOrder != .label { screen.press(.character("s")) }
    try #require(tree.hierarchy.siblingOrder == .label, "\(tree.hierarchy.siblingOrders)")
    screen.press(.character("S"))
    #expect(tree.hierarchy.siblingOrder == .labelReversed)
    #expect(try expanded(screen) == turned)
    try placesAgree()
  }

  /// `f` narrows the tree to what matches and the way to it, opened; edits wait for the
  /// whole tree; Esc puts the whole tree back as it was.
  @Test(arguments: Shape.all)
  func filtersToMatchesAndTheirAncestors(_ shape: Shape) throws {
    let (tree, screen, _, directory) = try open(shape)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    screen.press(.character("j"))
    #expect(screen.tree.selected?.title == "Work")
    screen.press(.character("f"))
    screen.type("repo")
    screen.press(.enter)
    #expect(try outline(screen.tree) == "- Work\n    Reports")
    #expect(screen.tree.selected?.title == "Reports")
    #expect(render(screen, rows: 24, columns: 80).text.contains("Filter “repo”"))
    // The prompt holds the filter's text: Ctrl-U clears it for another.
    screen.press(.character("f"), .ctrl("u"))
    screen.type("gard")
    screen.press(.enter)
    #expect(try outline(screen.tree) == "- Home\n    Garden")
    screen.press(.character("r"))
    #expect(screen.message?.contains("Esc returns to the whole tree") == true)
    // A key that edits at once edits nothing under a filter: once it moved the row in the
    // whole tree and then said it had not.
    screen.press(.character("J"))
    #expect(screen.message?.contains("Esc returns to the whole tree") == true)
    screen.press(.escape)
    #expect(try outline(screen.tree) == "+ Home\n+ Work")
    #expect(screen.tree.selected?.title == "Work")
    screen.press(.character("k"), .character("l"))
    let whole = try outline(screen.tree)
    #expect(whole.hasPrefix("- Home\n    Garden\n    Kitchen"), "\(whole)")
  }

  /// The filter narrows as its words are typed (broot, fzf), before Enter; Esc in its
  /// prompt brings back the tree as it was when the prompt opened — the whole tree, or the
  /// filter it had.
  @Test(arguments: Shape.all)
  func theFilterNarrowsAsItsWordsAreTyped(_ shape: Shape) throws {
    let (tree, screen, _, directory) = try open(shape)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    /// After the pause the filter waits for.
    func rest() { screen.tick(now: AppClock.now() + 1) }
    screen.press(.character("j"))
    screen.press(.character("f"))
    screen.type("repo")
    rest()
    #expect(try outline(screen.tree) == "- Work\n    Reports")
    #expect(render(screen, rows: 24, columns: 80).text.contains("Filter “repo”"))
    screen.press(.escape)
    #expect(try outline(screen.tree) == "+ Home\n+ Work")
    #expect(screen.tree.selected?.title == "Work")
    screen.press(.character("f"))
    screen.type("gard")
    rest()
    screen.press(.enter)
    #expect(try outline(screen.tree) == "- Home\n    Garden")
    screen.press(.character("f"), .ctrl("u"))
    screen.type("repo")
    rest()
    #expect(try outline(screen.tree) == "- Work\n    Reports")
    screen.press(.escape)
    #expect(try outline(screen.tree) == "- Home\n    Garden")
  }

  /// Tab in the filter's prompt matches a label's letters in order, anywhere (fzf):
  /// `ktn` finds Kitchen, which no word of it begins; Tab again is word prefixes, and a
  /// filter made either way comes back that way in the prompt.
  @Test(arguments: Shape.all)
  func theFilterMatchesLettersInOrderAsAChoice(_ shape: Shape) throws {
    let (tree, screen, _, directory) = try open(shape)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    func rest() { screen.tick(now: AppClock.now() + 1) }
    screen.press(.character("f"))
    screen.type("ktn")
    rest()
    #expect(try outline(screen.tree) == "", "no word begins with ktn")
    #expect(screen.message?.contains("Nothing matches “ktn”") == true)
    screen.press(.tab)
    #expect(render(screen, rows: 24, columns: 80).text.contains("Letters in order"))
    rest()
    #expect(try outline(screen.tree) == "- Home\n    Kitchen")
    #expect(screen.message?.contains("1 match for “ktn” (letters in order)") == true)
    screen.press(.enter)
    #expect(render(screen, rows: 24, columns: 80).text.contains("Filter “ktn” (letters in order)"))
    // `ors` holds Work, Reports (and no more): letters in order across the whole label.
    screen.press(.character("f"), .ctrl("u"))
    screen.type("ors")
    rest()
    #expect(try outline(screen.tree) == "- Work\n    Reports")
    screen.press(.tab)
    rest()
    #expect(try outline(screen.tree) == "", "as words, ors begins nothing")
    screen.press(.escape)
    #expect(try outline(screen.tree) == "- Home\n    Kitchen", "Esc: the filter as it was, letters in order")
  }

  /// Space marks nodes (drawn marked, counted on the status line) and goes down; delete
  /// acts on every marked one after one question, and one undo brings them all back; Esc
  /// clears the marks. A tree that deletes nothing says so, marks or not.
  @Test(arguments: Shape.all)
  func marksActOnSeveralNodesAtOnce(_ shape: Shape) throws {
    let (tree, screen, _, directory) = try open(shape)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let before = try outline(screen.tree)
    #expect(before == "+ Home\n+ Work")
    screen.press(.character(" "))
    #expect(screen.message?.hasPrefix("1 marked") == true, "\(screen.message ?? "")")
    #expect(screen.tree.selected?.title == "Work")
    screen.press(.character(" "))
    #expect(screen.message?.hasPrefix("2 marked") == true, "\(screen.message ?? "")")
    let drawn = render(screen, rows: 24, columns: 80).text
    #expect(drawn.contains("✱ Home") && drawn.contains("✱ Work"), "\(drawn)")
    screen.press(.escape)
    #expect(screen.message == "Marks cleared")
    #expect(!render(screen, rows: 24, columns: 80).text.contains("✱"))
    screen.press(.character("g"), .character(" "), .character(" "), .character("d"))
    guard tree.editing?.capabilities.contains(.delete) == true else {
      #expect(
        !render(screen, rows: 24, columns: 80).text.contains("Delete the"), "a tree that deletes nothing asks nothing")
      return
    }
    #expect(render(screen, rows: 24, columns: 80).text.contains("Delete the 2 marked"))
    screen.press(.character("y"))
    #expect(screen.tree.rowCount == 0)
    screen.press(.character("u"))
    #expect(try outline(screen.tree) == before)
    #expect(screen.message?.hasPrefix("Undid: Delete 2") == true, "\(screen.message ?? "")")
    #expect(try expanded(screen) == Self.original)
  }

  /// Move with marks moves every marked node under the parent picked, as one step: one
  /// undo puts them all back, the file's rows as they were.
  @Test(arguments: Shape.all)
  func marksMoveTogether(_ shape: Shape) throws {
    let (tree, screen, path, directory) = try open(shape)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    guard tree.editing?.capabilities.contains(.move) == true else { return }
    let before = try rows(shape, path)
    try select("Garden", in: screen)
    screen.press(.character(" "), .character(" "))
    #expect(screen.message?.hasPrefix("2 marked") == true, "\(screen.message ?? "")")
    screen.press(.character("m"))
    #expect(screen.message?.hasPrefix("Moving 2 marked") == true, "\(screen.message ?? "")")
    try select("Work", in: screen)
    screen.press(.enter)
    #expect(screen.message?.hasPrefix("Moved 2") == true, "\(screen.message ?? "")")
    let moved = try expanded(screen)
    // Home emptied (still open), Work holding all three, in the order the shape keeps.
    #expect(
      Set(moved.split(separator: "\n")) == ["- Home", "- Work", "    Garden", "    Kitchen", "    Reports"], "\(moved)")
    #expect(!render(screen, rows: 24, columns: 80).text.contains("✱"))
    screen.press(.character("u"))
    #expect(screen.message?.hasPrefix("Undid: Move 2") == true, "\(screen.message ?? "")")
    #expect(try expanded(screen) == Self.original)
    #expect(try rows(shape, path) == before)
  }

  /// Another program's tree speaks of rows, never of arbor's categories and items: on the
  /// screen, in the status line's hints, in the help, on an empty node.
  @Test(arguments: Shape.foreign, [true, false])
  func anotherProgramsTreeHasNoNotesVocabulary(_ shape: Shape, edit: Bool) throws {
    let (tree, screen, _, directory) = try open(shape, edit: edit)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    try select("Garden", in: screen)
    screen.press(.right)
    var seen = [render(screen, rows: 24, columns: 100).text]
    screen.press(.character("?"))
    for _ in 0..<12 {
      seen.append(render(screen, rows: 30, columns: 100).text)
      screen.press(.pageDown)
    }
    screen.press(.escape, .character("/"))
    seen.append(render(screen, rows: 24, columns: 100).text)
    for text in seen {
      #expect(!text.localizedCaseInsensitiveContains("categor"), "\(text)")
      #expect(!text.contains(" item"), "\(text)")
      // Sections of modes this tree never enters are not listed.
      #expect(!text.contains(KeyMode.titles[KeyMode.addAttachment]!), "\(text)")
      if !edit { #expect(!text.contains(KeyMode.titles[KeyMode.form]!), "\(text)") }
    }
  }

  @Test(arguments: Shape.editable)
  func everyEditUndoesAndRedoesExactly(_ shape: Shape) throws {
    let (tree, screen, path, directory) = try open(shape)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let editing = try #require(tree.editing)
    #expect(editing.capabilities.isSuperset(of: [.rename, .addChild, .addSibling, .move, .delete]))
    let before = try rows(shape, path)
    func undoneExactly(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
      screen.press(.character("u"))
      #expect(try rows(shape, path) == before, "\(what) undone", sourceLocation: sourceLocation)
      #expect(try expanded(screen) == Self.original, sourceLocation: sourceLocation)
    }

    try select("Kitchen", in: screen)
    screen.press(.character("r"), .ctrl("u"))
    screen.type("Pantry")
    screen.press(.enter)
    #expect(try expanded(screen).contains("Pantry"))
    try undoneExactly("rename")
    screen.press(.ctrl("r"))
    let redone = try expanded(screen)
    #expect(redone.contains("Pantry") && !redone.contains("Kitchen"))
    try undoneExactly("rename redone")

    try select("Work", in: screen)
    screen.press(.character("a"))
    screen.type("Plans")
    screen.press(.enter)
    let added = try expanded(screen)
    #expect(
      added.contains("- Work\n    Plans\n    Reports") || added.contains("- Work\n    Reports\n    Plans"), "\(added)")
    try undoneExactly("add")

    // The detail pane follows a move at once: its path is the node's new one.
    try select("Garden", in: screen)
    screen.press(.character("m"))
    try select("Work", in: screen)
    screen.press(.enter)
    screen.settle()
    #expect(screen.detail.details?.path == ["Work", "Garden"])
    try undoneExactly("move")
    try select("Garden", in: screen)
    #expect(screen.detail.details?.path == ["Home", "Garden"])

    try select("Home", in: screen)
    screen.press(.character("d"), .character("y"))
    #expect(try expanded(screen) == "- Work\n    Reports")
    try undoneExactly("delete")
  }

  /// Nested sets and closures offer renaming only: it reaches the screen at once (the
  /// copy is relabelled, not made again) and is undone and redone exactly; the other
  /// edits say why not, and change nothing.
  @Test(arguments: Shape.renamedOnly)
  func renamedOnlyTreesRenameAndUndoExactly(_ shape: Shape) throws {
    let (tree, screen, path, directory) = try open(shape)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    let editing = try #require(tree.editing)
    #expect(editing.capabilities == [.rename])
    let before = try rows(shape, path)
    try select("Kitchen", in: screen)
    screen.press(.character("r"), .ctrl("u"))
    screen.type("Pantry")
    screen.press(.enter)
    let renamed = try expanded(screen)
    #expect(renamed.contains("Pantry") && !renamed.contains("Kitchen"), "\(renamed)")
    screen.press(.character("u"))
    #expect(try rows(shape, path) == before)
    #expect(try expanded(screen) == Self.original)
    screen.press(.ctrl("r"))
    #expect(try expanded(screen).contains("Pantry"))
    screen.press(.character("u"))
    #expect(try rows(shape, path) == before)
    for key in ["d", "m", "a"] {
      try select("Home", in: screen)
      screen.press(.character(Character(key)))
      screen.press(.escape)
      #expect(try rows(shape, path) == before, "\(key)")
    }
    #expect(editing.refusal(.delete, of: nil)?.contains("renamed only") == true)
    #expect(throws: EditError.self) { _ = try editing.delete(.row(3.databaseValue), progress: nil) }
    #expect(try rows(shape, path) == before)
  }

  @Test(arguments: Shape.all)
  func anotherProcesssWriteRefreshesWhatShowsIt(_ shape: Shape) throws {
    let (tree, screen, path, directory) = try open(shape, edit: false)
    defer {
      tree.stop()
      try? FileManager.default.removeItem(at: directory)
    }
    try select("Reports", in: screen)
    #expect(screen.detail.details?.path == ["Work", "Reports"])
    // The other program waits for arbor's reads (a side-car being made) as programs do.
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    try DatabaseQueue(path: path, configuration: configuration).write { db in try db.execute(sql: shape.renameReports) }
    // A copy made of the file catches up by itself, within moments.
    let deadline = Date().addingTimeInterval(10)
    // The rows read afresh can show the rename before the screen has noticed the commit:
    // what counts is the screen catching up, detail pane included.
    while Date() < deadline,
      !(try outline(screen.tree).contains("Summaries")) || screen.detail.details?.path.last != "Summaries"
    {
      screen.tick()
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(try outline(screen.tree).contains("Summaries"))
    try select("Summaries", in: screen)
    #expect(screen.detail.details?.path == ["Work", "Summaries"])
  }

  /// Each switch to another tree replaces the panes' watches: none is left behind.
  @Test func switchingTreesFiftyTimesLeavesNoWatchBehind() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("two.sqlite").path
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          CREATE TABLE tags (id INTEGER PRIMARY KEY, parentId INTEGER REFERENCES tags(id), label TEXT);
          INSERT INTO tags VALUES (1, NULL, 'all tags'), (2, 1, 'red');
          CREATE TABLE places (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES places(id), name TEXT);
          INSERT INTO places VALUES (1, NULL, 'Europe'), (2, 1, 'France');
          """)
    }
    let tree = try OpenTrees.open(path: path, OpenOptions(edit: true))
    let screen = try makeScreen(tree)
    #expect(tree.following.watchCount == 3)
    for round in 0..<50 {
      screen.press(.character("T"), round % 2 == 0 ? .down : .up, .enter)
    }
    #expect(tree.following.watchCount == 3)
    let shown = render(screen, rows: 24, columns: 100).text
    #expect(shown.contains("Europe") || shown.contains("all tags"))
    // Our own edit still reaches the panes of the tree shown now.
    try select(shown.contains("Europe") ? "France" : "red", in: screen)
    screen.press(.character("r"), .ctrl("u"))
    screen.type("renamed here")
    screen.press(.enter)
    #expect(render(screen, rows: 24, columns: 100).text.contains("renamed here"))
  }
}
