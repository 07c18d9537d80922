import ArborDB
import Foundation

/// arbor's own notes as a `Hierarchy`: categories in their order, then a category's
/// items by title; details with notes, tags and attachments; search over the FTS5 index.
public struct NotesHierarchy: Hierarchy {
  /// Categories shown as extra roots because their parents lead round in a cycle; nil
  /// where nobody looks for them (a walk then still ends at a category it has seen).
  public let cycles: NotesCycles?

  public init(cycles: NotesCycles? = nil) {
    self.cycles = cycles
  }

  private var cycleRoots: [Int] { cycles?.roots ?? [] }

  private func isCycleRoot(_ id: Int) -> Bool { cycles?.isRoot(id) ?? false }

  public var emptyText: String { "No categories yet. Import some: arbor import FILE" }
  public var vocabulary: TreeVocabulary { .notes }
  public var keepsGivenOrder: Bool { true }

  public func childCounts(of node: NodeID?, _ db: Database) throws -> ChildCounts {
    switch node {
    case nil: ChildCounts([try TreeQueries.categoryCount(parent: nil, db) + cycleRoots.count, 0])
    case .category(let id)?:
      ChildCounts([try TreeQueries.categoryCount(parent: id, db), try TreeQueries.itemCount(category: id, db)])
    case .item?, .row?: .none
    }
  }

  public func children(of parent: NodeID?, counts: ChildCounts, in range: Range<Int>, _ db: Database) throws
    -> [ChildRow]
  {
    let categoryID: Int?
    switch parent {
    case nil: categoryID = nil
    case .category(let id)?: categoryID = id
    case .item?, .row?: return []
    }
    let categories = counts.groups.first ?? 0
    var rows: [ChildRow] = []
    let categoryRange = range.clamped(to: 0..<categories)
    if !categoryRange.isEmpty {
      // At the top, the roots of cycles come after the true roots.
      let extra = categoryID == nil ? cycleRoots : []
      let real = max(0, categories - extra.count)
      let realRange = categoryRange.clamped(to: 0..<real)
      var found =
        realRange.isEmpty
        ? []
        : try TreeQueries.categories(
          parent: categoryID, offset: realRange.lowerBound, limit: realRange.count, db)
      let extraRange = categoryRange.clamped(to: real..<categories)
      if !extraRange.isEmpty {
        found += try TreeQueries.categories(
          ids: Array(extra[(extraRange.lowerBound - real)..<(extraRange.upperBound - real)]), db)
      }
      let progress = try CategoryProgress.of(found.map(\.id), today: Self.today(), db)
      for category in found {
        var row = ChildRow(
          node: .category(category.id), title: category.name, childCount: category.subcategories + category.items)
        if isCycleRoot(category.id) {
          // Shown as a root; met below itself, it is not opened a second time.
          if categoryID == nil {
            row.mark = .cycle
          } else {
            row.mark = .metAgain
            row.childCount = 0
          }
        }
        row.progress = progress[category.id]
        rows.append(row)
      }
    }
    let itemRange = range.clamped(to: categories..<max(categories, counts.total))
    if !itemRange.isEmpty, let categoryID {
      for item in try TreeQueries.items(
        category: categoryID, offset: itemRange.lowerBound - categories, limit: itemRange.count, db)
      {
        rows.append(
          ChildRow(node: .item(item.id), title: item.title, childCount: 0, status: item.status, priority: item.priority)
        )
      }
    }
    return rows
  }

  public func place(of node: NodeID, _ db: Database) throws -> NodePlace? {
    switch node {
    case .row: return nil
    case .category(let id):
      guard let category = try Category.find(id).fetchOne(db) else { return nil }
      if let place = try cyclePlace(of: id, db) { return place }
      return NodePlace(
        parent: category.parentID.map(NodeID.category), index: try TreeQueries.siblingIndex(of: category, db))
    case .item(let id):
      guard let item = try Item.find(id).fetchOne(db) else { return nil }
      return NodePlace(parent: .category(item.categoryID), index: try TreeQueries.siblingIndex(of: item, db))
    }
  }

  public func path(to node: NodeID, _ db: Database) throws -> [PathStep]? {
    func steps(to categoryID: Int) throws -> [PathStep] {
      var steps = try TreeQueries.pathSteps(to: categoryID, db, stop: isCycleRoot).map { step in
        PathStep(
          node: .category(step.id), place: NodePlace(parent: step.parentID.map(NodeID.category), index: step.index),
          counts: ChildCounts([step.subcategories, step.items]))
      }
      // A way up that reaches no root is shown only from the root of its cycle.
      guard let top = steps.first, top.place.parent != nil else { return steps }
      guard case .category(let id) = top.node, let place = try cyclePlace(of: id, db) else { return [] }
      steps[0].place = place
      return steps
    }
    switch node {
    case .row: return nil
    case .category(let id):
      let path = try steps(to: id)
      return path.isEmpty ? nil : path
    case .item(let id):
      guard let item = try Item.find(id).fetchOne(db) else { return nil }
      let place = NodePlace(parent: .category(item.categoryID), index: try TreeQueries.siblingIndex(of: item, db))
      let above = try steps(to: item.categoryID)
      return above.isEmpty ? nil : above + [PathStep(node: node, place: place, counts: .none)]
    }
  }

