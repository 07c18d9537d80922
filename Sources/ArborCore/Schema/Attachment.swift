import ArborDB
import Foundation

/// Something attached to an item: one table for every kind (single-table inheritance),
/// the columns of the kinds it is not left NULL.
@Table
public struct Attachment: Identifiable, Hashable, Sendable {
  public let id: Int
  public var itemID: Int
  public var kind: Kind

  @CasePathable @Selection
  public enum Kind: Hashable, Sendable {
    case link(URL)
    case note(String)
    case image(Attachment.Image)
  }

  @Selection
  public struct Image: Hashable, Sendable {
    public var caption: String
    public var url: URL

    public init(caption: String, url: URL) {
      self.caption = caption
      self.url = url
    }
  }
}
