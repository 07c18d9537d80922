/// Which of a file's pages are pooled (`PageHashes`: overflow pages, whose hash is only
/// their pool's and whose role is always `PageRole.other`), a bit each. What is kept of
/// each other page (its own hash, its role's kind) is kept in lists of those pages alone,
/// in page order: a page finds its place in them by the count of unpooled pages before
/// its word of bits, kept for every word, and the bits before it in its word. Kept a byte
/// for every page, the kinds of a 2 GB archive in 512-byte pages took 4 MB.
struct PooledPages: Sendable {
  /// The number of pages.
  let count: Int
  private let words: [UInt64]
  /// For each word of bits, the pages not pooled before it.
  private let unpooledBefore: [Int32]

  /// `words`: a bit a page, 64 pages a word, set for a pooled page.
  init(count: Int, words: [UInt64]) {
    self.count = count
    self.words = words
    var before: [Int32] = []
    before.reserveCapacity(words.count)
    var total: Int32 = 0
    for (index, word) in words.enumerated() {
      before.append(total)
      let pages = min(64, count - index * 64)
      total += Int32(pages - (word & Self.low(pages)).nonzeroBitCount)
    }
    unpooledBefore = before
  }

  /// Whether page `index` (0-based) is pooled; a page past the end is not.
  func contains(_ index: Int) -> Bool {
    index >= 0 && index < count && words[index / 64] & (1 << UInt64(index % 64)) != 0
  }

  /// The place of page `index`, not pooled, among the pages not pooled.
  func place(of index: Int) -> Int {
    let word = index / 64
    let below = Self.low(index % 64)
    return Int(unpooledBefore[word]) + (index % 64 - (words[word] & below).nonzeroBitCount)
  }

  /// A word's lowest `bits` bits.
  private static func low(_ bits: Int) -> UInt64 {
    bits >= 64 ? .max : (1 << UInt64(bits)) - 1
  }
}
