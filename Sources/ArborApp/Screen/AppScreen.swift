import ArborCore
import ArborTerminal

/// The whole app as a screen: tree, detail and search panes, help, status. It takes
/// input events and draws on any `Surface`, so tests run it without a terminal; the
/// event loop (`AppLoop`) only feeds it events and time.
public final class AppScreen {
  public enum Focus: Hashable, Sendable { case tree, detail, search }

  /// The tree shown, and everything the screen asks about it: reading, editing, words,
  /// other trees, what changed.
  public let openTree: any OpenTree
  public var database: AppDatabase { openTree.database }
  let keymap: Keymap
  let theme: Theme
  /// The tree, detail and search panes over the tree shown.
  private(set) var panes: TreePanes
  public var tree: TreeModel { panes.tree }
  var treePane: TreePane { panes.treePane }
  var detailPane: DetailPane { panes.detailPane }
  public var detail: DetailModel { detailPane.model }
  var searchPane: SearchPane { panes.searchPane }
  public var search: SearchController { searchPane.controller }
  var filter: TreeFilter? { panes.filter }
  let title: String
  let environment: [String: String]
  var modal: Modal?
  var moving: MoveMode?

  /// The terminal's and the session's services.
  public var hooks = ScreenHooks()
  public internal(set) var focus: Focus = .tree
  public var searchResults: SearchResults? { searchPane.results }
  public var isSearchOpen: Bool { searchPane.isOpen }
  var help: HelpPane?
  public private(set) var message: String?
  /// A change was refused: the keys typed before its reason could be seen are not acted
  /// on (`AppLoop`). Typed into the form that stayed open, they cleared the reason within
  /// 50 ms, and an Enter among them sent the form again (a cluster's fast adds).
  var dropsTypedAhead = false

  /// Whether the keys already read after the last one should be dropped; asked once.
  public func takeDropsTypedAhead() -> Bool {
    defer { dropsTypedAhead = false }
    return dropsTypedAhead
  }
  var messageIsError = false
  public private(set) var wantsQuit = false
  /// The signal that ended the session (Ctrl-C, Ctrl-\\, SIGTERM, SIGHUP), for the exit code.
  public private(set) var endingSignal: Int32?
  private var quitGuard = QuitGuard()
  /// Wakes the event loop (search results, the database changed).
  private let wake: @Sendable () -> Void
  /// Set when something on screen changed since the last frame.
  public private(set) var needsDraw = true
  /// When the detail pane follows the selection.
  var detailRest = RestTimer()
  /// When the filter follows the words typed into its prompt (as they are typed: a pause
  /// this long, so a fast typist's keys are not each a narrowing).
  var filterRest = RestTimer(delay: 0.12)
  /// The filter's words when its prompt opened (nil: the whole tree), brought back by Esc.
  var filterBefore: FilterAsked??
  /// The marked nodes, in the order they were marked, and their totals when marked.
  var marks: [NodeID] = []
  var markTotals: [NodeID: Double] = [:]
  /// How long the cursor must rest before the detail pane follows it (tests: at once).
  public var detailDelay: Double {
    get { detailRest.delay }
    set { detailRest.delay = newValue }
  }

  /// The screen of `openTree`, which it starts (its background work wakes the loop
  /// through `wake`); the caller stops it when the session ends.
  public init(
    tree openTree: any OpenTree, keymap: Keymap, theme: Theme, title: String = "arbor",
    environment: [String: String] = [:], wake: @escaping @Sendable () -> Void = {}
  ) throws {
    self.openTree = openTree
    self.environment = environment
    self.keymap = keymap
    self.theme = theme
    self.title = title
    self.wake = wake
    // Started before the first read: a copy from an earlier session is in place for it.
    try openTree.start(notify: wake)
    panes = try TreePanes(openTree, wake: wake)
    if let notice = openTree.notice { message = notice }
    // The order a tree opens in, when not its own (largest first, as ncdu opens), is named.
    let order = openTree.hierarchy.siblingOrder
    if order != .tree { message = (message.map { $0 + " · " } ?? "") + order.title }
  }

