import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

@testable import ArborCore

/// An archive member's first bytes as text: only what reads as text, a character cut at
/// the end of the glance dropped, and a stream that is not zlib refused, never guessed.
@Suite struct ArchiveContentTests {
  @Test func onlyTextReadsAsText() {
    #expect(SQLiteArchive.readableText(Array("plain\ttext\n".utf8)) == "plain\ttext\n")
    // "é" is two bytes: cut after the first, the glance ends before it.
    #expect(SQLiteArchive.readableText(Array("café".utf8).dropLast()) == "caf")
    #expect(SQLiteArchive.readableText([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]) == nil)
    #expect(SQLiteArchive.readableText([0xff, 0xfe, 0xfd, 0xfc, 0xfb, 0xfa]) == nil)
    #expect(SQLiteArchive.readableText(Array("a\u{1}b\u{2}c\u{3}".utf8)) == nil)
  }

  @Test func aStreamThatIsNotZlibIsRefused() {
    #expect(SQLiteArchive.inflated(Data("not compressed at all".utf8)) == nil)
    // "hi" deflated by zlib (78 9c …).
    let stream = Data([0x78, 0x9c, 0xcb, 0xc8, 0x04, 0x00, 0x01, 0x3b, 0x00, 0xd2])
    #expect(SQLiteArchive.inflated(stream).map { String(decoding: $0, as: UTF8.self) } == "hi")
    // The first 12 of 23 bytes of "abcdefghij" × 50 deflated: what they hold comes out.
    let prefix = Data([0x78, 0x9c, 0x4b, 0x4c, 0x4a, 0x4e, 0x49, 0x4d, 0x4b, 0xcf, 0xc8, 0xcc])
    #expect(SQLiteArchive.inflated(prefix).map { String(decoding: $0, as: UTF8.self) } == "abcdefghi")
  }
}
