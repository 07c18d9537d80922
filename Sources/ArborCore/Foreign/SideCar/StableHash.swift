/// A hash that is the same in every run (Swift's `Hasher` is seeded per process), for
/// file names: FNV-1a, 64 bits, twice with different offsets.
enum StableHash {
  static func hex(_ text: String) -> String {
    func fnv(_ offset: UInt64) -> UInt64 {
      var hash = offset
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      return hash
    }
    return String(fnv(0xcbf2_9ce4_8422_2325), radix: 16) + String(fnv(0x8422_2325_cbf2_9ce4), radix: 16)
  }
}
