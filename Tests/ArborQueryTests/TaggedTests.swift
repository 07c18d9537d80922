import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Tagged
import Testing

// The published library's `Tagged` trait (on by default here): ids typed by their table,
// stored and compared as their raw values.

@Table
private struct Folder: Equatable {
  typealias ID = Tagged<Self, Int>
  let id: ID
  var name = ""
}

@Table
private struct Page: Equatable {
  typealias ID = Tagged<Self, Int>
  let id: ID
  var folderID: Folder.ID
  var title = ""
  var parentID: ID?
}

@Suite struct TaggedTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(#"CREATE TABLE "folders" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL)"#).execute(db)
      try #sql(
        #"CREATE TABLE "pages" ("id" INTEGER PRIMARY KEY, "folderID" INTEGER NOT NULL, "title" TEXT NOT NULL, "parentID" INTEGER)"#
      ).execute(db)
      try Folder.insert {
        Folder(id: 1, name: "Work")
        Folder(id: 2, name: "Home")
      }.execute(db)
    }
  }

  @Test func taggedKeysAreStoredBoundAndReadAsTheirRawValues() throws {
    let inserted = try db.write { db in
      try Page.insert {
        Page(id: 10, folderID: 1, title: "Plan")
        Page(id: 11, folderID: 1, title: "Notes", parentID: 10)
        Page.Draft(folderID: 2 as Folder.ID, title: "Garden")
      }
      .returning(\.self)
      .fetchAll(db)
    }
    #expect(inserted.map(\.id) == [10, 11, 12])
    #expect(inserted[1].parentID == Page.ID(rawValue: 10))
    assertQuery(
      Page.where { $0.folderID.eq(Folder.ID(1)) && $0.parentID.isNot(nil) }.select { ($0.id, $0.title) },
      database: db
    ) {
      """
      SELECT "pages"."id", "pages"."title"
      FROM "pages"
      WHERE ("pages"."folderID" = ?) AND ("pages"."parentID" IS NOT NULL)
      -- 1
      """
    } results: {
      """
      ┌──────────────────────┬─────────┐
      │ Tagged(rawValue: 11) │ "Notes" │
      └──────────────────────┴─────────┘
      """
    }
    let home = try db.read { db in
      try Page.join(Folder.all) { $0.folderID.eq($1.id) }.where { $1.name.eq("Home") }.select { page, _ in page.title }
        .fetchAll(db)
    }
    #expect(home == ["Garden"])
    let found = try db.read { try Page.find(Page.ID(11)).fetchOne($0) }
    #expect(found?.title == "Notes")
  }
}
