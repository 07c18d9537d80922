import ArborCore

/// What a key pressed in a dialog asks of the screen. The dialog changes only itself;
/// the screen does what touches the database or opens another dialog.
enum DialogOutcome {
  /// Still open.
  case stay
  /// Closed with nothing to do (Esc, "no").
  case close
  /// Save the form, answer yes, take the typed name.
  case submit
  /// The kind of attachment to add.
  case choose(AttachmentForm.Kind)
  /// The attachments panel asks to add, edit or delete one.
  case addAttachment
  case editAttachment(Attachment)
  case deleteAttachment(Attachment)
  /// Show another tree of the file.
  case chooseTree(Int)
  /// Run the action of the keymap named so, as its key would (the command palette).
  case run(String)
  /// Show these columns beside each row's label (none: only labels).
  case showColumns([String])
  /// List the rows of reference group `n`.
  case openReferenceGroup(Int)
}
