import ArborDB
import Foundation
import GRDB

/// Writes the whole tree as nested JSON (the format `arbor import` reads, items and
/// attachments included) or as Markdown. Streams depth first without recursion, so any
/// size or depth is written in constant stack and little memory.
public enum Exporter {
  public enum Format: String, Sendable { case json, markdown }

  /// Each category carries its progress (items done of all under it, doing, overdue on
  /// `today`), as its tree row shows it.
  public static func run(
    _ format: Format, database: AppDatabase, today: Date = Calendar.current.startOfDay(for: Date()),
    to output: (String) -> Void
  ) throws {
    try database.read { db in
      // Categories whose parents lead round in a cycle are written under the smallest
      // of each cycle, after the roots; met again below itself, a cycle's root is not
      // written twice.
      let cycles = NotesCycles()
      try cycles.search(db)
      let walk = Walk(roots: try childIDs(of: nil, db) + cycles.roots, cycleRoots: Set(cycles.roots))
      let progress = try ProgressLookup(today: today, db)
      switch format {
      case .json: try json(walk, progress: progress, db, output)
      case .markdown: try markdown(walk, progress: progress, db, output)
      }
    }
  }

  /// One category's progress at a time, for an export that visits every category once:
  /// the overdue counts are worked out for all at the start (only categories with some
  /// are kept), the rest is one row each.
  private struct ProgressLookup {
    let overdue: [Int: Int]
    let hasCounts: Bool

    init(today: Date, _ db: Database) throws {
      hasCounts = try db.tableExists("categoryProgress")
      overdue = hasCounts ? try CategoryProgress.overdue(today: today, db) : [:]
    }

    /// Nil where no item lies under the category (or the file keeps no counts).
    func of(_ id: Int, _ db: Database) throws -> CategoryProgress? {
      guard hasCounts, var progress = try CategoryProgress.counts([id], db)[id] else { return nil }
      progress.overdue = overdue[id] ?? 0
      return progress.items > 0 ? progress : nil
    }
  }

  private static func childIDs(of parent: Int?, _ db: Database) throws -> [Int] {
    try Category.children(of: parent).order { ($0.position, $0.id) }.select(\.id).fetchAll(db)
  }

  /// Where the export starts and what it never enters twice.
  private struct Walk {
    let roots: [Int]
    let cycleRoots: Set<Int>

    func children(of id: Int, _ db: Database) throws -> [Int] {
      try childIDs(of: id, db).filter { !cycleRoots.contains($0) }
    }
  }

  private static func items(of category: Int, _ db: Database) throws -> [(Item, [String], [Attachment])] {
    try Item.where { $0.categoryID.eq(category) }.order { ($0.title, $0.id) }.fetchAll(db).map { item in
      let itemID = item.id
      let tags = try Tag.names(ofItem: itemID, db)
      let attachments = try Attachment.where { $0.itemID.eq(itemID) }.order(by: \.id).fetchAll(db)
      return (item, tags, attachments)
    }
  }

  // MARK: JSON

  private enum Step {
    case open(id: Int, depth: Int, first: Bool)
    case close(depth: Int)
  }

  private static func json(_ walk: Walk, progress: ProgressLookup, _ db: Database, _ output: (String) -> Void) throws {
    let roots = walk.roots
    output("[")
    var stack: [Step] = roots.enumerated().reversed().map { .open(id: $1, depth: 1, first: $0 == 0) }
    if roots.isEmpty {
      output("]\n")
      return
    }
    while let step = stack.popLast() {
      switch step {
      case .close(let depth):
        output("\n" + indent(depth + 1) + "]\n" + indent(depth) + "}")
      case .open(let id, let depth, let first):
        guard let category = try Category.find(id).fetchOne(db) else { continue }
        var text = (first ? "\n" : ",\n") + indent(depth) + "{\n"
        text += indent(depth + 1) + "\"name\": " + quote(category.name) + ",\n"
        if !category.notes.isEmpty { text += indent(depth + 1) + "\"notes\": " + quote(category.notes) + ",\n" }
        if let counts = try progress.of(id, db) {
          text +=
            indent(depth + 1) + "\"progress\": {\"done\": \(counts.done), \"items\": \(counts.items), "
            + "\"doing\": \(counts.doing), \"overdue\": \(counts.overdue)},\n"
        }
        let items = try items(of: id, db)
        if !items.isEmpty {
          text += indent(depth + 1) + "\"items\": [\n"
          text += items.map { indent(depth + 2) + itemJSON($0.0, tags: $0.1, attachments: $0.2) }.joined(
            separator: ",\n")
          text += "\n" + indent(depth + 1) + "],\n"
        }
        text += indent(depth + 1) + "\"children\": ["
        output(text)
        let children = try walk.children(of: id, db)
        stack.append(.close(depth: depth))
        for (index, child) in children.enumerated().reversed() {
          stack.append(.open(id: child, depth: depth + 2, first: index == 0))
        }
      }
    }
    output("\n]\n")
  }

