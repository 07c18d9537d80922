import Dispatch
import Foundation
import Synchronization

/// A hash of every page of another program's database file, as SQLite reads it: between
/// two of them, the pages whose hashes differ are the pages the program wrote. Reading a
/// file of 170 MB and hashing it takes tens of milliseconds; reading its rows takes half a
/// second — so after another program's write arbor compares only the rows of the pages
/// that changed (`PageWatch`).
///
/// A file in rollback-journal form (no `-wal` beside it, before and after) is its pages,
/// and a caller that holds SQLite's shared lock (a read transaction that has read) knows
/// no writer changes them meanwhile. A file in write-ahead-log mode is its pages overlaid
/// by the log's frames up to a reader's snapshot (`LogSnapshot`), which the caller's read
/// transaction keeps in place.
struct FilePages: Sendable {
  let pageSize: Int
  let hashes: PageHashes
  /// What each page holds of a table's rows (`PageRole`): the pages of the free list and
  /// the pointer maps are known from the header and hold none.
  let roles: PageRoles

  /// Bytes of page 1's header that change with ordinary writes — the commit counter
  /// (24…27), the page count and free list (28…39), who wrote last (92…99) — hashed as
  /// zeros: page 1 then changes only when the schema (or its own rows) does.
  private static let countedHeaderBytes = [24..<40, 92..<100]

  /// The b-tree of the table watched: only its pages are read for rows (any table's
  /// otherwise), and its index pages for their keys when it has no rowids.
  struct Tree: Sendable, Equatable {
    let root: Int
    let keyed: Bool
  }

