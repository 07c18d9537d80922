/// Writes a tree as nested JSON (`{"name", "children"}`, what `arbor import` reads) or as
/// a Markdown outline, walking it without recursion so any depth fits. Children are asked
/// for when their parent is written, so a tree read lazily is never all in memory.
enum OutlineWriter {
  typealias Entry<Key> = (key: Key, label: String)

  /// Returns how many nodes were written.
  static func write<Key>(
    _ format: Exporter.Format, roots: [Entry<Key>], children: (Key) throws -> [Entry<Key>], to output: (String) -> Void
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
        output((step.first ? "\n" : ",\n") + indent(step.depth) + "{\n" + indent(step.depth + 1) + "\"name\": "
          + Exporter.quote(node.label) + ",\n" + indent(step.depth + 1) + "\"children\": [")
        stack.append((nil, step.depth, false))
        stack += try children(node.key).enumerated().reversed().map { (node: $1, depth: step.depth + 1, first: $0 == 0) }
      }
    case .markdown:
      var stack: [(node: Entry<Key>, depth: Int)] = roots.reversed().map { ($0, 0) }
      while let (node, depth) = stack.popLast() {
        written += 1
        let label = node.label.replacingOccurrences(of: "\n", with: " ")
        output(indent(depth) + "- " + label + "\n")
        stack += try children(node.key).reversed().map { ($0, depth + 1) }
      }
    }
    return written
  }

  private static func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: min(depth, 64))
  }
}
