import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

@Table
struct Attachment: Identifiable, Equatable {
  let id: Int
  let kind: Kind

  @CasePathable @Selection
  enum Kind: Equatable {
    case link(URL)
    case note(String)
    case image(Attachment.Image)
  }

  @Selection
  struct Image: Equatable {
    var caption = ""
    var url: URL
  }
}

/// Without `@CasePathable`, too.
@Table
struct Pin: Equatable {
  let id: Int
  var target: Target

  @Selection
  enum Target: Equatable {
    case file(String)
    case line(Int)
  }
}

@Suite struct EnumTableTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE TABLE "attachments" ("id" INTEGER PRIMARY KEY, "link" TEXT, "note" TEXT, "caption" TEXT, "url" TEXT) STRICT;
        CREATE TABLE "pins" ("id" INTEGER PRIMARY KEY, "file" TEXT, "line" INTEGER) STRICT;
        """
      ).execute(db)
    }
  }

  let example = URL(string: "https://example.com")!

  @Test func everyCaseRoundTrips() throws {
    let insert = Attachment.insert {
      Attachment.Draft(kind: .note("Hello world!"))
      Attachment.Draft(kind: .link(example))
      Attachment.Draft(kind: .image(Attachment.Image(caption: "Logo", url: example)))
    }
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "attachments" ("link", "note", "caption", "url")
      VALUES (?, ?, ?, ?), (?, ?, ?, ?), (?, ?, ?, ?)
      -- NULL, 'Hello world!', NULL, NULL, 'https://example.com', NULL, NULL, NULL, NULL, NULL, 'Logo', 'https://example.com'
      """
    }
    try db.write { try insert.execute($0) }
    #expect(Attachment.TableColumns.columnNames == ["id", "link", "note", "caption", "url"])
    assertInlineSnapshot(of: Attachment.all, as: .sql) {
      """
      SELECT "attachments"."id", "attachments"."link", "attachments"."note", "attachments"."caption", "attachments"."url"
      FROM "attachments"
      """
    }
    let kinds = try db.read { try Attachment.order(by: \.id).fetchAll($0) }.map(\.kind)
    #expect(kinds == [.note("Hello world!"), .link(example), .image(Attachment.Image(caption: "Logo", url: example))])
    #expect(Attachment.Kind.note("x").is(\.note) && !Attachment.Kind.note("x").is(\.link))
  }

  @Test func filterByCase() throws {
    try db.write { db in
      try Attachment.insert {
        Attachment.Draft(kind: .note("a"))
        Attachment.Draft(kind: .image(Attachment.Image(caption: "", url: example)))
      }.execute(db)
    }
    let images = Attachment.where { $0.kind.image.isNot(nil) }
    assertInlineSnapshot(of: images, as: .sql) {
      """
      SELECT "attachments"."id", "attachments"."link", "attachments"."note", "attachments"."caption", "attachments"."url"
      FROM "attachments"
      WHERE ("attachments"."caption" IS NOT NULL OR "attachments"."url" IS NOT NULL)
      """
    }
    #expect(try db.read { try images.fetchAll($0) }.map(\.id) == [2])
    let notes = Attachment.where { $0.kind.note.isNot(nil) }
    #expect(try db.read { try notes.fetchAll($0) }.map(\.id) == [1])
    #expect(try db.read { try Attachment.where { $0.kind.image.is(nil) }.fetchAll($0) }.map(\.id) == [1])
    // The published library's spelling, by the case's key path.
    let byCase = Attachment.where { $0.kind.is(\.image) }
    assertInlineSnapshot(of: byCase, as: .sql) {
      """
      SELECT "attachments"."id", "attachments"."link", "attachments"."note", "attachments"."caption", "attachments"."url"
      FROM "attachments"
      WHERE ("attachments"."caption" IS NOT NULL OR "attachments"."url" IS NOT NULL)
      """
    }
    #expect(try db.read { try byCase.fetchAll($0) }.map(\.id) == [2])
    #expect(try db.read { try Attachment.where { $0.kind.is(\.note) }.fetchAll($0) }.map(\.id) == [1])
    #expect(try db.read { try Attachment.where { $0.kind.is(\.link) }.fetchAll($0) }.isEmpty)
    // On the nullable side of a left join: each attachment joined to the one before it
    // (the first to none), kept where that one is a note.
    let pins = try db.read { db in
      try Attachment.as(Other.self).leftJoin(Attachment.all) { $1.id.eq($0.id - 1) }
        .where { $1.kind.is(\.note) }
        .select { ($0.id, $1.id) }
        .fetchAll(db)
    }
    #expect(pins.map(\.0) == [2] && pins.map(\.1) == [1])
  }

  @Test func updatesSetTheOtherCasesToNull() throws {
    try db.write { try Attachment.insert { Attachment.Draft(kind: .note("Hello world!")) }.execute($0) }
    let update = Attachment.find(1).update { $0.kind = .link(example) }
    assertInlineSnapshot(of: update, as: .sql) {
      """
      UPDATE "attachments"
      SET ("link", "note", "caption", "url") = (?, ?, ?, ?)
      WHERE "attachments"."id" = ?
      -- 'https://example.com', NULL, NULL, NULL, 1
      """
    }
    try db.write { try update.execute($0) }
    #expect(try db.read { try Attachment.find(1).fetchOne($0) }?.kind == .link(example))
    let every = Attachment.update { $0.kind = .note("Goodbye world!") }
    try db.write { try every.execute($0) }
    #expect(try db.read { try Attachment.find(1).fetchOne($0) }?.kind == .note("Goodbye world!"))
    let raw = try db.read {
      try #sql("SELECT \"link\" IS NULL AND \"caption\" IS NULL FROM attachments", as: Bool.self).fetchOne($0)
    }
    #expect(raw == true)
  }

  @Test func rowsWithNoCaseAreAnError() throws {
    try db.write { db in
      try Pin.insert { Pin(id: 1, target: .line(42)) }.execute(db)
      try #sql("INSERT INTO pins (id) VALUES (2)").execute(db)
    }
    #expect(try db.read { try Pin.find(1).fetchOne($0) }?.target == .line(42))
    #expect {
      try db.read { try Pin.find(2).fetchOne($0) }
    } throws: { "\($0)".contains("no case") }
  }
}

