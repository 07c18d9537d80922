import Foundation

/// The nodes a path walk is in, one a level from the top, held until the walk leaves them
/// (`NodeBatch`): their keys and labels in one buffer, deepest last, and plain entries —
/// arrays of their own cost more in reference counting than SQLite's work on the node.
struct OpenNodes {
  struct Entry {
    /// The key's and the label's bytes in `bytes`.
    var key = 0..<0
    /// The parent's key is the key's first bytes (nil at the top).
    var parentLength: Int?
    var label = 0..<0
    var source: Int64?
    var raw: OpaquePointer?
    var own: OpaquePointer?
    /// Where the values of the further sums start in `more`.
    var more = 0
    var children = 0
    /// False for a level the walk did not open (never, in a walk that opens each level of
    /// a path): nothing to write.
    var held = false
  }

  private(set) var entries: [Entry] = []
  private var bytes: [UInt8] = []
  var more: [OpaquePointer?] = []
  /// How many of `entries`, from the top, are open.
  private(set) var count = 0

  /// Copies `text` in, for the entry about to be pushed.
  mutating func append(_ text: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = bytes.count
    bytes.append(contentsOf: text)
    return start..<bytes.count
  }

  /// Opens `entry` at `depth`, everything deeper closed; a level above left unopened
  /// holds nothing.
  mutating func push(_ entry: Entry, at depth: Int) {
    while entries.count <= depth { entries.append(Entry()) }
    for skipped in count..<max(count, depth) { entries[skipped] = Entry() }
    var entry = entry
    entry.held = true
    entries[depth] = entry
    count = depth + 1
  }

  /// The open entries' keys and labels, for `body` to read.
  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try bytes.withUnsafeBufferPointer(body)
  }

  /// Whether the node open at `depth` has `key`.
  func holds(_ depth: Int, key: UnsafeBufferPointer<UInt8>) -> Bool {
    guard depth < count, entries[depth].held else { return false }
    return bytes.withUnsafeBufferPointer { held in
      sameBytes(UnsafeBufferPointer(rebasing: held[entries[depth].key]), key)
    }
  }

  /// The deepest open entry below `depth`, closed (nil: none); `drop` it once its bytes
  /// and values are taken.
  mutating func pop(above depth: Int) -> Entry? {
    while count > depth {
      count -= 1
      if entries[count].held { return entries[count] }
    }
    return nil
  }

  /// Forgets `entry`'s bytes and values (the batch owns the values now).
  mutating func drop(_ entry: Entry) {
    bytes.removeLast(bytes.count - entry.key.lowerBound)
    if more.count > entry.more { more.removeLast(more.count - entry.more) }
    entries[count].held = false
  }

  /// Adds a child to the node open at `depth`.
  mutating func countChild(at depth: Int) {
    entries[depth].children += 1
  }
}
