/// Writes a tree as nested JSON (`{"name", "children"}`, what `arbor import` reads) or as
/// a Markdown outline, walking it without recursion so any depth fits. Children are asked
/// for when their parent is written, so a tree read lazily is never all in memory. A
/// tree that adds up sums writes each node's subtree totals beside it (JSON: a number
/// under each sum's name; Markdown: after the label, in the units the screen shows).
/// A node `again` says was written before — a second parent's, or a cycle's node below
/// itself — is written without its children and says so (JSON: `"again": true`;
/// Markdown: "(again: in full above)"), so a reader can tell it from a leaf.
enum OutlineWriter {
  /// What Markdown writes after a node written before.
  static let againWords = " (again: in full above)"

  /// A node: its key, its label and its totals, one per sum in order (nil: not known).
  typealias Entry<Key> = (key: Key, label: String, totals: [Double?])

  /// Returns how many nodes were written.
  static func write<Key>(
    _ format: Exporter.Format, roots: [Entry<Key>], children: (Key) throws -> [Entry<Key>], sums: [TreeSum] = [],
    again: (Key) -> Bool = { _ in false }, to output: (String) -> Void
  ) rethrows -> Int {
    var written = 0
    switch format {
    case .json:
      output("[")
      var stack: [(node: Entry<Key>?, depth: Int, first: Bool)] =
        roots
        .enumerated().reversed().map { (node: $1, depth: 1, first: $0 == 0) }
      if stack.isEmpty {
        output("]\n")
        return 0
      }
      while let step = stack.popLast() {
        guard let node = step.node else {
          // `first` marks a node without children here: its array closes at once (`[]`).
          output((step.first ? "" : "\n" + indent(step.depth + 1)) + "]\n" + indent(step.depth) + "}")
          if step.depth == 1 && stack.isEmpty { output("\n]\n") }
          continue
        }
        written += 1
        var total = ""
        for (sum, value) in zip(sums, node.totals) {
          if let value { total += indent(step.depth + 1) + Exporter.quote(sum.name) + ": " + number(value) + ",\n" }
        }
        let written = again(node.key)
        if written { total += indent(step.depth + 1) + "\"again\": true,\n" }
        output(
          (step.first ? "\n" : ",\n") + indent(step.depth) + "{\n" + indent(step.depth + 1) + "\"name\": "
            + Exporter.quote(node.label) + ",\n" + total + indent(step.depth + 1) + "\"children\": [")
        let kids = written ? [] : try children(node.key)
        stack.append((nil, step.depth, kids.isEmpty))
        // A child is inside its parent's "children" array: one level deeper than the key.
        stack += kids.enumerated().reversed().map { (node: $1, depth: step.depth + 2, first: $0 == 0) }
      }
    case .markdown:
      // Each sum's name and whether it is bytes, asked once, not per node: `isBytes` splits
      // the name into words.
      let shown = sums.map { (prefix: $0.name + " ", bytes: $0.isBytes) }
      var stack: [(node: Entry<Key>, depth: Int)] = roots.reversed().map { ($0, 0) }
      while let (node, depth) = stack.popLast() {
        written += 1
        var label = node.label.replacingOccurrences(of: "\n", with: " ")
        let totals = zip(shown, node.totals).compactMap { sum, value in
          value.map { sum.prefix + TotalText.value($0, bytes: sum.bytes) }
        }
        if !totals.isEmpty { label += " — " + totals.joined(separator: " · ") }
        let written = again(node.key)
        output(indent(depth) + "- " + label + (written ? againWords : "") + "\n")
        if !written { stack += try children(node.key).reversed().map { ($0, depth + 1) } }
      }
    }
    return written
  }

  /// A JSON number: whole ones without a decimal point.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return value == value.rounded() && abs(value) < 9e15 ? String(Int64(value)) : String(value)
  }

  private static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: min(depth, 64))
  }
}
