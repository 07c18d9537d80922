import ArborDB
import GRDB
import GRDBSQLite

/// Another program's write into a table of paths, patched into its copy (laid out in
/// blocks, `PathBlocks`) instead of copying two million paths again: the copy's nodes of
/// the rows on the pages that changed (`PageWatch`) — by rowid, or by path in a table
/// without rowids — are compared with the file's rows there now. A row as the copy has
/// it costs nothing more; a row whose values changed is written over its node; a new one
/// gets its node and the directories it needs; a node whose row is gone becomes a
/// directory — and goes, when nothing is under it, and so, in turn, may its parent.
///
/// A node added, removed or named otherwise changes its parent's block: that block alone
/// is written again after the copy's last row (`PathBlockRewrite`), its rows' own blocks
/// staying where they are. A copy in which one node holds several rows (two spellings of
/// one path, `a/b` and `a/b/`) cannot say which of them a page held: it is built again
/// (`PathSideCar.mergedRowsKey`), and so is one a patch would make so.
struct PathPatch {
  let hierarchy: PathHierarchy
  let copy: TreeCopy

  /// A row would share a node with another: the copy is made again.
  struct NeedsNewCopy: Error {}

  /// A node holding one of the changed pages' rows, as the copy has it.
  struct Held {
    let seq: Int64
    let label: String
    /// What the file's row gave it: `source`, `rawParent` and the own values.
    let values: [DatabaseValue]
  }

  /// Replaces the copy's rows of `changes` by the file's (read on `file`) and says the copy
  /// matches `stamp`; false when this copy cannot be patched (made before patches were).
  func apply(_ changes: PageWatch.Changes, file: Database, stamp: String) throws -> Bool {
    guard let splitter = copy.layout.levelSplitter else { return false }
    var labels = PathBlockRewrite.Labels()
    let patched = try copy.patching { db -> Bool in
      guard try PathSideCar.isPatchable(db) else { return false }
      // A copy too far behind is made again: a new copy costs the file's rows once, a patch
      // costs each changed page's rows several lookups (a writer touching every page of
      // 200,000 rows made a patch 5 times a new copy's time).
      let spanned = changes.rowids.reduce(Int64(0)) { $0 + $1.upperBound - $1.lowerBound + 1 }
      let nodes = try Int64.fetchOne(db, "SELECT max(seq) FROM nodes") ?? 0
      if spanned > Self.rebuiltBeyond, spanned * 4 > nodes { return false }
      let reads = PathBlockReads(db: db, splitter: splitter)
      var plan = PathPatchPlan(hierarchy: hierarchy, reads: reads)
      let keys = try changes.keys.map { [try Self.text($0.first), try Self.text($0.last)] }
      for range in changes.rowids { try plan.holdRows(sourcesIn: range) }
      for range in keys { try plan.holdRows(keysFrom: range[0], to: range[1]) }
      if !changes.rowids.isEmpty {
        guard let rowid = hierarchy.rowid else { throw NeedsNewCopy() }
        for range in changes.rowids {
          try plan.putBack(
            file: file, condition: "\(quote: rowid) BETWEEN \(bind: range.lowerBound) AND \(bind: range.upperBound)")
        }
      }
      for range in keys {
        try plan.putBack(
          file: file, condition: "x.\(hierarchy.column) BETWEEN \(bind: range[0]) AND \(bind: range[1])")
      }
      try plan.takeOff()
      try plan.prune()
      var rewrite = try PathBlockRewrite(reads: reads, sums: hierarchy.tree.sums.count, totals: copy.hasTotals)
      try rewrite.apply(plan)
      labels = rewrite.labels
      try copy.restamp(stamp, db)
      return true
    }
    guard patched else { return false }
    copy.stamped(stamp)
    // The tree shows the change now (the screen asks at its next tick); the label index,
    // whose patch can take longer than the copy's (FTS5 removes each renamed node's words
    // and adds them again), follows.
    hierarchy.slot.markChanged()
    if !labels.removed.isEmpty || !labels.added.isEmpty {
      try hierarchy.slot.labels?.patch(removed: labels.removed, added: labels.added, stamp: stamp)
    }
    return true
  }

  /// Changed rows a patch always takes on, whatever share of the copy they are.
  static let rebuiltBeyond: Int64 = 20_000

  /// Bytes of a path as text SQLite compares byte for byte with the copy's; a new copy
  /// for bytes that are not UTF-8, or hold a NUL (bound as text, they would not be
  /// these bytes).
  static func text<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    guard !bytes.contains(0), text.utf8.elementsEqual(bytes) else { throw NeedsNewCopy() }
    return text
  }
}