  private static func itemJSON(_ item: Item, tags: [String], attachments: [Attachment]) -> String {
    var fields = ["\"title\": " + quote(item.title)]
    if !item.notes.isEmpty { fields.append("\"notes\": " + quote(item.notes)) }
    fields.append("\"priority\": " + quote(item.priority.label))
    fields.append("\"status\": " + quote(item.status.rawValue))
    if let due = item.dueDate { fields.append("\"due\": " + quote(DateText.day(due))) }
    if !tags.isEmpty { fields.append("\"tags\": [" + tags.map(quote).joined(separator: ", ") + "]") }
    if !attachments.isEmpty {
      let list = attachments.map { attachment -> String in
        switch attachment.kind {
        case .link(let url): return "{\"link\": " + quote(url.absoluteString) + "}"
        case .note(let note): return "{\"note\": " + quote(note) + "}"
        case .image(let image):
          return "{\"image\": {\"caption\": " + quote(image.caption) + ", \"url\": " + quote(image.url.absoluteString)
            + "}}"
        }
      }
      fields.append("\"attachments\": [" + list.joined(separator: ", ") + "]")
    }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  private static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: min(depth, 64))
  }

  /// A JSON string literal.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  // MARK: Markdown

  /// A line end however the text was written: Swift takes "\r\n" as one `Character`, so
  /// splitting on "\n" alone left a CR LF note in one piece (and a CR in the output).
  private static func isLineEnd(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }

  private static func markdown(_ walk: Walk, progress: ProgressLookup, _ db: Database, _ output: (String) -> Void)
    throws
  {
    var stack: [(Int, Int)] = walk.roots.reversed().map { ($0, 1) }
    var first = true
    while let (id, depth) = stack.popLast() {
      guard let category = try Category.find(id).fetchOne(db) else { continue }
      var text = first ? "" : "\n"
      first = false
      let level = min(depth, 6)
      // Markdown stops at six heading levels; deeper ones say their level (a marker per
      // level would make a deep file's export quadratic in size).
      text +=
        String(repeating: "#", count: level) + " " + (depth > 6 ? "(level \(depth)) " : "")
        + inline(category.name) + (try progress.of(id, db).map { " — " + $0.words } ?? "") + "\n"
      if !category.notes.isEmpty { text += "\n" + category.notes + "\n" }
      let items = try items(of: id, db)
      if !items.isEmpty { text += "\n" }
      for (item, tags, attachments) in items {
        let box = item.status == .done ? "[x]" : "[ ]"
        var line = "- \(box) " + inline(item.title)
        var facts: [String] = []
        if item.status == .doing { facts.append("doing") }
        if item.priority != .normal { facts.append("\(item.priority.label) priority") }
        if let due = item.dueDate { facts.append("due " + DateText.day(due)) }
        if !facts.isEmpty { line += " (" + facts.joined(separator: ", ") + ")" }
        if !tags.isEmpty { line += " " + tags.map { "#" + $0 }.joined(separator: " ") }
        text += line + "\n"
        if !item.notes.isEmpty {
          text +=
            item.notes.split(omittingEmptySubsequences: false, whereSeparator: isLineEnd)
            .map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        for attachment in attachments {
          switch attachment.kind {
          case .link(let url): text += "  - <\(url.absoluteString)>\n"
          case .note(let note):
            text +=
              "  - " + note.split(omittingEmptySubsequences: false, whereSeparator: isLineEnd).joined(separator: " ")
              + "\n"
          case .image(let image): text += "  - ![\(inline(image.caption))](\(image.url.absoluteString))\n"
          }
        }
      }
      output(text)
      for child in try walk.children(of: id, db).reversed() { stack.append((child, depth + 1)) }
    }
  }

  /// Text on one Markdown line: line breaks flattened.
  private static func inline(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
  }
}
