import ArborTerminal

/// The category being moved while the user picks its new parent. Its keys are the
/// keymap's `[move]` section; every other key navigates the tree as usual.
struct MoveMode {
  var categoryID: Int
  var name: String

  enum Request { case here, top, cancel }

  func request(for key: Key, keymap: Keymap) -> Request? {
    switch keymap.action(for: key, in: KeyMode.move) {
    case ModeAction.moveHere?: .here
    case ModeAction.moveToTop?: .top
    case ModeAction.cancel?: .cancel
    default: nil
    }
  }
}
