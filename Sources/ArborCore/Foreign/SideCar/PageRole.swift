/// What one page of an SQLite file holds of a table's rows (the b-tree page format of
/// sqlite.org/fileformat2.html): a table's leaf holds rows whose rowids span its first to
/// its last cell (none when it is empty); interior pages, index pages and the free list
/// hold no table's rows; anything else — an overflow page, a pointer map, a page that does
/// not parse — cannot be told apart by its bytes.
enum PageRole: Equatable, Sendable {
  case rows(ClosedRange<Int64>?)
  case noRows
  case other

  private static let tableLeaf: UInt8 = 0x0D
  private static let interiorAndIndex: Set<UInt8> = [0x02, 0x05, 0x0A]

  /// Reads page `number` of its file (page 1 starts after the file's header).
  static func of(_ bytes: UnsafeRawBufferPointer, number: Int) -> PageRole {
    let header = number == 1 ? 100 : 0
    guard bytes.count >= header + 8 else { return .other }
    let type = bytes[header]
    if interiorAndIndex.contains(type) { return .noRows }
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
  private static func varint(at offset: Int, _ bytes: UnsafeRawBufferPointer) -> (UInt64, Int)? {
    var value: UInt64 = 0
    for index in 0..<9 {
      guard offset + index < bytes.count else { return nil }
      let byte = bytes[offset + index]
      if index == 8 { return ((value << 8) | UInt64(byte), offset + 9) }
      value = (value << 7) | UInt64(byte & 0x7F)
      if byte & 0x80 == 0 { return (value, offset + index + 1) }
    }
    return nil
  }
}
