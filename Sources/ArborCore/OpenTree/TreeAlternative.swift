/// Another tree of the open file, as the tree chooser (the `T` key) lists it.
public struct TreeAlternative: Hashable, Sendable {
  /// "accounts by parent_guid".
  public var title: String
  /// "1,000,000 rows, label name, order position".
  public var detail: String
  public var isShown: Bool

  public init(title: String, detail: String, isShown: Bool) {
    self.title = title
    self.detail = detail
    self.isShown = isShown
  }
}
