/// A set of a file's page numbers (1…`pageCount`), a bit each: a table's b-tree or the
/// free list of a file of millions of pages, where a `Set<Int>` took 16 bytes and more a
/// page (64 MB of a 2 GB archive's 4M pages, each of them the table's).
struct PageSet: Sendable {
  private var words: [UInt64]
  private let pageCount: Int
  private(set) var count = 0

  init(pageCount: Int) {
    self.pageCount = max(0, pageCount)
    words = [UInt64](repeating: 0, count: (self.pageCount + 63) / 64)
  }

  /// Whether `number` was not in the set before; numbers outside 1…`pageCount` are never
  /// in it and are not inserted.
  @discardableResult
  mutating func insert(_ number: Int) -> Bool {
    let index = number - 1
    guard index >= 0, index < pageCount else { return false }
    let bit: UInt64 = 1 << UInt64(index % 64)
    guard words[index / 64] & bit == 0 else { return false }
    words[index / 64] |= bit
    count += 1
    return true
  }

  func contains(_ number: Int) -> Bool {
    let index = number - 1
    guard index >= 0, index < pageCount else { return false }
    return words[index / 64] & (1 << UInt64(index % 64)) != 0
  }
}
