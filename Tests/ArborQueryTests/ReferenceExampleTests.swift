import ArborDB
import ArborQueryTestSupport
import Foundation
import InlineSnapshotTesting
import Testing

// The examples of sqlitedata-advanced-reference.md that need only the core statements,
// adapted to a concrete schema and run on a live database.

@Table
struct Item: Identifiable, Equatable {
  let id: Int
  var title = ""
  var notes = ""
  var price = 0.0
  var count = 0
  var isInStock = true
  var isArchived = false
  var isDeleted = false
  var categoryID: Int?
  var createdAt: Date
}

@Table
struct ItemCategory: Identifiable, Equatable {
  let id: Int
  var name = ""
  var isActive = true
}

@Table
struct ItemTag: Equatable {
  let itemID: Int
  let tagID: Int
}

@Table
struct Label: Identifiable, Equatable {
  let id: Int
  var name = ""
}

enum Status: Int, QueryBindable {
  case incomplete = 0
  case completing = 1
  case completed = 2
}

@Table
struct Order: Identifiable, Equatable {
  let id: Int
  var customerName = ""
  var total = 0.0
  var status: Status = .incomplete
}

@Selection
struct Stats: Equatable {
  let total: Int
  let inStockCount: Int
  let avgInStockPrice: Double?
  let completedRevenue: Double?
}

extension Item {
  static let active = Item.where { !$0.isArchived && !$0.isDeleted }
  static let inStock = Item.where(\.isInStock)

  static func createdAfter(_ date: Date) -> Where<Item> {
    Item.where { $0.createdAt > date }
  }

  static let withLabels = group(by: \.id)
    .leftJoin(ItemTag.all) { $0.id.eq($1.itemID) }
    .leftJoin(Label.all) { $1.tagID.eq($2.primaryKey) }
}

extension Where<Item> {
  func matching(_ search: String) -> Where<Item> {
    self.where { $0.title.contains(search) || $0.notes.contains(search) }
  }
}

@Suite struct ReferenceExampleTests {
  let db: DatabaseQueue

