import ArborDB
import Foundation
import Testing

@Table("sectionItems")
private struct SectionItem: Equatable, Identifiable {
  let id: Int
  var title = ""
  var category = ""
  var priority: String?
}

@Table("sectionCategories")
private struct SectionCategory: Equatable, Identifiable {
  let id: Int
  var name = ""
  var label = ""
}

@Selection
private struct TitleAndLabel: Equatable {
  let title: String
  let label: String
}

/// Rows in sections: the section's name a column more, the rows ordered by section first,
/// then as the query orders them.
struct SectionsTests {
  private func database() throws -> DatabaseQueue {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.execute(
        sql: """
          CREATE TABLE "sectionItems" (
            "id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL, "category" TEXT NOT NULL, "priority" TEXT);
          CREATE TABLE "sectionCategories" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL, "label" TEXT NOT NULL);
          INSERT INTO "sectionItems" VALUES
            (1, 'Dishes', 'Home', 'high'), (2, 'Standup', 'Work', 'high'), (3, 'Groceries', 'Errands', 'low'),
            (4, 'Laundry', 'Home', NULL), (5, 'Review', 'Work', NULL);
          INSERT INTO "sectionCategories" VALUES (1, 'Home', 'At Home'), (2, 'Work', 'At Work'), (3, 'Errands', 'Out & About');
          """)
    }
    return database
  }

  @Test func byAColumn() throws {
    let db = try database()
    let items = FetchAll(SectionItem.order(by: \.id), sectionBy: \.category, database: db)
    #expect(items.wrappedValue.map(\.id) == [3, 1, 4, 2, 5])
    #expect(items.sections.sectionNames == ["Errands", "Home", "Work"])
    #expect(items.sections.map(\.name) == ["Errands", "Home", "Work"])
    #expect(items.sections[1].map(\.title) == ["Dishes", "Laundry"])
    #expect(items.sections[sectionName: "Work"]?.map(\.id) == [2, 5])
    #expect(items.sections[sectionName: "Gym"] == nil)
    #expect(items.sections.index(ofSectionNamed: "Work") == 2)
  }

  @Test func byAnOrderingWithNullsLastAndTheQuerysOrderWithin() throws {
    let db = try database()
    let items = FetchAll(
      SectionItem.order { $0.title.desc() }, sectionBy: { $0.priority.desc(nulls: .last) }, database: db)
    #expect(items.sections.sectionNames == ["low", "high", nil])
    #expect(items.sections[sectionName: "high"]?.map(\.title) == ["Standup", "Dishes"])
    #expect(items.sections[sectionName: nil]?.map(\.title) == ["Review", "Laundry"])
  }

  @Test func byNothing() throws {
    let db = try database()
    let sectioned = false
    let items = FetchAll(
      SectionItem.order(by: \.id),
      sectionBy: {
        if sectioned {
          $0.category
        }
      }, database: db)
    #expect(items.sections.sectionNames == [nil])
    #expect(items.sections[0].map(\.id) == [1, 2, 3, 4, 5])
    let none = FetchAll(SectionItem.where { $0.id > 100 }, sectionBy: \.category, database: db)
    #expect(none.sections.isEmpty && none.wrappedValue.isEmpty)
  }

  @Test func followsChangesAndLoadsAnotherSectioning() async throws {
    let db = try database()
    let items = FetchAll(SectionItem.order(by: \.id), sectionBy: \.category, database: db)
    try await db.write { db in
      try db.execute(sql: "INSERT INTO \"sectionItems\" VALUES (6, 'Squats', 'Gym', NULL)")
    }
    #expect(await eventually { items.sections.sectionNames == ["Errands", "Gym", "Home", "Work"] })

    try await items.load(SectionItem.order(by: \.id), sectionBy: { $0.category.desc() }, database: db)
    #expect(items.sections.sectionNames == ["Work", "Home", "Gym", "Errands"])
    // A query without sections drops them.
    try await items.load(SectionItem.order(by: \.id), database: db)
    #expect(items.sections.sectionNames == [nil])
    #expect(items.wrappedValue.map(\.id) == [1, 2, 3, 4, 5, 6])
  }

  @Test func aSelectionAndJoinsWithKeysOfAnyType() throws {
    let db = try database()
    let labels = FetchAll(
      SectionItem.order(by: \.id)
        .join(SectionCategory.all) { $0.category.eq($1.name) }
        .select { TitleAndLabel.Columns(title: $0.title, label: $1.label) },
      sectionBy: { $1.label.desc() }, database: db)
    #expect(labels.sections.sectionNames == ["Out & About", "At Work", "At Home"])
    #expect(labels.sections[sectionName: "At Home"]?.map(\.title) == ["Dishes", "Laundry"])

    let byID = try db.read { db in
      try SectionItem.order(by: \.id)
        .join(SectionCategory.all) { $0.category.eq($1.name) }
        .select { TitleAndLabel.Columns(title: $0.title, label: $1.label) }
        .fetchAll(db, sectionBy: { $1.id })
    }
    let names: [Int] = byID.sectionNames
    #expect(names == [1, 2, 3])
    #expect(byID[sectionName: 3]?.map(\.title) == ["Groceries"])
  }

  @Test func wrappersAreEqualWhenTheirRowsAndSectionsAre() throws {
    let db = try database()
    let byCategory = FetchAll(SectionItem.order(by: \.id), sectionBy: \.category, database: db)
    let byCategoryToo = FetchAll(SectionItem.order(by: \.id), sectionBy: \.category, database: db)
    let flat = FetchAll(SectionItem.order { ($0.category, $0.id) }, database: db)
    #expect(byCategory == byCategoryToo)
    // The same rows in the same order, but not in sections.
    #expect(byCategory.wrappedValue == flat.wrappedValue)
    #expect(byCategory != flat)
  }
}
