import Dispatch
import Foundation
import Synchronization

/// A hash of every page of another program's database file, as its bytes lie on disk:
/// between two of them, the pages whose hashes differ are the pages the program wrote.
/// Reading a file of 170 MB and hashing it takes tens of milliseconds; reading its rows
/// takes half a second — so after another program's write arbor compares only the rows
/// of the pages that changed (`PageWatch`).
///
/// Taken only while the file is in rollback-journal form (no `-wal` beside it, before and
/// after): its pages are then exactly what SQLite reads, and a caller that holds SQLite's
/// shared lock (a read transaction that has read) knows no writer changes them meanwhile.
/// A file in write-ahead-log mode keeps its latest pages in the `-wal`: none is taken.
struct FilePages: Sendable {
  let pageSize: Int
  let hashes: [UInt64]
  /// What each page holds of a table's rows (`PageRole`): the pages of the free list and
  /// the pointer maps are known from the header and hold none.
  let roles: [PageRole]

  /// Bytes of page 1's header that change with ordinary writes — the commit counter
  /// (24…27), the page count and free list (28…39), who wrote last (92…99) — hashed as
  /// zeros: page 1 then changes only when the schema (or its own rows) does.
  private static let countedHeaderBytes = [24..<40, 92..<100]

  /// The file's pages hashed; nil when the file has a `-wal`, is not a database, or could
  /// not be read to its end.
  static func read(path: String) -> FilePages? {
    guard !FileManager.default.fileExists(atPath: path + "-wal") else { return nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, let header = Header(descriptor), status.st_size >= header.pageSize else { return nil }
    let pageSize = header.pageSize
    let pageCount = (Int(status.st_size) + pageSize - 1) / pageSize
    // Past 2^24 pages an overflow page's first byte (its next page's number) could read as
    // a b-tree page's type (`PageWatch`); such files are compared row by row.
    guard pageCount < 1 << 24 else { return nil }
    var hashes = [UInt64](repeating: 0, count: pageCount)
    var roles = [PageRole](repeating: .other, count: pageCount)
    // In as many parts as there are processors (up to four), each read and hashed on a
    // thread of its own: reading and hashing 170 MB took 65 ms on one.
    let parts = pageCount < 4_096 ? 1 : min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
    let complete = Mutex(0)
    hashes.withUnsafeMutableBufferPointer { hashes in
      roles.withUnsafeMutableBufferPointer { roles in
        let slots = Slots(hashes: hashes.baseAddress!, roles: roles.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
          let pages = (pageCount * part / parts)..<(pageCount * (part + 1) / parts)
          if hashPages(pages, of: descriptor, pageSize: pageSize, hashes: slots.hashes, roles: slots.roles) {
            complete.withLock { $0 += 1 }
          }
        }
      }
    }
    guard complete.withLock({ $0 }) == parts, !FileManager.default.fileExists(atPath: path + "-wal"),
      let free = freeList(descriptor, header: header, pageCount: pageCount)
    else { return nil }
    for number in free.union(header.pointerMaps(pageCount: pageCount)) { roles[number - 1] = .noRows }
    return FilePages(pageSize: pageSize, hashes: hashes, roles: roles)
  }

  /// Where the parts store their pages' hashes and roles: each part writes only its own
  /// pages' slots, and the arrays outlive the parts.
  private struct Slots: @unchecked Sendable {
    let hashes: UnsafeMutablePointer<UInt64>
    let roles: UnsafeMutablePointer<PageRole>
  }

  /// Reads `pages` (0-based) of the file and stores each one's hash and role at its index;
  /// false when they could not all be read.
  private static func hashPages(
    _ pages: Range<Int>, of descriptor: Int32, pageSize: Int, hashes: UnsafeMutablePointer<UInt64>,
    roles: UnsafeMutablePointer<PageRole>
  ) -> Bool {
    // 64 KiB at a time: the bytes are hashed while still in the processor's cache (170 MB
    // read in 4 MiB pieces took three times as long here).
    let chunkPages = max(1, (1 << 16) / pageSize)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkPages * pageSize, alignment: 16)
    defer { buffer.deallocate() }
    var page = pages.lowerBound
    while page < pages.upperBound {
      let wanted = min(chunkPages, pages.upperBound - page) * pageSize
      let got = readFully(descriptor, into: buffer, count: wanted, at: page * pageSize)
      guard got > 0 else { return false }
      var offset = 0
      while offset < got && page < pages.upperBound {
        let length = min(pageSize, got - offset)
        if page == 0 {
          for range in countedHeaderBytes where range.upperBound <= length {
            for index in range { buffer[offset + index] = 0 }
          }
        }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + length])
        hashes[page] = hash(bytes)
        roles[page] = PageRole.of(bytes, number: page + 1)
        offset += length
        page += 1
      }
      if got < wanted { break }
    }
    return page == pages.upperBound
  }

  /// The numbers of the free list's pages (its trunks and the leaves they list); nil when
  /// the list does not hold together.
  private static func freeList(_ descriptor: Int32, header: Header, pageCount: Int) -> Set<Int>? {
    var free = Set<Int>()
    var trunk = header.firstFreeTrunk
    var bytes = [UInt8](repeating: 0, count: header.pageSize)
    while trunk != 0 {
      guard trunk <= pageCount, free.insert(trunk).inserted, free.count <= header.freePages else { return nil }
      let got = bytes.withUnsafeMutableBytes { readFully(descriptor, into: $0, count: header.pageSize, at: (trunk - 1) * header.pageSize) }
      guard got == header.pageSize else { return nil }
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

    /// Nil for a file that does not start as an SQLite database.
    init?(_ descriptor: Int32) {
      var bytes = [UInt8](repeating: 0, count: 100)
      let got = bytes.withUnsafeMutableBytes { readFully(descriptor, into: $0, count: 100, at: 0) }
      guard got == 100, Array(bytes[0..<16]) == Array("SQLite format 3\u{0}".utf8) else { return nil }
      let raw = Int(bytes[16]) << 8 | Int(bytes[17])
      pageSize = raw == 1 ? 65_536 : raw
      guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else { return nil }
      usableSize = pageSize - Int(bytes[20])
      firstFreeTrunk = bigEndian(bytes, at: 32)
      freePages = bigEndian(bytes, at: 36)
      autoVacuum = bigEndian(bytes, at: 52) != 0
    }

    /// The pointer-map pages of an auto-vacuum file: page 2 and every (usable size / 5 + 1)
    /// pages after it, one further when that is the page of the lock bytes (at 1 GiB).
    func pointerMaps(pageCount: Int) -> [Int] {
      guard autoVacuum, usableSize >= 480 else { return [] }
      let lockPage = (1 << 30) / pageSize + 1
      return stride(from: 2, through: pageCount, by: usableSize / 5 + 1).map { $0 == lockPage ? $0 + 1 : $0 }.filter { $0 <= pageCount }
    }
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
  }

  /// Reads up to `count` bytes at `offset`, again after a short read; the bytes read.
  private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, count: Int, at offset: Int) -> Int {
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
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89)
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    let words = bytes.count / 8
    var index = 0
    while index + 4 <= words {
      lanes.0 = ((lanes.0 ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* multiplier).rotated(29)
      lanes.1 = ((lanes.1 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 8, as: UInt64.self)) &* multiplier).rotated(29)
      lanes.2 = ((lanes.2 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 16, as: UInt64.self)) &* multiplier).rotated(29)
      lanes.3 = ((lanes.3 ^ bytes.loadUnaligned(fromByteOffset: index * 8 + 24, as: UInt64.self)) &* multiplier).rotated(29)
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
