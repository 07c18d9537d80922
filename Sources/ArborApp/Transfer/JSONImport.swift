import Foundation

/// Nested JSON: a node is `{"name": …, "notes": …, "children": [nodes], "items": [items]}`
/// (only `name` required); the file holds one node or an array of them. An item is
/// `{"title", "notes", "priority": "low|normal|high", "status": "todo|doing|done",
/// "due": "YYYY-MM-DD", "tags": [names], "attachments": [{"link": url} | {"note": text}
/// | {"image": {"caption", "url"}}]}`. Mistakes are reported with their JSON path.
public enum JSONImport {
  public static func parse(_ data: Data) throws -> ImportTree {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw ImportError("not valid JSON: \(describe(error))")
    }
    var problems: [String] = []
    var tree = ImportTree()
    let top: [(Any, String)]
    if let array = root as? [Any] {
      top = array.enumerated().map { ($1, "$[\($0)]") }
    } else {
      top = [(root, "$")]
    }
    var pending: [(value: Any, path: String, parent: Int?)] = top.reversed().map { ($0.0, $0.1, nil) }
    while let (value, path, parent) = pending.popLast() {
      guard let object = value as? [String: Any] else {
        problems.append("\(path): expected an object with a \"name\"")
        continue
      }
      guard let name = object["name"] as? String, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
        problems.append("\(path).name: must be a non-empty string")
        continue
      }
      let notes = optionalString(object["notes"], "\(path).notes", &problems)
      let index = tree.add(ImportTree.Node(parent: parent, name: name, notes: notes))
      if let items = object["items"] {
        guard let array = items as? [Any] else {
          problems.append("\(path).items: must be an array")
          continue
        }
        for (offset, item) in array.enumerated() {
          if let parsed = self.item(item, path: "\(path).items[\(offset)]", &problems) {
            tree.addItem(parsed, to: index)
          }
        }
      }
      if let children = object["children"] {
        guard let array = children as? [Any] else {
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

  private static func describe(_ error: Error) -> String {
    let nsError = error as NSError
    return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
  }

  private static func optionalString(_ value: Any?, _ path: String, _ problems: inout [String]) -> String {
    guard let value, !(value is NSNull) else { return "" }
    guard let text = value as? String else {
      problems.append("\(path): must be a string")
      return ""
    }
    return text
  }

  private static func item(_ value: Any, path: String, _ problems: inout [String]) -> ImportItem? {
    guard let object = value as? [String: Any] else {
      problems.append("\(path): expected an object with a \"title\"")
      return nil
    }
    guard let title = object["title"] as? String, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
      problems.append("\(path).title: must be a non-empty string")
      return nil
    }
    var item = ImportItem(title: title, notes: optionalString(object["notes"], "\(path).notes", &problems))
    if let text = object["priority"] as? String {
      if let priority = Priority.allCases.first(where: { $0.label == text }) { item.priority = priority }
      else { problems.append("\(path).priority: must be low, normal or high, not \"\(text)\"") }
    }
    if let text = object["status"] as? String {
      if let status = Status(rawValue: text) { item.status = status }
      else { problems.append("\(path).status: must be todo, doing or done, not \"\(text)\"") }
    }
    if let text = object["due"] as? String {
      if let date = DateText.parseDay(text) { item.dueDate = date }
      else { problems.append("\(path).due: must be a date YYYY-MM-DD, not \"\(text)\"") }
    }
    if let tags = object["tags"] {
      if let names = tags as? [String] {
        item.tags = names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      } else {
        problems.append("\(path).tags: must be an array of strings")
      }
    }
    if let attachments = object["attachments"] as? [Any] {
      for (offset, attachment) in attachments.enumerated() {
        let where_ = "\(path).attachments[\(offset)]"
        guard let object = attachment as? [String: Any] else {
          problems.append("\(where_): expected {\"link\": …}, {\"note\": …} or {\"image\": {…}}")
          continue
        }
        if let link = object["link"] as? String {
          if let url = LinkValidation.url(link) { item.attachments.append(.link(url)) }
          else { problems.append("\(where_).link: not a URL: \"\(link)\"") }
        } else if let note = object["note"] as? String {
          item.attachments.append(.note(note))
        } else if let image = object["image"] as? [String: Any], let link = image["url"] as? String {
          if let url = LinkValidation.url(link) {
            item.attachments.append(.image(Attachment.Image(caption: image["caption"] as? String ?? "", url: url)))
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

/// What arbor accepts as a link: an absolute URL with a scheme and something after it.
public enum LinkValidation {
  public static func url(_ text: String) -> URL? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty,
      scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }),
      trimmed.count > scheme.count + 1
    else { return nil }
    return url
  }
}
