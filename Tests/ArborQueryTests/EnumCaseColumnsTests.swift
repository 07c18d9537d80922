import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

/// Enum cases as the published library lets them be written: a labelled value, a case
/// renamed with `@Column`, a case stored through a representation.
@Table
struct Timesheet: Equatable {
  let id: Int
  var slot: Slot

  @Selection
  enum Slot: Equatable {
    case moment(Date)
    @Column("memo")
    case note(String)
    case interval(startDate: Date)
    @Column(as: [String].JSONRepresentation.self)
    case tags([String])
  }
}

@Table("feeds")
enum Feed: Equatable {
  case title(String)
  @Column("labels", as: [String].JSONRepresentation.self)
  case tags([String])
}

/// `Attachment`'s table (see EnumTableTests), for suites whose database starts without it.
func createAttachmentsTable(_ db: Database) throws {
  try #sql(
    #"CREATE TABLE "attachments" ("id" INTEGER PRIMARY KEY, "link" TEXT, "note" TEXT, "caption" TEXT, "url" TEXT)"#
  )
  .execute(db)
}

@Suite struct EnumCaseColumnsTests {
  let db: DatabaseQueue
  let start = Date(timeIntervalSince1970: 86_400)

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE TABLE "timesheets" ("id" INTEGER PRIMARY KEY, "moment" TEXT, "memo" TEXT, "interval" TEXT, "tags" TEXT) STRICT;
        CREATE TABLE "feeds" ("title" TEXT, "labels" TEXT) STRICT;
        """
      ).execute(db)
    }
  }

  @Test func casesKeepTheirLabelsNamesAndRepresentations() throws {
    #expect(Timesheet.TableColumns.columnNames == ["id", "moment", "memo", "interval", "tags"])
    let slots: [Timesheet.Slot] = [.moment(start), .note("hi"), .interval(startDate: start), .tags(["a", "b"])]
    try db.write { db in
      try Timesheet.insert { slots.enumerated().map { Timesheet(id: $0.offset + 1, slot: $0.element) } }.execute(db)
    }
    let stored = try db.read {
      try #sql(
        #"""
        SELECT coalesce("memo", '-') || ' ' || coalesce("interval", '-') || ' ' || coalesce("tags", '-')
        FROM "timesheets" WHERE "id" IN (2, 3, 4) ORDER BY "id"
        """#, as: String.self
      ).fetchAll($0)
    }
    #expect(stored == ["hi - -", "- 1970-01-02 00:00:00.000 -", #"- - ["a","b"]"#])
    #expect(try db.read { try Timesheet.order(by: \.id).fetchAll($0) }.map(\.slot) == slots)
    let intervals = Timesheet.where { $0.slot.interval.isNot(nil) }.select(\.id)
    #expect(try db.read { try intervals.fetchAll($0) } == [3])
  }

  /// `Slot.Selection.note(…)` (the library's name for `Slot.Columns`): one case from an
  /// expression, the other cases' columns NULL.
  @Test func aCaseIsBuiltFromAnExpression() throws {
    assertInlineSnapshot(of: Values(Timesheet.Slot.Selection.note("hi")), as: .sql) {
      """
      SELECT NULL, ?, NULL, NULL
      -- 'hi'
      """
    }
    let values = [
      Values(Timesheet.Slot.Selection.note(#sql("upper('hi')"))),
      Values(Timesheet.Slot.Columns.interval(startDate: start)),
      Values(Timesheet.Slot.Selection.tags(#bind(["x"], as: [String].JSONRepresentation.self))),
    ]
    let rows = try db.read { db in try values.map { try $0.fetchOne(db) } }
    #expect(rows == [.note("HI"), .interval(startDate: start), .tags(["x"])])
    // A case holding a group: its value spelt out column by column, not as a row value.
    let image = Attachment.Image(caption: "Logo", url: URL(string: "https://example.com")!)
    #expect(try db.read { try Values(Attachment.Kind.Selection.image(image)).fetchOne($0) } == .image(image))
    try db.write { db in
      try Timesheet.insert { Timesheet(id: 1, slot: .moment(start)) }.execute(db)
      try Timesheet.find(1).update { $0.slot = Timesheet.Slot.Selection.note(#sql("'set'")) }.execute(db)
    }
    #expect(try db.read { try Timesheet.find(1).fetchOne($0) }?.slot == .note("set"))
  }

  /// Setting one case's column (`$0.slot.note = …`) clears the other cases' columns, so
  /// the row reads as that case.
  @Test func settingACaseClearsTheOthers() throws {
    try db.write { db in
      try Timesheet.insert { Timesheet(id: 1, slot: .tags(["a"])) }.execute(db)
      try Timesheet.find(1).update { $0.slot.note = #bind("now a note") }.execute(db)
    }
    #expect(try db.read { try Timesheet.find(1).fetchOne($0) }?.slot == .note("now a note"))
    let image = Attachment.Image(caption: "Logo", url: URL(string: "https://example.com")!)
    try db.write { db in
      try createAttachmentsTable(db)
      try Attachment.insert { Attachment(id: 1, kind: .note("x")) }.execute(db)
      try Attachment.find(1).update { $0.kind.image = image }.execute(db)
    }
    #expect(try db.read { try Attachment.find(1).fetchOne($0) }?.kind == .image(image))
  }

  @Test func anEnumTableTakesTheSameCases() throws {
    #expect(Feed.TableColumns.columnNames == ["title", "labels"])
    try db.write {
      try Feed.insert {
        Feed.title("news")
        Feed.tags(["a"])
      }.execute($0)
    }
    #expect(
      try db.read { try #sql(#"SELECT "labels" FROM "feeds""#, as: String?.self).fetchAll($0) } == [nil, #"["a"]"#])
    #expect(try db.read { try Feed.all.fetchAll($0) } == [.title("news"), .tags(["a"])])
    #expect(
      try db.read { try Values(Feed.Selection.tags(#bind(["b"], as: [String].JSONRepresentation.self))).fetchOne($0) }
        == .tags(["b"]))
  }
}
