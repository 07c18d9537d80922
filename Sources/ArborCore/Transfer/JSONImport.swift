import Foundation

/// Nested JSON: a node is `{"name": …, "notes": …, "children": [nodes], "items": [items]}`
/// (only `name` required); the file holds one node or an array of them. An item is
/// `{"title", "notes", "priority": "low|normal|high", "status": "todo|doing|done",
/// "due": "YYYY-MM-DD", "tags": [names], "attachments": [{"link": url} | {"note": text}
/// | {"image": {"caption", "url"}}]}`. Mistakes are reported with their JSON path.
public enum JSONImport {
  public static func parse(_ data: Data) throws -> ImportTree {
    let json: JSONDocument
    do {
      json = try JSONDocument.parse(Array(data))
    } catch {
      throw ImportError("not valid JSON: \(error)")
    }
    var problems: [String] = []
    var tree = ImportTree()
    let top: [(Int, String)]
    if let array = json.array(json.root) {
      top = array.enumerated().map { ($1, "$[\($0)]") }
    } else {
      top = [(json.root, "$")]
    }
    var pending: [(value: Int, path: String, parent: Int?)] = top.reversed().map { ($0.0, $0.1, nil) }
    while let (value, path, parent) = pending.popLast() {
      guard json.isObject(value) else {
        problems.append("\(path): expected an object with a \"name\"")
        continue
      }
      guard let name = json.string(json.member("name", of: value)), !name.trimmingCharacters(in: .whitespaces).isEmpty
      else {
        problems.append("\(path).name: must be a non-empty string")
        continue
      }
      let notes = optionalString(json, json.member("notes", of: value), "\(path).notes", &problems)
      let index = tree.add(ImportTree.Node(parent: parent, name: name, notes: notes))
      if let items = json.member("items", of: value) {
        guard let array = json.array(items) else {
          problems.append("\(path).items: must be an array")
          continue
        }
        for (offset, item) in array.enumerated() {
          if let parsed = self.item(json, item, path: "\(path).items[\(offset)]", &problems) {
            tree.addItem(parsed, to: index)
          }
        }
      }
      if let children = json.member("children", of: value) {
        guard let array = json.array(children) else {
          problems.append("\(path).children: must be an array")
          continue
        }
        for (offset, child) in array.enumerated().reversed() {
          pending.append((child, "\(path).children[\(offset)]", index))
        }
      }
    }
    guard problems.isEmpty else { throw ImportError(problems) }
    return tree
  }

  private static func optionalString(_ json: JSONDocument, _ value: Int?, _ path: String, _ problems: inout [String])
    -> String
  {
    guard !json.isNull(value) else { return "" }
    guard let text = json.string(value) else {
      problems.append("\(path): must be a string")
      return ""
    }
    return text
  }

  private static func item(_ json: JSONDocument, _ value: Int, path: String, _ problems: inout [String]) -> ImportItem?
  {
    guard json.isObject(value) else {
      problems.append("\(path): expected an object with a \"title\"")
      return nil
    }
    func member(_ key: String) -> Int? { json.member(key, of: value) }
    guard let title = json.string(member("title")), !title.trimmingCharacters(in: .whitespaces).isEmpty else {
      problems.append("\(path).title: must be a non-empty string")
      return nil
    }
    var item = ImportItem(title: title, notes: optionalString(json, member("notes"), "\(path).notes", &problems))
    if let text = json.string(member("priority")) {
      if let priority = Priority.allCases.first(where: { $0.label == text }) {
        item.priority = priority
      } else {
        problems.append("\(path).priority: must be low, normal or high, not \"\(text)\"")
      }
    }
    if let text = json.string(member("status")) {
      if let status = Status(rawValue: text) {
        item.status = status
      } else {
        problems.append("\(path).status: must be todo, doing or done, not \"\(text)\"")
      }
    }
    if let text = json.string(member("due")) {
      if let date = DateText.parseDay(text) {
        item.dueDate = date
      } else {
        problems.append("\(path).due: must be a date YYYY-MM-DD, not \"\(text)\"")
      }
    }
    if let tags = member("tags") {
      if let elements = json.array(tags), case let names = elements.compactMap({ json.string($0) }),
        names.count == elements.count
      {
        item.tags = names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      } else {
        problems.append("\(path).tags: must be an array of strings")
      }
    }
    if let attachments = json.array(member("attachments")) {
      for (offset, attachment) in attachments.enumerated() {
        let where_ = "\(path).attachments[\(offset)]"
        guard json.isObject(attachment) else {
          problems.append("\(where_): expected {\"link\": …}, {\"note\": …} or {\"image\": {…}}")
          continue
        }
        if let link = json.string(json.member("link", of: attachment)) {
          if let url = LinkValidation.url(link) {
            item.attachments.append(.link(url))
          } else {
            problems.append("\(where_).link: not a URL: \"\(link)\"")
          }
        } else if let note = json.string(json.member("note", of: attachment)) {
          item.attachments.append(.note(note))
        } else if let image = json.member("image", of: attachment), json.isObject(image),
          let link = json.string(json.member("url", of: image))
        {
          if let url = LinkValidation.url(link) {
            let caption = json.string(json.member("caption", of: image)) ?? ""
            item.attachments.append(.image(Attachment.Image(caption: caption, url: url)))
          } else {
            problems.append("\(where_).image.url: not a URL: \"\(link)\"")
          }
        } else {
          problems.append("\(where_): expected {\"link\": …}, {\"note\": …} or {\"image\": {\"url\": …}}")
        }
      }
    }
    return item
  }
}
