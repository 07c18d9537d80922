import Foundation

/// The orders a block's rows are sorted in as they are written, exactly as SQLite compares
/// the same texts — a block is searched by halves with SQLite's comparisons
/// (`PathBlockReads`), so one byte compared otherwise would hide a row.
enum BlockOrder {
  /// SQLite's `NOCASE`: bytes compared with the ASCII capitals folded, up to the shorter
  /// text's length or a NUL in the first, then the shorter first.
  static func noCase(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Int {
    let shorter = min(one.count, other.count)
    var index = 0
    while index < shorter {
      let left = fold(one[index])
      let right = fold(other[index])
      if left != right { return Int(left) - Int(right) }
      // SQLite stops at a NUL in the first text: the rest is not compared.
      if one[index] == 0 { break }
      index += 1
    }
    return one.count - other.count
  }

  /// SQLite's `BINARY`: `memcmp`, then the shorter first.
  static func binary(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Int {
    let shorter = min(one.count, other.count)
    if shorter > 0 {
      let compared = memcmp(one.baseAddress!, other.baseAddress!, shorter)
      if compared != 0 { return Int(compared) }
    }
    return one.count - other.count
  }

  private static func fold(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }
}
