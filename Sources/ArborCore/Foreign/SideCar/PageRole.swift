/// What one page of an SQLite file holds of a table's rows (the b-tree page format of
/// sqlite.org/fileformat2.html): a table's leaf holds rows whose rowids span its first to
/// its last cell (none when it is empty); interior table pages and the free list hold no
/// rows; anything else — an overflow page, a pointer map, a page that does not parse —
/// cannot be told apart by its bytes.
///
/// A table without rowids is an index b-tree whose cells are its rows, in its interior
/// pages as in its leaves: read for such a table (`keyed`), each of its pages holds the
/// rows whose first key column spans its first to its last cell — but an interior page
/// holds only its cells' rows, each the bound between two child pages, so it is read for
/// each of its cells (`cells`): the span of an interior page near the root covered most
/// of the table, and one split of a leaf under it had every row of that span read again.
enum PageRole: Equatable, Sendable {
  case rows(ClosedRange<Int64>?)
  /// An index leaf's cells, when their first column is text held whole on the page; nil:
  /// no cells.
  case keys(KeySpan?)
  /// An interior index page's cells (of a table without rowids): each its row's key and a
  /// hash of the row's bytes on the page.
  case cells([Cell])
  /// An index page whose first or last cell's first column is not text on the page.
  case unplacedKeys
  case noRows
  case other

  /// The first column of an index page's first and last cells, as bytes of UTF-8 text.
  struct KeySpan: Equatable, Sendable {
    let first: [UInt8]
    let last: [UInt8]
  }

  /// One cell of an interior index page: its first column as bytes of UTF-8 text, and a
  /// hash of the cell's record as the page holds it (a row whose other columns changed
  /// keeps its key).
  struct Cell: Hashable, Sendable {
    let key: [UInt8]
    let hash: UInt64
  }

  private static let tableLeaf: UInt8 = 0x0D
  static let tableInterior: UInt8 = 0x05
  static let indexInterior: UInt8 = 0x02
  static let indexLeaf: UInt8 = 0x0A

  /// Reads page `number` of its file (page 1 starts after the file's header); index pages
  /// are read for their keys when `keyed` (with `usableSize`, to know how much of a cell
  /// is on the page), else they hold no table's rows.
  static func of(_ bytes: UnsafeRawBufferPointer, number: Int, keyed: Bool = false, usableSize: Int = 0) -> PageRole {
    let header = number == 1 ? 100 : 0
    guard bytes.count >= header + 8 else { return .other }
    let type = bytes[header]
    if type == tableInterior { return .noRows }
    if type == indexLeaf || type == indexInterior {
      return keyed ? keys(bytes, header: header, interior: type == indexInterior, usableSize: usableSize) : .noRows
    }
    guard type == tableLeaf else { return .other }
    let cells = Int(bytes[header + 3]) << 8 | Int(bytes[header + 4])
    guard cells > 0 else { return .rows(nil) }
    let pointers = header + 8
    guard pointers + 2 * cells <= bytes.count,
      let first = rowid(ofCellAt: pointer(pointers, bytes), bytes),
      let last = rowid(ofCellAt: pointer(pointers + 2 * (cells - 1), bytes), bytes),
      first <= last
    else { return .other }
    return .rows(first...last)
  }

  private static func keys(_ bytes: UnsafeRawBufferPointer, header: Int, interior: Bool, usableSize: Int) -> PageRole {
    let cells = Int(bytes[header + 3]) << 8 | Int(bytes[header + 4])
    guard cells > 0 else { return .keys(nil) }
    let pointers = header + (interior ? 12 : 8)
    let skip = interior ? 4 : 0
    guard pointers + 2 * cells <= bytes.count else { return .unplacedKeys }
    if interior {
      var found: [Cell] = []
      found.reserveCapacity(cells)
      for index in 0..<cells {
        let offset = pointer(pointers + 2 * index, bytes) + skip
        guard let key = firstText(ofCellAt: offset, bytes, usableSize: usableSize),
          let record = recordBytes(ofCellAt: offset, bytes, usableSize: usableSize)
        else { return .unplacedKeys }
        found.append(Cell(key: key, hash: FilePages.hash(UnsafeRawBufferPointer(rebasing: bytes[record]))))
      }
      return .cells(found)
    }
    guard
      let first = firstText(ofCellAt: pointer(pointers, bytes) + skip, bytes, usableSize: usableSize),
      let last = firstText(ofCellAt: pointer(pointers + 2 * (cells - 1), bytes) + skip, bytes, usableSize: usableSize),
      !last.lexicographicallyPrecedes(first)
    else { return .unplacedKeys }
    return .keys(KeySpan(first: first, last: last))
  }

