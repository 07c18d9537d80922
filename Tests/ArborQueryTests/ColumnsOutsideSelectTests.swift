import ArborDB
import Foundation
import Testing

@Selection
struct Innermost: Equatable {
  var depth: Int
}

@Selection
struct Inbetween: Equatable {
  var innermost: Innermost
}

@Selection
struct Outermost: Equatable {
  var inbetween: Inbetween
  var label: String
}

/// `Row.Columns(…)` names its columns (`? AS "title"`) for a SELECT. Nested in another
/// one, passed to a function, or assigned in an UPDATE, its values go without the names.
@Suite struct ColumnsOutsideSelectTests {
  let db = try! makeDatabase()

  @Test func nestedColumnsAreNamedOnce() throws {
    let nested = Outermost.Columns(
      inbetween: Inbetween.Columns(innermost: Innermost.Columns(depth: 42)), label: "x")
    #expect(nested.queryFragment.sql == #"? AS "depth", ? AS "label""#)
    let row = try db.read { try Reminder.limit(1).select { _ in nested }.fetchOne($0) }
    #expect(row == Outermost(inbetween: Inbetween(innermost: Innermost(depth: 42)), label: "x"))
    #expect(try db.read { try Values(nested).fetchOne($0) } == row)
  }

  @Test func aFunctionTakesTheValuesAlone() throws {
    try db.write { $0.add(function: $isPastDue) }
    let call = Reminder.limit(1).select { _ in
      $isPastDue(
        reminder: Reminder.Columns(
          id: 9, title: "Old", dueDate: #bind(Date(timeIntervalSince1970: 0)), remindersListID: 1))
    }
    #expect(try db.read { try call.fetchOne($0) } == true)
  }

  @Test func anUpdateAssignsTheValuesAlone() throws {
    let image = Attachment.Image.Selection(
      caption: #sql("upper('logo')"), url: #bind(URL(string: "https://example.com")!))
    try db.write { db in
      try createAttachmentsTable(db)
      try Attachment.insert { Attachment(id: 1, kind: .note("x")) }.execute(db)
      try Attachment.find(1).update { $0.kind.image = image }.execute(db)
    }
    let expected = Attachment.Image(caption: "LOGO", url: URL(string: "https://example.com")!)
    #expect(try db.read { try Attachment.find(1).fetchOne($0) }?.kind == .image(expected))
  }
}
