import Foundation

/// Which tree of each other program's file the user chose (`--table …`), kept in a JSON
/// file under the user's configuration so `arbor FILE` opens the same tree next time.
public struct TreeChoices {
  public let location: String

  public init(location: String) {
    self.location = location
  }

  private static func key(_ file: String) -> String {
    URL(fileURLWithPath: file).standardizedFileURL.path
  }

  /// What `location` holds for each file; nothing when it is missing or unreadable.
  private func load<Value: Decodable>(_ location: String) -> [String: Value] {
    guard let data = FileManager.default.contents(atPath: location) else { return [:] }
    return (try? JSONDecoder().decode([String: Value].self, from: data)) ?? [:]
  }

  public func remembered(for file: String) -> ForeignTree? {
    (load(location) as [String: ForeignTree])[Self.key(file)]
  }

  /// Remembers `tree` for `file` (written whole to a temporary file, then renamed).
  public func remember(_ tree: ForeignTree, for file: String) throws {
    var choices: [String: ForeignTree] = load(location)
    choices[Self.key(file)] = tree
    try write(choices, to: location)
  }

  /// Forgets the tree, the sibling order and the width chosen for `file`, and what detection
  /// found in it (`--forget`): the next open detects again.
  public func forget(_ file: String) throws {
    var choices: [String: ForeignTree] = load(location)
    var orders: [String: SiblingOrder] = load(ordersLocation)
    var widths: [String: Bool] = load(widthsLocation)
    var detected: [String: Detected] = load(detectedLocation)
    let key = Self.key(file)
    guard choices[key] != nil || orders[key] != nil || widths[key] != nil || detected[key] != nil else { return }
    choices[key] = nil
    orders[key] = nil
    widths[key] = nil
    detected[key] = nil
    try write(choices, to: location)
    try write(orders, to: ordersLocation)
    try write(widths, to: widthsLocation)
    try write(detected, to: detectedLocation)
  }

  /// Whether `w` last gave the file's tree the whole width, beside the orders for the
  /// same reason.
  private var widthsLocation: String {
    (location as NSString).deletingPathExtension + "-wide.json"
  }

  public func rememberedWide(for file: String) -> Bool? {
    (load(widthsLocation) as [String: Bool])[Self.key(file)]
  }

  public func remember(wide: Bool, for file: String) throws {
    var widths: [String: Bool] = load(widthsLocation)
    widths[Self.key(file)] = wide
    try write(widths, to: widthsLocation)
  }

  /// The sibling order chosen with `s` for each file, beside the trees: it is how the
  /// tree is looked at, not which tree it is (the side-car copy does not depend on it).
  private var ordersLocation: String {
    (location as NSString).deletingPathExtension + "-orders.json"
  }

  public func rememberedOrder(for file: String) -> SiblingOrder? {
    (load(ordersLocation) as [String: SiblingOrder])[Self.key(file)]
  }

  public func remember(_ order: SiblingOrder, for file: String) throws {
    var orders: [String: SiblingOrder] = load(ordersLocation)
    orders[Self.key(file)] = order == .tree ? nil : order
    try write(orders, to: ordersLocation)
  }

  /// What detection chose for each file, with the fingerprint of the schema it saw and
  /// how many trees it found: kept until the schema changes (`ForeignSchema.fingerprint`).
  struct Detected: Codable {
    var fingerprint: String
    var tree: ForeignTree
    var candidates: Int
    /// `Detected.format`; records of before it (nil) lost the sum detection chose, so an
    /// archive opened without its sizes after the first time: they are detected again.
    var format: Int?

    static let format = 2
  }

  private var detectedLocation: String {
    (location as NSString).deletingPathExtension + "-detected.json"
  }

  public func detected(for file: String, fingerprint: String) -> (tree: ForeignTree, candidates: Int)? {
    guard let found = (load(detectedLocation) as [String: Detected])[Self.key(file)], found.fingerprint == fingerprint,
      found.format == Detected.format
    else { return nil }
    return (found.tree, found.candidates)
  }

  public func remember(detected tree: ForeignTree, candidates: Int, for file: String, fingerprint: String) throws {
    var found: [String: Detected] = load(detectedLocation)
    // As detection found it, with the sum it chose itself (an archive's sizes); sums
    // given when opening were never on it.
    found[Self.key(file)] = Detected(
      fingerprint: fingerprint, tree: tree, candidates: candidates, format: Detected.format)
    try write(found, to: detectedLocation)
  }

  private func write(_ choices: some Encodable, to location: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let directory = (location as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let temporary = location + ".\(getpid()).tmp"
    try encoder.encode(choices).write(to: URL(fileURLWithPath: temporary))
    if rename(temporary, location) != 0 {
      try? FileManager.default.removeItem(atPath: temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }
}