  // MARK: Messages and errors

  func show(_ text: String, isError: Bool = false) {
    message = text
    messageIsError = isError
    needsDraw = true
  }

  func report(_ error: Error) {
    show(StatusLine.words(for: error, file: database.path), isError: true)
  }

  // MARK: Input

  public func handle(_ event: InputEvent, now: Double = AppClock.now()) {
    // A wake-up draws only what its work changed (tick sets needsDraw); everything else
    // the user did is drawn.
    if event != .wake { needsDraw = true }
    // Keys act on the geometry on screen now (a page is the pane's current height).
    if case .resize(let size) = event { layOut(size) } else { layOut() }
    switch event {
    case .key(let key):
      if message != nil { message = nil }
      for key in Self.meant(by: key, keymap: keymap) { handle(key, now: now) }
    case .paste(let text):
      if modal != nil {
        modal?.paste(text)
      } else if focus == .search {
        searchPane.paste(text)
      } else {
        show("Paste ignored here (open the search box with / first)")
      }
    case .unendedPaste(let text):
      show(
        "A paste never ended (the terminal sent no end marker): its \(text.count) characters, with any keys typed meanwhile, were set aside. Keys work again.",
        isError: true)
    case .mouse(let mouse):
      handle(mouse, now: now)
    case .resize:
      break
    case .wake:
      tick(now: now)
    case .terminate(let signal):
      terminate(signal)
    }
  }

  /// A terminal sends Alt-q as Esc then q, and so arrive Esc and q typed fast (or read
  /// together after a slow key, or over SSH): an Alt key that no keymap binds and no text
  /// field edits with is taken as the two keys a person pressed. `/`, `tom`, Esc, `q`
  /// closed nothing and left arbor running.
  static func meant(by key: Key, keymap: Keymap) -> [Key] {
    guard key.modifiers.contains(.alt), !keymap.binds(key), !TextField.edits(with: key) else { return [key] }
    var plain = key
    plain.modifiers.remove(.alt)
    return [.escape, plain]
  }

  private func terminate(_ signal: Int32) {
    guard quitGuard.quits(on: signal, overTypedText: modal?.holdsTypedText ?? false) else {
      return show(QuitGuard.question, isError: true)
    }
    endingSignal = signal
    wantsQuit = true
  }

  private func handle(_ key: Key, now: Double) {
    quitGuard.disarm()
    // Act on what the database holds as last seen: after another program's commit the
    // row under the cursor may be another node until the tree is refreshed. Not asked
    // again here: the loop asks once each frame is out and every 50 ms at rest, and the
    // read transaction on the file was a seventh of a cursor move's time.
    if modal == nil { catchUp(pollsOutside: false) }
    if var open = help {
      switch open.handle(key, keymap: keymap, screen: layout.screen) {
      case .stay: help = open
      case .close: help = nil
      }
      return
    }
    if modal != nil {
      let typed = filterTyped
      handleDialog(key)
      if let now = filterTyped, now != typed { filterRest.moved(now: AppClock.now()) }
      return
    }
    if focus == .search {
      switch searchPane.handle(key, keymap: keymap) {
      case .handled: break
      case .reveal(let node): go(to: node)
      case .close: closeSearch()
      case .leave: focus = .tree
      }
      return
    }
    if moving != nil && handleMove(key) { return }
    perform(keymap.action(for: key), now: now)
  }

