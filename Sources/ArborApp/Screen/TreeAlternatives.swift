import ArborCore

/// The other trees the open file holds, for a screen showing another program's file: the
/// user picks one in the app (the tree key) instead of restarting with `--table`.
public protocol TreeAlternatives: AnyObject {
  /// Every tree of the file, the one shown marked.
  func list() throws -> [TreeAlternative]
  /// Opens alternative `index` of the last list: its hierarchy and a sentence for the
  /// status line.
  func open(_ index: Int) throws -> (hierarchy: any Hierarchy, notice: String)
}

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
