import Foundation

/// A directory tree: directories become categories, files become items whose notes are
/// the file's text. Symbolic links are not followed (they could loop). Files that are not
/// UTF-8 text are imported with a note saying so; text beyond `maxNoteBytes` is cut.
public enum DirectoryImport {
  public static let maxNoteBytes = 256 * 1024

  public static func parse(_ path: String) throws -> ImportTree {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw ImportError("\(path): not a directory")
    }
    var problems: [String] = []
    var tree = ImportTree()
    let rootURL = URL(fileURLWithPath: path).standardizedFileURL
    var pending: [(URL, Int?)] = [(rootURL, nil)]
    while let (url, parent) = pending.popLast() {
      let name = url.lastPathComponent.isEmpty ? url.path : url.lastPathComponent
      let index = tree.add(ImportTree.Node(parent: parent, name: name))
      let entries: [String]
      do {
        entries = try fileManager.contentsOfDirectory(atPath: url.path).sorted()
      } catch {
        problems.append("\(url.path): cannot read the directory")
        continue
      }
      var subdirectories: [URL] = []
      for entry in entries {
        let child = url.appendingPathComponent(entry)
        guard let attributes = try? fileManager.attributesOfItem(atPath: child.path),
          let type = attributes[.type] as? FileAttributeType
        else {
          problems.append("\(child.path): cannot read it")
          continue
        }
        switch type {
        case .typeDirectory:
          subdirectories.append(child)
        case .typeRegular:
          tree.addItem(
            ImportItem(title: entry, notes: notes(of: child, size: attributes[.size] as? Int ?? 0, &problems)),
            to: index)
        default:
          // Links, sockets, devices: nothing to read safely.
          continue
        }
      }
      for directory in subdirectories.reversed() { pending.append((directory, index)) }
    }
    guard problems.isEmpty else { throw ImportError(problems) }
    return tree
  }

  private static func notes(of url: URL, size: Int, _ problems: inout [String]) -> String {
    guard let handle = try? FileHandle(forReadingFrom: url) else {
      problems.append("\(url.path): cannot open it")
      return ""
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: maxNoteBytes + 4)) ?? Data()
    if data.contains(0) { return "(binary file, \(size) bytes)" }
    var bytes = data.prefix(maxNoteBytes)
    // Do not cut a UTF-8 sequence in half.
    while let last = bytes.last, last & 0xC0 == 0x80 || (last >= 0xC0 && bytes.count == maxNoteBytes) {
      bytes = bytes.dropLast()
      if last >= 0xC0 { break }
    }
    guard let text = String(data: Data(bytes), encoding: .utf8) else { return "(not UTF-8 text, \(size) bytes)" }
    return size > maxNoteBytes ? text + "\n… (cut at \(maxNoteBytes / 1024) KB of \(size) bytes)" : text
  }
}