  public func pathNames(of node: NodeID, _ db: Database) throws -> [String]? {
    switch node {
    case .row: return nil
    case .category(let id):
      let chain = try TreeQueries.ancestry(of: id, db, stop: isCycleRoot).map(\.name)
      return chain.isEmpty ? nil : chain
    case .item(let id):
      guard let item = try Item.find(id).fetchOne(db) else { return nil }
      return try TreeQueries.ancestry(of: item.categoryID, db, stop: isCycleRoot).map(\.name) + [item.title]
    }
  }

  /// Where a cycle's root is shown: after the true roots.
  private func cyclePlace(of id: Int, _ db: Database) throws -> NodePlace? {
    guard let index = cycleRoots.firstIndex(of: id) else { return nil }
    return NodePlace(parent: nil, index: try TreeQueries.categoryCount(parent: nil, db) + index)
  }

  /// The start of today here: an open item due before it is overdue.
  static func today() -> Date { Calendar.current.startOfDay(for: Date()) }

  public func details(of node: NodeID, _ db: Database) throws -> NodeDetails? {
    switch node {
    case .row: return nil
    case .category(let id):
      guard let category = try Category.find(id).fetchOne(db) else { return nil }
      let path = try TreeQueries.ancestry(of: id, db, stop: isCycleRoot).dropLast().map(\.name)
      let subcategories = try TreeQueries.categoryCount(parent: id, db)
      let items = try TreeQueries.itemCount(category: id, db)
      let progress = try CategoryProgress.of([id], today: Self.today(), db)[id]
      return NodeDetails(
        kind: "Category", path: path + [category.name],
        fields: [
          DetailField("Name", category.name, style: "category"),
          DetailField("Path", path.isEmpty ? "(root)" : path.joined(separator: " › ")),
          DetailField("Contains", "\(subcategories) categories, \(items) items"),
        ] + (isCycleRoot(id) ? [DetailField("Cycle", RowMark.cycle.meaning)] : [])
          + (progress.map { $0.items > 0 ? [DetailField("Progress", $0.words + " (with its subcategories')")] : [] }
            ?? [])
          + Self.fields(category.timestamps),
        groups: [Self.notes(category.notes)])
    case .item(let id):
      guard let item = try Item.find(id).fetchOne(db) else { return nil }
      let path = try TreeQueries.ancestry(of: item.categoryID, db, stop: isCycleRoot).map(\.name)
      let attachments = try Attachment.where { $0.itemID.eq(id) }.order(by: \.id).fetchAll(db)
      let tags = try Tag.names(ofItem: id, db)
      return NodeDetails(
        kind: "Item", path: path + [item.title],
        fields: [
          DetailField("Title", item.title, style: "title"),
          DetailField("Path", path.joined(separator: " › ")),
          DetailField("Status", item.status.label, style: "status-\(item.status.rawValue)"),
          DetailField("Priority", item.priority.label, style: "priority-\(item.priority.label)"),
          DetailField("Due", item.dueDate.map(DateText.day) ?? "—"),
        ] + Self.fields(item.timestamps) + [DetailField("Tags", .tags(tags))],
        groups: [
          Self.notes(item.notes),
          DetailGroup(title: "Attachments (\(attachments.count))", entries: attachments.flatMap(Self.entries)),
        ])
    }
  }

  public func search(_ text: String, ranked: Bool, limit: Int, _ db: Database) throws -> [SearchHit] {
    ranked ? try SearchQueries.ranked(text, limit: limit, db) : try SearchQueries.first(text, limit: limit, db)
  }

  public func ranks(_ text: String, _ db: Database) throws -> Bool {
    try SearchQueries.ranks(text, db)
  }

  public func hitCount(_ text: String, _ db: Database) throws -> Int {
    try SearchQueries.count(text, db)
  }

  /// Categories by name, then items by title: a scan of both, bounded by `limit`.
  public func fuzzyMatches(_ text: String, limit: Int, _ db: Database) throws -> [NodeID] {
    guard let pattern = SubstringMatch.fuzzyPattern(text) else { return [] }
    let categories = try Category.where { $0.name.like(pattern, escape: "\\") }.select(\.id).limit(limit).fetchAll(db)
    let items = try Item.where { $0.title.like(pattern, escape: "\\") }.select(\.id).limit(limit - categories.count)
      .fetchAll(db)
    return categories.map(NodeID.category) + items.map(NodeID.item)
  }

  private static func fields(_ timestamps: Timestamps) -> [DetailField] {
    [
      DetailField("Created", DateText.minutes(timestamps.createdAt)),
      DetailField("Updated", DateText.minutes(timestamps.updatedAt)),
    ]
  }

  private static func notes(_ notes: String) -> DetailGroup {
    DetailGroup(title: "Notes", entries: notes.isEmpty ? [] : [.paragraph(notes)])
  }

  private static func entries(_ attachment: Attachment) -> [DetailEntry] {
    switch attachment.kind {
    case .link(let url):
      [.labelled("link", url.absoluteString, style: "link", wraps: false)]
    case .note(let text):
      [.labelled("note", text, style: nil, wraps: true)]
    case .image(let image):
      [
        .labelled("image", image.caption.isEmpty ? "(no caption)" : image.caption, style: nil, wraps: false),
        .labelled("", image.url.absoluteString, style: "link", wraps: false),
      ]
    }
  }
}