  /// The file's pages hashed, with the frames of `log` over them (without one, only while
  /// no `-wal` is beside the file); nil when the file is not a database, could not be read
  /// to its end, its log does not agree with `log`, or `tree`'s pages do not hold together.
  /// `parts`: how many threads hash the file (for tests; by default one a processor).
  static func read(path: String, log: LogSnapshot? = nil, tree: Tree? = nil, parts wanted: Int? = nil) -> FilePages? {
    guard log != nil || !FileManager.default.fileExists(atPath: path + "-wal") else { return nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, let pageSize = Header.pageSize(descriptor) else { return nil }
    let frames = log.map { $0.frames(path: path, pageSize: pageSize) }
    if case .some(nil) = frames { return nil }
    let source = PageSource(
      descriptor: descriptor, fileSize: Int(status.st_size), pageSize: pageSize, frames: frames ?? nil)
    let pageCount = log.flatMap { $0.lastFrame > 0 ? $0.pageCount : nil } ?? (source.fileSize + pageSize - 1) / pageSize
    // Past 2^24 pages an overflow page's first byte (its next page's number) could read as
    // a b-tree page's type (`PageWatch`); such files are compared row by row.
    guard pageCount >= 1, pageCount < 1 << 24, let first = source.page(1), let header = Header(first),
      let free = freeList(source, header: header, pageCount: pageCount)
    else { return nil }
    // The free list's and pointer maps' pages hold no rows and change without harm
    // (`PageWatch`): each keeps its own hash, not pooled with the overflow pages around it.
    var notPooled = free
    for number in header.pointerMaps(pageCount: pageCount) { notPooled.insert(number) }
    let pooling = Pooling(unpooled: notPooled)
    // In as many parts as there are processors (up to four), each read and hashed on a
    // thread of its own (reading and hashing 170 MB took 65 ms on one), each from a page
    // that starts a word of `PageHashes`' bits.
    let parts = wanted ?? (pageCount < 4_096 ? 1 : min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)))
    let starts = (0...parts).map { $0 == parts ? pageCount : pageCount * $0 / parts / 64 * 64 }
    let found = Mutex([Hashed?](repeating: nil, count: parts))
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      var hashed = Hashed(first: starts[part], count: starts[part + 1] - starts[part])
      let done = hashPages(
        starts[part]..<starts[part + 1], of: source, into: &hashed, pooling: pooling, keyed: tree?.keyed == true,
        usableSize: header.usableSize)
      found.withLock { $0[part] = done ? hashed : nil }
    }
    // Taken out of the lock, so that joining the parts below frees each as it goes.
    var partsFound = found.withLock { slots in
      defer { slots = [] }
      return slots
    }.compactMap { $0 }
    guard partsFound.count == parts, log != nil || !FileManager.default.fileExists(atPath: path + "-wal") else {
      return nil
    }
    let hashes = PageHashes(count: pageCount, joining: &partsFound, at: \.hashes)
    let spans = PageRoles.Spans(joining: &partsFound, at: \.spans)
    var roles = PageRoles(kinds: .joined(moving: \.kinds, of: &partsFound), pooled: hashes.pooled, spans: spans)
    for index in roles.indices where notPooled.contains(index + 1) { roles.markNoRows(index) }
    if let tree {
      // Rows of other tables (and keys of their indexes) are not the tree's.
      guard let pages = Self.pages(of: tree, source, roles: roles) else { return nil }
      roles.keepOnly(pages)
    }
    return FilePages(pageSize: pageSize, hashes: hashes, roles: roles)
  }

  /// The numbers of the pages of `tree`'s b-tree, walked from its root through its
  /// interior pages' child pointers; nil when they do not make a tree.
  private static func pages(of tree: Tree, _ source: PageSource, roles: PageRoles) -> PageSet? {
    var found = PageSet(pageCount: roles.count)
    var waiting = [tree.root]
    while let number = waiting.popLast() {
      guard number >= 1, number <= roles.count, found.insert(number) else { return nil }
      guard let type = roles.kind(at: number - 1).interiorType else { continue }
      guard let bytes = source.page(number) else { return nil }
      let header = number == 1 ? 100 : 0
      guard bytes.count >= header + 12, bytes[header] == type else { return nil }
      let cells = Int(bytes[header + 3]) << 8 | Int(bytes[header + 4])
      guard header + 12 + 2 * cells <= bytes.count else { return nil }
      waiting.append(bigEndian(bytes, at: header + 8))
      for cell in 0..<cells {
        let at = header + 12 + 2 * cell
        let offset = Int(bytes[at]) << 8 | Int(bytes[at + 1])
        guard offset + 4 <= bytes.count else { return nil }
        waiting.append(bigEndian(bytes, at: offset))
      }
    }
    return found
  }

  /// What a part of the file's pages gives: their hashes, the kinds of those not pooled
  /// (a pooled page's is `.other`) and the spans of their roles. A page's kind keeps its
  /// first byte (its b-tree page type) as whether it is an interior page, so that a walk
  /// of a table's b-tree reads only its interior pages again: reading every leaf for its
  /// type was most of the look at a table of two million paths.
  private struct Hashed: Sendable {
    var hashes: PageHashes.Part
    var kinds: [PageRoles.Kind] = []
    var spans = PageRoles.Spans()

    init(first: Int, count: Int) { hashes = PageHashes.Part(first: first, count: count) }
  }

  /// Which pages' hashes are pooled (`PageHashes`): pages that cannot be placed, but page 1,
  /// the free list's and the pointer maps'. A pooled page whose first four bytes (an
  /// overflow page's next page) are the next page's number shares its pool with it.
  private struct Pooling: Sendable {
    let unpooled: PageSet

    /// Whether page `index` (0-based), whose bytes have `role`, is pooled.
    func pools(_ index: Int, role: PageRole) -> Bool {
      index > 0 && role == .other && !unpooled.contains(index + 1)
    }
  }

  /// The file's pages as SQLite reads them: a page the log holds from its latest frame,
  /// any other from the file.
  private struct PageSource: Sendable {
    let descriptor: Int32
    let fileSize: Int
    let pageSize: Int
    let frames: LogFrames?

    /// Reads page `number` from the log into `buffer` when the log holds it: whether it
    /// does, nil when it does but could not be read.
    func readFromLog(_ number: Int, into buffer: UnsafeMutableRawBufferPointer) -> Bool? {
      guard let frames, let offset = frames.offsets[number] else { return false }
      return readFully(frames.descriptor, into: buffer, count: pageSize, at: offset) == pageSize ? true : nil
    }

    /// Page `number` on its own (page 1, the free list's trunks); nil when it cannot be read.
    func page(_ number: Int) -> [UInt8]? {
      var bytes = [UInt8](repeating: 0, count: pageSize)
      let inLog = bytes.withUnsafeMutableBytes { readFromLog(number, into: $0) }
      if inLog == true { return bytes }
      guard inLog == false else { return nil }
      let got = bytes.withUnsafeMutableBytes {
        readFully(descriptor, into: $0, count: pageSize, at: (number - 1) * pageSize)
      }
      // A file's last page may be short (a file cut by another tool); its bytes are as read.
      return got > 0 ? Array(bytes[0..<got]) : nil
    }
  }

  /// Reads `pages` (0-based) and adds what each one holds to `hashed`: whether they could
  /// all be read.
  private static func hashPages(
    _ pages: Range<Int>, of source: PageSource, into hashed: inout Hashed, pooling: Pooling, keyed: Bool,
    usableSize: Int
  ) -> Bool {
    let pageSize = source.pageSize
    // 64 KiB at a time: the bytes are hashed while still in the processor's cache (170 MB
    // read in 4 MiB pieces took three times as long here).
    let chunkPages = max(1, (1 << 16) / pageSize)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkPages * pageSize, alignment: 16)
    defer { buffer.deallocate() }
    // Page 1 with its counters cleared, or a page from the log.
    let single = UnsafeMutableRawBufferPointer.allocate(byteCount: pageSize, alignment: 16)
    defer { single.deallocate() }
    // The page the last page, when pooled, says comes next.
    var pointsHere: Int?
    var page = pages.lowerBound
    while page < pages.upperBound {
      let count = min(chunkPages, pages.upperBound - page)
      // What the file has of these pages; the log may hold the rest (a file that grew).
      let inFile = max(0, min(count * pageSize, source.fileSize - page * pageSize))
      let got = inFile > 0 ? readFully(source.descriptor, into: buffer, count: inFile, at: page * pageSize) : 0
      guard got == inFile else { return false }
      for index in 0..<count {
        var bytes: UnsafeRawBufferPointer
        switch source.readFromLog(page + 1, into: single) {
        case true?: bytes = UnsafeRawBufferPointer(single)
        case false?:
          let length = min(pageSize, got - index * pageSize)
          guard length > 0 else { return false }
          bytes = UnsafeRawBufferPointer(rebasing: buffer[index * pageSize..<index * pageSize + length])
        case nil: return false
        }
        if page == 0 {
          if bytes.baseAddress != UnsafeRawPointer(single.baseAddress) { single.copyMemory(from: bytes) }
          for range in countedHeaderBytes where range.upperBound <= bytes.count {
            for offset in range { single[offset] = 0 }
          }
          bytes = UnsafeRawBufferPointer(rebasing: single[0..<bytes.count])
        }
        let typeAt = page == 0 ? 100 : 0
        let role = PageRole.of(bytes, number: page + 1, keyed: keyed, usableSize: usableSize)
        let pooled = pooling.pools(page, role: role)
        hashed.hashes.add(page, hash: hash(bytes), pooled: pooled, startsPool: pointsHere != page + 1)
        pointsHere =
          pooled && bytes.count >= 4
          ? Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3]) : nil
        if !pooled { hashed.kinds.append(PageRoles.Kind.of(role, pageType: bytes.count > typeAt ? bytes[typeAt] : 0)) }
        hashed.spans.add(role, at: page)
        page += 1
      }
    }
    return true
  }

  /// The numbers of the free list's pages (its trunks and the leaves they list); nil when
  /// the list does not hold together.
  private static func freeList(_ source: PageSource, header: Header, pageCount: Int) -> PageSet? {
    var free = PageSet(pageCount: pageCount)
    var trunk = header.firstFreeTrunk
    while trunk != 0 {
      guard trunk <= pageCount, free.insert(trunk), free.count <= header.freePages,
        let bytes = source.page(trunk), bytes.count == header.pageSize
      else { return nil }
      let leaves = bigEndian(bytes, at: 4)
      guard 8 + 4 * leaves <= header.pageSize else { return nil }
      for index in 0..<leaves {
        let leaf = bigEndian(bytes, at: 8 + 4 * index)
        guard leaf >= 1, leaf <= pageCount else { return nil }
        free.insert(leaf)
      }
      trunk = bigEndian(bytes, at: 0)
    }
    return free
  }

  /// The fields of the file's 100-byte header that say where pages are.
  private struct Header {
    let pageSize: Int
    let usableSize: Int
    let firstFreeTrunk: Int
    let freePages: Int
    let autoVacuum: Bool

    /// Nil for a page 1 that does not start as an SQLite database.
    init?(_ bytes: [UInt8]) {
      guard bytes.count >= 100, Array(bytes[0..<16]) == Array("SQLite format 3\u{0}".utf8) else { return nil }
      let raw = Int(bytes[16]) << 8 | Int(bytes[17])
      pageSize = raw == 1 ? 65_536 : raw
      guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else { return nil }
      usableSize = pageSize - Int(bytes[20])
      firstFreeTrunk = bigEndian(bytes, at: 32)
      freePages = bigEndian(bytes, at: 36)
      autoVacuum = bigEndian(bytes, at: 52) != 0
    }

    /// The page size the file's first bytes give (a log cannot change it); nil when the
    /// file does not start as an SQLite database.
    static func pageSize(_ descriptor: Int32) -> Int? {
      var bytes = [UInt8](repeating: 0, count: 100)
      let got = bytes.withUnsafeMutableBytes { readFully(descriptor, into: $0, count: 100, at: 0) }
      return got == 100 ? Header(bytes)?.pageSize : nil
    }

    /// The pointer-map pages of an auto-vacuum file: page 2 and every (usable size / 5 + 1)
    /// pages after it, one further when that is the page of the lock bytes (at 1 GiB).
    func pointerMaps(pageCount: Int) -> [Int] {
      guard autoVacuum, usableSize >= 480 else { return [] }
      let lockPage = (1 << 30) / pageSize + 1
      return stride(from: 2, through: pageCount, by: usableSize / 5 + 1).map { $0 == lockPage ? $0 + 1 : $0 }.filter {
        $0 <= pageCount
      }
    }
  }

  static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
  }

  /// Reads up to `count` bytes at `offset`, again after a short read; the bytes read.
  static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, count: Int, at offset: Int)
    -> Int
  {
    var done = 0
    while done < count {
      let got = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { break }
      done += got
    }
    return done
  }

  /// Four independent multiply-and-rotate lanes over the page's 64-bit words (one lane
  /// would wait on each multiplication), then mixed: not cryptographic — a write must only
  /// be unlikely to leave a page's hash as it was, and pages are not chosen against it.
  static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (
      0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89
    )
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    let words = bytes.count / 8
    var index = 0
    while index + 4 <= words {
      lanes.0 = ((lanes.0 ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* multiplier).rotated(29)
      lanes.1 = ((lanes.1 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 8, as: UInt64.self)) &* multiplier).rotated(
        29)
      lanes.2 = ((lanes.2 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 16, as: UInt64.self)) &* multiplier)
        .rotated(29)
      lanes.3 = ((lanes.3 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 24, as: UInt64.self)) &* multiplier)
        .rotated(29)
      index += 4
    }
    var rest = RowHash.Mixer()
    while index < words {
      rest.add(bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
      index += 1
    }
    rest.add(bytes: bytes.baseAddress.map { $0 + words * 8 }, count: bytes.count - words * 8)
    rest.add(lanes.0)
    rest.add(lanes.1)
    rest.add(lanes.2)
    rest.add(lanes.3)
    return rest.finish()
  }
}

extension UInt64 {
  fileprivate func rotated(_ bits: UInt64) -> UInt64 { (self << bits) | (self >> (64 - bits)) }
}
