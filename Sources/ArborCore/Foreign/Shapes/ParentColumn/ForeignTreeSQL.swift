import ArborDB
import Foundation

/// The SQL of a foreign tree, every identifier quoted (names come from another program's
/// schema and may hold anything) and every value bound. Rows are aliased `x`; the label
/// is never blank: an empty or NULL label falls back to another text column, then the key.
struct ForeignTreeSQL: Sendable {
  let tree: ForeignTree
  /// The parent column as the schema spells it, and where the file names its roots (a
  /// table and a column; nil where it names none).
  let parentColumn: String
  let roots: [String]?
  /// The quoted table.
  let table: String
  /// `x`'s key, parent, label and order expressions.
  let key: String
  let parent: String
  let label: String
  let order: String?
  /// `x`'s rowid (a name no column shadows), nil for a WITHOUT ROWID table or a view: the
  /// side-car keeps it to find a changed row's copy.
  let rowid: String?
  /// What a row's copy is made of, as the row holds it: rowid, key, parent column, order,
  /// label and its fallback as written (not trimmed or cast: cheaper, and as telling), each
  /// sum's value — `arbor_row_hash` of these tells a changed row (`CopyDigest`).
  private let hashInputs: [String]

  /// `labelExpression` and `fallback` are what `ParentColumnResolution` resolved: a quoted column
  /// or the user's expression, and an expression over `x` for a blank label (another text
  /// column, a referenced row's label — `fallbackLooksUp`) when there is one.
  init(
    tree: ForeignTree, parentColumn: String, roots: [String]?, keyColumn: String, labelExpression: String,
    fallback: String?, fallbackLooksUp: Bool = false, rowid: String? = nil
  ) {
    self.tree = tree
    self.parentColumn = parentColumn
    self.roots = roots
    self.rowid = rowid.map { "x." + $0 }
    table = quoteIdentifier(tree.table)
    key = "x." + keyColumn
    parent = "x." + quoteIdentifier(parentColumn)
    let blankless = { (expression: String) in "NULLIF(trim(CAST((\(expression)) AS TEXT)), '')" }
    var choices = [blankless(labelExpression)]
    if let fallback { choices.append(blankless(fallback)) }
    choices.append("CAST(\(key) AS TEXT)")
    label = "coalesce(" + choices.joined(separator: ", ") + ")"
    order = tree.order.map { "x." + quoteIdentifier($0) }
    // A referenced row's label is looked up only for a blank label, as `label` does: a
    // lookup for every row would make the scan of a million rows seconds longer.
    let fallbackInput = fallbackLooksUp ? fallback.map { "CASE WHEN \(choices[0]) IS NULL THEN \($0) END" } : fallback
    hashInputs =
      [self.rowid ?? "NULL", key, parent, order ?? "NULL", labelExpression, fallbackInput ?? "NULL"]
      + tree.sums.map(TreeSum.value(of:))
  }

  /// `x` is a root: no parent, itself as parent, or a parent that is no row's key — or,
  /// where the file names its roots (`ForeignTree.roots`), one of those.
  var isRoot: String {
    if let named { return "(\(key) IN \(named))" }
    return parentless
  }

  /// `x` has no parent row.
  private var parentless: String {
    "(\(parent) IS NULL OR \(parent) = \(key) OR NOT EXISTS (SELECT 1 FROM \(table) AS y WHERE y.\(keyColumnOnly) = \(parent)))"
  }

  /// The keys the file names as its roots, as a subquery; nil where it names none.
  private var named: String? {
    guard let roots, roots.count == 2 else { return nil }
    return
      "(SELECT \(quoteIdentifier(roots[1])) FROM \(quoteIdentifier(roots[0])) WHERE \(quoteIdentifier(roots[1])) IS NOT NULL)"
  }

  private var keyColumnOnly: String { String(key.dropFirst(2)) }

  /// `x` is a child of the bound value `?`.
  var isChild: String { "(\(parent) = ? AND \(parent) IS NOT \(key))" }

  /// Siblings' order: the position column (NULLs last) when there is one, then the label
  /// case-insensitively, then the key, so the order is total; by label, the label and key.
  /// Without directions (`SiblingOrder.sorting` adds them).
  func orderTerms(_ siblings: SiblingOrder) -> [String] {
    var terms: [String] = []
    if let order, !siblings.isByLabel { terms += ["(\(order) IS NULL)", "coalesce(\(order), 0)"] }
    terms += ["\(label) COLLATE NOCASE", key]
    return terms
  }

  /// How many children `x` has.
  var childCount: String {
    "(SELECT count(*) FROM \(table) AS c WHERE c.\(quoteIdentifier(parentColumn)) = \(key) AND c.\(quoteIdentifier(parentColumn)) IS NOT c.\(keyColumnOnly))"
  }

