import ArborDB
import Foundation
import Testing

// `[UInt8]` is a blob, as in the library: a column of a table, a bound value, a result.

@Table
private struct Thumbnail: Equatable {
  let id: Int
  var pixels: [UInt8]
  var mask: [UInt8]?
}

@DatabaseFunction
private func `default`() -> Int { 42 }

@Suite struct ByteArrayTests {
  @Test func bytesAreStoredAndComparedAsBlobs() throws {
    let db = try DatabaseQueue()
    try db.write { db in
      try db.execute(sql: #"CREATE TABLE "thumbnails" ("id" INTEGER PRIMARY KEY, "pixels" BLOB NOT NULL, "mask" BLOB)"#)
      try Thumbnail.insert {
        [Thumbnail(id: 1, pixels: [0, 1, 255], mask: nil), Thumbnail(id: 2, pixels: [], mask: [7])]
      }.execute(db)
    }
    let types = try db.read {
      try #sql(#"SELECT typeof("pixels") || '/' || typeof("mask") FROM "thumbnails" ORDER BY "id""#, as: String.self)
        .fetchAll($0)
    }
    #expect(types == ["blob/null", "blob/blob"])
    let found = try db.read { try Thumbnail.where { $0.pixels.eq([0, 1, 255]) }.fetchAll($0) }
    #expect(found == [Thumbnail(id: 1, pixels: [0, 1, 255], mask: nil)])
    let lengths = try db.read { try Thumbnail.order(by: \.id).select { $0.pixels.length() }.fetchAll($0) }
    #expect(lengths == [3, 0])
    // Ordinary arrays of bytes are untouched by the conformance.
    let bytes: [UInt8] = [1, 2]
    #expect(bytes == [1, 2] && bytes.contains(2))
  }

  @Test func aFunctionNamedByAKeyword() throws {
    let db = try DatabaseQueue()
    try db.write { $0.add(function: $default) }
    #expect(try db.read { try Values($default()).fetchOne($0) } == 42)
  }
}
