/// A value the user gives for a new row of another program's table: a column that needs
/// one (NOT NULL without a default, the key when it is not the rowid) or the label.
public struct ForeignField: Hashable, Sendable {
  public var column: String
  public var declaredType: String
  /// The text to start from (a fresh key in the shape of the table's keys), or "".
  public var text: String
  /// The values to choose from when the column takes few (`ColumnChoices`); empty: typed.
  public var choices: [String]

  public init(column: String, declaredType: String, text: String = "", choices: [String] = []) {
    self.column = column
    self.declaredType = declaredType
    self.text = text
    self.choices = choices
  }

  /// "name (TEXT)": what the form shows beside the field.
  public var title: String {
    declaredType.isEmpty ? column : "\(column) (\(declaredType))"
  }
}
