import ArborDB

/// A row of the full-text index. Categories and items share it: a category's rowid is
/// `2 × id`, an item's `2 × id + 1`, so triggers find and replace a row by rowid (an
/// FTS5 lookup by rowid is direct; by an unindexed column it would scan the index).
@Table("searchIndex")
public struct SearchEntry: FTS5, Sendable {
  public let rowid: Int
  /// Category name or item title.
  public var title: String
  /// Notes, and an item's attachment notes, captions and links.
  public var body: String
  /// An item's tag names.
  public var tags: String
}
