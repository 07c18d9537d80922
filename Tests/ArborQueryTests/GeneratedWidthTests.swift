import ArborDB
import Foundation
import GRDB
import Testing

// Every overload the templates generate (Sources/ArborQuery/Generated), each width run on
// the database and its rows checked against SQL written here.

private enum Again: AliasName {}
private enum TagAgain: AliasName {}

/// The integers of a row decoded to a tuple, in order; a NULL is nil.
private func integers(_ row: Any) -> [Int?] {
  if let value = row as? Int { return [value] }
  return Mirror(reflecting: row).children.map { child in
    if let value = child.value as? Int { return value }
    return child.value as? Int? ?? nil
  }
}

/// Rows 1 to 4 (those above `above`) of `id`, `id + 1`, … `id + width - 1`.
private func rows(_ width: Int, above: Int = 0) -> [[Int?]] {
  (1...4).filter { $0 > above }.map { id in (0..<width).map { id + $0 } }
}

/// A query's rows, decoded by its own row decoder, as integers.
private func fetchRows(_ query: some FetchableQuery, _ db: Database) throws -> [[Int?]] {
  try query.fetchAll(db).map(integers)
}

@Suite struct GeneratedWidthTests {
  let db = try! makeDatabase()

  /// Rows of `sql`, every column an integer or NULL.
  func expected(_ sql: String) throws -> [[Int?]] {
    try db.read { db in
      try Row.fetchAll(db, sql: sql).map { row in (0..<row.count).map { row[$0] as Int? } }
    }
  }

  // The six sources of every join chain and their conditions; the SQL spells the same.
  static let chainSQL = """
    SELECT l.id, r.id, rt.tagID, t.id, a.id, ta.id FROM remindersLists l
    %@ reminders r ON l.id = r.remindersListID
    %@ reminderTags rt ON r.id = rt.reminderID
    %@ tags t ON rt.tagID = t.id
    %@ reminders a ON a.remindersListID = l.id AND a.id <> r.id
    %@ tags ta ON ta.id <> t.id
    ORDER BY 1, 2, 3, 4, 5, 6
    """

  func chain(_ join: String) throws -> [[Int?]] {
    try expected(String(format: Self.chainSQL, join, join, join, join, join))
  }

  @Test func innerJoinsAtEveryCount() throws {
    let firstFour = RemindersList.all
      .join(Reminder.all) { $0.id.eq($1.remindersListID) }
      .join(ReminderTag.all) { $1.id.eq($2.reminderID) }
      .join(Tag.all) { $2.tagID.eq($3.id) }
    let query =
      firstFour
      .join(Reminder.as(Again.self).all) { $4.remindersListID.eq($0.id) && $4.id.neq($1.id) }
      .join(Tag.as(TagAgain.self).all) { $5.id.neq($3.id) }
      .select { ($0.id, $1.id, $2.tagID, $3.id, $4.id, $5.id) }
    let rows = try db.read { try query.fetchAll($0) }.map(integers)
    #expect(!rows.isEmpty)
    #expect(rows.sorted(by: Self.before) == (try chain("JOIN")))
  }

  @Test func leftJoinsAtEveryCount() throws {
    let firstFour = RemindersList.all
      .leftJoin(Reminder.all) { $0.id.eq($1.remindersListID) }
      .leftJoin(ReminderTag.all) { $1.id.eq($2.reminderID) }
      .leftJoin(Tag.all) { $2.tagID.eq($3.id) }
    let query =
      firstFour
      .leftJoin(Reminder.as(Again.self).all) { $4.remindersListID.eq($0.id) && $4.id.neq($1.id) }
      .leftJoin(Tag.as(TagAgain.self).all) { $5.id.neq($3.id) }
      .select { ($0.id, $1.id, $2.tagID, $3.id, $4.id, $5.id) }
    let rows = try db.read { try query.fetchAll($0) }.map(integers)
    #expect(rows.contains { $0.contains { $0 == nil } })
    #expect(rows.sorted(by: Self.before) == (try chain("LEFT JOIN")))
  }

  @Test func rightJoinsAtEveryCount() throws {
    let firstFour = RemindersList.all
      .rightJoin(Reminder.all) { $0.id.eq($1.remindersListID) }
      .rightJoin(ReminderTag.all) { $1.id.eq($2.reminderID) }
      .rightJoin(Tag.all) { $2.tagID.eq($3.id) }
    let query =
      firstFour
      .rightJoin(Reminder.as(Again.self).all) { $4.remindersListID.eq($0.id) && $4.id.neq($1.id) }
      .rightJoin(Tag.as(TagAgain.self).all) { $5.id.neq($3.id) }
      .select { ($0.id, $1.id, $2.tagID, $3.id, $4.id, $5.id) }
    let rows = try db.read { try query.fetchAll($0) }.map(integers)
    #expect(!rows.isEmpty)
    #expect(rows.sorted(by: Self.before) == (try chain("RIGHT JOIN")))
  }

