import GRDB

/// The inverse of one edit of another program's file, as an action carried out now
/// (`UndoHistory.perform(_:reversible:)`): it checks that what it would restore is still
/// as the edit left it — else it throws an `EditError` saying what changed — makes the
/// change through the file's own rules, and returns the reversal of itself (what redo or
/// the next undo carries out).
public struct Reversal: Sendable {
  /// Runs with the file's foreign keys off (the action keeps them itself; see
  /// `ForeignEditor.deleteSubtree`).
  let foreignKeysOff: Bool
  let apply: @Sendable (Database) throws -> Reversal

  init(foreignKeysOff: Bool = false, _ apply: @escaping @Sendable (Database) throws -> Reversal) {
    self.foreignKeysOff = foreignKeysOff
    self.apply = apply
  }

  /// Several reversals as one, carried out newest first (the actions they undo were done
  /// oldest first); what they return, as one, undoes it again.
  static func all(_ reversals: [Reversal]) -> Reversal {
    Reversal(foreignKeysOff: reversals.first?.foreignKeysOff ?? false) { db in
      var back: [Reversal] = []
      for reversal in reversals.reversed() { back.append(try reversal.apply(db)) }
      return all(back)
    }
  }
}
