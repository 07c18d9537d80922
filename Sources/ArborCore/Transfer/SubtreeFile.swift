import Foundation

/// A subtree written to a file from the app (the export key): the format is the name's —
/// `.json`, `.md` (or `.markdown`), `.csv` — and a file already there is never written over.
public enum SubtreeFile {
  public struct Refusal: Error, CustomStringConvertible {
    public let description: String
  }

  /// A file name for a subtree called `title`: its characters a shell and any disk take.
  public static func suggestedName(_ title: String) -> String {
    let kept = title.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
    let name = String(kept).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    return (name.isEmpty ? "tree" : String(name.prefix(60))) + ".md"
  }

  /// Writes the subtrees of `tree` under `roots` to `name` (`~` is the home directory; a
  /// relative name is under the working directory); where it went and how many nodes.
  public static func write(_ tree: any OpenTree, roots: [NodeID], to name: String) throws -> (
    path: String, nodes: Int
  ) {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw Refusal(description: "Name the file (.json, .md or .csv)") }
    let path = (trimmed as NSString).expandingTildeInPath
    let format: Exporter.Format?
    switch (path as NSString).pathExtension.lowercased() {
    case "json": format = .json
    case "md", "markdown": format = .markdown
    case "csv": format = nil
    default: throw Refusal(description: "Name the file .json, .md or .csv: its ending says the format")
    }
    // Made here, or not at all: a file of that name is someone's.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason = errno == EEXIST ? "exists already: give another name" : String(cString: strerror(errno))
      throw Refusal(description: "\(trimmed): \(reason)")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var failed: Error?
    let output: (String) -> Void = { text in
      guard failed == nil else { return }
      do { try handle.write(contentsOf: Data(text.utf8)) } catch { failed = error }
    }
    let nodes: Int
    do {
      if let format {
        nodes = try tree.exportWalking(format, roots: roots, to: output)
      } else {
        nodes = try tree.exportCSV(roots: roots, to: output)
      }
      if let failed { throw failed }
      try handle.close()
    } catch {
      // Half a file says nothing true: it goes.
      try? handle.close()
      unlink(path)
      throw Refusal(description: "\(trimmed): not written (\(error))")
    }
    return (path, nodes)
  }
}
