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
  /// The table, as SQL names it.
  let table: QueryFragment
  /// `x`'s key, parent, label and order expressions.
  let key: QueryFragment
  let parent: QueryFragment
  let label: QueryFragment
  let order: QueryFragment?
  /// `x`'s rowid (a name no column shadows), nil for a WITHOUT ROWID table or a view: the
  /// side-car keeps it to find a changed row's copy.
  let rowid: QueryFragment?
  /// The key's column alone (a name, or the rowid's), for rows aliased otherwise.
  private let keyColumn: QueryFragment
  /// What a row's copy is made of, as the row holds it: rowid, key, parent column, order,
  /// label and its fallback as written (not trimmed or cast: cheaper, and as telling), each
  /// sum's value — `arbor_row_hash` of these tells a changed row (`CopyDigest`).
  private let hashInputs: [QueryFragment]

  /// `labelExpression` and `fallback` are what `ParentColumnResolution` resolved: a column
  /// or the user's expression, and an expression over `x` for a blank label (another text
  /// column, a referenced row's label — `fallbackLooksUp`) when there is one.
  init(
    tree: ForeignTree, parentColumn: String, roots: [String]?, keyColumn: QueryFragment,
    labelExpression: QueryFragment, fallback: QueryFragment?, fallbackLooksUp: Bool = false,
    rowid: QueryFragment? = nil
  ) {
    self.tree = tree
    self.parentColumn = parentColumn
    self.roots = roots
    self.rowid = rowid.map { "x.\($0)" }
    self.keyColumn = keyColumn
    table = .identifier(tree.table)
    key = "x.\(keyColumn)"
    parent = "x.\(quote: parentColumn)"
    let blankless = { (expression: QueryFragment) -> QueryFragment in "NULLIF(trim(CAST((\(expression)) AS TEXT)), '')"
    }
    var choices = [blankless(labelExpression)]
    if let fallback { choices.append(blankless(fallback)) }
    choices.append("CAST(\(key) AS TEXT)")
    label = "coalesce(\(choices.joined(separator: ", ")))"
    order = tree.order.map { "x.\(quote: $0)" }
    // A referenced row's label is looked up only for a blank label, as `label` does: a
    // lookup for every row would make the scan of a million rows seconds longer.
    let fallbackInput =
      fallbackLooksUp ? fallback.map { "CASE WHEN \(choices[0]) IS NULL THEN \($0) END" as QueryFragment } : fallback
    let null: QueryFragment = "NULL"
    let inputs: [QueryFragment] = [
      self.rowid ?? null, key, parent, order ?? null, labelExpression, fallbackInput ?? null,
    ]
    hashInputs = inputs + tree.sums.map { TreeSum.value(of: $0) }
  }

  /// `x` is a root: no parent, itself as parent, or a parent that is no row's key — or,
  /// where the file names its roots (`ForeignTree.roots`), one of those.
  var isRoot: QueryFragment {
    if let named { return "(\(key) IN \(named))" }
    return parentless
  }

  /// `x` has no parent row.
  private var parentless: QueryFragment {
    "(\(parent) IS NULL OR \(parent) = \(key) OR NOT EXISTS (SELECT 1 FROM \(table) AS y WHERE y.\(keyColumn) = \(parent)))"
  }

  /// The keys the file names as its roots, as a subquery; nil where it names none.
  private var named: QueryFragment? {
    guard let roots, roots.count == 2 else { return nil }
    return "(SELECT \(quote: roots[1]) FROM \(quote: roots[0]) WHERE \(quote: roots[1]) IS NOT NULL)"
  }

  /// `x` is a child of `parent`, or a root when it is nil.
  private func isChild(of parent: DatabaseValue?) -> QueryFragment {
    guard let parent else { return isRoot }
    return "(\(self.parent) = \(bind: parent) AND \(self.parent) IS NOT \(key))"
  }

  /// Siblings' order: the position column (NULLs last) when there is one, then the label
  /// case-insensitively, then the key, so the order is total; by label, the label and key.
  /// Without directions (`SiblingOrder.sorting` adds them).
  func orderTerms(_ siblings: SiblingOrder) -> [QueryFragment] {
    var terms: [QueryFragment] = []
    if let order, !siblings.isByLabel { terms += ["(\(order) IS NULL)", "coalesce(\(order), 0)"] }
    terms += ["\(label) COLLATE NOCASE", key]
    return terms
  }

  /// How many children `x` has.
  var childCount: QueryFragment {
    let parent = QueryFragment.identifier(parentColumn)
    return "(SELECT count(*) FROM \(table) AS c WHERE c.\(parent) = \(key) AND c.\(parent) IS NOT c.\(keyColumn))"
  }

  /// The children of `parent` (nil: the roots) in `range`: key, label, child count.
  func children(of parent: DatabaseValue?, in range: Range<Int>, order: SiblingOrder = .tree) -> QueryFragment {
    """
    SELECT \(key), \(label), \(childCount) FROM \(table) AS x WHERE \(isChild(of: parent))
    ORDER BY \(order.sorting(orderTerms(order))) LIMIT \(bind: range.count) OFFSET \(bind: range.lowerBound)
    """
  }

  /// How many children `parent` (nil: the top) has.
  func count(of parent: DatabaseValue?) -> QueryFragment {
    "SELECT count(*) FROM \(table) AS x WHERE \(isChild(of: parent))"
  }

  /// The siblings before `key` under `parent` (nil: the top), in `order`.
  func index(of key: DatabaseValue, parent: DatabaseValue?, order: SiblingOrder = .tree) -> QueryFragment {
    let terms = orderTerms(order).joined(separator: ", ")
    return """
      SELECT count(*) FROM \(table) AS x WHERE \(isChild(of: parent))
      AND (\(terms)) \(raw: order.before) (SELECT \(terms) FROM \(table) AS x WHERE \(self.key) = \(bind: key))
      """
  }

  /// Every node's key, parent and whether it is a root (to find cycles).
  var links: QueryFragment {
    "SELECT \(key), \(parent), \(isRoot) FROM \(table) AS x"
  }

  /// One node as the tree lists it: key, label, child count.
  func row(_ key: DatabaseValue) -> QueryFragment {
    "SELECT \(self.key), \(label), \(childCount) FROM \(table) AS x WHERE \(self.key) = \(bind: key)"
  }

  /// One node: key, parent, label, whether it is a root.
  func node(_ key: DatabaseValue) -> QueryFragment {
    "SELECT \(self.key), \(parent), \(label), \(isRoot) FROM \(table) AS x WHERE \(self.key) = \(bind: key)"
  }

  /// The chain upwards from `key`: key, parent, label, whether it is a root. `UNION`
  /// drops a row seen before, so a cycle ends after one turn; the caller links the rows
  /// by their parents (a recursive query promises no order).
  func ancestors(of key: DatabaseValue) -> QueryFragment {
    """
    WITH RECURSIVE "arbor_up"("arbor_k", "arbor_p", "arbor_r") AS (
      SELECT \(self.key), \(parent), \(isRoot) FROM \(table) AS x WHERE \(self.key) = \(bind: key)
      UNION
      SELECT \(self.key), \(parent), \(isRoot) FROM \(table) AS x JOIN "arbor_up" ON \(self.key) = "arbor_up"."arbor_p"
      WHERE NOT "arbor_up"."arbor_r"
    )
    SELECT "arbor_k", "arbor_p", \(label), "arbor_r" FROM "arbor_up" JOIN \(table) AS x ON \(self.key) = "arbor_up"."arbor_k"
    """
  }

  /// Every node as the side-car copies it: key, the parent row's key (NULL for a root),
  /// whether the order is NULL, the order, the label, the rowid (NULL without one), the
  /// parent column as stored (to notice a change without looking the parent up), the
  /// row's own value of the tree's sum (NULL without one).
  var skeleton: QueryFragment {
    "SELECT \(skeletonColumns) FROM \(table) AS x"
  }

  var skeletonColumns: QueryFragment {
    var parentKey: QueryFragment =
      "(SELECT y.\(keyColumn) FROM \(table) AS y WHERE y.\(keyColumn) = \(parent) AND y.\(keyColumn) IS NOT \(key))"
    if let named {
      // A row without a parent that the file does not name as a root hangs, with what is
      // under it, from a parent no node has: it is in the copy, never shown.
      parentKey = "(CASE WHEN \(key) IN \(named) THEN NULL ELSE coalesce(\(parentKey), \(Self.unshown)) END)"
    }
    let orderTerms: QueryFragment = order.map { "(\($0) IS NULL), coalesce(\($0), 0)" } ?? "0, 0"
    return
      "\(key), \(parentKey), \(orderTerms), \(label), \(rowid ?? "NULL"), \(parent), \(TreeSum.values(of: tree.sums))"
  }

  /// The parent the copy gives a row the file leaves out of its roots: a value no key is,
  /// as a blob literal in the copy's SQL and as the value its rows then hold.
  private static let unshownBytes: [UInt8] = [0x00, 0x61, 0x72, 0x62]
  static let unshown = QueryFragment("x'" + unshownBytes.map { String(format: "%02x", $0) }.joined() + "'")
  static let unshownValue = Data(unshownBytes).databaseValue

  /// `x`'s hash as the copy keeps it (`RowHash`).
  var rowHash: QueryFragment { "\(raw: RowHash.name)(\(hashInputs.joined(separator: ", ")))" }

  /// What the copy stores of each row: `skeletonColumns`, then the row's hash.
  var copiedColumns: QueryFragment { "\(skeletonColumns), \(rowHash)" }

  /// Nodes whose label matches `pattern` (`LIKE`, `\` escapes), at most `limit`; best
  /// first for a ranked search of `text` (`SearchRanking`).
  func search(_ pattern: String, ranking text: String? = nil, limit: Int) -> QueryFragment {
    let order: QueryFragment = text.map { " ORDER BY \(SearchRanking.order(label, text: $0))" } ?? ""
    return
      "SELECT \(key), \(label) FROM \(table) AS x WHERE \(label) LIKE \(bind: pattern) ESCAPE '\\'\(order) LIMIT \(bind: limit)"
  }

  /// How many nodes `search` would find with no limit.
  func searchCount(_ pattern: String) -> QueryFragment {
    "SELECT count(*) FROM \(table) AS x WHERE \(label) LIKE \(bind: pattern) ESCAPE '\\'"
  }
}
