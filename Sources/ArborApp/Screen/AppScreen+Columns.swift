import ArborCore

extension AppScreen {
  /// The columns key: which columns each row shows beside its label, ticked in a list.
  func chooseColumns() {
    do {
      let choices = try openTree.columnChoices()
      guard !choices.isEmpty else { return show("This tree has no columns to show beside its labels") }
      modal = .columns(ColumnChooser(choices: choices, shown: openTree.shownColumns))
    } catch {
      report(error)
    }
  }

  /// Shows `columns` beside each row's label from now on.
  func show(columns: [String]) {
    do {
      try openTree.show(columns: columns)
      show(columns.isEmpty ? "Only the labels" : "Beside each label: " + columns.joined(separator: ", "))
    } catch {
      report(error)
    }
  }
}
