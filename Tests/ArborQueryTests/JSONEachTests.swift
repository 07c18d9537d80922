import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// JSON columns walked with `json_each` and read with key-path places: every statement run on
// rows stored by the same representations a user's code stores them with.

@Selection
private struct Stop: Codable, Equatable {
  var latitude = 0.0
  var label = ""
}

@Selection
private struct Crew: Codable, Equatable {
  var name = ""
  var nickname: String?
  @Column(as: [String].JSONRepresentation.self)
  var skills: [String] = []
  @Column(as: [Stop].JSONRepresentation.self)
  var visits: [Stop] = []
}

@Table
private struct Voyage: Equatable {
  let id: Int
  var title = ""
  @Column(as: [Stop].JSONRepresentation.self)
  var stops: [Stop] = []
  @Column(as: [String].JSONRepresentation.self)
  var tags: [String] = []
  @Column(as: [String: Int].JSONRepresentation.self)
  var cargo: [String: Int] = [:]
  @Column(as: Crew.JSONRepresentation.self)
  var crew = Crew()
  @Column(as: [Stop].JSONRepresentation?.self)
  var detours: [Stop]?
}

@Suite struct JSONEachTests {
  let db: DatabaseQueue

  init() throws {
    db = try DatabaseQueue()
    try db.write { db in
      try #sql(
        """
        CREATE TABLE "voyages" ("id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "stops" TEXT NOT NULL,
          "tags" TEXT NOT NULL, "cargo" TEXT NOT NULL, "crew" TEXT NOT NULL, "detours" TEXT)
        """
      ).execute(db)
      try Voyage.insert {
        Voyage(
          id: 1, title: "North",
          stops: [Stop(latitude: 60.1, label: "Oslo"), Stop(latitude: 64.1, label: "Reykjavík")],
          tags: ["cold", "long"], cargo: ["fish": 12, "wool": 3],
          crew: Crew(name: "Ada", skills: ["sails", "maps"], visits: [Stop(latitude: 1, label: "x\"y")]),
          detours: [Stop(latitude: -1, label: "Faroe")])
        Voyage(
          id: 2, title: "South", stops: [Stop(latitude: -33.9, label: "Cape Town")], tags: ["warm"],
          cargo: ["tea": 40], crew: Crew(name: "Bo", skills: ["cooking"]), detours: nil)
        Voyage(id: 3, title: "Empty")
      }.execute(db)
    }
  }

  @Test func elementsThatAreObjectsReadThroughTheirFields() {
    assertQuery(
      Voyage.where { !$0.stops.jsonEach().where { $0.value.jsonExtract(\.latitude) < 0 }.exists() }.select(\.title),
      database: db
    ) {
      """
      SELECT "voyages"."title"
      FROM "voyages"
      WHERE NOT (EXISTS (SELECT "json_each"."key", "json_each"."value" FROM json_each("voyages"."stops") WHERE (json_extract("json_each"."value", ?)) < ?))
      -- '$."latitude"', 0.0
      """
    } results: {
      """
      ┌─────────┐
      │ "North" │
      │ "Empty" │
      └─────────┘
      """
    }
  }

  @Test func aWalkCountsAndAggregatesAsASubquery() {
    assertQuery(
      Voyage.select {
        ($0.title, $0.stops.jsonEach().count(), $0.stops.jsonEach().select { $0.value.jsonExtract(\.latitude).max() })
      },
      database: db
    ) {
      """
      SELECT "voyages"."title", (SELECT count(*) FROM json_each("voyages"."stops")), (SELECT max(json_extract("json_each"."value", ?)) FROM json_each("voyages"."stops"))
      FROM "voyages"
      -- '$."latitude"'
      """
    } results: {
      """
      ┌─────────┬───┬───────┐
      │ "North" │ 2 │ 64.1  │
      │ "South" │ 1 │ -33.9 │
      │ "Empty" │ 0 │ nil   │
      └─────────┴───┴───────┘
      """
    }
  }

  @Test func plainElementsAndObjectKeys() {
    assertQuery(
      Voyage.where { $0.tags.jsonEach().where { $0.value.eq("warm") }.exists() }.select(\.title),
      database: db
    ) {
      """
      SELECT "voyages"."title"
      FROM "voyages"
      WHERE EXISTS (SELECT "json_each"."key", "json_each"."value" FROM json_each("voyages"."tags") WHERE "json_each"."value" = ?)
      -- 'warm'
      """
    } results: {
      """
      ┌─────────┐
      │ "South" │
      └─────────┘
      """
    }
    assertQuery(
      Voyage.join(Voyage.columns.cargo.jsonEach()) { _, _ in true }.select { ($0.title, $1.key, $1.value) },
      database: db
    ) {
      """
      SELECT "voyages"."title", "json_each"."key", "json_each"."value"
      FROM "voyages"
      JOIN json_each("voyages"."cargo") ON ?
      -- 1
      """
    } results: {
      """
      ┌─────────┬────────┬────┐
      │ "North" │ "fish" │ 12 │
      │ "North" │ "wool" │ 3  │
      │ "South" │ "tea"  │ 40 │
      └─────────┴────────┴────┘
      """
    }
  }

  @Test func aContainerInsideTheDocument() {
    let mapReaders = Voyage.where { $0.crew.jsonEach(\.skills).where { $0.value.eq("maps") }.exists() }
    let labels = { (crew: TableColumn<Voyage, Crew.JSONRepresentation>) in
      crew.jsonEach(\.visits).select { $0.value.jsonExtract(\.label) }
    }
    assertQuery(
      mapReaders.select { ($0.crew.jsonExtract(\.name), labels($0.crew)) },
      database: db
    ) {
      """
      SELECT json_extract("voyages"."crew", ?), (SELECT json_extract("json_each"."value", ?) FROM json_each("voyages"."crew", ?))
      FROM "voyages"
      WHERE EXISTS (SELECT "json_each"."key", "json_each"."value" FROM json_each("voyages"."crew", ?) WHERE "json_each"."value" = ?)
      -- '$."name"', '$."label"', '$."visits"', '$."skills"', 'maps'
      """
    } results: {
      """
      ┌───────┬─────────┐
      │ "Ada" │ #"x"y"# │
      └───────┴─────────┘
      """
    }
  }

  @Test func aNullColumnWalksAsNoElements() {
    assertQuery(
      Voyage.select { ($0.title, $0.detours.jsonEach().count(), $0.detours.jsonArrayLength()) },
      database: db
    ) {
      """
      SELECT "voyages"."title", (SELECT count(*) FROM json_each("voyages"."detours")), json_array_length("voyages"."detours")
      FROM "voyages"
      """
    } results: {
      """
      ┌─────────┬───┬─────┐
      │ "North" │ 1 │ 1   │
      │ "South" │ 0 │ nil │
      │ "Empty" │ 0 │ nil │
      └─────────┴───┴─────┘
      """
    }
  }

  @Test func joinsAndOuterJoins() {
    assertQuery(
      Voyage.join(Voyage.columns.stops.jsonEach()) { _, _ in true }.select {
        ($0.title, $1.key, $1.value.jsonExtract(\.label))
      },
      database: db
    ) {
      """
      SELECT "voyages"."title", "json_each"."key", json_extract("json_each"."value", ?)
      FROM "voyages"
      JOIN json_each("voyages"."stops") ON ?
      -- '$."label"', 1
      """
    } results: {
      """
      ┌─────────┬───┬─────────────┐
      │ "North" │ 0 │ "Oslo"      │
      │ "North" │ 1 │ "Reykjavík" │
      │ "South" │ 0 │ "Cape Town" │
      └─────────┴───┴─────────────┘
      """
    }
    assertQuery(
      Voyage.leftJoin(Voyage.columns.stops.jsonEach()) { _, _ in true }.select {
        ($0.title, $1.value.jsonExtract(\.label))
      },
      database: db
    ) {
      """
      SELECT "voyages"."title", json_extract("json_each"."value", ?)
      FROM "voyages"
      LEFT JOIN json_each("voyages"."stops") ON ?
      -- '$."label"', 1
      """
    } results: {
      """
      ┌─────────┬─────────────┐
      │ "North" │ "Oslo"      │
      │ "North" │ "Reykjavík" │
      │ "South" │ "Cape Town" │
      │ "Empty" │ nil         │
      └─────────┴─────────────┘
      """
    }
    assertQuery(
      Voyage.join(Voyage.columns.stops.jsonEach()) { _, _ in true }.select { $1 },
      database: db
    ) {
      """
      SELECT "json_each"."key", "json_each"."value"
      FROM "voyages"
      JOIN json_each("voyages"."stops") ON ?
      -- 1
      """
    } results: {
      """
      ┌────────────────────────┐
      │ JSONEach(              │
      │   key: 0,              │
      │   value: Stop(         │
      │     latitude: 60.1,    │
      │     label: "Oslo"      │
      │   )                    │
      │ )                      │
      ├────────────────────────┤
      │ JSONEach(              │
      │   key: 1,              │
      │   value: Stop(         │
      │     latitude: 64.1,    │
      │     label: "Reykjavík" │
      │   )                    │
      │ )                      │
      ├────────────────────────┤
      │ JSONEach(              │
      │   key: 0,              │
      │   value: Stop(         │
      │     latitude: -33.9,   │
      │     label: "Cape Town" │
      │   )                    │
      │ )                      │
      └────────────────────────┘
      """
    }
  }

  @Test func aliasesNameTheWalkAndTheTable() {
    enum First: AliasName {}
    enum Second: AliasName {}
    enum Outer: AliasName {}
    assertQuery(
      Voyage
        .join(Voyage.columns.tags.jsonEach().as(First.self)) { _, _ in true }
        .join(Voyage.columns.tags.jsonEach().as(Second.self)) { $1.key < $2.key }
        .select { ($0.title, $1.value, $2.value) },
      database: db
    ) {
      """
      SELECT "voyages"."title", "firsts"."value", "seconds"."value"
      FROM "voyages"
      JOIN json_each("voyages"."tags") AS "firsts" ON ?
      JOIN json_each("voyages"."tags") AS "seconds" ON "firsts"."key" < "seconds"."key"
      -- 1
      """
    } results: {
      """
      ┌─────────┬────────┬────────┐
      │ "North" │ "cold" │ "long" │
      └─────────┴────────┴────────┘
      """
    }
    assertQuery(
      Voyage
        .join(Voyage.columns.stops.jsonEach()) { _, _ in true }
        .select { ($0.title, $1.value.jsonExtract(\.label)) }
        .as(Outer.self),
      database: db
    ) {
      """
      SELECT "outers"."title", json_extract("json_each"."value", ?)
      FROM "voyages" AS "outers"
      JOIN json_each("outers"."stops") ON ?
      -- '$."label"', 1
      """
    } results: {
      """
      ┌─────────┬─────────────┐
      │ "North" │ "Oslo"      │
      │ "North" │ "Reykjavík" │
      │ "South" │ "Cape Town" │
      └─────────┴─────────────┘
      """
    }
    assertQuery(
      Voyage.where { $0.tags.jsonEach().where { $0.key >= 0 }.group(by: \.value).as(First.self).exists() }.select(\.id),
      database: db
    ) {
      """
      SELECT "voyages"."id"
      FROM "voyages"
      WHERE EXISTS (SELECT "firsts"."key", "firsts"."value" FROM json_each("voyages"."tags") AS "firsts" WHERE "firsts"."key" >= ? GROUP BY "firsts"."value")
      -- 0
      """
    } results: {
      """
      ┌───┐
      │ 1 │
      │ 2 │
      └───┘
      """
    }
  }

  @Test func placesByIndexAndTheLengthOfArrays() {
    assertQuery(
      Voyage.where { $0.stops.jsonArrayLength() > 0 }.select { $0.tags.jsonExtract(\.[0]) },
      database: db
    ) {
      """
      SELECT json_extract("voyages"."tags", ?)
      FROM "voyages"
      WHERE (json_array_length("voyages"."stops")) > ?
      -- '$[0]', 0
      """
    } results: {
      """
      ┌────────┐
      │ "cold" │
      │ "warm" │
      └────────┘
      """
    }
    assertQuery(Voyage.select { $0.stops.jsonExtract(\.[1].label) }, database: db) {
      """
      SELECT json_extract("voyages"."stops", ?)
      FROM "voyages"
      -- '$[1]."label"'
      """
    } results: {
      """
      ┌─────────────┐
      │ "Reykjavík" │
      │ nil         │
      │ nil         │
      └─────────────┘
      """
    }
    assertQuery(Voyage.select { $0.stops.jsonExtract(\.[0]) }, database: db) {
      """
      SELECT json_extract("voyages"."stops", ?)
      FROM "voyages"
      -- '$[0]'
      """
    } results: {
      """
      ┌──────────────────────┐
      │ Stop(                │
      │   latitude: 60.1,    │
      │   label: "Oslo"      │
      │ )                    │
      ├──────────────────────┤
      │ Stop(                │
      │   latitude: -33.9,   │
      │   label: "Cape Town" │
      │ )                    │
      ├──────────────────────┤
      │ nil                  │
      └──────────────────────┘
      """
    }
  }

  @Test func editsOfADocumentChainAndAssign() throws {
    assertQuery(
      Voyage.find(1).update { $0.tags = $0.tags.jsonSet(\.[0], "icy").jsonAppend("dark") }.returning(\.tags),
      database: db
    ) {
      """
      UPDATE "voyages"
      SET "tags" = json_insert(json_set("voyages"."tags", ?, ?), ?, ?)
      WHERE "voyages"."id" = ?
      RETURNING "voyages"."tags"
      -- '$[0]', 'icy', '$[#]', 'dark', 1
      """
    } results: {
      """
      ┌────────────────┐
      │ [              │
      │   [0]: "icy",  │
      │   [1]: "long", │
      │   [2]: "dark"  │
      │ ]              │
      └────────────────┘
      """
    }
    assertQuery(
      Voyage.find(1).update { $0.tags = $0.tags.jsonReplace(\.[5], "none").jsonRemove(\.[1]).jsonInsert(\.[9], "last") }
        .returning(\.tags),
      database: db
    ) {
      """
      UPDATE "voyages"
      SET "tags" = json_insert(json_remove(json_replace("voyages"."tags", ?, ?), ?), ?, ?)
      WHERE "voyages"."id" = ?
      RETURNING "voyages"."tags"
      -- '$[5]', 'none', '$[1]', '$[9]', 'last', 1
      """
    } results: {
      """
      ┌───────────────┐
      │ [             │
      │   [0]: "icy", │
      │   [1]: "dark" │
      │ ]             │
      └───────────────┘
      """
    }
    assertQuery(
      Voyage.find(2).update { $0.crew = $0.crew.jsonSet(\.name, "Cy") }.returning { $0.crew.jsonExtract(\.name) },
      database: db
    ) {
      """
      UPDATE "voyages"
      SET "crew" = json_set("voyages"."crew", ?, ?)
      WHERE "voyages"."id" = ?
      RETURNING json_extract("voyages"."crew", ?)
      -- '$."name"', 'Cy', 2, '$."name"'
      """
    } results: {
      """
      ┌──────┐
      │ "Cy" │
      └──────┘
      """
    }
    #expect(throws: (any Error).self) {
      try db.write { try Voyage.find(1).update { $0.tags = $0.tags.jsonArrayInsert(\.[0], "first") }.execute($0) }
    }
    // An optional member takes a value of its wrapped type: inserted where it is missing
    // (`Codable` leaves a nil out), set, and not inserted again where it is there.
    let nicknames = try db.write { db in
      try Voyage.find(2).update { $0.crew = $0.crew.jsonInsert(\.nickname, "Cyd").jsonReplace(\.name, "Cyrus") }
        .execute(db)
      let inserted = try Voyage.find(2).select { $0.crew }.fetchOne(db)?.queryOutput
      try Voyage.find(2).update { $0.crew = $0.crew.jsonSet(\.nickname, "C").jsonInsert(\.nickname, "ignored") }
        .execute(db)
      let set = try Voyage.find(2).select { $0.crew }.fetchOne(db)?.queryOutput
      return [inserted, set].map { [$0?.name, $0?.nickname] }
    }
    #expect(nicknames == [["Cyrus", "Cyd"], ["Cyrus", "C"]])
    assertInlineSnapshot(
      of: Voyage.update { $0.crew = $0.crew.jsonbInsert(\.nickname, "B").jsonbReplace(\.nickname, "Bo") }, as: .sql
    ) {
      """
      UPDATE "voyages"
      SET "crew" = jsonb_replace(jsonb_insert("voyages"."crew", ?, ?), ?, ?)
      -- '$."nickname"', 'B', '$."nickname"', 'Bo'
      """
    }
  }

  @Test func groupArraysOfJSONColumnsNestTheDocuments() {
    assertQuery(Voyage.select { ($0.tags.jsonGroupArray(), $0.detours.jsonGroupArray()) }, database: db) {
      """
      SELECT json_group_array(json("voyages"."tags")), json_group_array(json("voyages"."detours"))
      FROM "voyages"
      """
    } results: {
      """
      ┌──────────────────┬───────────────────────┐
      │ [                │ [                     │
      │   [0]: [         │   [0]: [              │
      │     [0]: "cold", │     [0]: Stop(        │
      │     [1]: "long"  │       latitude: -1.0, │
      │   ],             │       label: "Faroe"  │
      │   [1]: [         │     )                 │
      │     [0]: "warm"  │   ],                  │
      │   ],             │   [1]: nil,           │
      │   [2]: []        │   [2]: nil            │
      │ ]                │ ]                     │
      └──────────────────┴───────────────────────┘
      """
    }
  }

  @Test func binaryJSONEditsSaySQLiteLacksThem() throws {
    do {
      try db.write { try Voyage.find(1).update { $0.tags = $0.tags.jsonbSet(\.[0], "x") }.execute($0) }
      Issue.record("jsonb_set ran: this SQLite has binary JSON (3.45 or later)")
    } catch {
      #expect("\(error)".contains("no such function: jsonb_set"))
    }
  }

  @Test func binaryGroupArrayOfAColumnSaysSQLiteLacksIt() throws {
    // The published library's spelling; before this overload existed, writing it crashed
    // the compiler (see `SQLOperand.callAsFunction`).
    let query = Voyage.select { $0.title.jsonbGroupArray(distinct: true) }
    #expect(query.query.sql == #"SELECT jsonb_group_array(DISTINCT "voyages"."title") FROM "voyages""#)
    do {
      _ = try db.read { try query.fetchAll($0) }
      Issue.record("jsonb_group_array ran: this SQLite has binary JSON (3.45 or later)")
    } catch {
      #expect("\(error)".contains("no such function: jsonb_group_array"))
    }
  }

  @Test func aPathNameIsQuotedAndBound() throws {
    let name = try db.read { db in
      try Voyage.find(1).select { $0.crew.jsonEach(\.visits).select { $0.value.jsonExtract(\.label) } }.fetchOne(db)
    }
    #expect(name == "x\"y")
  }

  /// `jsonArrayLength(\.place)`: the length of an array inside the document, NULL where the
  /// place holds none — also through an object stored as JSON that may be null.
  @Test func arrayLengthAtAPlace() throws {
    let lengths = try db.read { db in
      try Voyage.order(by: \.id).select { ($0.crew.jsonArrayLength(\.skills), $0.crew.jsonArrayLength(\.visits)) }
        .fetchAll(db)
    }
    #expect(lengths.map { [$0.0, $0.1] } == [[2, 1], [1, 0], [0, 0]])
    try db.write { db in
      try #sql(#"CREATE TABLE "logbooks" ("id" INTEGER PRIMARY KEY, "resume" TEXT NOT NULL)"#).execute(db)
      try Logbook.insert {
        Logbook(id: 1, resume: Resume(captain: Crew(name: "Ada", skills: ["sails", "maps"])))
        Logbook(id: 2, resume: Resume(captain: nil))
      }.execute(db)
    }
    let captains = try db.read { db in
      try Logbook.order(by: \.id).select {
        ($0.resume.jsonArrayLength(\.captain.skills), $0.resume.jsonExtract(\.captain.name))
      }
      .fetchAll(db)
    }
    #expect(captains.map(\.0) == [2, nil])
    #expect(captains.map(\.1) == ["Ada", nil])
  }
}

@Selection
private struct Resume: Codable, Equatable {
  @Column(as: Crew.JSONRepresentation?.self)
  var captain: Crew?
}

@Table
private struct Logbook: Equatable {
  let id: Int
  @Column(as: Resume.JSONRepresentation.self)
  var resume = Resume()
}