  @Test func fullJoinsAtEveryCount() throws {
    let firstFour = RemindersList.all
      .fullJoin(Reminder.all) { $0.id.eq($1.remindersListID) }
      .fullJoin(ReminderTag.all) { $1.id.eq($2.reminderID) }
      .fullJoin(Tag.all) { $2.tagID.eq($3.id) }
    let query =
      firstFour
      .fullJoin(Reminder.as(Again.self).all) { $4.remindersListID.eq($0.id) && $4.id.neq($1.id) }
      .fullJoin(Tag.as(TagAgain.self).all) { $5.id.neq($3.id) }
      .select { ($0.id, $1.id, $2.tagID, $3.id, $4.id, $5.id) }
    let rows = try db.read { try query.fetchAll($0) }.map(integers)
    #expect(rows.count > (try chain("JOIN")).count)
    #expect(rows.sorted(by: Self.before) == (try chain("FULL JOIN")))
  }

  /// SQLite's order: NULL first, then by value, column by column.
  static func before(_ a: [Int?], _ b: [Int?]) -> Bool {
    for (x, y) in zip(a, b) where x != y {
      guard let x else { return true }
      guard let y else { return false }
      return x < y
    }
    return false
  }

  /// `select { (…) }`: an unlabeled tuple of any width takes one overload over a parameter
  /// pack, eight and beyond. Expression `k` is `id + k`; the offsets are named because with
  /// literals (`$0.id + 1`, `+ 2`, …) the type checker still spends about three times more
  /// per element (Benchmarks/history/2026-11-28.md, "Selections of every width").
  @Test func unlabeledTuplesOfAnyWidth() throws {
    let (k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11) = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
    try db.read { db in
      func check<C, F, S>(_ query: Select<C, F, S>, _ width: Int, above: Int = 0) throws {
        #expect(try query.fetchAll(db).map(integers) == rows(width, above: above), "width \(width)")
      }
      let select = Reminder.all.order(by: \.id)
      try check(select.select { ($0.id, $0.id + 1) }, 2)
      try check(
        select.select { ($0.id, $0.id + k1, $0.id + k2, $0.id + k3, $0.id + k4, $0.id + k5, $0.id + k6, $0.id + k7) }, 8
      )
      let twelve = select.select {
        (
          $0.id, $0.id + k1, $0.id + k2, $0.id + k3, $0.id + k4, $0.id + k5, $0.id + k6, $0.id + k7, $0.id + k8,
          $0.id + k9, $0.id + k10, $0.id + k11
        )
      }
      try check(twelve, 12)
      try check(Reminder.select { ($0.id, $0.id + k1, $0.id + k2) }, 3)
      let tableNine = Reminder.select {
        ($0.id, $0.id + k1, $0.id + k2, $0.id + k3, $0.id + k4, $0.id + k5, $0.id + k6, $0.id + k7, $0.id + k8)
      }
      try check(tableNine, 9)
      let kept = Reminder.where { $0.id > 1 }
      try check(kept.select { ($0.id, $0.id + k1, $0.id + k2, $0.id + k3) }, 4, above: 1)
      let keptTen = kept.select {
        (
          $0.id, $0.id + k1, $0.id + k2, $0.id + k3, $0.id + k4, $0.id + k5, $0.id + k6, $0.id + k7, $0.id + k8,
          $0.id + k9
        )
      }
      try check(keptTen, 10, above: 1)
      try check(Reminder.as(Again.self).select { ($0.id, $0.id + k1, $0.id + k2, $0.id + k3, $0.id + k4) }, 5)
      let optional = try Reminder?.select { ($0.id, $0.title) }.fetchAll(db)
      #expect(optional.map(\.0) == [1, 2, 3, 4])
      #expect(optional.map(\.1) == ["Groceries", "Call mom", "Ship release", "Review PR"])
    }
  }

