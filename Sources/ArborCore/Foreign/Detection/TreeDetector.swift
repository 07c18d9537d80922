import ArborDB
import Foundation
import GRDB

/// A way to read a table as a tree, found by `TreeDetector`.
public struct TreeCandidate: Hashable, Sendable {
  public var tree: ForeignTree
  public var rows: Int
  /// Why the parent column was taken: a declared foreign key, or its name and values.
  public var evidence: String
  /// What the rank is made of, each with its weight (`arbor trees --why`).
  public var reasons: [Reason]

  /// One part of a candidate's rank: "labels that read as names", +1.
  public struct Reason: Hashable, Sendable {
    public var words: String
    public var weight: Double

    init(_ words: String, _ weight: Double) {
      self.words = words
      self.weight = weight
    }
  }

  init(tree: ForeignTree, rows: Int, evidence: String, reasons: [Reason]) {
    self.tree = tree
    self.rows = rows
    self.evidence = evidence
    self.reasons = reasons.filter { $0.weight != 0 }
  }

  /// Higher is likelier: the reasons' weights added up.
  public var score: Double { reasons.reduce(0) { $0 + $1.weight } }

  /// A larger table breaks near ties (a tenth of its order of magnitude).
  static func size(_ rows: Int) -> Reason {
    Reason("\(rows) row\(rows == 1 ? "" : "s")", log10(Double(max(rows, 1))) / 10)
  }
}

/// Finds the trees in another program's database: a column that is a foreign key to its
/// own table, or whose name says "parent" and whose values are mostly keys of the same
/// table; a label column (name/title/label-like, else the text column with the most
/// distinct values); a position column. Reads samples, never whole tables, except to
/// count rows.
public enum TreeDetector {
  /// Names of parent columns, lower-cased with `_` and `-` removed.
  static let parentNames: Set<String> = [
    "parent", "parentid", "parentkey", "parentguid", "parentuuid", "parentcollectionid", "parentfolderid",
    "parentnodeid", "parentcategoryid", "pid", "fatherid", "father", "parentref", "superid", "upid",
    "managerid", "reportsto", "bossid", "broaderid", "parentaccountid", "parentguid",
  ]
  static let labelNames = [
    "title", "name", "label", "caption", "displayname", "fullname", "term", "heading", "subject", "text", "description",
  ]
  static let orderNames: Set<String> = [
    "position", "pos", "sort", "sortorder", "sortkey", "sortindex", "order", "ordering", "orderindex", "sequence",
    "seq",
    "rank", "index", "idx", "displayorder", "weight", "ordinal",
    // A nested set's left bound beside a parent column (django-mptt's `lft`): siblings
    // are in its order.
    "lft",
  ]
  /// Columns worth showing when a label is empty (a bookmark without a title).
  static let fallbackNames = ["url", "uri", "href", "link", "path", "slug", "code", "key", "identifier", "email"]

  /// Rows counted when opening: a candidate's size only breaks near ties (a tenth of its
  /// order of magnitude). Counting to 100,000 scanned the key index of a 2 GB archive in
  /// 512-byte pages for 40–90 ms before the first frame.
  static let countLimit = 10_000

