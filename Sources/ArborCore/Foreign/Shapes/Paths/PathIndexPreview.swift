import ArborDB
import Foundation
import GRDB
import Synchronization

/// The levels of a tree of paths read from the file's own index on the path column while
/// its copy is being made, so that a large file shows its first rows at once: a level's
/// names are found by stepping through the index from one name to the next (a seek or
/// two a name), where the copy reads every path first (16 s for 1.65 million). Used only
/// where the index orders the paths as the copy's keys compare — binary UTF-8,
/// ascending, the path column first — the levels are split on a separator of ASCII
/// characters and each level is labelled by its name; the copy takes over once it is
/// made, and keeps serving if it cannot be.
///
/// A level's names are listed whole once and kept (`limit` at most: a level with more
/// waits for the copy), sorted as the copy sorts its labels.
final class PathIndexPreview: Sendable {
  /// Quoted: the table and the path column.
  private let table: QueryFragment
  private let column: QueryFragment
  private let separator: [UInt8]
  /// The bytes every path starts with: none, or the separator (paths written `/usr/bin`).
  private let lead: [UInt8]
  private let listings = Mutex<[[UInt8]: Listing]>([:])

  /// Names a level may have for the preview to list it: each costs a seek or two (a
  /// directory of 30,000 files: see BENCHMARKS.md).
  static let limit = 50_000

  /// One name of a level.
  struct Entry: Sendable {
    let name: String
    /// The node's key, as the copy keys it: the levels joined by the separator.
    let key: String
    /// Whether some path goes on below it (how many, the copy will say).
    let hasChildren: Bool
  }

  private enum Listing: Sendable {
    /// Sorted as the copy sorts its labels, and the other way round.
    case entries(ascending: [Entry], descending: [Entry])
    /// More names than `limit`, or a name the copy would spell otherwise (an empty
    /// level, `.`): this level waits for the copy.
    case declined
  }

  private init(table: QueryFragment, column: QueryFragment, separator: [UInt8], lead: [UInt8]) {
    self.table = table
    self.column = column
    self.separator = separator
    self.lead = lead
  }

  /// A preview of `table`'s paths in `pathColumn`, or nil where the file's indexes cannot
  /// give one (no index leading with the column in binary order, a label column, levels
  /// of fixed width, a separator that is not ASCII, a file not in UTF-8).
  static func make(
    table: String, pathColumn: String, splitter: PathSplitter, labelled: Bool, _ db: Database
  ) throws -> PathIndexPreview? {
    guard !labelled, case .separator(let text) = splitter.rule, !text.isEmpty, text.utf8.allSatisfy({ $0 < 0x7F }),
      try String.fetchOne(db, "PRAGMA encoding") == "UTF-8",
      try hasBinaryIndex(on: pathColumn, of: table, db)
    else { return nil }
    let separator = Array(text.utf8)
    let quotedTable = QueryFragment.identifier(table)
    let quotedColumn = QueryFragment.identifier(pathColumn)
    // Each look is its own statement, so that each is a seek in the index: joined by OR
    // they made SQLite read the whole table (1.65M paths: a second on a cold file).
    let path: QueryFragment = "x.\(quotedColumn) COLLATE BINARY"
    func exists(_ condition: QueryFragment) throws -> Bool {
      try Bool.fetchOne(db, "SELECT EXISTS (SELECT 1 FROM \(quotedTable) AS x WHERE \(condition))") ?? true
    }
    // Rows the copy names otherwise than by their levels — no path, a number, bytes, only
    // separators (the "(no path)" and "/" nodes) — are not in the index's text order. NULLs
    // and numbers sort before text, bytes after it: the index's ends tell. (`IS NULL` of a
    // `WITHOUT ROWID` key scans the table.)
    func end(_ direction: QueryFragment) throws -> DatabaseValue? {
      try DatabaseValue.fetchOne(
        db, "SELECT x.\(quotedColumn) FROM \(quotedTable) AS x ORDER BY \(path) \(direction) LIMIT 1")
    }
    guard let first = try end("ASC") else {
      return PathIndexPreview(table: quotedTable, column: quotedColumn, separator: separator, lead: [])
    }
    guard case .string = first.storage, let last = try end("DESC"), case .string = last.storage else { return nil }
    let conditions: [QueryFragment] = [
      "\(path) = ''", "\(path) = \(bind: text)", "\(path) = \(bind: text + text)",
    ]
    let unlevelled = try conditions.contains { try exists($0) }
    guard !unlevelled else { return nil }
    // Paths that all start with the separator (`/usr/bin`) have their first level after it.
    let upper = String(decoding: successor(of: separator), as: UTF8.self)
    let rooted = try !exists("\(path) < \(bind: text)") && !exists("\(path) >= \(bind: upper)")
    return PathIndexPreview(
      table: quotedTable, column: quotedColumn, separator: separator, lead: rooted ? separator : [])
  }

