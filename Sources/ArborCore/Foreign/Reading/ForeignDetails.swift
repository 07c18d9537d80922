import ArborDB
import Foundation
import GRDB

/// The detail pane for a row of a foreign tree: every column (name, declared type,
/// value; NULL as such, long text wrapped below, BLOBs as size and first bytes), then the
/// rows of other tables that refer to it, per table with a count and the first rows.
enum ForeignDetails {
  /// Values longer than this (or with line breaks) are shown wrapped, below the fields.
  static let shortText = 120
  /// Rows shown per referencing table.
  static let shownReferences = 5

  static func load(key: DatabaseValue, path: [String], hierarchy: ForeignHierarchy, _ db: Database) throws
    -> NodeDetails?
  {
    try load(
      key: key, path: path, table: hierarchy.sql.table, keyExpression: hierarchy.sql.key, columns: hierarchy.columns,
      references: hierarchy.references, refersTo: hierarchy.refersTo, kind: hierarchy.tree.table, db)
  }

  /// Blobs longer than this are not read for the details, only measured: a file in an
  /// archive is megabytes on overflow pages, read a page at a time at every cursor move.
  static let blobGlance = 4_096

  /// The row's columns as two values each: the value (NULL for a blob longer than
  /// `blobGlance`), then that blob's length (NULL otherwise). SQLite measures a blob as
  /// the argument of `length()` and `typeof()` from its header, without reading it.
  static func selectRow(
    of table: QueryFragment, columns: [ForeignColumn], keyExpression: QueryFragment, key: DatabaseValue
  ) -> QueryFragment {
    let values = columns.map { column -> QueryFragment in
      let name: QueryFragment = "x.\(quote: column.name)"
      let large: QueryFragment = "typeof(\(name)) = 'blob' AND length(\(name)) > \(raw: blobGlance)"
      return "CASE WHEN \(large) THEN NULL ELSE \(name) END, CASE WHEN \(large) THEN length(\(name)) END"
    }
    return "SELECT \(values.joined(separator: ", ")) FROM \(table) AS x WHERE \(keyExpression) = \(bind: key)"
  }

  /// The details of the row of `table` (aliased `x`) whose `keyExpression` is `key`.
  static func load(
    key: DatabaseValue, path: [String], table: QueryFragment, keyExpression: QueryFragment, columns: [ForeignColumn],
    references: [ForeignReference], refersTo: [OutgoingReference] = [], kind: String, _ db: Database
  ) throws -> NodeDetails? {
    guard
      let row = try db.recordedRows(selectRow(of: table, columns: columns, keyExpression: keyExpression, key: key))
        .first
    else { return nil }
    var fields: [DetailField] = []
    var groups: [DetailGroup] = []
    for (index, column) in columns.enumerated() {
      let value: DatabaseValue = row[2 * index]
      let type = column.declaredType.isEmpty ? "" : column.declaredType.lowercased()
      if let length = row[2 * index + 1] as Int64? {
        // A blob too large to read for a glance (an archive's file): its size alone.
        fields.append(
          DetailField(
            column.name, .typed("BLOB, \(TotalText.grouped(length)) bytes", type: type, style: ThemeRoleName.dim)))
        continue
      }
      switch value.storage {
      case .null:
        fields.append(DetailField(column.name, .typed("NULL", type: type, style: ThemeRoleName.dim)))
      case .int64(let number):
        let time = TimeValue.reading(Double(number), column: column.name).map { "  (\($0))" } ?? ""
        fields.append(DetailField(column.name, .typed(String(number) + time, type: type, style: nil)))
      case .double(let number):
        let time = TimeValue.reading(number, column: column.name).map { "  (\($0))" } ?? ""
        fields.append(DetailField(column.name, .typed(String(number) + time, type: type, style: nil)))
      case .string(let text):
        if text.count > shortText || text.contains(where: \.isNewline) {
          fields.append(
            DetailField(column.name, .typed("\(text.count) characters, below", type: type, style: ThemeRoleName.dim)))
          groups.append(DetailGroup(title: column.name, entries: [.paragraph(text)]))
        } else {
          fields.append(DetailField(column.name, .typed(text, type: type, style: nil)))
        }
      case .blob(let data):
        let head = data.prefix(16).map { String(format: "%02x", $0) }.joined(separator: " ")
        fields.append(
          DetailField(
            column.name,
            .typed(
              "BLOB, \(data.count) bytes: \(head)\(data.count > 16 ? " …" : "")", type: type, style: ThemeRoleName.dim))
        )
      }
    }
    for reference in refersTo {
      guard let index = columns.firstIndex(where: { $0.name == reference.column }) else { continue }
      let value: DatabaseValue = row[2 * index]
      if !value.isNull, let group = try referred(by: reference, value: value, db) { groups.append(group) }
    }
    for reference in references {
      let target: DatabaseValue =
        columns.firstIndex { $0.name == reference.target }.map { row[2 * $0] as DatabaseValue } ?? key
      guard !target.isNull else { continue }
      let from: QueryFragment =
        "FROM \(quote: reference.table) WHERE \(quote: reference.column) = \(bind: target)"
      let count = try db.recordedRows("SELECT count(*) \(from)").first?[0] as Int? ?? 0
      guard count > 0 else { continue }
      let rows = try db.recordedRows("SELECT * \(from) LIMIT \(raw: shownReferences)")
      let label = labelColumn(try ForeignSchema.columns(of: reference.table, db), skipping: reference.column)
      var entries = rows.map {
        DetailEntry.labelled(
          "", referencing($0, label: label, skipping: reference.column).line, style: nil, wraps: false)
      }
      if count > rows.count {
        entries.append(.labelled("", "… and \(count - rows.count) more", style: ThemeRoleName.dim, wraps: false))
      }
      groups.append(DetailGroup(title: "\(reference.table) (\(count)) by \(reference.column)", entries: entries))
    }
    return NodeDetails(kind: kind, path: path, fields: fields, groups: groups)
  }