  func children(root: Bool, order: SiblingOrder = .tree) -> String {
    """
    SELECT \(key), \(label), \(childCount) FROM \(table) AS x WHERE \(root ? isRoot : isChild)
    ORDER BY \(order.sorting(orderTerms(order))) LIMIT ? OFFSET ?
    """
  }

  func count(root: Bool) -> String {
    "SELECT count(*) FROM \(table) AS x WHERE \(root ? isRoot : isChild)"
  }

  /// The siblings before the node whose key is bound last, in `order`.
  func index(root: Bool, order: SiblingOrder = .tree) -> String {
    let terms = orderTerms(order).joined(separator: ", ")
    return """
      SELECT count(*) FROM \(table) AS x WHERE \(root ? isRoot : isChild)
      AND (\(terms)) \(order.before) (SELECT \(terms) FROM \(table) AS x WHERE \(key) = ?)
      """
  }

  /// Every node's key, parent and whether it is a root (to find cycles).
  var links: String {
    "SELECT \(key), \(parent), \(isRoot) FROM \(table) AS x"
  }

  /// One node as the tree lists it: key, label, child count.
  var row: String {
    "SELECT \(key), \(label), \(childCount) FROM \(table) AS x WHERE \(key) = ?"
  }

  /// One node: key, parent, label, whether it is a root.
  var node: String {
    "SELECT \(key), \(parent), \(label), \(isRoot) FROM \(table) AS x WHERE \(key) = ?"
  }

  /// The chain upwards from a node: key, parent, label, whether it is a root. `UNION`
  /// drops a row seen before, so a cycle ends after one turn; the caller links the rows
  /// by their parents (a recursive query promises no order).
  var ancestors: String {
    """
    WITH RECURSIVE "arbor_up"("arbor_k", "arbor_p", "arbor_r") AS (
      SELECT \(key), \(parent), \(isRoot) FROM \(table) AS x WHERE \(key) = ?
      UNION
      SELECT \(key), \(parent), \(isRoot) FROM \(table) AS x JOIN "arbor_up" ON \(key) = "arbor_up"."arbor_p"
      WHERE NOT "arbor_up"."arbor_r"
    )
    SELECT "arbor_k", "arbor_p", \(label), "arbor_r" FROM "arbor_up" JOIN \(table) AS x ON \(key) = "arbor_up"."arbor_k"
    """
  }

  /// Every node as the side-car copies it: key, the parent row's key (NULL for a root),
  /// whether the order is NULL, the order, the label, the rowid (NULL without one), the
  /// parent column as stored (to notice a change without looking the parent up), the
  /// row's own value of the tree's sum (NULL without one).
  var skeleton: String {
    "SELECT \(skeletonColumns) FROM \(table) AS x"
  }

  var skeletonColumns: String {
    var parentKey =
      "(SELECT y.\(keyColumnOnly) FROM \(table) AS y WHERE y.\(keyColumnOnly) = \(parent) AND y.\(keyColumnOnly) IS NOT \(key))"
    if let named {
      // A row without a parent that the file does not name as a root hangs, with what is
      // under it, from a parent no node has: it is in the copy, never shown.
      parentKey = "(CASE WHEN \(key) IN \(named) THEN NULL ELSE coalesce(\(parentKey), \(Self.unshown)) END)"
    }
    let orderTerms = order.map { "(\($0) IS NULL), coalesce(\($0), 0)" } ?? "0, 0"
    return
      "\(key), \(parentKey), \(orderTerms), \(label), \(rowid ?? "NULL"), \(parent), \(TreeSum.values(of: tree.sums))"
  }

  /// The parent the copy gives a row the file leaves out of its roots: a value no key is,
  /// as a blob literal in the copy's SQL and as the value its rows then hold.
  private static let unshownBytes: [UInt8] = [0x00, 0x61, 0x72, 0x62]
  static let unshown = "x'" + unshownBytes.map { String(format: "%02x", $0) }.joined() + "'"
  static let unshownValue = Data(unshownBytes).databaseValue

  /// `x`'s hash as the copy keeps it (`RowHash`).
  var rowHash: String { "\(RowHash.name)(\(hashInputs.joined(separator: ", ")))" }

  /// What the copy stores of each row: `skeletonColumns`, then the row's hash.
  var copiedColumns: String { skeletonColumns + ", " + rowHash }

  /// Nodes whose label contains the bound pattern (`LIKE`, `\` escapes).
  var search: String {
    "SELECT \(key), \(label) FROM \(table) AS x WHERE \(label) LIKE ? ESCAPE '\\' LIMIT ?"
  }

  /// How many nodes `search` would find with no limit.
  var searchCount: String {
    "SELECT count(*) FROM \(table) AS x WHERE \(label) LIKE ? ESCAPE '\\'"
  }

  /// `search`, best first (`SearchRanking`: its two values bound after the pattern).
  var rankedSearch: String {
    "SELECT \(key), \(label) FROM \(table) AS x WHERE \(label) LIKE ? ESCAPE '\\' ORDER BY \(SearchRanking.order(label)) LIMIT ?"
  }
}