  /// What the keymap's `action` does here: a key's, or one the command palette runs.
  func perform(_ action: String?, now: Double) {
    // Delete with marks: every marked node, when the tree lets nodes be deleted here.
    if action == AppAction.delete, !marks.isEmpty, moving == nil, focus == .tree, filter == nil,
      openTree.editing?.capabilities.contains(.delete) == true
    {
      return askDeleteMarked()
    }
    if action == AppAction.move, marks.count > 1, moving == nil, focus == .tree, filter == nil,
      openTree.editing?.capabilities.contains(.move) == true
    {
      return moveMarked()
    }
    if moving == nil && focus == .tree && handleEditAction(action) {
      selectionMoved(now: now)
      return
    }
    switch action {
    case StandardAction.quit?: wantsQuit = true
    case StandardAction.help?: help = HelpPane(keymap: keymap, for: openTree)
    case AppAction.export?: askExport()
    case AppAction.mark?: toggleMark()
    case AppAction.palette?: modal = .palette(CommandPalette(keymap: HelpPane(keymap: keymap, for: openTree).keymap))
    case StandardAction.search?: openSearch()
    case StandardAction.toggleMouse?:
      if let toggle = hooks.toggleMouse {
        show(toggle() ? "Mouse on: click and wheel work" : "Mouse off: the terminal selects text")
      }
    case AppAction.trees?: chooseTree()
    case AppAction.columns?: chooseColumns()
    case AppAction.sort?: sortSiblings()
    case AppAction.reverseSort?: reverseSiblings()
    case AppAction.sortByLabel?: sortSiblings(by: .label)
    case AppAction.sortByTotal?: sortSiblings(by: .total)
    case AppAction.sortByCount?: sortSiblings(by: .count)
    case AppAction.wide?:
      focus = .tree
      toggleWideTree()
    case AppAction.jump?:
      modal = .prompt(NamePrompt(dialog: PromptDialog(title: "Go to", label: "Path or label:"), purpose: .jump))
    case AppAction.backInHistory?, AppAction.forwardInHistory?:
      stepInHistory(back: action == AppAction.backInHistory)
    case AppAction.wholeValues?:
      // The details get the focus, so the keys scroll the values just unfolded.
      focus = .detail
      show(detailPane.toggleWholeValues())
    case AppAction.copyLabel?, AppAction.copyPath?:
      copySelection(wholePath: action == AppAction.copyPath)
    case AppAction.focusNext?:
      focus = focus == .tree ? .detail : .tree
    case AppAction.refresh?: refreshAll()
    case StandardAction.back?:
      if !marks.isEmpty {
        clearMarks()
      } else if focus == .detail {
        focus = .tree
      } else if filter != nil {
        clearFilter()
      }
    case AppAction.filter?: askFilter()
    default:
      if focus == .detail {
        switch detailPane.handle(action) {
        case .leave: focus = .tree
        case .references: openReferences()
        case .handled: break
        }
      } else {
        handleTree(action, now: now)
      }
    }
  }

  private func handleTree(_ action: String?, now: Double) {
    do {
      switch try treePane.handle(action) {
      case .ignored: return
      case .moved: break
      case .focusDetail:
        // Said, not silent: the keys now scroll the details, not the tree.
        focus = .detail
        show("Details of “\(tree.selected?.title ?? "")”: j/k scroll them; h, Esc or Tab returns to the tree")
      case .message(let text): show(text)
      }
    } catch {
      report(error)
    }
    selectionMoved(now: now)
  }

  /// The tree's selection changed: the model follows now, the detail pane once the
  /// cursor rests (holding a key down over SSH then sends only the moving bar).
  func selectionMoved(now: Double) {
    if tree.selected?.node != detail.node { detailRest.moved(now: now) }
  }

