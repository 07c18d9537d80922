import ArborDB
import GRDB

/// What a copy of another program's tree answers, whatever way it lays its nodes out:
/// stated once, as GRDB states `DatabaseReader`, with one type per layout — nodes that
/// store their keys (`KeyedCopyLayout`: a parent column's copy, nested sets', closures',
/// and a tree of paths' first copy, whose keys are joined from levels by the copy itself),
/// and nodes in blocks whose keys are made from their levels as they are read
/// (`BlockCopyLayout`: a tree of paths). A copy reads its layout once, from its header,
/// when it opens (`CopyLayouts.read`); a fourth layout is one more type.
///
/// Every read runs on a connection to the copy, its statements kept prepared
/// (`cachedStatement`): each is bounded by what is on screen.
protocol CopyLayout: Sendable {
  /// `columns` of the node `key`'s row; nil when there is no such node.
  func node(_ key: DatabaseValue, columns: QueryFragment, _ db: Database) throws -> Row?
  func childCount(of parent: DatabaseValue?, _ db: Database) throws -> Int
  /// A window of `parent`'s children (nil: the roots) in `order`.
  func children(of parent: DatabaseValue?, in range: Range<Int>, order: SiblingOrder, _ db: Database) throws
    -> [ChildRow]
  /// The node's parent key (`.some(nil)` for a root); nil when the node is not there.
  func parent(of key: DatabaseValue, _ db: Database) throws -> DatabaseValue??
  /// The node's place among its siblings in `order`.
  func index(of key: DatabaseValue, parent: DatabaseValue?, order: SiblingOrder, _ db: Database) throws -> Int
  /// Links from each of `keys` up to their roots (or round a cycle once), shared links
  /// once, in no particular order.
  func ancestors(of keys: [DatabaseValue], _ db: Database) throws -> [TreeLink]
  /// The keys of the nodes numbered `seqs`.
  func keys(of seqs: [Int64], _ db: Database) throws -> [Int64: DatabaseValue]
  /// Keys and labels of the nodes whose label contains the `LIKE` pattern, best first
  /// (`SearchRanking`) when `text`, the typed text, is given.
  func substringSearch(_ pattern: String, text: String?, limit: Int, _ db: Database) throws -> [(
    key: DatabaseValue, label: String
  )]
  /// One node's totals of each of `sums` sums; nil without totals.
  func totals(of key: DatabaseValue, sums: Int, _ db: Database) throws -> NodeTotals?
  /// How the copy makes keys from levels, for a patch that finds nodes by their levels
  /// (`PathPatch`); nil for a copy that stores its keys.
  var levelSplitter: PathSplitter? { get }

  /// For `SubtreeTotals.looksStored`: a query of each parent's children's `own` values
  /// (`parent`, their sum `s`, how many have one `k`) over the first 2,000 parents, and
  /// how a parent row `p` joins it (`c`).
  static func childSums(own: QueryFragment) -> (query: QueryFragment, join: QueryFragment)
  /// For `SubtreeTotals`: steps through every node in row order (backwards when
  /// `descending`), giving `body` its row number, its parent's (0 for a root) and the
  /// statement whose third column is the node's `own`; `body` returns false to stop.
  /// Returns whether every node was met.
  static func eachNode(
    own: QueryFragment, descending: Bool, _ db: Database, _ body: (Int64, Int64, OpaquePointer) throws -> Bool
  ) throws -> Bool
}

enum CopyLayouts {
  /// The layout of the copy `db`, from its header: a copy with a `blockRule` is laid out
  /// in blocks (it says how levels join into keys); any other stores its keys. The one
  /// place a copy's layout is asked.
  static func read(_ db: Database, hasTotals: Bool, moreSums: Int) throws -> any CopyLayout {
    if let splitter = try BlockCopyLayout.splitter(db) {
      return BlockCopyLayout(splitter: splitter, hasTotals: hasTotals, moreSums: moreSums)
    }
    return KeyedCopyLayout(hasTotals: hasTotals, moreSums: moreSums)
  }
}
