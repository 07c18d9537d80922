import ArborDB

extension Schema {
  /// The items under each category, its subcategories' included, by status — kept by
  /// triggers, so a category's progress is one row to read, not a walk over its subtree
  /// (a root of the million-node file covers 20,000 categories: 1.6 s to add up each
  /// time the tree is read). An item's change walks up its category's ancestors (a few
  /// rows); a category's move takes its counts from the old ancestors to the new.
  ///
  /// A category deleted with its subtree: `BEFORE DELETE` takes its counts from its
  /// ancestors while they are all there. SQLite deletes a parent row before the rows its
  /// `ON DELETE CASCADE` takes, so the triggers of the subcategories and items deleted
  /// after it walk up no further than the deleted rows (checked, `NotesProgressTests`).
  /// The counts have no foreign key: their row goes with its category by trigger.
  /// Open items with a due date are indexed for the overdue count.
  static let progress: QueryFragment = """
    CREATE TABLE "categoryProgress" (
      "categoryID" INTEGER PRIMARY KEY,
      "todo" INTEGER NOT NULL DEFAULT 0,
      "doing" INTEGER NOT NULL DEFAULT 0,
      "done" INTEGER NOT NULL DEFAULT 0
    ) STRICT;
    \(progressCounted)
    CREATE INDEX "items_open_by_due" ON "items"("dueDate") WHERE "status" <> 'done' AND "dueDate" IS NOT NULL;

    CREATE TRIGGER "categories_progress_insert" AFTER INSERT ON "categories" BEGIN
      INSERT INTO "categoryProgress" ("categoryID") VALUES (NEW."id") ON CONFLICT DO NOTHING;
    END;
    CREATE TRIGGER "categories_progress_gone" AFTER DELETE ON "categories" BEGIN
      DELETE FROM "categoryProgress" WHERE "categoryID" = OLD."id";
    END;
    \(progressTriggers)
    """

  /// The category `start` and every category above it, as a subquery. UNION, not UNION
  /// ALL: in a file whose parents lead round in a cycle (written with triggers off) the
  /// walk stops at a category it has seen instead of running for ever inside another
  /// program's `UPDATE`.
  private static func chain(from start: QueryFragment) -> QueryFragment {
    """
    (WITH RECURSIVE "up"("id") AS (SELECT \(start) UNION
      SELECT "c"."parentID" FROM "categories" AS "c" JOIN "up" ON "c"."id" = "up"."id" WHERE "c"."parentID" IS NOT NULL)
    SELECT "id" FROM "up")
    """
  }

  /// The triggers of v3 that walk up the categories.
  /// Every category's counts, from an empty `categoryProgress`: one statement for the
  /// whole tree, where the triggers would walk up once per row.
  static let progressCounted: QueryFragment = """
    INSERT INTO "categoryProgress" ("categoryID") SELECT "id" FROM "categories";
    UPDATE "categoryProgress" SET "todo" = "t"."todo", "doing" = "t"."doing", "done" = "t"."done" FROM (
      WITH RECURSIVE "up"("item", "status", "id") AS (
        SELECT "id", "status", "categoryID" FROM "items"
        UNION
        SELECT "up"."item", "up"."status", "c"."parentID" FROM "categories" AS "c" JOIN "up" ON "c"."id" = "up"."id" WHERE "c"."parentID" IS NOT NULL
      )
      SELECT "id", sum("status" = 'todo') AS "todo", sum("status" = 'doing') AS "doing", sum("status" = 'done') AS "done"
      FROM "up" GROUP BY "id"
    ) AS "t" WHERE "categoryProgress"."categoryID" = "t"."id";
    """

  static let progressTriggers: QueryFragment = """
    CREATE TRIGGER "categories_progress_delete" BEFORE DELETE ON "categories" BEGIN
      \(shift(by: "-", countsOf: #"OLD."id""#, from: #"OLD."parentID""#))
    END;
    CREATE TRIGGER "categories_progress_move" AFTER UPDATE OF "parentID" ON "categories"
    WHEN OLD."parentID" IS NOT NEW."parentID" BEGIN
      \(shift(by: "-", countsOf: #"NEW."id""#, from: #"OLD."parentID""#))
      \(shift(by: "+", countsOf: #"NEW."id""#, from: #"NEW."parentID""#))
    END;

    CREATE TRIGGER "items_progress_insert" AFTER INSERT ON "items" BEGIN
      \(count(by: "+", status: #"NEW."status""#, from: #"NEW."categoryID""#))
    END;
    CREATE TRIGGER "items_progress_delete" AFTER DELETE ON "items" BEGIN
      \(count(by: "-", status: #"OLD."status""#, from: #"OLD."categoryID""#))
    END;
    CREATE TRIGGER "items_progress_update" AFTER UPDATE OF "status", "categoryID" ON "items" BEGIN
      \(count(by: "-", status: #"OLD."status""#, from: #"OLD."categoryID""#))
      \(count(by: "+", status: #"NEW."status""#, from: #"NEW."categoryID""#))
    END;
    """

  /// v5: the walks of v3's triggers end at a cycle, and a move that would close one is
  /// refused (by any program: the trigger is in the file). A new row can only close one
  /// on itself: walking up from every insert made an import of a deep chain quadratic.
  static let cycleSafeWalks: QueryFragment = """
    DROP TRIGGER "categories_progress_delete";
    DROP TRIGGER "categories_progress_move";
    DROP TRIGGER "items_progress_insert";
    DROP TRIGGER "items_progress_delete";
    DROP TRIGGER "items_progress_update";
    \(progressTriggers)
    CREATE TRIGGER "categories_no_cycle" BEFORE UPDATE OF "parentID" ON "categories"
    WHEN NEW."parentID" IS NOT NULL AND NEW."id" IN \(chain(from: #"NEW."parentID""#)) BEGIN
      SELECT RAISE(ABORT, 'a category cannot be moved into its own subtree');
    END;
    CREATE TRIGGER "categories_no_cycle_insert" BEFORE INSERT ON "categories"
    WHEN NEW."parentID" = NEW."id" BEGIN
      SELECT RAISE(ABORT, 'a category cannot be its own parent');
    END;
    """

  /// Adds (`+`) or takes (`-`) one item of `status` to the counts of `start` and above.
  private static func count(by sign: QueryFragment, status: QueryFragment, from start: QueryFragment) -> QueryFragment {
    """
    UPDATE "categoryProgress" SET "todo" = "todo" \(sign) (\(status) = 'todo'), "doing" = "doing" \(sign) (\(status) = 'doing'),
      "done" = "done" \(sign) (\(status) = 'done') WHERE "categoryID" IN \(chain(from: start));
    """
  }

  /// Adds or takes the counts of category `category` to those of `start` and above.
  private static func shift(by sign: QueryFragment, countsOf category: QueryFragment, from start: QueryFragment)
    -> QueryFragment
  {
    """
    UPDATE "categoryProgress" SET "todo" = "categoryProgress"."todo" \(sign) "p"."todo",
      "doing" = "categoryProgress"."doing" \(sign) "p"."doing", "done" = "categoryProgress"."done" \(sign) "p"."done"
      FROM (SELECT "todo", "doing", "done" FROM "categoryProgress" WHERE "categoryID" = \(category)) AS "p"
      WHERE "categoryProgress"."categoryID" IN \(chain(from: start));
    """
  }
}
