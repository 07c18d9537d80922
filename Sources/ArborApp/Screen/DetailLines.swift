import ArborCore
import ArborTerminal
import Foundation

/// The detail pane's content as lines for a given width: the node's labelled fields,
/// then each group under its title (notes wrapped, attachments each on its own lines).
/// Any hierarchy's `NodeDetails` draw the same way.
enum DetailLines {
  /// `whole`: each field's value wrapped under its label, however long (a URL, a JSON
  /// document), instead of one line cut at the pane's edge.
  static func lines(for details: NodeDetails?, width: Int, theme: Theme, whole: Bool = false) -> [StyledLine] {
    guard let details else { return [StyledLine("Nothing selected.", style: theme[ThemeRole.dim])] }
    let label = theme["label"]
    let value = theme[ThemeRole.normal]
    func style(_ role: String?) -> Style { role.map { theme[$0] } ?? value }
    var lines: [StyledLine] = []
    // Labels line up: ten columns, or the longest label and a space (up to twenty).
    let labelWidth = min(20, max(10, (details.fields.map { PrintableText.width($0.label) }.max() ?? 0) + 2))
    for field in details.fields {
      var line = StyledLine(pad(field.label, to: labelWidth), style: label)
      if whole, let text = field.value.text {
        let indent = String(repeating: " ", count: labelWidth)
        for (index, part) in wrap(text.value, width: max(1, width - labelWidth)).enumerated() {
          if index > 0 {
            lines.append(line)
            line = StyledLine(indent, style: label)
          }
          line.append(part, style: style(text.role))
        }
        // The SQL type after the value where it fits, else on a line of its own.
        if let type = text.type, !type.isEmpty {
          if line.width + 2 + PrintableText.width(type) <= width {
            line.append("  " + type, style: theme[ThemeRole.dim])
          } else {
            lines.append(line)
            line = StyledLine(indent + type, style: theme[ThemeRole.dim])
          }
        }
        lines.append(line)
        continue
      }
      switch field.value {
      case .text(let text, let role):
        line.append(text, style: style(role))
      case .typed(let text, let type, let role):
        line.append(text, style: style(role))
        if !type.isEmpty { line.append("  " + type, style: theme[ThemeRole.dim]) }
      case .tags(let tags) where tags.isEmpty:
        line.append("—", style: value)
      case .tags(let tags):
        for (index, tag) in tags.enumerated() {
          if index > 0 { line.append(" ", style: value) }
          line.append("#" + tag, style: theme["tag"])
        }
      }
      lines.append(line)
    }
    for group in details.groups {
      lines.append("")
      lines.append(StyledLine(group.title, style: label))
      if group.entries.isEmpty { lines.append(StyledLine("  " + group.emptyText, style: theme[ThemeRole.dim])) }
      for entry in group.entries {
        switch entry {
        case .paragraph(let text):
          for line in wrap(text, width: max(1, width - 2)) {
            lines.append(StyledLine("  " + line, style: value))
          }
        case .labelled(let name, let text, let role, let wraps):
          let prefix = "  " + name + String(repeating: " ", count: max(1, 6 - name.count))
          let parts = wraps ? wrap(text, width: max(1, width - prefix.count)) : [text]
          for (index, part) in parts.enumerated() {
            let head = index == 0 ? prefix : String(repeating: " ", count: prefix.count)
            lines.append(StyledLine([StyledSpan(head, style: label), StyledSpan(part, style: style(role))]))
          }
        }
      }
    }
    return lines
  }

  private static func pad(_ name: String, to width: Int) -> String {
    name + String(repeating: " ", count: max(1, width - PrintableText.width(name)))
  }

  /// Word-wraps text to `width` columns; each source line starts a new line. Words
  /// wider than the width are cut, never lost.
  static func wrap(_ text: String, width: Int) -> [String] {
    var result: [String] = []
    for paragraph in text.splitLines() {
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
          if head.isEmpty, let character = rest.first {
            head = String(character)
            rest = rest.dropFirst()
          }
          if !current.isEmpty {
            result.append(current)
            current = ""
            currentWidth = 0
          }
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

extension DetailValue {
  /// The value as text with its style role and SQL type, for showing it whole; nil for
  /// tags (shown as they are).
  fileprivate var text: (value: String, role: String?, type: String?)? {
    switch self {
    case .text(let text, let role): (text, role, nil)
    case .typed(let text, let type, let role): (text, role, type)
    case .tags: nil
    }
  }
}
