/// The hashes of a file's pages (`FilePages`), in a few bits a page where most pages are
/// overflow pages: an archive's file contents. Kept whole, eight bytes a page, the hashes
/// of a 2 GB archive in SQLite's 512-byte archive pages took 32 MB.
///
/// A page whose bytes cannot be placed (`PageRole.other`: an overflow page) keeps no hash
/// of its own: its hash, mixed with its number, is folded into its pool's — a run of
/// pages each pointing to the next, as SQLite writes a row's overflow pages where it can.
/// A pool tells only that one of its pages changed, not which, and that is all the
/// comparison needs of such pages (`PageWatch`): an overflow page rewritten in place cannot
/// be placed, whichever it is. And as a pool is one row's, a row deleted or written
/// elsewhere takes its whole pool out, and the pools of the rows beside it stay as they
/// were. Every other page (b-tree pages, the free list's, the pointer maps') keeps its own
/// hash.
struct PageHashes: Sendable {
  /// Whether a page's hash is in a pool's (else it keeps its own).
  let pooled: PooledPages
  /// A bit a page: whether it starts a pool.
  private let starts: [UInt64]
  /// The hashes of the pages not pooled, in page order.
  private let own: [UInt64]
  /// Each pool's hash (its pages' `entry`s XORed), in page order.
  private let pools: [UInt64]

  /// What is known of one page's hash.
  struct Entry: Equatable {
    let pooled: Bool
    /// Whether its pool starts with it; `pool` is the pool's hash.
    let starts: Bool
    let pool: UInt64
    /// Its own hash, when it is not pooled (past the file's end: none).
    let own: UInt64?

    /// Whether it continues the pool of the page before it.
    var continues: Bool { pooled && !starts }
  }

  /// The hashes of `count` pages, from parts that each start at a multiple of 64 pages (a
  /// word of their bits) and follow one another, at `field` of `parts`; they are emptied as
  /// they are read (`Array.joined(moving:of:)`).
  init<Holder>(count: Int, joining parts: inout [Holder], at field: WritableKeyPath<Holder, Part>) {
    pooled = PooledPages(count: count, words: .joined(moving: field.appending(path: \.pooled), of: &parts))
    starts = .joined(moving: field.appending(path: \.starts), of: &parts)
    own = .joined(moving: field.appending(path: \.own), of: &parts)
    pools = .joined(moving: field.appending(path: \.pools), of: &parts)
  }

  /// The number of pages.
  var count: Int { pooled.count }

  /// How many pages keep their own hash, and how many pools there are.
  var sizes: (kept: Int, pools: Int) { (own.count, pools.count) }

  /// What a pooled page adds to its pool's hash: its bytes' hash mixed with its index, so
  /// that two pages that swap their bytes change the pool.
  static func entry(_ index: Int, _ hash: UInt64) -> UInt64 {
    var mixer = RowHash.Mixer()
    mixer.add(UInt64(index))
    mixer.add(hash)
    return mixer.finish()
  }

  fileprivate static func bit(_ words: [UInt64], _ index: Int) -> Bool {
    words[index / 64] & (1 << UInt64(index % 64)) != 0
  }

  /// The pages' entries in order, from the first: a pool is found by counting the pools
  /// before it, which a walk does as it goes.
  struct Walk {
    private let hashes: PageHashes
    private var next = 0
    private var poolIndex = 0

    init(_ hashes: PageHashes) { self.hashes = hashes }

    /// The entry of page `index`, which is the walk's next page or one after it (a page
    /// past the file's end: neither pooled nor with a hash of its own).
    mutating func entry(_ index: Int) -> Entry {
      while next < index {
        if next < hashes.count, PageHashes.bit(hashes.starts, next) { poolIndex += 1 }
        next += 1
      }
      guard index < hashes.count else { return Entry(pooled: false, starts: false, pool: 0, own: nil) }
      let (pooled, starts) = (hashes.pooled.contains(index), PageHashes.bit(hashes.starts, index))
      return Entry(
        pooled: pooled, starts: starts, pool: starts ? hashes.pools[poolIndex] : 0,
        own: pooled ? nil : hashes.own[hashes.pooled.place(of: index)])
    }
  }

  /// The hashes of a run of pages that starts at a multiple of 64, added in order by one
  /// of the threads that hash a file.
  struct Part: Sendable {
    private let first: Int
    fileprivate var pooled: [UInt64] = []
    fileprivate var starts: [UInt64] = []
    fileprivate var own: [UInt64] = []
    fileprivate var pools: [UInt64] = []
    private var lastPooled = -2

    /// The part of `count` pages from page `first`: their bits take a known number of
    /// words, reserved at once rather than grown.
    init(first: Int, count: Int) {
      precondition(first % 64 == 0, "a part starts at a word of bits")
      self.first = first
      let words = (count + 63) / 64
      pooled.reserveCapacity(words)
      starts.reserveCapacity(words)
    }

    /// Adds page `index` (the one after the last added) with its bytes' `hash`: in a pool
    /// (a new one, or the pool of the page before it when that was pooled), or its own.
    mutating func add(_ index: Int, hash: UInt64, pooled inPool: Bool, startsPool: Bool) {
      let offset = index - first
      let word = offset / 64
      if word == pooled.count {
        pooled.append(0)
        starts.append(0)
      }
      let bit: UInt64 = 1 << UInt64(offset % 64)
      if inPool {
        pooled[word] |= bit
        defer { lastPooled = index }
        if startsPool || lastPooled != index - 1 {
          starts[word] |= bit
          pools.append(PageHashes.entry(index, hash))
        } else {
          pools[pools.count - 1] ^= PageHashes.entry(index, hash)
        }
      } else {
        own.append(hash)
      }
    }
  }
}