  private func handle(_ mouse: MouseEvent, now: Double) {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let motion: ScrollState.Motion = mouse.kind == .wheelUp ? .up : .down
      if isSearchOpen { return searchPane.scroll(motion) }
      treePane.move(motion)
    case .press(button: 1):
      guard layout.treeBox != nil, let row = treePane.row(at: mouse.position, in: layout.tree) else { return }
      if focus == .search { closeSearch() }
      focus = .tree
      treePane.move(.to(row))
    default:
      return
    }
    selectionMoved(now: now)
  }

  // MARK: Search

  private func openSearch() {
    searchPane.open()
    focus = .search
  }

  private func closeSearch() {
    searchPane.close()
    focus = .tree
  }

  // MARK: Another tree of the file

  private func chooseTree() {
    do {
      guard let alternatives = try openTree.alternatives() else {
        return show("This is arbor's own file: it holds one tree.")
      }
      modal = .trees(TreeChooser(alternatives: alternatives))
    } catch {
      report(error)
    }
  }

  /// Shows alternative `index` instead of the current tree: new panes over its hierarchy.
  func showTree(_ index: Int) {
    do {
      let notice = try openTree.showAlternative(index)
      searchPane.close()
      moving = nil
      clearMarks(saying: false)
      panes = try TreePanes(openTree, wake: wake)
      focus = .tree
      detailRest.stop()
      show(notice)
      layOut()
    } catch {
      report(error)
    }
  }

  /// Shows `node` in the tree: expands its ancestors and selects it.
  public func reveal(_ node: NodeID, now: Double = AppClock.now()) {
    do {
      guard try panes.reveal(node) else { return show("That entry no longer exists", isError: true) }
      focus = .tree
      detailRest.stop()
    } catch {
      report(error)
    }
  }

  // MARK: Background work

  /// Picks up search results, database changes and the resting cursor. Returns how long
  /// the loop may sleep (ms) before calling again.
  /// `pollsOutside`: false after a key, when the loop asks whether another program wrote
  /// once the key's frame is out (`pollOutside`).
  @discardableResult
  public func tick(now: Double = AppClock.now(), pollsOutside: Bool = true) -> Int32 {
    if searchPane.tick() { needsDraw = true }
    catchUp(pollsOutside: pollsOutside)
    // Background work's progress on the status line.
    let activity = StatusLine.activity(of: openTree)
    if activity != shownActivity {
      shownActivity = activity
      needsDraw = true
    }
    if detailRest.fires(now: now) { settle() }
    if filterRest.fires(now: now), let typed = filterTyped { filterLive(typed) }
    // data_version is polled every 50 ms, so another process's write shows within 100 ms.
    return min(detailRest.wait(now: now) ?? 50, filterRest.wait(now: now) ?? 50)
  }

  /// Asks whether another program committed, when it is time to ask; true when a commit
  /// waits for the next `tick`.
  public func pollOutside() -> Bool {
    openTree.following.pollIfDue(now: AppClock.now())
  }

  /// Refreshes the panes whose reads a commit touched since the last look, ours or
  /// another program's (`TreePanes.catchUp`).
  func catchUp(pollsOutside: Bool = true) {
    do {
      if try panes.catchUp(pollsOutside: pollsOutside) { needsDraw = true }
    } catch {
      report(error)
    }
  }

  /// Follows the selection now, without waiting for the cursor to rest.
  public func settle() {
    detailRest.stop()
    do { try panes.loadDetail() } catch { report(error) }
    needsDraw = true
  }

  /// Re-reads everything on screen (the refresh key).
  func refreshAll() {
    do { try panes.refreshAll() } catch { report(error) }
    needsDraw = true
  }

  /// The background activity last put on the status line.
  private var shownActivity: String?

  public var paneReads: PaneReads { panes.reads }

  /// The frame was drawn.
  public func didDraw() { needsDraw = false }

  /// Where the panes are: computed by `layOut` before each frame and each key.
  var layout = ScreenLayout()
  /// The terminal's size as of the last frame or resize.
  var screenSize: Size?
  /// `w`'s choice: the tree across the whole width or the details beside it; nil until
  /// pressed (see `treeIsWide(width:)`). The session sets the file's last choice.
  public var wideChoice: Bool?
  /// Where jumps and search hits came from, for `[` and `]`.
  var history = NodeHistory()
}
