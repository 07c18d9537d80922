/// Writes a tree as nested JSON (`{"name", "children"}`, what `arbor import` reads) or as
/// a Markdown outline, walking it without recursion so any depth fits. Children are asked
/// for when their parent is written, so a tree read lazily is never all in memory. A
/// tree that adds up a sum writes each node's subtree total beside it (JSON: a number
/// under the sum's name; Markdown: after the label, in the units the screen shows).
enum OutlineWriter {
  typealias Entry<Key> = (key: Key, label: String, total: Double?)

  /// Returns how many nodes were written.
  static func write<Key>(
    _ format: Exporter.Format, roots: [Entry<Key>], children: (Key) throws -> [Entry<Key>], sum: TreeSum? = nil,
    to output: (String) -> Void
  ) rethrows -> Int {
    var written = 0
    switch format {
    case .json:
      output("[")
      var stack: [(node: Entry<Key>?, depth: Int, first: Bool)] = roots
        .enumerated().reversed().map { (node: $1, depth: 1, first: $0 == 0) }
      if stack.isEmpty { output("]\n"); return 0 }
      while let step = stack.popLast() {
        guard let node = step.node else {
          output("\n" + indent(step.depth + 1) + "]\n" + indent(step.depth) + "}")
          if step.depth == 1 && stack.isEmpty { output("\n]\n") }
          continue
        }
        written += 1
        var total = ""
        if let sum, let value = node.total { total = indent(step.depth + 1) + Exporter.quote(sum.name) + ": " + number(value) + ",\n" }
        output((step.first ? "\n" : ",\n") + indent(step.depth) + "{\n" + indent(step.depth + 1) + "\"name\": "
          + Exporter.quote(node.label) + ",\n" + total + indent(step.depth + 1) + "\"children\": [")
        stack.append((nil, step.depth, false))
        stack += try children(node.key).enumerated().reversed().map { (node: $1, depth: step.depth + 1, first: $0 == 0) }
      }
    case .markdown:
      var stack: [(node: Entry<Key>, depth: Int)] = roots.reversed().map { ($0, 0) }
      while let (node, depth) = stack.popLast() {
        written += 1
        var label = node.label.replacingOccurrences(of: "\n", with: " ")
        if let sum, let value = node.total { label += " — \(sum.name) " + TotalText.value(value, bytes: sum.isBytes) }
        output(indent(depth) + "- " + label + "\n")
        stack += try children(node.key).reversed().map { ($0, depth + 1) }
      }
    }
    return written
  }

  /// A JSON number: whole ones without a decimal point.
  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return value == value.rounded() && abs(value) < 9e15 ? String(Int64(value)) : String(value)
  }

  private static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: min(depth, 64))
  }
}
