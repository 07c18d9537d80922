import ArborDB
import Foundation

/// A node of the tree. Roots have no parent; deleting a category deletes its subtree
/// and its items (foreign keys cascade).
@Table
public struct Category: Identifiable, Hashable, Sendable {
  public let id: Int
  public var parentID: Int?
  public var name: String
  /// Free text: imported trees carry a note on every node, so categories keep one too.
  public var notes: String
  /// Order among siblings.
  public var position: Int
  public var timestamps: Timestamps
}
