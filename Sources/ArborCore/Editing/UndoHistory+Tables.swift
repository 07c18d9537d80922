import GRDB

/// The tables undo restores, as their schema describes them: arbor's own, or every
/// ordinary table of another file; and whether a file's own triggers keep only such
/// tables (else undo replays with triggers on).
extension UndoHistory {
  /// A table whose rows undo restores: its stored columns, and its key columns (nil for a
  /// rowid table, whose rows are found and put back by rowid).
  public struct Table: Hashable, Sendable {
    public var name: String
    public var columns: [String]
    public var key: [String]?

    public init(name: String, columns: [String], key: [String]?) {
      self.name = name
      self.columns = columns
      self.key = key
    }
  }

  /// arbor's own tables (`NoteTables`, from their `@Table` types).
  public static let tables: [Table] = NoteTables.undoTables

  /// Every table of the schema that undo can restore: ordinary tables (not virtual ones,
  /// not SQLite's), with their stored columns (generated ones are computed again, an
  /// INTEGER PRIMARY KEY is the rowid itself) — for a file whose schema arbor did not write.
  public static func tables(of db: Database) throws -> [Table] {
    // Ordinary tables: not SQLite's, not virtual tables or their shadow tables.
    try ForeignSchema.tables(db).map { try table(named: $0, db) }
  }

  /// One table as `tables(of:)` describes it (`name` as the schema spells it).
  static func table(named name: String, _ db: Database) throws -> Table {
    struct Column {
      var name: String
      var type: String
      var keyPosition: Int
      var hidden: Bool
    }
    var columns: [Column] = []
    for info in try Row.fetchAll(
      db, "SELECT name, type, pk, hidden FROM pragma_table_xinfo(\(bind: name)) ORDER BY cid")
    {
      let keyPosition: Int = info[2]
      let hidden: Int = info[3]
      columns.append(Column(name: info[0], type: info[1] ?? "", keyPosition: keyPosition, hidden: hidden != 0))
    }
    let keys = columns.filter { (column) -> Bool in column.keyPosition > 0 }
      .sorted { (first, second) -> Bool in first.keyPosition < second.keyPosition }
    let withoutRowid = try ForeignSchema.isWithoutRowid(name, db)
    // A lone INTEGER PRIMARY KEY of a rowid table is the rowid: restored through it.
    let single: Bool = keys.count == 1
    let integer: Bool = keys.first?.type.uppercased() == "INTEGER"
    let rowidAlias: String? = (single && integer && !withoutRowid) ? keys.first?.name : nil
    let stored = columns.filter { (column) -> Bool in
      if column.hidden { return false }
      return column.name != rowidAlias
    }.map(\.name)
    return Table(name: name, columns: stored, key: withoutRowid ? keys.map(\.name) : nil)
  }

  /// Whether every trigger of the file writes only into tables undo restores: none
  /// names a virtual table (or one of its shadow tables), whose content undo cannot log.
  /// Conservative: a name met anywhere in a trigger's text counts.
  static func triggersKeepOnlyTables(_ db: Database) throws -> Bool {
    let virtual = try String.fetchAll(
      db, "SELECT lower(name) FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
    guard !virtual.isEmpty else { return true }
    let triggers = try String.fetchAll(
      db, "SELECT lower(sql) FROM sqlite_master WHERE type = 'trigger' AND sql IS NOT NULL")
    return !triggers.contains { (trigger) -> Bool in virtual.contains { (name) -> Bool in trigger.contains(name) } }
  }
}
