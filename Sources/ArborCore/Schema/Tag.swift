import ArborDB

@Table
public struct Tag: Identifiable, Hashable, Sendable {
  public let id: Int
  public var name: String
}

/// Which items carry which tags.
@Table
public struct ItemTag: Hashable, Sendable {
  public var itemID: Int
  public var tagID: Int
}
