/// Rows grouped into named sections, in the order the sections' names first appear in
/// the rows (which the sectioned query orders by section first): what
/// `@FetchAll(…, sectionBy:)`'s `$rows.sections` and `fetchAll(db, sectionBy:)` give, as the
/// published library's collection of the same name.
public struct ResultsSectionCollection<Element, SectionName: Hashable> {
  /// Every row, in the query's order.
  let elements: [Element]
  private let names: [SectionName]
  /// The rows of each section, as positions in `elements`.
  private let members: [[Int]]
  private let positionOfName: [SectionName: Int]

  /// No sections.
  public init() {
    self.init(elements: [], names: [], members: [])
  }

  /// One section named `sectionName` holding every row; none when there are no rows.
  init(elements: [Element], sectionName: SectionName) {
    self.init(
      elements: elements, names: elements.isEmpty ? [] : [sectionName],
      members: elements.isEmpty ? [] : [Array(elements.indices)])
  }

  /// Rows with their section names, in order.
  init(_ rows: [(Element, SectionName)]) {
    var names: [SectionName] = []
    var members: [[Int]] = []
    var positions: [SectionName: Int] = [:]
    for (index, row) in rows.enumerated() {
      if let position = positions[row.1] {
        members[position].append(index)
      } else {
        positions[row.1] = names.count
        names.append(row.1)
        members.append([index])
      }
    }
    self.init(elements: rows.map(\.0), names: names, members: members)
  }

  private init(elements: [Element], names: [SectionName], members: [[Int]]) {
    self.elements = elements
    self.names = names
    self.members = members
    positionOfName = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
  }

  /// The sections' names, in order.
  public var sectionNames: [SectionName] { names }

  /// The section named `name`, if any row is in it.
  public subscript(sectionName name: SectionName) -> ResultsSection<Element, SectionName>? {
    positionOfName[name].map { self[$0] }
  }

  public func contains(sectionName name: SectionName) -> Bool { positionOfName[name] != nil }

  /// Where the section named `name` is among the sections.
  public func index(ofSectionNamed name: SectionName) -> Int? { positionOfName[name] }
}

extension ResultsSectionCollection: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { names.count }

  public subscript(position: Int) -> ResultsSection<Element, SectionName> {
    ResultsSection(name: names[position], base: elements, members: members[position])
  }
}

extension ResultsSectionCollection: Sendable where Element: Sendable, SectionName: Sendable {}

extension ResultsSectionCollection: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

/// One section's rows and name.
public struct ResultsSection<Element, SectionName: Hashable>: Identifiable {
  public let name: SectionName
  private let base: [Element]
  private let members: [Int]

  fileprivate init(name: SectionName, base: [Element], members: [Int]) {
    self.name = name
    self.base = base
    self.members = members
  }

  public var id: SectionName { name }
}

extension ResultsSection: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { members.count }
  public subscript(position: Int) -> Element { base[members[position]] }
}

extension ResultsSection: Sendable where Element: Sendable, SectionName: Sendable {}

extension ResultsSection: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.elementsEqual(rhs) }
}