  /// A labeled tuple takes the generated overload of its width (2 to 8) on a select, a table
  /// and a filter. The offsets are named: with literals, a labeled tuple still costs the
  /// type checker about three times more per element.
  @Test func labeledTuplesOfEveryWidth() throws {
    let (k1, k2, k3, k4, k5, k6, k7) = (1, 2, 3, 4, 5, 6, 7)
    try db.read { db in
      func check<C, F, S>(_ query: Select<C, F, S>, _ width: Int, above: Int = 0) throws {
        #expect(try query.fetchAll(db).map(integers) == rows(width, above: above), "width \(width)")
      }
      // Widths seven and eight are built from the table's columns outside the closure:
      // written inside it, the eights passed the build's 400 ms warning in a CI run with the
      // machine busy, and the overload, not the arithmetic, is what is tested here.
      let id = Reminder.columns.id
      let (e1, e2, e3) = (id + k1, id + k2, id + k3)
      let (e4, e5, e6) = (id + k4, id + k5, id + k6)
      let e7 = id + k7
      let select = Reminder.all.order(by: \.id)
      try check(select.select { (a: $0.id, b: $0.id + k1) }, 2)
      try check(select.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2) }, 3)
      try check(select.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2, d: $0.id + k3) }, 4)
      try check(select.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2, d: $0.id + k3, e: $0.id + k4) }, 5)
      let six = select.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2, d: $0.id + k3, e: $0.id + k4, f: $0.id + k5) }
      try check(six, 6)
      let seven = select.select { _ in (a: id, b: e1, c: e2, d: e3, e: e4, f: e5, g: e6) }
      try check(seven, 7)
      let eight = select.select { _ in (a: id, b: e1, c: e2, d: e3, e: e4, f: e5, g: e6, h: e7) }
      try check(eight, 8)

      // A table's rows come in rowid order here: the table is scanned.
      try check(Reminder.select { (a: $0.id, b: $0.id + k1) }, 2)
      try check(Reminder.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2) }, 3)
      try check(Reminder.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2, d: $0.id + k3) }, 4)
      try check(Reminder.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2, d: $0.id + k3, e: $0.id + k4) }, 5)
      let tableSix = Reminder.select {
        (a: $0.id, b: $0.id + k1, c: $0.id + k2, d: $0.id + k3, e: $0.id + k4, f: $0.id + k5)
      }
      try check(tableSix, 6)
      let tableSeven = Reminder.select { _ in (a: id, b: e1, c: e2, d: e3, e: e4, f: e5, g: e6) }
      try check(tableSeven, 7)
      let tableEight = Reminder.select { _ in (a: id, b: e1, c: e2, d: e3, e: e4, f: e5, g: e6, h: e7) }
      try check(tableEight, 8)

      let kept = Reminder.where { $0.id > 1 }
      try check(kept.select { (a: $0.id, b: $0.id + k1) }, 2, above: 1)
      try check(kept.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2) }, 3, above: 1)
      try check(kept.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2, d: $0.id + k3) }, 4, above: 1)
      try check(kept.select { (a: $0.id, b: $0.id + k1, c: $0.id + k2, d: $0.id + k3, e: $0.id + k4) }, 5, above: 1)
      let keptSix = kept.select {
        (a: $0.id, b: $0.id + k1, c: $0.id + k2, d: $0.id + k3, e: $0.id + k4, f: $0.id + k5)
      }
      try check(keptSix, 6, above: 1)
      let keptSeven = kept.select { _ in (a: id, b: e1, c: e2, d: e3, e: e4, f: e5, g: e6) }
      try check(keptSeven, 7, above: 1)
      // The closure's parameter typed: on a loaded machine this line neared the build's 400 ms
      // warning without it.
      let keptEight = kept.select { _ in (a: id, b: e1, c: e2, d: e3, e: e4, f: e5, g: e6, h: e7) }
      try check(keptEight, 8, above: 1)
    }
  }

  /// `group(by:)` on a select, a table and a filter: unlabeled tuples of two, three and four
  /// (one overload over a parameter pack) and labeled ones of two and three (generated).
  @Test func groupsOfEveryWidth() throws {
    let byTwo = try expected(
      "SELECT count(*) FROM reminders GROUP BY remindersListID, isCompleted ORDER BY 1")
    let byThree = try expected(
      "SELECT count(*) FROM reminders GROUP BY remindersListID, isCompleted, priority ORDER BY 1")
    let keptByTwo = try expected(
      "SELECT count(*) FROM reminders WHERE id > 1 GROUP BY remindersListID, isCompleted ORDER BY 1")
    let keptByThree = try expected(
      """
      SELECT count(*) FROM reminders WHERE id > 1
      GROUP BY remindersListID, isCompleted, priority ORDER BY 1
      """)
    let byFour = try expected(
      "SELECT count(*) FROM reminders GROUP BY isCompleted, notes = '', notes = '', remindersListID ORDER BY 1")
    let keptByFour = try expected(
      """
      SELECT count(*) FROM reminders WHERE id > 1
      GROUP BY isCompleted, notes = '', notes = '', remindersListID ORDER BY 1
      """)
    #expect(byTwo != byThree)
    // The fourth term splits groups the first three keep together.
    #expect(try byFour != expected("SELECT count(*) FROM reminders GROUP BY isCompleted, notes = '' ORDER BY 1"))
    try db.read { db in
      func check(_ query: Select<Int, Reminder, Sources1<Reminder>>, _ counts: [[Int?]]) throws {
        #expect(try query.fetchAll(db).map(integers).sorted(by: Self.before) == counts)
      }
      try check(Reminder.all.group(by: { ($0.remindersListID, $0.isCompleted) }).select { $0.id.count() }, byTwo)
      let selectThree = Reminder.all.group(by: { ($0.remindersListID, $0.isCompleted, $0.priority) })
      try check(selectThree.select { $0.id.count() }, byThree)
      try check(Reminder.group(by: { ($0.remindersListID, $0.isCompleted) }).select { $0.id.count() }, byTwo)
      let tableThree = Reminder.group(by: { ($0.remindersListID, $0.isCompleted, $0.priority) })
      try check(tableThree.select { $0.id.count() }, byThree)
      let kept = Reminder.where { $0.id > 1 }
      try check(kept.group(by: { ($0.remindersListID, $0.isCompleted) }).select { $0.id.count() }, keptByTwo)
      let keptThree = kept.group(by: { ($0.remindersListID, $0.isCompleted, $0.priority) })
      try check(keptThree.select { $0.id.count() }, keptByThree)

      let selectFour = Reminder.all.group(by: { ($0.isCompleted, $0.notes.eq(""), $0.notes.eq(""), $0.remindersListID) }
      )
      try check(selectFour.select { $0.id.count() }, byFour)
      let tableFour = Reminder.group(by: { ($0.isCompleted, $0.notes.eq(""), $0.notes.eq(""), $0.remindersListID) })
      try check(tableFour.select { $0.id.count() }, byFour)
      let keptFour = kept.group(by: { ($0.isCompleted, $0.notes.eq(""), $0.notes.eq(""), $0.remindersListID) })
      try check(keptFour.select { $0.id.count() }, keptByFour)

      let labeledTwo = Reminder.all.group(by: { (list: $0.remindersListID, done: $0.isCompleted) })
      try check(labeledTwo.select { $0.id.count() }, byTwo)
      let labeledThree = Reminder.all.group(by: { (list: $0.remindersListID, done: $0.isCompleted, rank: $0.priority) })
      try check(labeledThree.select { $0.id.count() }, byThree)
      let tableLabeledTwo = Reminder.group(by: { (list: $0.remindersListID, done: $0.isCompleted) })
      try check(tableLabeledTwo.select { $0.id.count() }, byTwo)
      let tableLabeledThree = Reminder.group(by: { (list: $0.remindersListID, done: $0.isCompleted, rank: $0.priority) }
      )
      try check(tableLabeledThree.select { $0.id.count() }, byThree)
      let keptLabeledTwo = kept.group(by: { (list: $0.remindersListID, done: $0.isCompleted) })
      try check(keptLabeledTwo.select { $0.id.count() }, keptByTwo)
      let keptLabeledThree = kept.group(by: { (list: $0.remindersListID, done: $0.isCompleted, rank: $0.priority) })
      try check(keptLabeledThree.select { $0.id.count() }, keptByThree)
    }
  }

  /// `order { (…) }` of 2 to 5 terms.
  @Test func ordersOfEveryWidth() throws {
    try db.read { db in
      func ids(_ order: String) throws -> [Int] {
        try Int.fetchAll(db, sql: "SELECT id FROM reminders ORDER BY \(order)")
      }
      let two = Reminder.order { ($0.isCompleted.desc(), $0.id.desc()) }.select(\.id)
      let twoExpected = try ids("isCompleted DESC, id DESC")
      #expect(try two.fetchAll(db) == twoExpected)
      let three = Reminder.order { ($0.remindersListID.desc(), $0.isCompleted, $0.id.desc()) }.select(\.id)
      let threeExpected = try ids("remindersListID DESC, isCompleted, id DESC")
      #expect(try three.fetchAll(db) == threeExpected)
      let four = Reminder.order { ($0.remindersListID, $0.isCompleted, $0.priority.desc(), $0.id) }.select(\.id)
      let fourExpected = try ids("remindersListID, isCompleted, priority DESC, id")
      #expect(try four.fetchAll(db) == fourExpected)
      let five = Reminder.order { ($0.notes, $0.remindersListID, $0.isCompleted, $0.priority, $0.id.desc()) }
        .select(\.id)
      let fiveExpected = try ids("notes, remindersListID, isCompleted, priority, id DESC")
      #expect(try five.fetchAll(db) == fiveExpected)
    }
  }

  /// `returning { (…) }`: unlabeled tuples of two, three and five (one overload over a
  /// parameter pack) and labeled ones of two and three (generated).
  @Test func returningOfEveryWidth() throws {
    try db.write { db in
      let two = try Reminder.find(2).update { $0.title = "Call dad" }.returning { ($0.id, $0.title) }.fetchAll(db)
      #expect(two.map(\.0) == [2] && two.map(\.1) == ["Call dad"])
      let three = try Reminder.where { $0.remindersListID.eq(2) }
        .update { $0.notes = "moved" }
        .returning { ($0.id, $0.notes, $0.remindersListID) }
        .fetchAll(db)
      #expect(three.map(\.0).sorted() == [3, 4])
      #expect(three.allSatisfy { $0.1 == "moved" && $0.2 == 2 })
      #expect(
        try String.fetchAll(db, sql: "SELECT notes FROM reminders WHERE remindersListID = 2") == ["moved", "moved"])

      let five = try Reminder.find(1).update { $0.notes = "five" }
        .returning { ($0.id, $0.title, $0.notes, $0.isCompleted, $0.remindersListID) }
        .fetchAll(db)
      #expect(five.count == 1)
      #expect(five.allSatisfy { $0.0 == 1 && $0.1 == "Groceries" && $0.2 == "five" && !$0.3 && $0.4 == 1 })
      let labeledTwo = try Reminder.find(4).update { $0.title = "Review it" }
        .returning { (id: $0.id, title: $0.title) }
        .fetchAll(db)
      #expect(labeledTwo.map(\.0) == [4] && labeledTwo.map(\.1) == ["Review it"])
      let labeledThree = try Reminder.find(3).update { $0.isCompleted = true }
        .returning { (id: $0.id, done: $0.isCompleted, list: $0.remindersListID) }
        .fetchAll(db)
      // Named and typed apart: inside one `#expect` this took the type checker past the
      // build's 400 ms warning.
      let ids: [Int] = labeledThree.map(\.0)
      let done: [Bool] = labeledThree.map(\.1)
      let lists: [Int] = labeledThree.map(\.2)
      #expect(ids == [3] && done == [true] && lists == [2])
    }
  }

  /// `insert { (…) } values: { … }` of 2 to 5 columns, as Swift values and as expressions.
  @Test func insertsOfEveryWidth() throws {
    try db.write { db in
      try Reminder.insert {
        ($0.title, $0.remindersListID)
      } values: {
        ("two", 3)
        (#sql("'two' || '!'"), #sql("3"))
      }.execute(db)
      try Reminder.insert {
        ($0.title, $0.notes, $0.remindersListID)
      } values: {
        ("three", "n3", 3)
        (#sql("'three!'"), #sql("'n3!'"), #sql("3"))
      }.execute(db)
      try Reminder.insert {
        ($0.title, $0.notes, $0.isCompleted, $0.remindersListID)
      } values: {
        ("four", "n4", true, 3)
        (#sql("'four!'"), #sql("'n4!'"), #sql("1"), #sql("3"))
      }.execute(db)
      try Reminder.insert {
        ($0.title, $0.notes, $0.isCompleted, $0.priority, $0.remindersListID)
      } values: {
        ("five", "n5", true, .high, 3)
        (#sql("'five!'"), #sql("'n5!'"), #sql("1"), #sql("3"), #sql("3"))
      }.execute(db)
      let rows = try Row.fetchAll(
        db, sql: "SELECT title, notes, isCompleted, priority FROM reminders WHERE remindersListID = 3 ORDER BY id")
      #expect(rows.map { $0[0] as String } == ["two", "two!", "three", "three!", "four", "four!", "five", "five!"])
      #expect(rows.map { $0[1] as String } == ["", "", "n3", "n3!", "n4", "n4!", "n5", "n5!"])
      #expect(rows.map { $0[2] as Bool } == [false, false, false, false, true, true, true, true])
      #expect(rows.map { $0[3] as Int? } == [nil, nil, nil, nil, nil, nil, 3, 3])
    }
  }
}
