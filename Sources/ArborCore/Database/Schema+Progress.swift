extension Schema {
  /// Each category's items by status, its own (not its subcategories'), kept by triggers
  /// on `items`: a category's progress is the sum over its subtree's categories, read
  /// from this small table instead of every item under it (a million items under a root).
  /// Only its own items, so nothing has to walk up: a category deleted with its subtree
  /// (`ON DELETE CASCADE`, in any order) cannot leave an ancestor counted wrong. Open
  /// items with a due date are indexed for the overdue count.
  static let progress = """
    CREATE TABLE "categoryItemCounts" (
      "categoryID" INTEGER PRIMARY KEY REFERENCES "categories"("id") ON DELETE CASCADE,
      "todo" INTEGER NOT NULL DEFAULT 0,
      "doing" INTEGER NOT NULL DEFAULT 0,
      "done" INTEGER NOT NULL DEFAULT 0
    ) STRICT;
    INSERT INTO "categoryItemCounts" ("categoryID", "todo", "doing", "done")
      SELECT "categoryID", sum("status" = 'todo'), sum("status" = 'doing'), sum("status" = 'done') FROM "items" GROUP BY "categoryID";
    CREATE INDEX "items_open_by_due" ON "items"("dueDate") WHERE "status" <> 'done' AND "dueDate" IS NOT NULL;

    CREATE TRIGGER "items_count_insert" AFTER INSERT ON "items" BEGIN
      INSERT INTO "categoryItemCounts" ("categoryID") VALUES (NEW."categoryID") ON CONFLICT DO NOTHING;
      UPDATE "categoryItemCounts" SET "todo" = "todo" + (NEW."status" = 'todo'), "doing" = "doing" + (NEW."status" = 'doing'),
        "done" = "done" + (NEW."status" = 'done') WHERE "categoryID" = NEW."categoryID";
    END;
    CREATE TRIGGER "items_count_delete" AFTER DELETE ON "items" BEGIN
      UPDATE "categoryItemCounts" SET "todo" = "todo" - (OLD."status" = 'todo'), "doing" = "doing" - (OLD."status" = 'doing'),
        "done" = "done" - (OLD."status" = 'done') WHERE "categoryID" = OLD."categoryID";
    END;
    CREATE TRIGGER "items_count_update" AFTER UPDATE OF "status", "categoryID" ON "items" BEGIN
      UPDATE "categoryItemCounts" SET "todo" = "todo" - (OLD."status" = 'todo'), "doing" = "doing" - (OLD."status" = 'doing'),
        "done" = "done" - (OLD."status" = 'done') WHERE "categoryID" = OLD."categoryID";
      INSERT INTO "categoryItemCounts" ("categoryID") VALUES (NEW."categoryID") ON CONFLICT DO NOTHING;
      UPDATE "categoryItemCounts" SET "todo" = "todo" + (NEW."status" = 'todo'), "doing" = "doing" + (NEW."status" = 'doing'),
        "done" = "done" + (NEW."status" = 'done') WHERE "categoryID" = NEW."categoryID";
    END;
    """
}
