import ArborDB
import ArborQueryTestSupport
import Foundation
import GRDB
import InlineSnapshotTesting
import Testing

// SQLite's functions in the published library's spelling, each run: text, numbers,
// dates and their modifiers, aggregates, and functions installed on a raw connection.

@DatabaseFunction
func shout(_ text: String) -> String { text.uppercased() + "!" }

@DatabaseFunction
func longest(_ titles: some Sequence<String>) -> String? { titles.max { $0.count < $1.count } }

private struct Refused: LocalizedError {
  var errorDescription: String? { "Refused, in words." }
}

@DatabaseFunction
func refuse(_ text: String) throws -> String { throw Refused() }

@DatabaseFunction(as: (([String].JSONRepresentation) -> Int).self)
func tagCount(_ tags: [String]) -> Int { tags.count }

@DatabaseFunction(as: (([String].JSONRepresentation) -> [String].JSONRepresentation).self)
func reversedTags(_ tags: [String]) -> [String] { tags.reversed() }

@DatabaseFunction(as: ((any Sequence<[String].JSONRepresentation>) -> Int).self)
func tagTotal(_ lists: some Sequence<[String]>) -> Int { lists.reduce(0) { $0 + $1.count } }

@DatabaseFunction
var launchDay: Date { Date(timeIntervalSince1970: 20_000 * 86_400) }

enum Scoring {
  @DatabaseFunction
  static func doubled(_ score: Double) -> Double { score * 2 }
}

final class Recorder {
  var seen: [String] = []

  @DatabaseFunction
  func record(_ title: String) { seen.append(title) }

  /// An aggregate bound to an instance: the count of titles seen so far plus the group's.
  @DatabaseFunction
  func runningCount(_ titles: some Sequence<String>) -> Int { seen.count + titles.reduce(0) { total, _ in total + 1 } }
}

@Suite struct LibraryFunctionTests {
  let db = try! eventsDatabase()

