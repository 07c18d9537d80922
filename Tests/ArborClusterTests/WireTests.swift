import Testing

@testable import ArborCluster

/// The wire format without a node: what is written reads back, and a body cut short or
/// garbled is an error in words, never a trap.
@Suite struct WireTests {
  @Test func parametersAreLaidOutInWords() throws {
    var writer = WireWriter()
    try writer.parameters([.integer(7), "ab", .null])
    // Count and three type codes, padded; 7; "ab\0" padded; NULL as a zero word.
    #expect(writer.bytes.count == 32)
    #expect(Array(writer.bytes[0..<4]) == [3, 1, 3, 5])
    #expect(Array(writer.bytes[8..<16]) == [7, 0, 0, 0, 0, 0, 0, 0])
    #expect(Array(writer.bytes[16..<19]) == Array("ab\0".utf8))
  }

  @Test func textWithANulIsRefused() {
    var writer = WireWriter()
    #expect(throws: ClusterError.self) { try writer.parameters([.text("a\u{0}b")]) }
  }

  @Test func aRowReadsBack() throws {
    var writer = WireWriter()
    // 4-bit type codes, two to a byte: integer, real, text, blob, NULL.
    writer.uint64(UInt64(0x21) | UInt64(0x43) << 8 | UInt64(0x05) << 16)
    writer.uint64(UInt64(bitPattern: -1))
    writer.uint64((0.5).bitPattern)
    writer.text("hé")
    writer.uint64(3)
    var reader = WireReader(writer.bytes + [9, 8, 7, 0, 0, 0, 0, 0] + Array(repeating: 0, count: 8))
    let row = try reader.row(columns: 5)
    #expect(row == [.integer(-1), .real(0.5), .text("hé"), .blob([9, 8, 7]), .null])
    #expect(reader.isAtEnd)
  }

  @Test func aBodyCutShortIsBrokenNotATrap() {
    var text = WireReader(Array("no end".utf8))
    #expect(throws: ClusterError.self) { try text.text() }
    var word = WireReader([1, 2, 3])
    #expect(throws: ClusterError.self) { try word.uint64() }
    // A blob that says it is longer than the body.
    var blob = WireReader([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 1, 2])
    #expect(throws: ClusterError.self) { try blob.blob() }
    // A type code no node sends.
    var row = WireReader([0x0c, 0, 0, 0, 0, 0, 0, 0] + Array(repeating: 0, count: 8))
    #expect(throws: ClusterError.self) { try row.row(columns: 1) }
  }

  /// A write sent as a query would be rolled back by dqlite 1.11: told apart by its first
  /// keyword, past comments.
  @Test func writesAreToldFromReads() {
    #expect(ClusterClient.writes("update t set a = 1"))
    #expect(ClusterClient.writes("  -- a note\n/* more */ INSERT INTO t VALUES (1)"))
    #expect(ClusterClient.writes("DELETE FROM t RETURNING *"))
    #expect(!ClusterClient.writes("SELECT * FROM updates"))
    #expect(!ClusterClient.writes("WITH x AS (SELECT 1) SELECT * FROM x"))
    #expect(!ClusterClient.writes(""))
  }
}
