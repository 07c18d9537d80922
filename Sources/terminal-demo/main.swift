import ArborTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A synthetic tree: node `path` has a number of children derived from its path, so a
/// tree of any size exists without being stored.
struct SyntheticTree: TreeDataSource {
  struct Node {
    var path: [Int]
    var childCount: Int
  }

  let roots: Int
  let maxDepth: Int
  private(set) var visible: [Node] = []
  private var expanded: Set<[Int]> = []

  init(roots: Int, maxDepth: Int) {
    self.roots = roots
    self.maxDepth = maxDepth
    visible = (0..<roots).map { Node(path: [$0], childCount: childCount(of: [$0])) }
  }

  func childCount(of path: [Int]) -> Int {
    guard path.count < maxDepth else { return 0 }
    let seed = path.reduce(17) { ($0 &* 31 &+ $1) & 0xFFFF }
    return seed % 5 == 0 ? 0 : seed % 9 + 1
  }

  var rowCount: Int { visible.count }

  func rows(in range: Range<Int>) -> [TreeRow] {
    visible[range].map { node in
      TreeRow(
        depth: node.path.count - 1,
        title: StyledLine("node " + node.path.map { String($0 + 1) }.joined(separator: ".")),
        hasChildren: node.childCount > 0, isExpanded: expanded.contains(node.path),
        badge: node.childCount > 0 ? String(node.childCount) : "")
    }
  }

  mutating func expand(row: Int) -> Bool {
    let node = visible[row]
    guard node.childCount > 0, !expanded.contains(node.path) else { return false }
    expanded.insert(node.path)
    let children = (0..<node.childCount).map { index -> Node in
      let path = node.path + [index]
      return Node(path: path, childCount: childCount(of: path))
    }
    visible.insert(contentsOf: children, at: row + 1)
    return true
  }

  /// Collapses the row, or when it is not expanded returns its parent's row.
  mutating func collapse(row: Int) -> Int {
    let node = visible[row]
    if expanded.contains(node.path) {
      expanded = expanded.filter { !$0.starts(with: node.path) }
      var end = row + 1
      while end < visible.count && visible[end].path.count > node.path.count { end += 1 }
      visible.removeSubrange(row + 1..<end)
      return row
    }
    var parent = row
    while parent > 0 && visible[parent].path.count >= node.path.count { parent -= 1 }
    return node.path.count > 1 ? parent : row
  }
}

let environment = ProcessInfoLite.environment
let theme = Theme(entries: DemoTheme.entries, support: .ansi16)

do {
  let terminal = try Terminal(environment: environment)
  var themeForTerminal = theme.with(support: terminal.colorSupport)
  var tree = SyntheticTree(roots: 20, maxDepth: 28)
  var view = TreeView()
  var help: HelpOverlay?
  var message = "\(terminal.size.columns)×\(terminal.size.rows), colours: \(terminal.colorSupport.rawValue)"
  let keymap = Keymap.standard
  var exitCode: Int32 = 0
  themeForTerminal = theme.with(support: terminal.colorSupport)

  func frame() {
    let surface = terminal.surface
    let screen = Rect(surface.size)
    surface.cursor = nil
    surface.clear(themeForTerminal[ThemeRole.normal])
    let parts = SplitLayout.rows([.flexible(), .fixed(1)], in: screen)
    let inner = Box.draw(on: surface, in: parts[0], title: "terminal-demo", focused: true, theme: themeForTerminal)
    view.draw(tree, on: surface, in: inner, theme: themeForTerminal, focused: true)
    StatusBar(
      hints: [.init(keymap.keyNames(for: StandardAction.expand), "expand"), .init("?", "help"), .init("q", "quit")],
      message: message
    ).draw(on: surface, row: parts[1].row, column: 0, width: screen.width, theme: themeForTerminal)
    help?.draw(keymap: keymap, on: surface, in: screen, theme: themeForTerminal)
    surface.present()
  }

  func innerHeight() -> Int { max(1, terminal.size.rows - 3) }

  run: while true {
    frame()
    for event in terminal.readEvents(timeout: -1) {
      switch event {
      case .terminate(let signal):
        exitCode = 128 + signal
        break run
      case .wake:
        break
      case .resize:
        message = "\(terminal.size.columns)×\(terminal.size.rows)"
      case .paste(let text):
        message = "pasted \(text.count) characters"
      case .unendedPaste(let text):
        message = "a paste that never ended: \(text.count) characters set aside"
      case .mouse(let mouse):
        switch mouse.kind {
        case .wheelUp: view.move(.up, rowCount: tree.rowCount, height: innerHeight())
        case .wheelDown: view.move(.down, rowCount: tree.rowCount, height: innerHeight())
        case .press:
          view.move(.to(view.scroll.top + mouse.position.row - 1), rowCount: tree.rowCount, height: innerHeight())
        default: break
        }
      case .key(let key):
        if help != nil {
          help = nil
          continue
        }
        let action = keymap.action(for: key)
        switch action {
        case StandardAction.quit?: break run
        case StandardAction.up?: view.move(.up, rowCount: tree.rowCount, height: innerHeight())
        case StandardAction.down?: view.move(.down, rowCount: tree.rowCount, height: innerHeight())
        case StandardAction.pageUp?: view.move(.pageUp, rowCount: tree.rowCount, height: innerHeight())
        case StandardAction.pageDown?: view.move(.pageDown, rowCount: tree.rowCount, height: innerHeight())
        case StandardAction.top?: view.move(.top, rowCount: tree.rowCount, height: innerHeight())
        case StandardAction.bottom?: view.move(.bottom, rowCount: tree.rowCount, height: innerHeight())
        case StandardAction.expand?: _ = tree.expand(row: view.scroll.selected)
        case StandardAction.collapse?:
          let target = tree.collapse(row: view.scroll.selected)
          view.move(.to(target), rowCount: tree.rowCount, height: innerHeight())
        case StandardAction.help?: help = HelpOverlay()
        case StandardAction.toggleMouse?:
          terminal.setMouse(enabled: !terminal.mouseEnabled)
          message = terminal.mouseEnabled ? "mouse on" : "mouse off"
        default: message = "\(key) is not bound"
        }
      }
    }
  }
  terminal.stop()
  exit(exitCode)
} catch {
  writeStandardError("terminal-demo: \(error)\n")
  exit(1)
}
