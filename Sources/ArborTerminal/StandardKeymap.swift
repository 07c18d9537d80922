/// The navigation actions every arbor screen shares, and their default keys. Programs
/// merge their own bindings (and the user's keymap file) over these.
public enum StandardAction {
  public static let up = "up"
  public static let down = "down"
  public static let pageUp = "page-up"
  public static let pageDown = "page-down"
  public static let top = "top"
  public static let bottom = "bottom"
  public static let expand = "expand"
  public static let collapse = "collapse"
  public static let search = "search"
  public static let back = "back"
  public static let help = "help"
  public static let quit = "quit"
  public static let toggleMouse = "toggle-mouse"
}

extension Keymap {
  public static let standardText = """
    up          = Up, k, Ctrl-p        ; Move up
    down        = Down, j, Ctrl-n      ; Move down
    page-up     = PgUp, Ctrl-b         ; Page up
    page-down   = PgDn, Ctrl-f, Space  ; Page down
    top         = g, Home              ; First row
    bottom      = G, End               ; Last row
    expand      = Enter, Right, l      ; Expand / open
    collapse    = Left, h              ; Collapse / go to parent
    search      = /                    ; Search
    back        = Esc                  ; Back
    help        = ?, F1                ; This help
    quit        = q                    ; Quit
    toggle-mouse = Ctrl-t              ; Mouse on/off (off lets the terminal select text)
    """

  /// The navigation defaults (see `standardText`).
  public static var standard: Keymap {
    // The text above is fixed and tested, so parsing it cannot fail.
    (try? Keymap.parse(standardText)) ?? Keymap(bindings: [])
  }
}
