import ArborCore
import ArborTerminal

/// The dialog that has the keyboard instead of the tree. Each kind owns its state, its
/// keys (through the keymap) and its drawing; this enum only forwards to the one open.
enum Modal {
  case prompt(NamePrompt)
  case question(QuestionDialog)
  case itemForm(ItemForm)
  case attachments(AttachmentsPanel)
  case attachmentForm(AttachmentForm)
  case attachmentKind(AttachmentKindDialog)
  case trees(TreeChooser)
  case references(ReferencesDialog)
  case rowForm(RowForm)
  case palette(CommandPalette)
  case columns(ColumnChooser)

  /// True when closing it would throw away something the user typed.
  var holdsTypedText: Bool {
    switch self {
    case .prompt(let prompt): !prompt.typedText.isEmpty
    case .itemForm, .attachmentForm, .rowForm: true
    case .question, .attachmentKind, .attachments, .trees, .references, .palette, .columns: false
    }
  }

  /// The dialog `outcome` leads to from this one without the database (the attachment
  /// panel's steps); nil where the screen acts.
  func next(after outcome: DialogOutcome) -> Modal? {
    switch (outcome, self) {
    case (.choose(let kind), .attachmentKind(let choice)):
      .attachmentForm(AttachmentForm(item: choice.item, attachment: nil, kind: kind))
    case (.addAttachment, .attachments(let panel)):
      .attachmentKind(AttachmentKindDialog(item: panel.item))
    case (.editAttachment(let attachment), .attachments(let panel)):
      .attachmentForm(
        AttachmentForm(item: panel.item, attachment: attachment, kind: AttachmentForm.kind(of: attachment)))
    default: nil
    }
  }

  mutating func handle(_ key: Key, keymap: Keymap) -> DialogOutcome {
    switch self {
    case .prompt(var prompt):
      let outcome = prompt.handle(key, keymap: keymap)
      self = .prompt(prompt)
      return outcome
    case .question(let question):
      return question.handle(key, keymap: keymap)
    case .itemForm(var form):
      let outcome = form.handle(key, keymap: keymap)
      self = .itemForm(form)
      return outcome
    case .attachments(var panel):
      let outcome = panel.handle(key, keymap: keymap)
      self = .attachments(panel)
      return outcome
    case .attachmentForm(var form):
      let outcome = form.handle(key, keymap: keymap)
      self = .attachmentForm(form)
      return outcome
    case .attachmentKind(let dialog):
      return dialog.handle(key, keymap: keymap)
    case .trees(var chooser):
      let outcome = chooser.handle(key, keymap: keymap)
      self = .trees(chooser)
      return outcome
    case .references(var dialog):
      let outcome = dialog.handle(key, keymap: keymap)
      self = .references(dialog)
      return outcome
    case .rowForm(var form):
      let outcome = form.handle(key, keymap: keymap)
      self = .rowForm(form)
      return outcome
    case .palette(var palette):
      let outcome = palette.handle(key, keymap: keymap)
      self = .palette(palette)
      return outcome
    case .columns(var chooser):
      let outcome = chooser.handle(key, keymap: keymap)
      self = .columns(chooser)
      return outcome
    }
  }

  /// Pasted text goes to the focused field of a dialog that has one.
  mutating func paste(_ text: String) {
    switch self {
    case .prompt(var prompt):
      prompt.paste(text)
      self = .prompt(prompt)
    case .itemForm(var form):
      form.paste(text)
      self = .itemForm(form)
    case .attachmentForm(var form):
      form.paste(text)
      self = .attachmentForm(form)
    case .rowForm(var form):
      form.paste(text)
      self = .rowForm(form)
    case .palette(var palette):
      palette.paste(text)
      self = .palette(palette)
    case .question, .attachments, .attachmentKind, .trees, .references, .columns: break
    }
  }

  /// Places what scrolls (text fields, the attachment list) for `screen`, before drawing.
  mutating func layOut(in screen: Rect) {
    switch self {
    case .prompt(var prompt):
      prompt.layOut(in: screen)
      self = .prompt(prompt)
    case .itemForm(var form):
      form.layOut(in: screen)
      self = .itemForm(form)
    case .attachments(var panel):
      panel.layOut(in: screen)
      self = .attachments(panel)
    case .attachmentForm(var form):
      form.layOut(in: screen)
      self = .attachmentForm(form)
    case .trees(var chooser):
      chooser.layOut(in: screen)
      self = .trees(chooser)
    case .references(var dialog):
      dialog.layOut(in: screen)
      self = .references(dialog)
    case .rowForm(var form):
      form.layOut(in: screen)
      self = .rowForm(form)
    case .palette(var palette):
      palette.layOut(in: screen)
      self = .palette(palette)
    case .columns(var chooser):
      chooser.layOut(in: screen)
      self = .columns(chooser)
    case .question, .attachmentKind: break
    }
  }

  func draw(on surface: some Surface, in screen: Rect, theme: Theme, keymap: Keymap) {
    switch self {
    case .prompt(let prompt): prompt.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .question(let question): question.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .itemForm(let form): form.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .attachments(let panel): panel.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .attachmentForm(let form): form.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .attachmentKind(let dialog): dialog.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .trees(let chooser): chooser.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .references(let dialog): dialog.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .rowForm(let form): form.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .palette(let palette): palette.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    case .columns(let chooser): chooser.draw(on: surface, in: screen, theme: theme, keymap: keymap)
    }
  }
}
