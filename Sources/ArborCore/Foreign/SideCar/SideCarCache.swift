import Foundation

/// The copies in arbor's cache, for a person: what each is a copy of, how much room it
/// takes with its label index, when it was last used — and removing them (`arbor cache`).
/// A copy's name is a hash; what it copies is written beside it when it is made
/// (`<hash>.json`).
public enum SideCarCache {
  public struct Copy: Hashable, Sendable {
    /// The copy's file; its label index and description sit beside it.
    public var location: String
    /// The file copied and the options of its tree; nil for a copy made by an older arbor.
    public var file: String?
    public var tree: String?
    /// The copy's and its label index's sizes together.
    public var bytes: Int64
    public var lastUse: Date
  }

  private struct Description: Codable {
    var file: String
    var tree: String
  }

  static func descriptionLocation(_ location: String) -> String {
    String(location.dropLast(".sqlite".count)) + ".json"
  }

  /// Writes what the copy at `location` is a copy of, unless it is written already.
  static func describe(location: String, file: String, tree: ForeignTree) {
    let target = descriptionLocation(location)
    guard !FileManager.default.fileExists(atPath: target) else { return }
    let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
    guard let data = try? JSONEncoder().encode(Description(file: absolute, tree: tree.commandLineOptions)) else {
      return
    }
    try? data.write(to: URL(fileURLWithPath: target), options: .atomic)
  }

  /// The copies in `directory`, the largest first.
  public static func copies(in directory: String) -> [Copy] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var found: [Copy] = []
    for name in names where name.hasSuffix(".sqlite") && !name.hasSuffix("-labels.sqlite") {
      let location = directory + "/" + name
      let files = [location, LabelIndex.location(copy: location)]
      let attributes = files.compactMap { try? FileManager.default.attributesOfItem(atPath: $0) }
      guard let first = attributes.first else { continue }
      let bytes = attributes.reduce(Int64(0)) { $0 + ((($1[.size] as? NSNumber)?.int64Value) ?? 0) }
      let description = FileManager.default.contents(atPath: descriptionLocation(location)).flatMap {
        try? JSONDecoder().decode(Description.self, from: $0)
      }
      found.append(
        Copy(
          location: location, file: description?.file, tree: description?.tree, bytes: bytes,
          lastUse: first[.modificationDate] as? Date ?? .distantPast))
    }
    return found.sorted { $0.bytes > $1.bytes }
  }

  /// Removes a copy with its label index and its description. A session still reading it
  /// keeps its open files, and makes the copy again at its next start.
  public static func remove(_ copy: Copy) throws {
    for file in [copy.location, LabelIndex.location(copy: copy.location), descriptionLocation(copy.location)]
    where FileManager.default.fileExists(atPath: file) {
      try FileManager.default.removeItem(atPath: file)
    }
  }
}
