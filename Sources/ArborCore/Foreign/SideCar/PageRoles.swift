/// The role of every page of a file (`PageRole`), a byte a page: most pages of a large
/// file are overflow pages (an archive's file contents) whose role carries nothing, so the
/// spans of the leaves and index pages are kept apart, one entry per such page. Held as
/// `[PageRole]` (24 bytes a page), the roles of a 2 GB archive in 512-byte pages took
/// 98 MB.
struct PageRoles: RandomAccessCollection, Sendable {
  /// A page's role without its span, and whether it is an interior page of a b-tree.
  struct Kind: Equatable, Sendable {
    fileprivate var raw: UInt8

    fileprivate static let other = Kind(raw: 0)
    fileprivate static let noRows = Kind(raw: 1)
    fileprivate static let noRowSpan = Kind(raw: 2)
    fileprivate static let rows = Kind(raw: 3)
    fileprivate static let noKeySpan = Kind(raw: 4)
    fileprivate static let keys = Kind(raw: 5)
    fileprivate static let unplacedKeys = Kind(raw: 6)
    fileprivate static let cells = Kind(raw: 7)
    private static let roleBits: UInt8 = 0x0F
    private static let tableInteriorBit: UInt8 = 0x10
    private static let indexInteriorBit: UInt8 = 0x20

    /// The role alone, the interior bits cleared.
    fileprivate var role: Kind { Kind(raw: raw & Self.roleBits) }

    /// The b-tree page type (`PageRole.tableInterior` or `.indexInterior`) of an interior
    /// page; nil for any other page.
    var interiorType: UInt8? {
      if raw & Self.tableInteriorBit != 0 { return PageRole.tableInterior }
      if raw & Self.indexInteriorBit != 0 { return PageRole.indexInterior }
      return nil
    }

    fileprivate func with(role: Kind) -> Kind { Kind(raw: raw & ~Self.roleBits | role.raw) }

    /// The kind of a page of `role` whose first byte (its b-tree page type) is `pageType`.
    static func of(_ role: PageRole, pageType: UInt8) -> Kind {
      var kind: Kind
      switch role {
      case .other: kind = .other
      case .noRows: kind = .noRows
      case .rows(nil): kind = .noRowSpan
      case .rows: kind = .rows
      case .keys(nil): kind = .noKeySpan
      case .keys: kind = .keys
      case .unplacedKeys: kind = .unplacedKeys
      case .cells: kind = .cells
      }
      if pageType == PageRole.tableInterior { kind.raw |= tableInteriorBit }
      if pageType == PageRole.indexInterior { kind.raw |= indexInteriorBit }
      return kind
    }
  }

  /// The spans of the pages whose role has one, by page index (ascending).
  struct Spans: Sendable {
    var rowPages: [Int32] = []
    var rows: [ClosedRange<Int64>] = []
    var keyPages: [Int32] = []
    var keys: [PageRole.KeySpan] = []
    var cellPages: [Int32] = []
    var cells: [[PageRole.Cell]] = []

    /// Keeps `role`'s span for page `index`: pages are added in ascending order.
    mutating func add(_ role: PageRole, at index: Int) {
      switch role {
      case .rows(let span?):
        rowPages.append(Int32(index))
        rows.append(span)
      case .keys(let span?):
        keyPages.append(Int32(index))
        keys.append(span)
      case .cells(let list):
        cellPages.append(Int32(index))
        cells.append(list)
      default: break
      }
    }

    init() {}

    /// The spans at `field` of `parts`, which follow one another, joined (`Array.joined(moving:of:)`).
    init<Part>(joining parts: inout [Part], at field: WritableKeyPath<Part, Spans>) {
      rowPages = .joined(moving: field.appending(path: \.rowPages), of: &parts)
      rows = .joined(moving: field.appending(path: \.rows), of: &parts)
      keyPages = .joined(moving: field.appending(path: \.keyPages), of: &parts)
      keys = .joined(moving: field.appending(path: \.keys), of: &parts)
      cellPages = .joined(moving: field.appending(path: \.cellPages), of: &parts)
      cells = .joined(moving: field.appending(path: \.cells), of: &parts)
    }
  }

  /// The kinds of the pages not pooled, in page order: a pooled page's is `.other`.
  private var kinds: [Kind]
  private let pooled: PooledPages
  private let spans: Spans

  /// `kinds` (`Kind.of` each page not `pooled`) with the spans of its pages.
  init(kinds: [Kind], pooled: PooledPages, spans: Spans) {
    self.kinds = kinds
    self.pooled = pooled
    self.spans = spans
  }

  var startIndex: Int { 0 }
  var endIndex: Int { pooled.count }

  subscript(index: Int) -> PageRole {
    switch kind(at: index).role {
    case .noRows: return .noRows
    case .noRowSpan: return .rows(nil)
    case .rows: return Self.find(index, in: spans.rowPages).map { .rows(spans.rows[$0]) } ?? .other
    case .noKeySpan: return .keys(nil)
    case .keys: return Self.find(index, in: spans.keyPages).map { .keys(spans.keys[$0]) } ?? .other
    case .unplacedKeys: return .unplacedKeys
    case .cells: return Self.find(index, in: spans.cellPages).map { .cells(spans.cells[$0]) } ?? .other
    default: return .other
    }
  }

  /// The page's kind: two pages of one kind whose bytes are the same have the same role.
  func kind(at index: Int) -> Kind { pooled.contains(index) ? .other : kinds[pooled.place(of: index)] }

  /// The free list's and pointer maps' pages (never pooled) hold no rows.
  mutating func markNoRows(_ index: Int) {
    guard !pooled.contains(index) else { return }
    let place = pooled.place(of: index)
    kinds[place] = kinds[place].with(role: .noRows)
  }

  /// Keeps the rows and keys of `tree`'s pages only; a page of it whose keys cannot be
  /// placed could be anything of it, any other page holds none of its rows.
  mutating func keepOnly(_ tree: PageSet) {
    var place = 0
    for index in 0..<pooled.count where !pooled.contains(index) {
      defer { place += 1 }
      switch kinds[place].role {
      case .noRowSpan, .rows, .noKeySpan, .keys, .cells:
        if !tree.contains(index + 1) { kinds[place] = kinds[place].with(role: .noRows) }
      case .unplacedKeys: kinds[place] = kinds[place].with(role: tree.contains(index + 1) ? .other : .noRows)
      default: break
      }
    }
  }

  private static func find(_ index: Int, in pages: [Int32]) -> Int? {
    var low = 0
    var high = pages.count
    while low < high {
      let middle = (low + high) / 2
      if Int(pages[middle]) < index { low = middle + 1 } else { high = middle }
    }
    return low < pages.count && Int(pages[low]) == index ? low : nil
  }
}
