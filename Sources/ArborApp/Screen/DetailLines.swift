import ArborCore
import ArborTerminal
import Foundation

/// The detail pane's content as lines for a given width: fields of the group columns,
/// each attachment kind drawn its own way, tags, notes wrapped.
enum DetailLines {
  static func lines(for detail: NodeDetail?, width: Int, theme: Theme) -> [StyledLine] {
    guard let detail else { return [StyledLine("Nothing selected.", style: theme[ThemeRole.dim])] }
    let label = theme["label"]
    let value = theme[ThemeRole.normal]
    var lines: [StyledLine] = []
    func field(_ name: String, _ text: String, style: Style? = nil) {
      lines.append(StyledLine([StyledSpan(pad(name), style: label), StyledSpan(text, style: style ?? value)]))
    }
    switch detail {
    case .category(let category):
      field("Name", category.category.name, style: theme["category"])
      field("Path", category.path.isEmpty ? "(root)" : category.path.joined(separator: " › "))
      field("Contains", "\(category.subcategories) categories, \(category.items) items")
      timestamps(category.category.timestamps, field: field)
      notes(category.category.notes, width: width, theme: theme, into: &lines)
    case .item(let item):
      field("Title", item.item.title, style: theme["title"])
      field("Path", item.path.joined(separator: " › "))
      field("Status", item.item.status.label, style: theme["status-\(item.item.status.rawValue)"])
      field("Priority", item.item.priority.label, style: theme["priority-\(item.item.priority.label)"])
      field("Due", item.item.dueDate.map(DateText.day) ?? "—")
      timestamps(item.item.timestamps, field: field)
      if item.tags.isEmpty {
        field("Tags", "—")
      } else {
        var line = StyledLine(pad("Tags"), style: label)
        for (index, tag) in item.tags.enumerated() {
          if index > 0 { line.append(" ", style: value) }
          line.append("#" + tag, style: theme["tag"])
        }
        lines.append(line)
      }
      notes(item.item.notes, width: width, theme: theme, into: &lines)
      lines.append("")
      lines.append(StyledLine("Attachments (\(item.attachments.count))", style: label))
      if item.attachments.isEmpty { lines.append(StyledLine("  none", style: theme[ThemeRole.dim])) }
      for attachment in item.attachments {
        switch attachment.kind {
        case .link(let url):
          lines.append(StyledLine([StyledSpan("  link  ", style: label), StyledSpan(url.absoluteString, style: theme["link"])]))
        case .note(let text):
          let wrapped = wrap(text, width: max(1, width - 8))
          for (index, part) in wrapped.enumerated() {
            lines.append(StyledLine([StyledSpan(index == 0 ? "  note  " : "        ", style: label), StyledSpan(part, style: value)]))
          }
        case .image(let image):
          lines.append(StyledLine([StyledSpan("  image ", style: label), StyledSpan(image.caption.isEmpty ? "(no caption)" : image.caption, style: value)]))
          lines.append(StyledLine([StyledSpan("        ", style: label), StyledSpan(image.url.absoluteString, style: theme["link"])]))
        }
      }
    }
    return lines
  }

  private static func pad(_ name: String) -> String {
    name + String(repeating: " ", count: max(1, 10 - name.count))
  }

  private static func timestamps(_ timestamps: Timestamps, field: (String, String, Style?) -> Void) {
    field("Created", DateText.minutes(timestamps.createdAt), nil)
    field("Updated", DateText.minutes(timestamps.updatedAt), nil)
  }

  private static func notes(_ notes: String, width: Int, theme: Theme, into lines: inout [StyledLine]) {
    lines.append("")
    lines.append(StyledLine("Notes", style: theme["label"]))
    if notes.isEmpty {
      lines.append(StyledLine("  none", style: theme[ThemeRole.dim]))
      return
    }
    for line in wrap(notes, width: max(1, width - 2)) {
      lines.append(StyledLine("  " + line, style: theme[ThemeRole.normal]))
    }
  }

  /// Word-wraps text to `width` columns; each source line starts a new line. Words
  /// wider than the width are cut, never lost.
  static func wrap(_ text: String, width: Int) -> [String] {
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      var currentWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var word = String(word)
        var wordWidth = PrintableText.width(word)
        if currentWidth > 0 && currentWidth + 1 + wordWidth > width {
          result.append(current)
          current = ""
          currentWidth = 0
        }
        while wordWidth > width {
          // Cut an over-long word at the width.
          var head = ""
          var headWidth = 0
          var rest = Substring(word)
          while let character = rest.first, headWidth + PrintableText.width(String(character)) <= width {
            head.append(character)
            headWidth += PrintableText.width(String(character))
            rest = rest.dropFirst()
          }
          if head.isEmpty, let character = rest.first { head = String(character); rest = rest.dropFirst() }
          if !current.isEmpty { result.append(current); current = ""; currentWidth = 0 }
          result.append(head)
          word = String(rest)
          wordWidth = PrintableText.width(word)
        }
        if currentWidth > 0 {
          current += " "
          currentWidth += 1
        }
        current += word
        currentWidth += wordWidth
      }
      result.append(current)
    }
    return result
  }
}