  init() throws {
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA foreign_keys = ON")
    }
    db = try DatabaseQueue(configuration: configuration)
    var migrator = DatabaseMigrator()
    migrator.registerMigration("Create initial tables") { db in
      try #sql(
        """
        CREATE TABLE "itemCategories" (
          "id" INTEGER PRIMARY KEY,
          "name" TEXT NOT NULL DEFAULT '',
          "isActive" INTEGER NOT NULL DEFAULT 1
        ) STRICT
        """
      ).execute(db)
      try #sql(
        """
        CREATE TABLE "items" (
          "id" INTEGER PRIMARY KEY,
          "title" TEXT NOT NULL DEFAULT '',
          "notes" TEXT NOT NULL DEFAULT '',
          "price" REAL NOT NULL DEFAULT 0.0,
          "count" INTEGER NOT NULL DEFAULT 0,
          "isInStock" INTEGER NOT NULL DEFAULT 1,
          "isArchived" INTEGER NOT NULL DEFAULT 0,
          "isDeleted" INTEGER NOT NULL DEFAULT 0,
          "categoryID" INTEGER REFERENCES "itemCategories"("id") ON DELETE SET NULL,
          "createdAt" TEXT NOT NULL DEFAULT (datetime('now'))
        ) STRICT
        """
      ).execute(db)
      try #sql(
        """
        CREATE INDEX "idx_items_search" ON "items" ("title") WHERE "isArchived" = 0
        """
      ).execute(db)
      try #sql(
        """
        CREATE TABLE "labels" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL UNIQUE) STRICT
        """
      ).execute(db)
      try #sql(
        """
        CREATE TABLE "itemTags" (
          "itemID" INTEGER NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
          "tagID" INTEGER NOT NULL REFERENCES "labels"("id") ON DELETE CASCADE,
          PRIMARY KEY ("itemID", "tagID")
        ) STRICT
        """
      ).execute(db)
      try #sql(
        """
        CREATE TABLE "orders" (
          "id" INTEGER PRIMARY KEY,
          "customerName" TEXT NOT NULL,
          "total" REAL NOT NULL,
          "status" INTEGER NOT NULL DEFAULT 0
        ) STRICT
        """
      ).execute(db)
      try #sql(
        """
        CREATE TRIGGER "update_count" AFTER UPDATE OF "title" ON "items"
        BEGIN UPDATE "items" SET "count" = "count" + 1 WHERE "id" = NEW."id"; END
        """
      ).execute(db)
    }
    migrator.registerMigration("Add a column") { db in
      try #sql(
        """
        ALTER TABLE "itemCategories" ADD COLUMN "notes" TEXT NOT NULL DEFAULT ''
        """
      ).execute(db)
    }
    try migrator.migrate(db)
    try db.write { db in
      try ItemCategory.insert {
        ItemCategory(id: 1, name: "Phones", isActive: true)
        ItemCategory(id: 2, name: "Retired", isActive: false)
      }.execute(db)
      let start = Date(timeIntervalSince1970: 1_700_000_000)
      // All operations share one transaction: the `write` block.
      for (index, title) in ["iPhone", "Pixel", "Nokia 3310", "Max Pro"].enumerated() {
        try Item.insert {
          Item.Draft(
            title: title, notes: index == 3 ? "Max" : "", price: Double(index + 1) * 400,
            isInStock: index != 1, isArchived: index == 2, categoryID: index == 2 ? 2 : 1,
            createdAt: start.addingTimeInterval(Double(index) * 86_400))
        }.execute(db)
      }
      try Label.insert {
        Label(id: 1, name: "electronics")
        Label(id: 2, name: "mobile")
      }.execute(db)
      try ItemTag.insert {
        ItemTag(itemID: 1, tagID: 1)
        ItemTag(itemID: 1, tagID: 2)
        ItemTag(itemID: 2, tagID: 2)
      }.execute(db)
      try Order.insert {
        for (index, name) in ["Ann", "Ann", "Bob", "Ann", "Ann", "Ann", "Ann"].enumerated() {
          Order(
            id: index + 1, customerName: name, total: 100, status: index.isMultiple(of: 2) ? .completed : .incomplete)
        }
      }.execute(db)
    }
  }

  @Test func queryComposition() throws {
    let results = Item.active.inStock.order(by: \.title)
    assertInlineSnapshot(of: results, as: .sql) {
      """
      SELECT "items"."id", "items"."title", "items"."notes", "items"."price", "items"."count", "items"."isInStock", "items"."isArchived", "items"."isDeleted", "items"."categoryID", "items"."createdAt"
      FROM "items"
      WHERE ((NOT "items"."isArchived") AND (NOT "items"."isDeleted")) AND ("items"."isInStock")
      ORDER BY "items"."title"
      """
    }
    #expect(try db.read { try results.fetchAll($0) }.map(\.title) == ["Max Pro", "iPhone"])

    let matching = Item.inStock.matching("Max")
    assertInlineSnapshot(of: matching, as: .sql) {
      #"""
      SELECT "items"."id", "items"."title", "items"."notes", "items"."price", "items"."count", "items"."isInStock", "items"."isArchived", "items"."isDeleted", "items"."categoryID", "items"."createdAt"
      FROM "items"
      WHERE ("items"."isInStock") AND (("items"."title" LIKE ? ESCAPE '\') OR ("items"."notes" LIKE ? ESCAPE '\'))
      -- '%Max%', '%Max%'
      """#
    }
    #expect(try db.read { try matching.fetchAll($0) }.map(\.title) == ["Max Pro"])

    let recent = Item.createdAfter(Date(timeIntervalSince1970: 1_700_100_000))
    #expect(try db.read { try recent.fetchAll($0) }.count == 2)
  }

  @Test func rangeAndSetMembership() throws {
    let selected = Item.where { $0.id.in([1, 2]) }
    #expect(try db.read { try selected.fetchAll($0) }.count == 2)
    let inActive = Item.where { $0.categoryID.in(ItemCategory.where(\.isActive).select(\.id)) }
    assertInlineSnapshot(of: inActive, as: .sql) {
      """
      SELECT "items"."id", "items"."title", "items"."notes", "items"."price", "items"."count", "items"."isInStock", "items"."isArchived", "items"."isDeleted", "items"."categoryID", "items"."createdAt"
      FROM "items"
      WHERE "items"."categoryID" IN (SELECT "itemCategories"."id" FROM "itemCategories" WHERE "itemCategories"."isActive")
      """
    }
    #expect(try db.read { try inActive.fetchAll($0) }.map(\.id) == [1, 2, 4])
    let excluded = Item.where { !$0.id.in([1, 2]) }
    #expect(try db.read { try excluded.fetchAll($0) }.map(\.id) == [3, 4])
    let midRange = Item.where { $0.price.between(500, and: 1300) }
    #expect(try db.read { try midRange.fetchAll($0) }.map(\.id) == [2, 3])
  }

  @Test func paginationAndDistinct() throws {
    let page = 1
    let offsetPage = Item.order(by: \.createdAt).limit(2, offset: page * 2)
    assertInlineSnapshot(of: offsetPage, as: .sql) {
      """
      SELECT "items"."id", "items"."title", "items"."notes", "items"."price", "items"."count", "items"."isInStock", "items"."isArchived", "items"."isDeleted", "items"."categoryID", "items"."createdAt"
      FROM "items"
      ORDER BY "items"."createdAt"
      LIMIT ? OFFSET ?
      -- 2, 2
      """
    }
    #expect(try db.read { try offsetPage.fetchAll($0) }.map(\.id) == [3, 4])
    let lastSeenId = 2
    let cursorPage = Item.where { $0.id > lastSeenId }.order(by: \.id).limit(20)
    #expect(try db.read { try cursorPage.fetchAll($0) }.map(\.id) == [3, 4])
    let categories = Item.select(\.categoryID).distinct()
    assertInlineSnapshot(of: categories, as: .sql) {
      """
      SELECT DISTINCT "items"."categoryID"
      FROM "items"
      """
    }
    #expect(Set(try db.read { try categories.fetchAll($0) }) == [1, 2])
  }

  @Test func nullHandlingAndStrings() throws {
    let withCategory = Item.where { $0.categoryID.isNot(nil) }
    #expect(try db.read { try withCategory.fetchAll($0) }.count == 4)
    let sorted = Item.order { $0.categoryID.desc(nulls: .last) }
    #expect(try db.read { try sorted.fetchAll($0) }.first?.categoryID == 2)
    let strings = Item.where { $0.id.eq(1) }.select {
      (
        $0.title.upper(), $0.title.lower(), $0.title.trim(), $0.title.substr(0, 3), $0.title.replace("i", "I"),
        $0.title.length()
      )
    }
    let row = try #require(try db.read { try strings.fetchOne($0) })
    #expect(row.0 == "IPHONE" && row.1 == "iphone" && row.2 == "iPhone")
    // SQLite counts from 1: substr(x, 0, 3) yields the first two characters.
    #expect(row.3 == "iP" && row.4 == "IPhone" && row.5 == 6)
    #expect(try db.read { try Item.where { $0.title.instr("Pro") > 0 }.fetchAll($0) }.map(\.id) == [4])
    #expect(try db.read { try Item.where { $0.title.like("%phone%") }.fetchAll($0) }.map(\.id) == [1])
    #expect(try db.read { try Item.where { $0.title.collate(.nocase).eq("IPHONE") }.fetchAll($0) }.map(\.id) == [1])
  }

  @Test func returningClause() throws {
    let insert = Item.insert { Item.Draft(title: "New Item", createdAt: Date(timeIntervalSince1970: 0)) }.returning(
      \.id)
    assertInlineSnapshot(of: insert, as: .sql) {
      """
      INSERT INTO "items" ("title", "notes", "price", "count", "isInStock", "isArchived", "isDeleted", "categoryID", "createdAt")
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      RETURNING "items"."id"
      -- 'New Item', '', 0.0, 0, 1, 0, 0, NULL, '1970-01-01 00:00:00.000'
      """
    }
    let newId = try db.write { try insert.fetchOne($0) }
    #expect(newId == 5)

    let update = Item.find(1).update { $0.count += 1 }.returning { ($0.id, $0.count) }
    assertInlineSnapshot(of: update, as: .sql) {
      """
      UPDATE "items"
      SET "count" = "items"."count" + ?
      WHERE "items"."id" = ?
      RETURNING "items"."id", "items"."count"
      -- 1, 1
      """
    }
    let updated = try #require(try db.write { try update.fetchOne($0) })
    #expect(updated.0 == 1 && updated.1 == 1)

    let delete = Item.where { $0.isArchived }.delete().returning(Item.self)
    let deleted = try db.write { try delete.fetchAll($0) }
    #expect(deleted.map(\.title) == ["Nokia 3310"])
  }

  @Test func joins() throws {
    let inner = Item.join(ItemCategory.all) { $0.categoryID.eq($1.id) }
    let pairs = try db.read { try inner.fetchAll($0) }
    #expect(pairs.count == 4 && pairs[2].1.name == "Retired")

    let left = Item.leftJoin(ItemCategory.where(\.isActive)) { $0.categoryID.eq($1.id) }
      .select { ($0, $1) }
    assertInlineSnapshot(of: left, as: .sql) {
      """
      SELECT "items"."id", "items"."title", "items"."notes", "items"."price", "items"."count", "items"."isInStock", "items"."isArchived", "items"."isDeleted", "items"."categoryID", "items"."createdAt", "itemCategories"."id", "itemCategories"."name", "itemCategories"."isActive"
      FROM "items"
      LEFT JOIN "itemCategories" ON "items"."categoryID" = "itemCategories"."id"
      WHERE "itemCategories"."isActive"
      """
    }
    // The joined filter joins the outer WHERE, as the published library merges it: an
    // item whose category is not active is not among the rows.
    let rows = try db.read { try left.fetchAll($0) }
    #expect(rows.map { $0.1?.name } == ["Phones", "Phones", "Phones"])

    let tags = Item.withLabels.order { item, _, _ in item.id }.select {
      ($0.title, $2.name.groupConcat(separator: ", "))
    }
    assertInlineSnapshot(of: tags, as: .sql) {
      """
      SELECT "items"."title", group_concat("labels"."name", ?)
      FROM "items"
      LEFT JOIN "itemTags" ON "items"."id" = "itemTags"."itemID"
      LEFT JOIN "labels" ON "itemTags"."tagID" = "labels"."id"
      GROUP BY "items"."id"
      ORDER BY "items"."id"
      -- ', '
      """
    }
    let tagged = try db.read { try tags.fetchAll($0) }
    #expect(tagged.first?.0 == "iPhone" && tagged.first?.1 == "electronics, mobile")
    #expect(tagged.map(\.1) == ["electronics, mobile", "mobile", nil, nil])
  }

  @Test func conditionalAggregationAndHaving() throws {
    let stats = Item.select {
      Stats.Columns(
        total: $0.count(),
        inStockCount: $0.count(filter: $0.isInStock),
        avgInStockPrice: $0.price.avg(filter: $0.isInStock),
        completedRevenue: $0.price.sum(filter: $0.isArchived.eq(false))
      )
    }
    assertInlineSnapshot(of: stats, as: .sql) {
      """
      SELECT count(*) AS "total", count(*) FILTER (WHERE "items"."isInStock") AS "inStockCount", avg("items"."price") FILTER (WHERE "items"."isInStock") AS "avgInStockPrice", sum("items"."price") FILTER (WHERE "items"."isArchived" = ?) AS "completedRevenue"
      FROM "items"
      -- 0
      """
    }
    let row = try db.read { try stats.fetchOne($0) }
    #expect(row == Stats(total: 4, inStockCount: 3, avgInStockPrice: (400 + 1200 + 1600) / 3.0, completedRevenue: 2800))

    let revenue = Order.select { $0.total.sum(filter: $0.status.eq(.completed)) }
    #expect(try db.read { try revenue.fetchOne($0) } == 400)

    let frequent = Order.group(by: \.customerName)
      .having { $0.count() > 5 }
      .select { ($0.customerName, $0.count()) }
    assertInlineSnapshot(of: frequent, as: .sql) {
      """
      SELECT "orders"."customerName", count(*)
      FROM "orders"
      GROUP BY "orders"."customerName"
      HAVING (count(*)) > ?
      -- 5
      """
    }
    let customers = try db.read { try frequent.fetchAll($0) }
    #expect(customers.count == 1 && customers[0].0 == "Ann" && customers[0].1 == 6)
  }

  @Test func triggersAndMigrationsRan() throws {
    try db.write { try Item.find(2).update { $0.title = "Pixel 9" }.execute($0) }
    let edits = try db.read { try Item.find(2).select(\.count).fetchOne($0) }
    #expect(edits == 1)
    #expect(
      try db.read { try #sql("SELECT \"notes\" FROM \"itemCategories\" LIMIT 1", as: String.self).fetchOne($0) } == "")
    // Foreign keys are enforced: an unknown category is refused.
    #expect(throws: (any Error).self) {
      try db.write { try Item.find(1).update { $0.categoryID = 99 }.execute($0) }
    }
  }

  @Test func enumColumnsAndTransactions() throws {
    let toggle = Order.find(2).update { $0.status = Status.completing }
    assertInlineSnapshot(of: toggle, as: .sql) {
      """
      UPDATE "orders"
      SET "status" = ?
      WHERE "orders"."id" = ?
      -- 1, 2
      """
    }
    try db.write { try toggle.execute($0) }
    #expect(try db.read { try Order.find(2).fetchOne($0) }?.status == .completing)
    let finishing = Order.where { $0.status.in([.completing, .completed]) }.count()
    let finishingCount: Int? = try db.read { try finishing.fetchOne($0) }
    #expect(finishingCount == 5)
    // A failing write rolls the whole transaction back.
    #expect(throws: (any Error).self) {
      try db.write { db in
        try Order.insert { Order(id: 100, customerName: "Cy", total: 1) }.execute(db)
        try Order.insert { Order(id: 100, customerName: "Cy", total: 1) }.execute(db)
      }
    }
    #expect(try db.read { try Order.find(100).fetchOne($0) } == nil)
  }

  @Test func batchUpsertWithCachedStatement() throws {
    try db.write { db in
      let statement = try db.cachedStatement(
        sql: """
          INSERT INTO labels (id, name) VALUES (?, ?)
          ON CONFLICT(id) DO UPDATE SET name = excluded.name
          """)
      for (id, name) in [(2, "cellular"), (3, "audio")] {
        try statement.execute(arguments: [id, name])
      }
    }
    let names = try db.read { try Label.order(by: \.id).select(\.name).fetchAll($0) }
    #expect(names == ["electronics", "cellular", "audio"])
  }
}
