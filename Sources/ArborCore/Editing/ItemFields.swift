import Foundation

/// The short fields of an item as a person types them; `validated()` turns them into
/// values or says which field is wrong.
public struct ItemFields: Hashable, Sendable {
  public var title: String
  public var priority: Priority
  public var status: Status
  /// `YYYY-MM-DD` or empty.
  public var due: String
  /// Comma-separated tag names.
  public var tags: String

  public init(title: String, priority: Priority = .normal, status: Status = .todo, due: String = "", tags: String = "")
  {
    self.title = title
    self.priority = priority
    self.status = status
    self.due = due
    self.tags = tags
  }

  public struct Valid: Hashable, Sendable {
    public var title: String
    public var priority: Priority
    public var status: Status
    public var dueDate: Date?
    public var tags: [String]
  }

  public func validated() throws(EditError) -> Valid {
    let title = self.title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !title.isEmpty else { throw EditError(field: "title", "A title cannot be empty.") }
    let dueText = due.trimmingCharacters(in: .whitespaces)
    var dueDate: Date?
    if !dueText.isEmpty {
      guard let date = DateText.parseDay(dueText) else {
        throw EditError(field: "due", "Dates are YYYY-MM-DD (2026-12-24), or empty.")
      }
      dueDate = date
    }
    var tags: [String] = []
    var seen = Set<String>()
    for part in self.tags.split(separator: ",") {
      var name = part.trimmingCharacters(in: .whitespaces)
      if name.hasPrefix("#") { name.removeFirst() }
      guard !name.isEmpty else { continue }
      guard !name.contains(where: { $0.isNewline }) else { throw EditError(field: "tags", "A tag is one line.") }
      if seen.insert(name.lowercased()).inserted { tags.append(name) }
    }
    return Valid(title: title, priority: priority, status: status, dueDate: dueDate, tags: tags)
  }
}

/// An attachment as typed: the kind and its one or two fields.
public enum AttachmentInput: Hashable, Sendable {
  case link(String)
  case note(String)
  case image(caption: String, url: String)

  public func validated() throws(EditError) -> Attachment.Kind {
    switch self {
    case .link(let text):
      guard let url = LinkValidation.url(text) else {
        throw EditError(field: "url", "Not a link: write a full address such as https://example.org/page.")
      }
      return .link(url)
    case .note(let text):
      guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        throw EditError(field: "note", "A note cannot be empty.")
      }
      return .note(text)
    case .image(let caption, let text):
      guard let url = LinkValidation.url(text) else {
        throw EditError(field: "url", "Not an image address: write a full URL such as https://example.org/photo.jpg.")
      }
      return .image(Attachment.Image(caption: caption.trimmingCharacters(in: .whitespaces), url: url))
    }
  }
}
