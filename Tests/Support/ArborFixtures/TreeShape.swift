import ArborCore
import Foundation
import GRDB
import Testing

/// The same small tree — Home (Garden, Kitchen), Work (Reports) — in each shape arbor
/// reads: arbor's notes, a parent column, CherryTree's link tables, paths, django-treebeard's
/// nested sets, closure_tree's closure table. What every kind of open tree owes the screen
/// (`OpenTreeContractTests`) and the binary is checked on each.
package enum TreeShape: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case notes, parentColumn, linkTables, paths, nestedSets, closure
  package var testDescription: String { rawValue }

  /// Paths are read-only (renaming a directory would rewrite every path under it);
  /// nested sets and closures are renamed only (the other edits renumber or rewrite
  /// most rows).
  package var isEditable: Bool { ![.paths, .nestedSets, .closure].contains(self) }
  package static let editable = all.filter(\.isEditable)
  package static let renamedOnly: [TreeShape] = [.nestedSets, .closure]

  /// The tree to open, when detection would pick another one.
  package var requested: ForeignTree? {
    guard self == .closure else { return nil }
    var tree = ForeignTree.closure(
      of: "tags", in: "tag_hierarchies", ancestor: "ancestor_id", descendant: "descendant_id",
      depth: "generations")
    tree.label = "name"
    return tree
  }
  /// One fixture per shape arbor reads, in the order of `ForeignTree.Shape.kinds`: the
  /// contract runs over the product's list of kinds, and a kind with no fixture here
  /// fails `everyKindHasAFixture`.
  package static let foreign: [TreeShape] = ForeignTree.Shape.kinds.compactMap { kind in
    allCases.first { $0.option == kind.option }
  }
  package static let all: [TreeShape] = [.notes] + foreign

  /// The option that chooses the fixture's kind of tree.
  package var option: String? {
    switch self {
    case .notes: nil
    case .parentColumn: "--parent"
    case .linkTables: "--links"
    case .paths: "--path"
    case .nestedSets: "--nested"
    case .closure: "--closure"
    }
  }

  /// The tables whose rows an edit and its undo must leave exactly as they were.
  package var tables: [String] {
    switch self {
    case .notes: ["categories", "items"]
    case .parentColumn: ["folders"]
    case .linkTables: ["node", "children"]
    case .paths: ["files"]
    case .nestedSets: ["shop_department"]
    case .closure: ["tags", "tag_hierarchies"]
    }
  }

  /// Another process renames Reports to Summaries.
  package var renameReports: String {
    switch self {
    case .notes: "UPDATE categories SET name = 'Summaries' WHERE id = 5"
    case .parentColumn: "UPDATE folders SET name = 'Summaries' WHERE id = 5"
    case .linkTables: "UPDATE node SET name = 'Summaries' WHERE node_id = 5"
    case .paths: "UPDATE files SET path = 'Work/Summaries' WHERE path = 'Work/Reports'"
    case .nestedSets: "UPDATE shop_department SET name = 'Summaries' WHERE id = 5"
    case .closure: "UPDATE tags SET name = 'Summaries' WHERE id = 5"
    }
  }

  package func write(at path: String) throws {
    switch self {
    case .notes:
      let editor = try Editor(database: try AppDatabase.open(path: path))
      let home = try editor.addCategory(name: "Home", parent: nil)
      try editor.addCategory(name: "Garden", parent: home)
      try editor.addCategory(name: "Kitchen", parent: home)
      let work = try editor.addCategory(name: "Work", parent: nil)
      try editor.addCategory(name: "Reports", parent: work)
    case .parentColumn:
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: """
            CREATE TABLE folders (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES folders(id), name TEXT NOT NULL);
            INSERT INTO folders VALUES (1, NULL, 'Home'), (2, 1, 'Garden'), (3, 1, 'Kitchen'), (4, NULL, 'Work'), (5, 4, 'Reports');
            """)
      }
    case .linkTables:
      // CherryTree's tables, statement for statement; roots hang from father 0.
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: """
            CREATE TABLE node (node_id INTEGER UNIQUE, name TEXT, txt TEXT, syntax TEXT, tags TEXT, is_ro INTEGER,
              is_richtxt INTEGER, has_codebox INTEGER, has_table INTEGER, has_image INTEGER, level INTEGER,
              ts_creation INTEGER, ts_lastsave INTEGER);
            CREATE TABLE codebox (node_id INTEGER, offset INTEGER, justification TEXT, txt TEXT, syntax TEXT, width INTEGER,
              height INTEGER, is_width_pix INTEGER, do_highl_bra INTEGER, do_show_linenum INTEGER);
            CREATE TABLE grid (node_id INTEGER, offset INTEGER, justification TEXT, txt TEXT, col_min INTEGER, col_max INTEGER);
            CREATE TABLE image (node_id INTEGER, offset INTEGER, justification TEXT, anchor TEXT, png BLOB, filename TEXT,
              link TEXT, time INTEGER);
            CREATE TABLE children (node_id INTEGER UNIQUE, father_id INTEGER, sequence INTEGER, master_id INTEGER);
            CREATE TABLE bookmark (node_id INTEGER UNIQUE, sequence INTEGER);
            INSERT INTO node (node_id, name, txt, syntax, tags, is_ro, is_richtxt, has_codebox, has_table, has_image, level,
              ts_creation, ts_lastsave)
            VALUES (1, 'Home', '', 'plain-text', '', 0, 0, 0, 0, 0, 0, 1700000000, 1700000000),
              (2, 'Garden', '', 'plain-text', '', 0, 0, 0, 0, 0, 1, 1700000000, 1700000000),
              (3, 'Kitchen', '', 'plain-text', '', 0, 0, 0, 0, 0, 1, 1700000000, 1700000000),
              (4, 'Work', '', 'plain-text', '', 0, 0, 0, 0, 0, 0, 1700000000, 1700000000),
              (5, 'Reports', '', 'plain-text', '', 0, 0, 0, 0, 0, 1, 1700000000, 1700000000);
            INSERT INTO children VALUES (1, 0, 1, 0), (2, 1, 1, 0), (3, 1, 2, 0), (4, 0, 2, 0), (5, 4, 1, 0);
            """)
      }
    case .paths:
      // Home and Work exist only as the paths' first levels.
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: """
            CREATE TABLE files (path TEXT PRIMARY KEY, size INTEGER NOT NULL) WITHOUT ROWID;
            INSERT INTO files VALUES ('Work/Reports', 3), ('Home/Kitchen', 2), ('Home/Garden', 1);
            """)
      }
    case .nestedSets:
      // django-treebeard's NS_Node as its migration writes it: no parent column.
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: """
            CREATE TABLE "shop_department" ("id" integer NOT NULL PRIMARY KEY AUTOINCREMENT, "lft" integer unsigned NOT NULL,
              "rgt" integer unsigned NOT NULL, "tree_id" integer unsigned NOT NULL, "depth" integer unsigned NOT NULL,
              "name" varchar(100) NOT NULL);
            CREATE INDEX "shop_department_lft_5b1fd3f2" ON "shop_department" ("lft");
            CREATE INDEX "shop_department_rgt_0b3c4b43" ON "shop_department" ("rgt");
            CREATE INDEX "shop_department_tree_id_5ba1c2b6" ON "shop_department" ("tree_id");
            CREATE INDEX "shop_department_depth_4bb2a8a1" ON "shop_department" ("depth");
            INSERT INTO shop_department VALUES (1, 1, 6, 1, 1, 'Home'), (2, 2, 3, 1, 2, 'Garden'), (3, 4, 5, 1, 2, 'Kitchen'),
              (4, 1, 4, 2, 1, 'Work'), (5, 2, 3, 2, 2, 'Reports');
            """)
      }
    case .closure:
      // closure_tree's hierarchy table (Rails), kept without the parent column beside it.
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: """
            CREATE TABLE "tags" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar);
            CREATE TABLE "tag_hierarchies" ("ancestor_id" integer NOT NULL, "descendant_id" integer NOT NULL,
              "generations" integer NOT NULL);
            CREATE UNIQUE INDEX "tag_anc_desc_idx" ON "tag_hierarchies" ("ancestor_id", "descendant_id", "generations");
            CREATE INDEX "tag_desc_idx" ON "tag_hierarchies" ("descendant_id");
            INSERT INTO tags VALUES (1, 'Home'), (2, 'Garden'), (3, 'Kitchen'), (4, 'Work'), (5, 'Reports');
            INSERT INTO tag_hierarchies VALUES (1, 1, 0), (2, 2, 0), (3, 3, 0), (4, 4, 0), (5, 5, 0),
              (1, 2, 1), (1, 3, 1), (4, 5, 1);
            """)
      }
    }
  }
}
