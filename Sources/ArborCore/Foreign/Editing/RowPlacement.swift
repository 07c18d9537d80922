import ArborDB
import GRDB

/// How a row's place in the tree is written and read back for editing — in the row's own
/// parent column (`ParentColumnPlacement`) or in link rows (`LinkPlacement`), each in its
/// shape's folder. `ForeignEditor` does everything else the same way for both; a tree
/// with no placement (nested sets, closures) is renamed only.
protocol RowPlacement: Sendable {
  /// The column a move writes, at which its refusals are shown.
  var movedField: String { get }
  /// Whether a row's children are found by an index (else a subtree is walked in memory).
  func childrenIndexed(of table: String, _ db: Database) throws -> Bool
  /// Refuses a row put at the top where the file does not want one there.
  func refuseTop(_ parent: DatabaseValue?) throws
  /// One step of a walk up from the keys in `"arbor_up"("k")`: a `SELECT` of their parents.
  func stepUp(_ editor: ForeignEditor) -> QueryFragment
  /// `SELECT 1 …` when a row other than `node` is under it.
  func childBelow(_ node: DatabaseValue, _ editor: ForeignEditor) -> QueryFragment
  /// Moves `node` from under `from` (nil: a root) to under `to` (nil: the top), checked
  /// not to go under itself; the reversal puts it back.
  func move(
    _ node: DatabaseValue, from: DatabaseValue?, to: DatabaseValue?, name: String, _ editor: ForeignEditor,
    _ db: Database
  ) throws -> Reversal
  /// The node row's columns an add fills itself, not asked of the person.
  func filledColumns(_ editor: ForeignEditor) -> [String]
  /// The node row's own columns and values placing a new child of `parent`,
  /// beside the `given` columns.
  func newRowPlace(under parent: DatabaseValue?, given: [String], _ editor: ForeignEditor, _ db: Database) throws
    -> (names: [String], values: [DatabaseValue])
  /// After the new row is in: the rows placing it elsewhere (its link), saved for undo.
  func placeNewRow(_ created: DatabaseValue, under parent: DatabaseValue?, _ editor: ForeignEditor, _ db: Database)
    throws -> [SavedRows]
  /// Undo of an add: whether another program moved the node row since.
  func movedSince(_ row: SavedRows, _ db: Database) throws -> Bool
  /// The nodes deleting `node` removes, each after its parent.
  func doomed(_ node: DatabaseValue, _ editor: ForeignEditor, _ db: Database) throws -> [DatabaseValue]
  /// The row a subtree hangs from, when undo puts the subtree back only under it.
  func topParent(of node: DatabaseValue, _ editor: ForeignEditor, _ db: Database) throws -> DatabaseValue?
  /// Saves and deletes the placement's own rows naming the doomed nodes (`doomedSet`, a
  /// subquery of their keys).
  func removeOwnRows(naming doomedSet: QueryFragment, _ editor: ForeignEditor, _ db: Database) throws -> [SavedRows]
  /// Tables of the placement's own rows: not saved again as another table's cascade.
  var ownTables: [String] { get }
  /// Whether `references` (every foreign key naming the node table) are only the
  /// placement's own, so a whole subtree's delete cannot break one.
  func keepsForeignKeysItself(_ references: [ForeignEditor.Reference], _ editor: ForeignEditor) -> Bool
}

/// A shape's way of placing rows, for its editor; opaque outside ArborCore.
public struct EditPlacement: Sendable {
  let placement: (any RowPlacement)?
  init(_ placement: (any RowPlacement)?) { self.placement = placement }
  /// Rows are renamed only.
  public static let renameOnly = EditPlacement(nil)
}