  /// Whether an index of `table` (its primary key's included) starts with `column`,
  /// ascending, in binary order, over every row: its order is the copy's keys' order.
  static func hasBinaryIndex(on column: String, of table: String, _ db: Database) throws -> Bool {
    let indexes = try String.fetchAll(
      db, "SELECT name FROM pragma_index_list(\(bind: table)) WHERE partial = 0")
    return try indexes.contains { try index($0, leadsInBinaryOrderWith: column, db) }
  }

  /// Whether `index` starts with `column`, ascending, in binary order.
  static func index(_ index: String, leadsInBinaryOrderWith column: String, _ db: Database) throws -> Bool {
    guard
      let first = try Row.fetchOne(
        db, "SELECT name, desc, coll FROM pragma_index_xinfo(\(bind: index)) WHERE seqno = 0")
    else { return false }
    let name: String? = first[0]
    let descending: Int = first[1]
    let collation: String? = first[2]
    return name?.caseInsensitiveCompare(column) == .orderedSame && descending == 0
      && collation?.uppercased() == "BINARY"
  }

  /// The names of the level below `key` (nil: the top level), in `order`; nil when this
  /// level waits for the copy.
  func entries(below key: String?, order: SiblingOrder, _ db: Database) throws -> [Entry]? {
    let prefix = key.map { lead + Array($0.utf8) + separator } ?? lead
    let listing: Listing
    if let known = listings.withLock({ $0[prefix] }) {
      listing = known
    } else {
      listing = try list(prefix: prefix, parentKey: key, db)
      listings.withLock { $0[prefix] = listing }
    }
    guard case .entries(let ascending, let descending) = listing else { return nil }
    return order == .treeReversed || order == .labelReversed ? descending : ascending
  }

  /// How many names the level below `key` has, when it has been listed.
  func listedCount(below key: String) -> Int? {
    let prefix = lead + Array(key.utf8) + separator
    guard case .entries(let entries, _)? = listings.withLock({ $0[prefix] }) else { return nil }
    return entries.count
  }

  /// Where `key` sits in its level, and its parent's key; nil when its level waits for
  /// the copy or has no such name.
  func place(of key: String, order: SiblingOrder, _ db: Database) throws -> (parent: String?, index: Int)? {
    let levels = levels(of: key)
    guard !levels.isEmpty else { return nil }
    let parent = levels.count > 1 ? levels.dropLast().joined(separator: separatorText) : nil
    guard let index = try entries(below: parent, order: order, db)?.firstIndex(where: { $0.key == key }) else {
      return nil
    }
    return (parent, index)
  }

  /// The keys from the top level down to `key` (inclusive).
  func chain(to key: String) -> [String] {
    let levels = levels(of: key)
    return levels.indices.map { levels[...$0].joined(separator: separatorText) }
  }

  /// The names of the levels of `key`, top first.
  func levels(of key: String) -> [String] {
    key.split(separator: separatorText, omittingEmptySubsequences: false).map(String.init)
  }

  /// The path as the file writes it for the node `key`, when a row of its own holds it
  /// (a directory may be written with a trailing separator, or only as a prefix).
  func storedRow(of key: String, _ db: Database) throws -> DatabaseValue? {
    for text in spellings(of: key) {
      if try db.recordedValue(
        Bool.self, "SELECT EXISTS (SELECT 1 FROM \(table) AS x WHERE x.\(column) COLLATE BINARY = \(bind: text))")
        == true
      {
        return text.databaseValue
      }
    }
    return nil
  }

  /// How the file may write the path of the node `key`: as it is, or a directory with its
  /// trailing separator.
  func spellings(of key: String) -> [String] {
    let path = lead + Array(key.utf8)
    return [path, path + separator].map { String(decoding: $0, as: UTF8.self) }
  }

  /// The path of the node `key` as the file would begin it (`/usr/bin` where paths do).
  func stored(_ key: String) -> String { String(decoding: lead + Array(key.utf8), as: UTF8.self) }

  private var separatorText: String { String(decoding: separator, as: UTF8.self) }

