import ArborNaming

extension String {
  /// The plural `@Table` and aliases form from a type's name, as the published library
  /// forms it: `"category".pluralized()` is `"categories"`, `"status".pluralized()`
  /// `"statuses"`.
  public func pluralized() -> String { TableName.pluralize(self) }
}