/// `@Table` on an enum: the table's rows are the enum's values.
@CasePathable @Table("media")
enum Media: Equatable {
  case link(URL)
  case note(String)
  case image(Attachment.Image)
}

@Suite struct EnumAsTableTests {
  let db: DatabaseQueue
  let example = URL(string: "https://example.com")!

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE TABLE "media" ("link" TEXT, "note" TEXT, "caption" TEXT, "url" TEXT) STRICT
        """
      ).execute(db)
    }
  }

  @Test func rowsAreCases() throws {
    #expect(Media.TableColumns.columnNames == ["link", "note", "caption", "url"])
    let insert = Media.insert {
      Media.note("hello")
      Media.link(example)
      Media.image(Attachment.Image(caption: "Logo", url: example))
    }
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "media" ("link", "note", "caption", "url")
      VALUES (?, ?, ?, ?), (?, ?, ?, ?), (?, ?, ?, ?)
      -- NULL, 'hello', NULL, NULL, 'https://example.com', NULL, NULL, NULL, NULL, NULL, 'Logo', 'https://example.com'
      """
    }
    try db.write { try insert.execute($0) }
    assertInlineSnapshot(of: Media.all, as: .sql) {
      """
      SELECT "media"."link", "media"."note", "media"."caption", "media"."url"
      FROM "media"
      """
    }
    let all = try db.read { try Media.all.fetchAll($0) }
    #expect(all == [.note("hello"), .link(example), .image(Attachment.Image(caption: "Logo", url: example))])
    let images = Media.where { $0.image.isNot(nil) }
    #expect(try db.read { try images.fetchAll($0) } == [.image(Attachment.Image(caption: "Logo", url: example))])
    let notes = Media.where { $0.note.eq("hello") }.count()
    #expect(try db.read { try notes.fetchOne($0) } == 1)
    try db.write { try Media.where { $0.link.isNot(nil) }.delete().execute($0) }
    #expect(try db.read { try Media.all.fetchAll($0) }.count == 2)
    #expect(Media.note("x").is(\.note))
  }
}

private enum Other: AliasName {}