  @Test func textFunctions() {
    assertQuery(
      Event.where { $0.id.eq(1) }.select {
        (
          $0.title.ltrim(" K"), $0.title.rtrim(" f"), $0.title.trim().octetLength(), $0.title.trim().unicode(),
          $0.title.trim().hex()
        )
      },
      database: db
    ) {
      """
      SELECT ltrim("events"."title", ?), rtrim("events"."title", ?), length(CAST(trim("events"."title") AS BLOB)), unicode(trim("events"."title")), hex(trim("events"."title"))
      FROM "events"
      WHERE "events"."id" = ?
      -- ' K', ' f', 1
      """
    } results: {
      """
      ┌────────────┬───────────┬───┬────┬──────────────────┐
      │ "ickoff  " │ "  Kicko" │ 7 │ 75 │ "4B69636B6F6666" │
      └────────────┴───────────┴───┴────┴──────────────────┘
      """
    }
    assertQuery(
      Event.where { $0.id.eq(2) }.select { ($0.title.quote(), $0.id.quote(), $0.title.nullif("Trip")) }, database: db
    ) {
      """
      SELECT quote("events"."title"), quote("events"."id"), nullif("events"."title", ?)
      FROM "events"
      WHERE "events"."id" = ?
      -- 'Trip', 2
      """
    } results: {
      #"""
      ┌────────────┬───┬─────┐
      │ "\'Trip\'" │ 2 │ nil │
      └────────────┴───┴─────┘
      """#
    }
  }

  @Test func numericFunctions() {
    assertQuery(
      Event.order(by: \.id).select {
        ($0.score.abs(), $0.score.sign(), $0.score.round(), $0.score.round(1), $0.id.zeroblob())
      },
      database: db
    ) {
      """
      SELECT abs("events"."score"), sign("events"."score"), round("events"."score"), round("events"."score", ?), zeroblob("events"."id")
      FROM "events"
      ORDER BY "events"."id"
      -- 1
      """
    } results: {
      """
      ┌──────┬──────┬──────┬──────┬───────────┐
      │ 0.5  │ 1.0  │ 1.0  │ 0.5  │ [         │
      │      │      │      │      │   [0]: 0  │
      │      │      │      │      │ ]         │
      ├──────┼──────┼──────┼──────┼───────────┤
      │ 2.25 │ -1.0 │ -2.0 │ -2.3 │ [         │
      │      │      │      │      │   [0]: 0, │
      │      │      │      │      │   [1]: 0  │
      │      │      │      │      │ ]         │
      └──────┴──────┴──────┴──────┴───────────┘
      """
    }
    // On a plain integer, as the published library spells it.
    let zeros: [UInt8]? = try? db.read { try Values(3.zeroblob()).fetchOne($0) }
    let random: Int? = try? db.read { try Values(16.randomblob().length()).fetchOne($0) }
    #expect(zeros == [0, 0, 0] && random == 16)
    assertQuery(
      Event.where { $0.id.eq(1).likely() && $0.score.gt(0).unlikely() && $0.id.gt(0).likelihood(0.9) }.select(\.id),
      database: db
    ) {
      """
      SELECT "events"."id"
      FROM "events"
      WHERE ((likely("events"."id" = ?)) AND (unlikely("events"."score" > ?))) AND (likelihood("events"."id" > ?, 0.9))
      -- 1, 0.0, 0
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      └───┘
      """
    }
  }

  @Test func functionsNewerThanSQLite3_40SayWhatIsMissing() {
    assertQuery(Event.select { $0.title.unhex() }, database: db) {
      """
      SELECT unhex("events"."title")
      FROM "events"
      """
    } results: {
      """
      SQLite error 1: no such function: unhex - while executing `SELECT unhex("events"."title") FROM "events"`
      """
    }
    // A Swift string's bytes, as the library spells it: bound, then the same function.
    let bytes = "deadbeef".unhex("-")
    assertInlineSnapshot(of: bytes, as: .sql) {
      """
      unhex(?, ?)
      -- 'deadbeef', '-'
      """
    }
    #expect(throws: (any Error).self) { try db.read { try Values(bytes).fetchAll($0) } }
    assertQuery(Event.select { $0.title.groupConcat(", ", order: $0.title) }, database: db) {
      """
      SELECT group_concat("events"."title", ? ORDER BY "events"."title")
      FROM "events"
      -- ', '
      """
    } results: {
      """
      SQLite error 1: near "ORDER": syntax error - while executing `SELECT group_concat("events"."title", ? ORDER BY "events"."title") FROM "events"`
      """
    }
  }

  @Test func groupConcatTakesAnExpressionSeparator() {
    assertQuery(Event.select { ($0.title.trim().groupConcat("-"), $0.kind.groupConcat($0.id)) }, database: db) {
      """
      SELECT group_concat(trim("events"."title"), ?), group_concat("events"."kind", "events"."id")
      FROM "events"
      -- '-'
      """
    } results: {
      """
      ┌────────────────┬────────────────┐
      │ "Kickoff-Trip" │ "meeting2trip" │
      └────────────────┴────────────────┘
      """
    }
  }

  @Test func dateParts() {
    assertQuery(
      Event.order(by: \.id).select {
        (
          $0.startsAt.year, $0.startsAt.month, $0.startsAt.day, $0.startsAt.hour, $0.loggedAt.dayOfYear,
          $0.observedAt.weekday
        )
      },
      database: db
    ) {
      """
      SELECT CAST(strftime(?, "events"."startsAt") AS INTEGER), CAST(strftime(?, "events"."startsAt") AS INTEGER), CAST(strftime(?, "events"."startsAt") AS INTEGER), CAST(strftime(?, "events"."startsAt") AS INTEGER), CAST(strftime(?, "events"."loggedAt", ?) AS INTEGER), CAST(strftime(?, "events"."observedAt") AS INTEGER)
      FROM "events"
      ORDER BY "events"."id"
      -- '%Y', '%m', '%d', '%H', '%j', 'unixepoch', '%w'
      """
    } results: {
      """
      ┌──────┬────┬───┬───┬─────┬───┐
      │ 2024 │ 10 │ 4 │ 1 │ 288 │ 4 │
      │ 1970 │ 1  │ 1 │ 0 │ 1   │ 4 │
      └──────┴────┴───┴───┴─────┴───┘
      """
    }
    assertQuery(
      Event.order(by: \.id).select { ($0.startsAt.strftime("%Y-%m"), $0.confirmedAt.map(\.year)) }, database: db
    ) {
      """
      SELECT strftime(?, "events"."startsAt"), CASE WHEN "events"."confirmedAt" IS NULL THEN NULL ELSE CAST(strftime(?, "events"."confirmedAt", ?) AS INTEGER) END
      FROM "events"
      ORDER BY "events"."id"
      -- '%Y-%m', '%Y', 'unixepoch'
      """
    } results: {
      """
      ┌───────────┬──────┐
      │ "2024-10" │ 2024 │
      │ "1970-01" │ nil  │
      └───────────┴──────┘
      """
    }
  }

  @Test func dateModifiersKeepTheColumnsStorage() {
    assertQuery(
      Event.where { $0.id.eq(1) }.select {
        ($0.startsAt(.startOfMonth), $0.loggedAt(.days(1)), $0.observedAt(.startOfYear.months(1).days(-1)))
      },
      database: db
    ) {
      """
      SELECT strftime(?, "events"."startsAt", ?), unixepoch("events"."loggedAt", ?, ?), julianday("events"."observedAt", ?, ?, ?)
      FROM "events"
      WHERE "events"."id" = ?
      -- '%Y-%m-%d %H:%M:%f', 'start of month', 'unixepoch', '1 days', 'start of year', '1 months', '-1 days', 1
      """
    } results: {
      """
      ┌────────────────────────────────┬────────────────────────────────┬────────────────────────────────┐
      │ Date(2024-10-01T00:00:00.000Z) │ Date(2024-10-15T00:00:00.000Z) │ Date(2024-01-31T00:00:00.000Z) │
      └────────────────────────────────┴────────────────────────────────┴────────────────────────────────┘
      """
    }
    assertQuery(
      Event.where { $0.id.eq(1) }.select {
        ($0.startsAt(.startOfMonth)(.hours(5)), $0.loggedAt(.milliseconds(1_500)).second)
      },
      database: db
    ) {
      """
      SELECT strftime(?, strftime(?, "events"."startsAt", ?), ?), CAST(strftime(?, unixepoch("events"."loggedAt", ?, ?), ?) AS INTEGER)
      FROM "events"
      WHERE "events"."id" = ?
      -- '%Y-%m-%d %H:%M:%f', '%Y-%m-%d %H:%M:%f', 'start of month', '5 hours', '%S', 'unixepoch', '1.5 seconds', 'unixepoch', 1
      """
    } results: {
      """
      ┌────────────────────────────────┬───┐
      │ Date(2024-10-01T05:00:00.000Z) │ 1 │
      └────────────────────────────────┴───┘
      """
    }
    // A user's own modifier chains like the built-in ones.
    assertQuery(Event.where { $0.id.eq(1) }.select { $0.startsAt(.months(1).lastDayOfMonth) }, database: db) {
      """
      SELECT strftime(?, "events"."startsAt", ?, ?, ?, ?)
      FROM "events"
      WHERE "events"."id" = ?
      -- '%Y-%m-%d %H:%M:%f', '1 months', 'start of month', '1 months', '-1 days', 1
      """
    } results: {
      """
      ┌────────────────────────────────┐
      │ Date(2024-11-30T00:00:00.000Z) │
      └────────────────────────────────┘
      """
    }
  }

  @Test func rowidSubstringsAndOptionalFlatMap() {
    assertQuery(Event.where { $0.title.contains("ick"[...]) }.select(\.rowid), database: db) {
      #"""
      SELECT "events"."rowid"
      FROM "events"
      WHERE "events"."title" LIKE ? ESCAPE '\'
      -- '%ick%'
      """#
    } results: {
      """
      ┌───┐
      │ 1 │
      └───┘
      """
    }
    assertQuery(Event.select { $0.confirmedAt.flatMap { $0.max() } }, database: db) {
      """
      SELECT CASE WHEN "events"."confirmedAt" IS NULL THEN NULL ELSE max("events"."confirmedAt") END
      FROM "events"
      """
    } results: {
      """
      ┌────────────────────────────────┐
      │ Date(2024-11-03T00:00:00.000Z) │
      └────────────────────────────────┘
      """
    }
  }

  @Test func nowIsSQLitesClock() throws {
    // Event 1 lies in 2024, event 2 at 1970: both before now, neither within a week.
    // For a text date, `.now` alone is Foundation's `Date.now`, bound: the same rows.
    let beforeNow = Event.where { $0.startsAt < .now }.select(\.id)
    let ids: [Int] = try db.read { try beforeNow.fetchAll($0) }
    #expect(ids == [1, 2])
    assertQuery(Event.where { $0.startsAt > .now(.days(-7)) }.select(\.id), database: db) {
      """
      SELECT "events"."id"
      FROM "events"
      WHERE "events"."startsAt" > (strftime(?, strftime(?, ?), ?))
      -- '%Y-%m-%d %H:%M:%f', '%Y-%m-%d %H:%M:%f', 'now', '-7 days'
      """
    }
    assertQuery(Event.where { $0.loggedAt < .now && $0.observedAt < .now(.years(1)) }.select(\.id), database: db) {
      """
      SELECT "events"."id"
      FROM "events"
      WHERE ("events"."loggedAt" < (unixepoch(?))) AND ("events"."observedAt" < (julianday(julianday(?), ?)))
      -- 'now', 'now', '1 years'
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      │ 2 │
      └───┘
      """
    }
    assertQuery(Event.where { $0.confirmedAt.map { $0 < .now } ?? false }.select(\.id), database: db) {
      """
      SELECT "events"."id"
      FROM "events"
      WHERE coalesce(CASE WHEN "events"."confirmedAt" IS NULL THEN NULL ELSE "events"."confirmedAt" < (unixepoch(?)) END, ?)
      -- 'now', 0
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      └───┘
      """
    }
  }

  @Test func conditionsAfterTheStatement() throws {
    assertQuery(Event.select(\.title).find(2), database: db) {
      """
      SELECT "events"."title"
      FROM "events"
      WHERE "events"."id" = ?
      -- 2
      """
    } results: {
      """
      ┌────────┐
      │ "Trip" │
      └────────┘
      """
    }
    assertQuery(Event.where { $0.score.gt(-10) }.find([1, 2]).select(\.id), database: db) {
      """
      SELECT "events"."id"
      FROM "events"
      WHERE ("events"."score" > ?) AND ("events"."id" IN (?, ?))
      -- -10.0, 1, 2
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      │ 2 │
      └───┘
      """
    }
    assertQuery(Event.update { $0.title = "Renamed" }.where { $0.id.eq(1) }.returning(\.title), database: db) {
      """
      UPDATE "events"
      SET "title" = ?
      WHERE "events"."id" = ?
      RETURNING "events"."title"
      -- 'Renamed', 1
      """
    } results: {
      """
      ┌───────────┐
      │ "Renamed" │
      └───────────┘
      """
    }
    assertQuery(Event.update { $0.score = 1 }.find(2).where { $0.score.lt(0) }.returning(\.score), database: db) {
      """
      UPDATE "events"
      SET "score" = ?
      WHERE ("events"."id" = ?) AND ("events"."score" < ?)
      RETURNING "events"."score"
      -- 1.0, 2, 0.0
      """
    } results: {
      """
      ┌─────┐
      │ 1.0 │
      └─────┘
      """
    }
    assertQuery(Event.delete().where { $0.kind.eq(EventKind.trip) }.returning(\.id), database: db) {
      """
      DELETE FROM "events"
      WHERE "events"."kind" = ?
      RETURNING "events"."id"
      -- 'trip'
      """
    } results: {
      """
      ┌───┐
      │ 2 │
      └───┘
      """
    }
    assertQuery(Event.delete().find([1]).returning(\.id), database: db) {
      """
      DELETE FROM "events"
      WHERE "events"."id" IN (?)
      RETURNING "events"."id"
      -- 1
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      └───┘
      """
    }
    #expect(try db.read { try Event.count().fetchOne($0) } == 0)
  }

  @Test func functionsInstalledOnARawConnection() throws {
    try db.write { db in
      $shout.install(db.sqliteConnection!)
      $longest.install(db.sqliteConnection!)
      $refuse.install(db.sqliteConnection!)
    }
    // A thrown error's own description is SQLite's message, as in the published library.
    #expect(throws: (any Error).self) { try db.read { try Event.select { $refuse($0.title) }.fetchAll($0) } }
    do {
      _ = try db.read { try Event.select { $refuse($0.title) }.fetchAll($0) }
    } catch {
      #expect((error as? DatabaseError)?.message == "Refused, in words.")
    }
    assertQuery(Event.order(by: \.id).select { ($shout($0.title.trim()), $longest($0.title)) }.limit(1), database: db) {
      """
      SELECT "shout"(trim("events"."title")), "longest"("events"."title")
      FROM "events"
      ORDER BY "events"."id"
      LIMIT ?
      -- 1
      """
    } results: {
      """
      ┌────────────┬───────────────┐
      │ "KICKOFF!" │ "  Kickoff  " │
      └────────────┴───────────────┘
      """
    }
    assertQuery(Event.where { $0.id.eq(3) }.select { $longest($0.title) }, database: db) {
      """
      SELECT "longest"("events"."title")
      FROM "events"
      WHERE "events"."id" = ?
      -- 3
      """
    } results: {
      """
      ┌─────┐
      │ nil │
      └─────┘
      """
    }
  }

  @Test func databaseFunctionsInTheLibrarysShapes() throws {
    let recorder = Recorder()
    try db.write { db in
      db.add(function: $tagCount)
      db.add(function: $reversedTags)
      db.add(function: $tagTotal)
      db.add(function: $launchDay)
      db.add(function: Scoring.$doubled)
      db.add(function: recorder.$record)
      db.add(function: recorder.$runningCount)
    }
    assertQuery(
      Event.order(by: \.id).select { ($tagCount($0.tags), $reversedTags($0.tags), Scoring.$doubled($0.score)) },
      database: db
    ) {
      """
      SELECT "tagCount"("events"."tags"), "reversedTags"("events"."tags"), "doubled"("events"."score")
      FROM "events"
      ORDER BY "events"."id"
      """
    } results: {
      """
      ┌───┬─────────────┬──────┐
      │ 2 │ [           │ 1.0  │
      │   │   [0]: "b", │      │
      │   │   [1]: "a"  │      │
      │   │ ]           │      │
      ├───┼─────────────┼──────┤
      │ 0 │ []          │ -4.5 │
      └───┴─────────────┴──────┘
      """
    }
    assertQuery(Event.select { $tagTotal($0.tags) }, database: db) {
      """
      SELECT "tagTotal"("events"."tags")
      FROM "events"
      """
    } results: {
      """
      ┌───┐
      │ 2 │
      └───┘
      """
    }
    assertQuery(Values($launchDay), database: db) {
      """
      SELECT "launchDay"()
      """
    } results: {
      """
      ┌────────────────────────────────┐
      │ Date(2024-10-04T00:00:00.000Z) │
      └────────────────────────────────┘
      """
    }
    try db.write { db in try #sql("SELECT \(recorder.$record(Event.columns.title)) FROM \(Event.self)").execute(db) }
    #expect(recorder.seen.sorted() == ["  Kickoff  ", "Trip"])
    // Called for its effect, as the library writes it: one row of nothing.
    assertQuery(Values(recorder.$record("Hello")), database: db) {
      """
      SELECT "record"(?)
      -- 'Hello'
      """
    } results: {
      """
      ┌──┐
      └──┘
      """
    }
    #expect(recorder.seen.last == "Hello")
    #expect(try db.read { try Values(recorder.$record("again")).fetchAll($0) }.count == 1)
    recorder.seen.removeLast(2)
    assertQuery(Event.select { recorder.$runningCount($0.title) }, database: db) {
      """
      SELECT "runningCount"("events"."title")
      FROM "events"
      """
    } results: {
      """
      ┌───┐
      │ 4 │
      └───┘
      """
    }
  }
}

extension DateTimeModifier {
  fileprivate static let lastDayOfMonth = Self.startOfMonth.months(1).days(-1)
}
