import ArborDB

/// The schema, as migrations. Written in SQL: the typed layer reads and writes rows, the
/// migrations say exactly what is on disk.
public enum Schema {
  /// SQLite's current time in the layer's fixed-width date format.
  static let now: QueryFragment = "strftime('%Y-%m-%d %H:%M:%f', 'now')"

  public static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: categories, items, attachments, tags, search index") { db in
      try db.execute(tables)
      try db.execute(updatedAtTriggers)
      try db.execute(searchTriggers)
    }
    migrator.registerMigration("v2: symbols and emoji are searchable") { db in
      try db.execute(searchIndexRebuilt(prefixes: "2 3"))
    }
    migrator.registerMigration("v3: progress per category") { db in
      try db.execute(progress)
    }
    migrator.registerMigration("v4: four- and five-letter prefixes are indexed") { db in
      try db.execute(searchIndexRebuilt(prefixes: "2 3 4 5"))
    }
    migrator.registerMigration("v5: walks up the categories end at a cycle; moves that close one are refused") { db in
      try db.execute(cycleSafeWalks)
    }
    return migrator
  }

  /// The columns of each of arbor's tables, as this arbor's migrations make them
  /// (read from a migrated in-memory database, so the list can never drift from the SQL).
  static func expectedColumns() throws -> [(table: String, columns: [String])] {
    let queue = try DatabaseQueue()
    try migrator.migrate(queue)
    return try queue.read { db in
      try NoteTables.names.map { table in
        (table, try String.fetchAll(db, "SELECT name FROM pragma_table_info(\(bind: table))"))
      }
    }
  }

  static let tables: QueryFragment = """
    CREATE TABLE "categories" (
      "id" INTEGER PRIMARY KEY,
      "parentID" INTEGER REFERENCES "categories"("id") ON DELETE CASCADE,
      "name" TEXT NOT NULL CHECK ("name" <> ''),
      "notes" TEXT NOT NULL DEFAULT '',
      "position" INTEGER NOT NULL DEFAULT 0,
      "createdAt" TEXT NOT NULL DEFAULT (\(now)),
      "updatedAt" TEXT NOT NULL DEFAULT (\(now))
    ) STRICT;
    CREATE INDEX "categories_by_parent" ON "categories"("parentID", "position", "id");

    CREATE TABLE "items" (
      "id" INTEGER PRIMARY KEY,
      "categoryID" INTEGER NOT NULL REFERENCES "categories"("id") ON DELETE CASCADE,
      "title" TEXT NOT NULL CHECK ("title" <> ''),
      "notes" TEXT NOT NULL DEFAULT '',
      "priority" INTEGER NOT NULL DEFAULT 2 CHECK ("priority" BETWEEN 1 AND 3),
      "status" TEXT NOT NULL DEFAULT 'todo' CHECK ("status" IN ('todo', 'doing', 'done')),
      "dueDate" TEXT,
      "createdAt" TEXT NOT NULL DEFAULT (\(now)),
      "updatedAt" TEXT NOT NULL DEFAULT (\(now))
    ) STRICT;
    CREATE INDEX "items_by_category" ON "items"("categoryID", "title", "id");

    CREATE TABLE "attachments" (
      "id" INTEGER PRIMARY KEY,
      "itemID" INTEGER NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
      "link" TEXT,
      "note" TEXT,
      "caption" TEXT,
      "url" TEXT,
      CHECK (("link" IS NOT NULL) + ("note" IS NOT NULL) + ("url" IS NOT NULL) = 1)
    ) STRICT;
    CREATE INDEX "attachments_by_item" ON "attachments"("itemID");

    CREATE TABLE "tags" (
      "id" INTEGER PRIMARY KEY,
      "name" TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK ("name" <> '')
    ) STRICT;

    CREATE TABLE "itemTags" (
      "itemID" INTEGER NOT NULL REFERENCES "items"("id") ON DELETE CASCADE,
      "tagID" INTEGER NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
      PRIMARY KEY ("itemID", "tagID")
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX "itemTags_by_tag" ON "itemTags"("tagID");

    -- unicode61 with prefix indexes: see DESIGN.md, "Search".
    CREATE VIRTUAL TABLE "searchIndex" USING fts5(
      "title", "body", "tags",
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3'
    );
    """

  static let updatedAtTriggers: QueryFragment = """
    CREATE TRIGGER "categories_touch" AFTER UPDATE ON "categories"
    FOR EACH ROW WHEN NEW."updatedAt" IS OLD."updatedAt" BEGIN
      UPDATE "categories" SET "updatedAt" = \(now) WHERE "id" = NEW."id";
    END;
    CREATE TRIGGER "items_touch" AFTER UPDATE ON "items"
    FOR EACH ROW WHEN NEW."updatedAt" IS OLD."updatedAt" BEGIN
      UPDATE "items" SET "updatedAt" = \(now) WHERE "id" = NEW."id";
    END;
    """

  /// The index made again from the tables (the triggers that keep it stay as they are).
  /// unicode61 splits words at every character that is not a letter, a number or a
  /// private-use character, so "🎉" or "✓" could never be found. `So` (other symbols:
  /// emoji, pictographs, ©) joins the word characters; math symbols (`Sm`: + = < →) do
  /// not, or "a+b" would be one word (v2). A prefix longer than the longest indexed one
  /// merges the document lists of every word it starts, in full, before the first match
  /// comes out: `plea` (29 words, 368,000 documents) took 30–55 ms a query on a 1M-node
  /// file with '2 3', 2–3 ms with four-letter prefixes indexed; `pleas` needed five (v4).
  static func searchIndexRebuilt(prefixes: String) -> QueryFragment {
    """
    DROP TABLE "searchIndex";
    CREATE VIRTUAL TABLE "searchIndex" USING fts5(
      "title", "body", "tags",
      tokenize = 'unicode61 remove_diacritics 2 categories ''L* N* Co So''',
      prefix = \(quote: prefixes, delimiter: .text)
    );
    \(searchIndexFilled)
    """
  }

  /// An empty index filled from the tables.
  static let searchIndexFilled: QueryFragment = """
    INSERT INTO "searchIndex"("rowid", "title", "body", "tags") SELECT 2 * "id", "name", "notes", '' FROM "categories";
    INSERT INTO "searchIndex"("rowid", "title", "body", "tags") SELECT 2 * "id" + 1, "title", "notes", '' FROM "items";
    \(refreshItems(rowids: #"SELECT 2 * "itemID" + 1 FROM "attachments" UNION SELECT 2 * "itemID" + 1 FROM "itemTags""#))
    """

  /// Recomputes the body and tags of the items' index rows whose rowids `rowids` selects.
  static func refreshItems(rowids: QueryFragment) -> QueryFragment {
    let itemID: QueryFragment = "((\"searchIndex\".\"rowid\" - 1) / 2)"
    return """
      UPDATE "searchIndex" SET
        "body" = (SELECT "notes" FROM "items" WHERE "id" = \(itemID))
          || coalesce((SELECT ' ' || group_concat("text", ' ') FROM (
               SELECT "note" AS "text" FROM "attachments" WHERE "itemID" = \(itemID) AND "note" IS NOT NULL
               UNION ALL
               SELECT "caption" FROM "attachments" WHERE "itemID" = \(itemID) AND "caption" IS NOT NULL)), ''),
        "tags" = coalesce((SELECT group_concat("tags"."name", ' ') FROM "itemTags"
          JOIN "tags" ON "tags"."id" = "itemTags"."tagID" WHERE "itemTags"."itemID" = \(itemID)), '')
      WHERE "rowid" IN (\(rowids));
      """
  }

  static let searchTriggers: QueryFragment = """
    CREATE TRIGGER "categories_search_insert" AFTER INSERT ON "categories" BEGIN
      INSERT INTO "searchIndex"("rowid", "title", "body", "tags") VALUES (2 * NEW."id", NEW."name", NEW."notes", '');
    END;
    CREATE TRIGGER "categories_search_update" AFTER UPDATE OF "name", "notes" ON "categories" BEGIN
      UPDATE "searchIndex" SET "title" = NEW."name", "body" = NEW."notes" WHERE "rowid" = 2 * NEW."id";
    END;
    CREATE TRIGGER "categories_search_delete" AFTER DELETE ON "categories" BEGIN
      DELETE FROM "searchIndex" WHERE "rowid" = 2 * OLD."id";
    END;

    CREATE TRIGGER "items_search_insert" AFTER INSERT ON "items" BEGIN
      INSERT INTO "searchIndex"("rowid", "title", "body", "tags") VALUES (2 * NEW."id" + 1, NEW."title", NEW."notes", '');
    END;
    CREATE TRIGGER "items_search_update" AFTER UPDATE OF "title", "notes" ON "items" BEGIN
      UPDATE "searchIndex" SET "title" = NEW."title" WHERE "rowid" = 2 * NEW."id" + 1;
      \(refreshItems(rowids: "SELECT 2 * NEW.\"id\" + 1"))
    END;
    CREATE TRIGGER "items_search_delete" AFTER DELETE ON "items" BEGIN
      DELETE FROM "searchIndex" WHERE "rowid" = 2 * OLD."id" + 1;
    END;

    CREATE TRIGGER "attachments_search_insert" AFTER INSERT ON "attachments" BEGIN
      \(refreshItems(rowids: "SELECT 2 * NEW.\"itemID\" + 1"))
    END;
    CREATE TRIGGER "attachments_search_update" AFTER UPDATE ON "attachments" BEGIN
      \(refreshItems(rowids: "SELECT 2 * NEW.\"itemID\" + 1 UNION SELECT 2 * OLD.\"itemID\" + 1"))
    END;
    CREATE TRIGGER "attachments_search_delete" AFTER DELETE ON "attachments" BEGIN
      \(refreshItems(rowids: "SELECT 2 * OLD.\"itemID\" + 1"))
    END;

    CREATE TRIGGER "itemTags_search_insert" AFTER INSERT ON "itemTags" BEGIN
      \(refreshItems(rowids: "SELECT 2 * NEW.\"itemID\" + 1"))
    END;
    CREATE TRIGGER "itemTags_search_delete" AFTER DELETE ON "itemTags" BEGIN
      \(refreshItems(rowids: "SELECT 2 * OLD.\"itemID\" + 1"))
    END;
    CREATE TRIGGER "tags_search_update" AFTER UPDATE OF "name" ON "tags" BEGIN
      \(refreshItems(rowids: "SELECT 2 * \"itemID\" + 1 FROM \"itemTags\" WHERE \"tagID\" = NEW.\"id\""))
    END;
    """
}
