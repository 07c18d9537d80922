/// The sources of a select, in order: the FROM table, then each joined one. `Arguments`
/// is what the select's closures receive — the columns of one source, or a tuple with
/// one element per source (`$0`, `$1`, ... or `{ reminder, list in ... }`) — and `Row`
/// is what a row decodes to when nothing was selected explicitly.
///
/// One generic type per count of sources keeps every clause method a single overload:
/// the type checker then settles a long chain quickly, and a type error in one closure is
/// reported as such instead of timing out. `Sources1` … `Sources6` and the joins between
/// them are generated (`swift run arbor-codegen`; Generated/SourceLists.swift,
/// Generated/Select+Joins.swift).
public protocol SourceList: SendableMetatype {
  associatedtype Arguments
  associatedtype Row
  /// The same sources, each on the nullable side of an outer join.
  associatedtype Nullable: SourceList
  static var arguments: Arguments { get }
  static func decodeRow(_ decoder: some QueryDecoder) throws -> Row
}
