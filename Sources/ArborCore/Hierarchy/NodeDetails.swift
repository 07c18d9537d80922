/// What the detail pane shows for one node, in terms any hierarchy can fill: labelled
/// fields, then titled groups of entries (notes, attachments, rows of other tables that
/// refer to the node). Styles are named by role (`"category"`, `"link"`, `"tag"`,
/// `"status-done"`); the screen's theme gives them colours.
public struct NodeDetails: Hashable, Sendable {
  /// What the node is, for the pane's title ("Category", "Item", a table's name).
  public var kind: String
  /// Labels from a root down to the node (inclusive), for the breadcrumb.
  public var path: [String]
  public var fields: [DetailField]
  public var groups: [DetailGroup]

  public init(kind: String, path: [String], fields: [DetailField], groups: [DetailGroup]) {
    self.kind = kind
    self.path = path
    self.fields = fields
    self.groups = groups
  }
}

/// A label and its value on one line ("Status   done").
public struct DetailField: Hashable, Sendable {
  public var label: String
  public var value: DetailValue

  public init(_ label: String, _ value: DetailValue) {
    self.label = label
    self.value = value
  }

  public init(_ label: String, _ text: String, style: String? = nil) {
    self.init(label, .text(text, style: style))
  }
}

public enum DetailValue: Hashable, Sendable {
  /// Text in a style role (nil: the normal style).
  case text(String, style: String?)
  /// Tags, each shown `#name`; "—" when there are none.
  case tags([String])
  /// A column's value and its declared type (shown dimmed after it).
  case typed(String, type: String, style: String?)
}

/// A titled block under the fields: "Notes", "Attachments (2)".
public struct DetailGroup: Hashable, Sendable {
  public var title: String
  public var entries: [DetailEntry]
  /// Shown (dimmed) when there are no entries: "none".
  public var emptyText: String

  public init(title: String, entries: [DetailEntry], emptyText: String = "none") {
    self.title = title
    self.entries = entries
    self.emptyText = emptyText
  }
}

public enum DetailEntry: Hashable, Sendable {
  /// Text wrapped to the pane's width (a note), indented under the group's title.
  case paragraph(String)
  /// A short label and a value after it ("link  https://…"); `wraps` wraps the value
  /// under itself; an empty label continues the entry above.
  case labelled(String, String, style: String?, wraps: Bool)
}
