import ArborTerminal
import Testing

@Suite struct KeymapTests {
  @Test func standardKeymapParsesAndBindsTheDocumentedKeys() throws {
    let keymap = try Keymap.parse(Keymap.standardText)
    #expect(keymap.action(for: .character("j")) == StandardAction.down)
    #expect(keymap.action(for: .down) == StandardAction.down)
    #expect(keymap.action(for: .character("k")) == StandardAction.up)
    #expect(keymap.action(for: .enter) == StandardAction.expand)
    #expect(keymap.action(for: .right) == StandardAction.expand)
    #expect(keymap.action(for: .character("l")) == StandardAction.expand)
    #expect(keymap.action(for: .left) == StandardAction.collapse)
    #expect(keymap.action(for: .character("h")) == StandardAction.collapse)
    #expect(keymap.action(for: .character("g")) == StandardAction.top)
    #expect(keymap.action(for: .character("G")) == StandardAction.bottom)
    #expect(keymap.action(for: .pageDown) == StandardAction.pageDown)
    #expect(keymap.action(for: .character("/")) == StandardAction.search)
    #expect(keymap.action(for: .escape) == StandardAction.back)
    #expect(keymap.action(for: .character("?")) == StandardAction.help)
    #expect(keymap.action(for: .character("q")) == StandardAction.quit)
    #expect(keymap.action(for: Key(.down, .shift)) == StandardAction.down)
  }

  @Test func keyNamesRoundTrip() {
    for name in ["Ctrl-r", "Alt-b", "PgDn", "F5", "j", "Space", "Esc", "Enter", "Ctrl-Alt-x", "Shift-Tab", "/", ";"] {
      let key = Key(name: name)
      #expect(key != nil, "\(name)")
      #expect(key.map { Key(name: $0.description) } == key)
    }
    #expect(Key(name: "Ctrl-R") == .ctrl("r"))
    #expect(Key(name: "pageup") == .pageUp)
    #expect(Key(name: "Hyper-x") == nil)
    #expect(Key(name: "F99") == nil)
  }

  @Test func userFileOverridesAndFreesKeys() throws {
    let user = try Keymap.parse(
      """
      # vi users want x for search
      search = x, /   ; Find
      quit = Ctrl-q
      """)
    let merged = Keymap.standard.merging(user)
    #expect(merged.action(for: .character("x")) == StandardAction.search)
    #expect(merged.action(for: .ctrl("q")) == StandardAction.quit)
    #expect(merged.action(for: .character("q")) == nil)
    #expect(merged.bindings.first { $0.action == StandardAction.search }?.help == "Find")
  }

  // ASCII lines are trimmed byte by byte, others by Character: both must agree on what
  // whitespace is (tabs, a no-break space); a file saved with CR LF line ends reads the
  // same as one with LF (it used to be one long line).
  @Test func whitespaceAroundActionsKeysAndHelpIsTrimmed() throws {
    let keymap = try Keymap.parse(
      "\tsearch\t=  x ,\t/ \t;\t Find things \r\n copy\u{00A0}= y ;\u{00A0}Copy\u{00A0}\r\n")
    #expect(keymap.action(for: .character("x")) == "search")
    #expect(keymap.action(for: .character("/")) == "search")
    #expect(keymap.bindings.first { $0.action == "search" }?.help == "Find things")
    #expect(keymap.action(for: .character("y")) == "copy")
    #expect(keymap.bindings.first { $0.action == "copy" }?.help == "Copy")
  }

  @Test func modesHaveTheirOwnKeys() throws {
    let keymap = try Keymap.parse(
      """
      copy = y ; Copy
      [question]
      yes = y, Enter ; Yes
      no = n, Esc
      """)
    #expect(keymap.action(for: .character("y")) == "copy")
    #expect(keymap.action(for: .character("y"), in: "question") == "yes")
    #expect(keymap.action(for: .enter) == nil)
    #expect(keymap.action(for: .character("q"), in: "question") == nil)
    // A user's key taken in one mode is freed there only.
    let merged = keymap.merging(try Keymap.parse("[question]\nno = y"))
    #expect(merged.action(for: .character("y"), in: "question") == "no")
    #expect(merged.action(for: .enter, in: "question") == "yes")
    #expect(merged.action(for: .character("y")) == "copy")
    #expect(merged.keyNames(for: "no", in: "question") == "y")
    #expect(throws: Keymap.ParseError(line: 1, message: "expected `[mode]`")) { try Keymap.parse("[question") }
    #expect(throws: Keymap.ParseError(line: 1, message: "unknown mode `[dialog]` (known: [question])")) {
      try Keymap.parse("[dialog]", knownModes: ["": ["copy"], "question": ["yes"]])
    }
    let help = HelpOverlay.lines(for: keymap, modeTitles: ["question": "In a question"])
    #expect(help.map(\.help) == ["Copy", "In a question", "Yes"])
  }

  @Test func semicolonAndCommaCanBeKeys() throws {
    let keymap = try Keymap.parse("next = ;, ,  ; Next match")
    #expect(keymap.keys(for: "next") == [.character(";"), .character(",")])
    #expect(keymap.bindings[0].help == "Next match")
  }

  @Test func errorsNameTheLine() {
    #expect(throws: Keymap.ParseError(line: 2, message: "unknown key `Hyper-x`")) {
      try Keymap.parse("up = k\ndown = Hyper-x")
    }
    #expect(throws: Keymap.ParseError(line: 1, message: "expected `action = keys`")) {
      try Keymap.parse("nonsense")
    }
    #expect(throws: Keymap.ParseError(line: 1, message: "unknown action `dwon`")) {
      try Keymap.parse("dwon = j", knownActions: ["down"])
    }
  }

  @Test func helpOverlayListsBindingsInFileOrder() {
    let lines = HelpOverlay.lines(for: .standard)
    #expect(lines.first?.keys == "Up, k, Ctrl-p")
    #expect(lines.first?.help == "Move up")
    #expect(lines.contains { $0.keys == "q" && $0.help == "Quit" })
  }
}
