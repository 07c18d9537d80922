import ArborTerminal

/// The keymap's modes beyond the main one: while a dialog, the search box or a move has
/// the keyboard, its keys come from its own section of the keymap (`[question]`, …), so
/// `y` can copy in the tree and answer yes in a question. Keys that type text go to the
/// text field that has the focus; its editing keys are readline's (Ctrl-a, Ctrl-w, …).
public enum KeyMode {
  public static let question = "question"
  public static let addAttachment = "add-attachment"
  public static let form = "form"
  public static let search = "search"
  public static let move = "move"

  /// The actions of each mode (`""` is the main one), for checking keymap files.
  public static var actions: [String: Set<String>] {
    [
      "": AppAction.all,
      question: [ModeAction.yes, ModeAction.no],
      addAttachment: [ModeAction.link, ModeAction.note, ModeAction.image, ModeAction.cancel],
      form: [
        ModeAction.save, ModeAction.cancel, ModeAction.nextField, ModeAction.previousField,
        ModeAction.nextChoice, ModeAction.previousChoice,
      ],
      search: [
        ModeAction.openHit, ModeAction.nextHit, ModeAction.previousHit, StandardAction.pageDown,
        StandardAction.pageUp, ModeAction.leave, ModeAction.close,
      ],
      move: [ModeAction.moveHere, ModeAction.moveToTop, ModeAction.cancel],
    ]
  }

  /// The help screen's heading for each mode.
  public static let titles: [String: String] = [
    question: "In a yes/no question",
    addAttachment: "Choosing the kind of a new attachment",
    form: "In forms and name prompts",
    search: "In the search box",
    move: "While moving (choosing the new parent)",
  ]
}

/// The actions of the modes (see `KeyMode`).
public enum ModeAction {
  public static let yes = "yes"
  public static let no = "no"
  public static let link = "link"
  public static let note = "note"
  public static let image = "image"
  public static let cancel = "cancel"
  public static let save = "save"
  public static let nextField = "next-field"
  public static let previousField = "previous-field"
  public static let nextChoice = "next-choice"
  public static let previousChoice = "previous-choice"
  public static let openHit = "open-hit"
  public static let nextHit = "next-hit"
  public static let previousHit = "previous-hit"
  public static let leave = "leave"
  public static let close = "close"
  public static let moveHere = "move-here"
  public static let moveToTop = "move-to-top"
}