  /// The row `reference` names by `value`, as a group of its label and fallback columns
  /// (a Firefox place's title and URL), each whole; nil when there is no such row.
  static func referred(by reference: OutgoingReference, value: DatabaseValue, _ db: Database) throws -> DetailGroup? {
    let columns = try ForeignSchema.columns(of: reference.table, db)
    guard let shown = try ReferencedLabel.shownColumns(of: reference.table, columns: columns, key: reference.key, db),
      let row = try db.recordedRows(
        """
        SELECT \(QueryFragment.identifiers(shown)) FROM \(quote: reference.table) \
        WHERE \(quote: reference.key) = \(bind: value)
        """
      ).first
    else { return nil }
    let entries = shown.enumerated().compactMap { index, column -> DetailEntry? in
      guard let text = row[index] as String?, !text.isEmpty else { return nil }
      let link = text.contains("://")
      return .labelled(column, text, style: link ? "link" : nil, wraps: !link)
    }
    return entries.isEmpty ? nil : DetailGroup(title: "\(reference.table) by \(reference.column)", entries: entries)
  }

  /// The reference groups of the row whose key is `key`, and the value each refers by.
  static func referenceGroups(
    key: DatabaseValue, table: QueryFragment, keyExpression: QueryFragment, references: [ForeignReference],
    _ db: Database
  ) throws -> [(group: ReferenceGroup, reference: ForeignReference, target: DatabaseValue)] {
    // Only the columns referred to: the row may hold megabytes in others.
    let targets = Array(Set(references.map(\.target))).sorted()
    let select: QueryFragment =
      targets.isEmpty
      ? "1" : targets.map { "x.\(quote: $0) AS \(quote: $0)" as QueryFragment }.joined(separator: ", ")
    let found: QueryFragment = "FROM \(table) AS x WHERE \(keyExpression) = \(bind: key)"
    // A foreign key may name a column the table lacks (the file's mistake): then the whole row.
    let narrow = try? db.recordedRows("SELECT \(select) \(found)")
    guard let row = try (narrow ?? db.recordedRows("SELECT * \(found)")).first else { return [] }
    var groups: [(group: ReferenceGroup, reference: ForeignReference, target: DatabaseValue)] = []
    for reference in references {
      let target: DatabaseValue = row[reference.target] ?? key
      guard !target.isNull else { continue }
      let count =
        try db.recordedRows(
          "SELECT count(*) FROM \(quote: reference.table) WHERE \(quote: reference.column) = \(bind: target)"
        ).first?[0] as Int? ?? 0
      guard count > 0 else { continue }
      groups.append(
        (ReferenceGroup(title: "\(reference.table) by \(reference.column)", count: count), reference, target))
    }
    return groups
  }

  /// Rows `range` of one reference group, one line each.
  static func referencingRows(
    key: DatabaseValue, group: Int, in range: Range<Int>, table: QueryFragment, keyExpression: QueryFragment,
    references: [ForeignReference],
    _ db: Database
  ) throws -> [ReferencingRow] {
    let groups = try referenceGroups(key: key, table: table, keyExpression: keyExpression, references: references, db)
    guard groups.indices.contains(group), !range.isEmpty else { return [] }
    let (_, reference, target) = groups[group]
    let label = labelColumn(try ForeignSchema.columns(of: reference.table, db), skipping: reference.column)
    return try db.recordedRows(
      "SELECT * FROM \(quote: reference.table) WHERE \(quote: reference.column) = \(bind: target) LIMIT \(bind: range.count) OFFSET \(bind: range.lowerBound)"
    ).map { referencing($0, label: label, skipping: reference.column) }
  }

  /// The column that names a referencing table's rows, by its name (`title`, `name`, …):
  /// read at every rest of the cursor, so never by sampling the values.
  static func labelColumn(_ columns: [ForeignColumn], skipping reference: String) -> String? {
    let candidates = columns.filter { $0.name != reference && $0.mayHoldText }
    for wanted in TreeDetector.labelNames {
      if let column = candidates.first(where: { TreeDetector.normalized($0.name) == wanted }) { return column.name }
    }
    return nil
  }

  /// A referencing row: its label, the rest of its columns as `name=value` cut short,
  /// and every column whole (a blob by its size).
  static func referencing(_ row: Row, label column: String?, skipping reference: String) -> ReferencingRow {
    var parts: [String] = []
    var fields: [ReferencingRow.Field] = []
    var label = ""
    for (name, value) in row {
      let whole: String
      switch value.storage {
      case .null: whole = "NULL"
      case .int64(let number): whole = String(number)
      case .double(let number): whole = String(number)
      case .string(let string): whole = string
      case .blob(let data): whole = "BLOB, \(data.count) bytes"
      }
      fields.append(ReferencingRow.Field(name: name, value: whole))
      if name == column, case .string(let string) = value.storage {
        label = string
        continue
      }
      guard name != reference, !value.isNull else { continue }
      let short = whole.count > 40 ? String(whole.prefix(40)) + "…" : whole
      parts.append("\(name)=\(short.replacingOccurrences(of: "\n", with: " "))")
    }
    return ReferencingRow(label: label, summary: parts.joined(separator: "  "), fields: fields)
  }
}

/// Style roles the core names for the screen's theme.
enum ThemeRoleName {
  static let dim = "dim"
}