  /// The first column of an index cell's record, when it is text whose bytes are all on
  /// the page (a payload too large for the page keeps only its start here).
  private static func firstText(ofCellAt offset: Int, _ bytes: UnsafeRawBufferPointer, usableSize: Int) -> [UInt8]? {
    guard let (start, local, _) = payload(ofCellAt: offset, bytes, usableSize: usableSize) else { return nil }
    guard let (headerSize, typeAt) = varint(at: start, bytes), let (type, _) = varint(at: typeAt, bytes),
      type >= 13, type & 1 == 1, type <= UInt64(Int32.max), headerSize <= UInt64(local)
    else { return nil }
    let length = Int((type - 13) / 2)
    let body = start + Int(headerSize)
    guard Int(headerSize) + length <= local, body + length <= bytes.count else { return nil }
    return Array(bytes[body..<body + length])
  }

  /// Where an index cell's record starts, how much of it is on the page (the file
  /// format's rule for index cells), and whether the rest is on overflow pages.
  private static func payload(ofCellAt offset: Int, _ bytes: UnsafeRawBufferPointer, usableSize: Int) -> (
    start: Int, local: Int, overflows: Bool
  )? {
    guard usableSize >= 480, let (size, start) = varint(at: offset, bytes), size <= Int32.max else { return nil }
    let payload = Int(size)
    let most = (usableSize - 12) * 64 / 255 - 23
    let least = (usableSize - 12) * 32 / 255 - 23
    var local = payload
    if payload > most {
      let spread = least + (payload - least) % (usableSize - 4)
      local = spread <= most ? spread : least
    }
    return (start, local, local < payload)
  }

  /// The bytes of an index cell's record on the page, with the number of its first
  /// overflow page when it has one (the overflow pages are compared by their own hashes).
  private static func recordBytes(ofCellAt offset: Int, _ bytes: UnsafeRawBufferPointer, usableSize: Int)
    -> Range<Int>?
  {
    guard let (start, local, overflows) = payload(ofCellAt: offset, bytes, usableSize: usableSize) else { return nil }
    let end = start + local + (overflows ? 4 : 0)
    guard start >= 0, end <= bytes.count else { return nil }
    return start..<end
  }

  private static func pointer(_ offset: Int, _ bytes: UnsafeRawBufferPointer) -> Int {
    Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }

  /// A table leaf cell: the payload's size, then the rowid, both varints.
  private static func rowid(ofCellAt offset: Int, _ bytes: UnsafeRawBufferPointer) -> Int64? {
    guard let (_, next) = varint(at: offset, bytes), let (rowid, _) = varint(at: next, bytes) else { return nil }
    return Int64(bitPattern: rowid)
  }

  /// A big-endian varint of one to nine bytes (seven bits each, all eight in the ninth),
  /// and the offset after it; nil when it runs off the page.
  static func varint(at offset: Int, _ bytes: UnsafeRawBufferPointer) -> (UInt64, Int)? {
    var value: UInt64 = 0
    for index in 0..<9 {
      guard offset >= 0, offset + index < bytes.count else { return nil }
      let byte = bytes[offset + index]
      if index == 8 { return ((value << 8) | UInt64(byte), offset + 9) }
      value = (value << 7) | UInt64(byte & 0x7F)
      if byte & 0x80 == 0 { return (value, offset + index + 1) }
    }
    return nil
  }
}