  /// Steps through the index from `prefix`: each path met gives the name after the
  /// prefix; a path under a name already listed sends the next step past every path under
  /// that name. Names that begin with another and go on with a byte below the separator's
  /// sort between it and its own paths (`bin-x` between `bin` and `bin/ls`), so a name may
  /// be met again after another.
  private func list(prefix: [UInt8], parentKey: String?, _ db: Database) throws -> Listing {
    // Each text made once and its values bound at each step: a listing of 30,000 names
    // asks 90,000 times.
    let path: QueryFragment = "x.\(column) COLLATE BINARY"
    let upper = prefix.isEmpty ? nil : Self.successor(of: prefix)
    let bound: QueryFragment = upper == nil ? "" : " AND \(path) < ?"
    let limits = upper.map { [$0] } ?? []
    let fromText: QueryFragment =
      "SELECT x.\(column) FROM \(table) AS x WHERE \(path) >= ?\(bound) ORDER BY \(path) LIMIT 1"
    let afterText: QueryFragment =
      "SELECT x.\(column) FROM \(table) AS x WHERE \(path) > ?\(bound) ORDER BY \(path) LIMIT 1"
    let below: QueryFragment = "SELECT EXISTS (SELECT 1 FROM \(table) AS x WHERE \(path) > ? AND \(path) < ?)"
    func from(_ start: [UInt8]) throws -> [UInt8]? { try fetchPath(fromText, [start] + limits, db) }
    func after(_ start: [UInt8]) throws -> [UInt8]? { try fetchPath(afterText, [start] + limits, db) }
    var entries: [Entry] = []
    var seen = Set<[UInt8]>()
    var next = try from(prefix)
    while let found = next {
      let nameBytes = Self.upTo(separator, in: Array(found.dropFirst(prefix.count)))
      guard found.starts(with: prefix), !nameBytes.isEmpty || found.count == prefix.count else { return .declined }
      if nameBytes.isEmpty {
        // The directory's own row, written with its trailing separator.
        next = try after(found)
        continue
      }
      let under = prefix + nameBytes + separator
      if seen.contains(nameBytes) {
        next = try from(Self.successor(of: under))
        continue
      }
      // A `.` level: the copy drops it, the preview cannot.
      guard nameBytes != [UInt8(ascii: ".")], let name = String(validating: nameBytes, as: UTF8.self) else {
        return .declined
      }
      seen.insert(nameBytes)
      let hasChildren =
        try db.recordedValue(
          Bool.self, below, arguments: [Self.text(under), Self.text(Self.successor(of: under))]) == true
      entries.append(
        Entry(name: name, key: parentKey.map { $0 + separatorText + name } ?? name, hasChildren: hasChildren))
      guard entries.count <= Self.limit else { return .declined }
      next = try after(found)
    }
    let ascending = Self.sorted(entries)
    return .entries(ascending: ascending, descending: ascending.reversed())
  }

  /// Bytes of a path as the text bound for it.
  private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  private func fetchPath(_ query: QueryFragment, _ arguments: [[UInt8]], _ db: Database) throws -> [UInt8]? {
    let values = StatementArguments(arguments.map(Self.text))
    guard let value = try db.recordedValue(DatabaseValue.self, query, arguments: values) else { return nil }
    switch value.storage {
    case .string(let text): return Array(text.utf8)
    default: return nil
    }
  }

  /// The bytes of `bytes` before the first `separator`.
  private static func upTo(_ separator: [UInt8], in bytes: [UInt8]) -> [UInt8] {
    guard bytes.count >= separator.count else { return bytes }
    var index = 0
    while index + separator.count <= bytes.count {
      if bytes[index..<index + separator.count].elementsEqual(separator) { return Array(bytes[..<index]) }
      index += 1
    }
    return bytes
  }

  /// The smallest string above every string that starts with `bytes` (ASCII last byte).
  static func successor(of bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    if let last = result.popLast() { result.append(last + 1) }
    return result
  }

  /// As the copy sorts a level: by label without regard to ASCII case, then by key's
  /// bytes. (Orders by total have no totals before the copy, and sort by label.)
  private static func sorted(_ entries: [Entry]) -> [Entry] {
    entries.sorted { left, right in
      let byLabel = caseless(left.name, right.name)
      return byLabel != 0 ? byLabel < 0 : left.key.utf8.lexicographicallyPrecedes(right.key.utf8)
    }
  }

  /// SQLite's NOCASE: ASCII letters folded, every other byte compared as it is.
  private static func caseless(_ left: String, _ right: String) -> Int {
    func fold(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
    var leftBytes = left.utf8.makeIterator()
    var rightBytes = right.utf8.makeIterator()
    while true {
      switch (leftBytes.next().map(fold), rightBytes.next().map(fold)) {
      case (nil, nil): return 0
      case (nil, _): return -1
      case (_, nil): return 1
      case (let l?, let r?) where l != r: return l < r ? -1 : 1
      default: continue
      }
    }
  }
}