  static func normalized(_ name: String) -> String {
    name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }
  }

  /// Every tree candidate in the file, likeliest first. Rows are counted exactly when
  /// `exactCounts` (for listing), else up to `countLimit` (enough to rank candidates, and
  /// a million-row table costs no full scan when opening it).
  public static func candidates(_ db: Database, exactCounts: Bool = true) throws -> [TreeCandidate] {
    var found: [TreeCandidate] = []
    for table in try ForeignSchema.tables(db) {
      // One odd table (a WITHOUT ROWID one, a collation only its program registers) must
      // never stop the whole file: a table whose reads fail is no candidate.
      do {
        found += try parentColumnCandidates(in: table, exactCounts: exactCounts, db)
      } catch  where !QueryDeadline.isInterruption(error) {
        continue
      }
      // A table whose rows name their parents is read by them, not by a path beside.
      if found.contains(where: { $0.tree.table == table }) { continue }
      do {
        let columns = try ForeignSchema.columns(of: table, db)
        let nested = try NestedSetDetection.candidates(in: table, columns: columns, exactCounts: exactCounts, db)
        found +=
          nested.isEmpty
          ? try PathDetection.candidates(in: table, columns: columns, exactCounts: exactCounts, db) : nested
      } catch  where !QueryDeadline.isInterruption(error) {
        continue
      }
    }
    var linkTables = Set<String>()
    let linked = (try? linkCandidates(db, exactCounts: exactCounts, linkTables: &linkTables)) ?? []
    // A link table's (or a closure's) parent column also matches its own rowids by
    // chance: it is links, not a tree of its own.
    found.removeAll { linkTables.contains($0.tree.table) && $0.evidence != "foreign key to its own table" }
    found += linked
    // A table with no rows is no tree a person means (GnuCash's empty `billterms`), unless
    // every candidate is empty (a new file of that program).
    if found.contains(where: { $0.rows > 0 }) { found.removeAll { $0.rows == 0 } }
    return found.sorted { $0.score > $1.score }
  }

  /// The tables that the columns of `table` are declared to refer to, by column.
  static func declaredTargets(of table: String, _ db: Database) throws -> [String: String] {
    var targets: [String: String] = [:]
    for row in try Row.fetchAll(
      db, "SELECT \"from\", \"table\" FROM pragma_foreign_key_list(\(bind: table))")
    {
      let column: String = row[0]
      targets[column] = row[1]
    }
    return targets
  }

  /// What a label column adds to a candidate's rank: a name reads (1), a column of
  /// hashes, GUIDs or hex codes does not (-0.5: Fossil's `blob.uuid` over its file names),
  /// nor does no label at all (-0.5: Fossil's `mlink`, rows of numbers).
  static func labelReason(_ label: String?, in table: String, _ db: Database) throws -> TreeCandidate.Reason {
    let weight = try labelWeight(label, in: table, db)
    guard let label else { return .init("no label: rows shown by their keys", weight) }
    return .init(weight < 0 ? "labels \(label) are hashes or codes" : "labels \(label) read as names", weight)
  }

  static func labelWeight(_ label: String?, in table: String, _ db: Database) throws -> Double {
    guard let label else { return -0.5 }
    let quoted = QueryFragment.identifier(label)
    let values = try String.fetchAll(
      db, "SELECT CAST(\(quoted) AS TEXT) FROM \(quote: table) WHERE typeof(\(quoted)) = 'text' LIMIT 200")
    guard !values.isEmpty else { return 1 }
    let codes = values.filter(looksLikeCode).count
    return codes * 10 >= values.count * 8 ? -0.5 : 1
  }

  /// A hash or GUID: 16 or more hex digits, dashes or braces between them only.
  static func looksLikeCode(_ value: String) -> Bool {
    let digits = value.filter { $0 != "-" && $0 != "{" && $0 != "}" }
    return digits.count >= 16 && digits.allSatisfy(\.isHexDigit)
  }

  /// Of a sample of the non-NULL values of `column` in `from` (and not `''` or 0 when
  /// `skippingEmpty`: what many programs write for "no parent"), the share that are keys
  /// of `into`; `whenNone` when there are none.
  static func keyShare(
    from: String, column: String, into: String, key: QueryFragment, skippingEmpty: Bool = false,
    whenNone: Double = 0, _ db: Database
  ) throws -> Double {
    let quotedColumn = QueryFragment.identifier(column)
    // Empty: `''` or 0, what many programs write for "none" (counted apart when skipped).
    let kept: QueryFragment = skippingEmpty ? "s.v <> '' AND s.v IS NOT 0" : "1"
    let row = try Row.fetchOne(
      db,
      """
      SELECT sum(\(kept)), sum(\(kept) AND EXISTS (SELECT 1 FROM \(quote: into) AS y WHERE y.\(key) = s.v)),
        count(*)
      FROM (SELECT \(quotedColumn) AS v FROM \(quote: from) WHERE \(quotedColumn) IS NOT NULL LIMIT 1000) AS s
      """)
    let total: Int = row?[0] ?? 0
    let matched: Int = row?[1] ?? 0
    let sampled: Int = row?[2] ?? 0
    if total == 0 { return whenNone }
    // Where most values are empty, the one or two left that match say too little (Fossil's
    // `mlink.pid`, mostly 0: its few others match some rowid by chance); one that does
    // not match says enough.
    if total < 3 && sampled >= 10 { return matched == total ? whenNone : 0 }
    return Double(matched) / Double(total)
  }

  /// The column to show as a row's label.
  static func labelColumn(of table: String, columns: [ForeignColumn], excluding: [String?], _ db: Database) throws
    -> String?
  {
    let candidates = columns.filter { column in !excluding.contains(column.name) && column.mayHoldText }
    for wanted in labelNames {
      if let column = candidates.first(where: { normalized($0.name) == wanted }) { return column.name }
    }
    if let column = candidates.first(where: { labelNames.contains(where: normalized($0.name).hasSuffix) }) {
      return column.name
    }
    // Else the text column with the most distinct values in a sample.
    var best: (name: String, distinct: Int)?
    for column in candidates {
      let quoted = QueryFragment.identifier(column.name)
      let distinct =
        try Int.fetchOne(
          db,
          """
          SELECT count(DISTINCT v) FROM (SELECT \(quoted) AS v FROM \(quote: table) WHERE typeof(\(quoted)) = 'text' LIMIT 1000)
          """) ?? 0
      if distinct > (best?.distinct ?? 0) { best = (column.name, distinct) }
    }
    return best?.name
  }

  /// Another text column to show when the label is empty.
  static func fallbackColumn(_ columns: [ForeignColumn], excluding: [String?]) -> String? {
    let candidates = columns.filter { !excluding.contains($0.name) && $0.mayHoldText }
    for wanted in fallbackNames {
      if let column = candidates.first(where: { normalized($0.name) == wanted }) { return column.name }
    }
    return nil
  }
}

extension ForeignColumn {
  /// Declared as text: not a position.
  var mayHoldTextOnly: Bool {
    let type = declaredType.uppercased()
    return type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT")
  }
}
