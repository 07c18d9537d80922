import ArborCore
import ArborTerminal

/// The node being moved (a category of arbor's notes, a row of another program's tree)
/// while the user picks its new parent. Its keys are the keymap's `[move]` section; every
/// other key navigates the tree as usual.
struct MoveMode {
  var node: NodeID
  /// The parent it is moved from (with link tables, the one link that changes).
  var from: NodeID?
  var name: String
  /// The other marked nodes moved with it, each from its parent: one step of the history.
  var more: [(node: NodeID, from: NodeID?)] = []

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
