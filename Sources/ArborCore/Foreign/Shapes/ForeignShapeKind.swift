import ArborDB
import GRDB

/// One way another program's rows make a tree — a parent column, link tables, paths,
/// nested sets, a closure table — with what arbor knows of it in its own folder
/// (`Foreign/Shapes/<Shape>/`): its command-line options and their checks, how it opens,
/// its sentence and its lines in `arbor trees`, its hierarchy with its editing and its
/// copy. A value of a kind carries exactly the shape's columns.
///
/// A new shape is a folder, a case of `ForeignTree.Shape`, and a line in each of
/// `ForeignTree.Shape.kinds` and `ForeignTree.Shape.kind`; the contract tests run over
/// `kinds`.
public protocol ForeignShapeKind: Sendable {
  /// The option that chooses this shape (`--parent`), and how the messages show it with
  /// its table (`--table T --parent C`).
  static var option: String { get }
  static var usage: String { get }
  /// What `--table` alone is told this shape needs: "--path C (a column of paths)".
  static var needs: String { get }
  /// The options only this shape takes (`--separator` and `--step` for paths).
  static var ownOptions: [String] { get }
  /// The shape the command line's words give, checked; nil when they do not choose it.
  static func shape(from words: ShapeWords) throws -> ForeignTree.Shape?

  /// The shape's options after `--table T`, with the tree's key, label and order where
  /// the shape reads them (`key`, `label`: their options, or empty).
  func options(key: [String], label: [String], order: String?) -> [String]
  /// For sentences: "by parent_guid", "paths in name".
  var described: String { get }
  /// How the status line names the tree it opens on request (", parent column
  /// parent_id"); nil: by `describedHow`.
  var openedAs: String? { get }
  /// How `--edit` places rows of this shape (`ForeignEditor`): moved, added and deleted
  /// in place, or renamed only.
  var editPlacement: EditPlacement { get }
  /// The hierarchy that reads `tree` (of this shape) from the file.
  func hierarchy(for tree: ForeignTree, _ db: Database) throws -> any ForeignTreeHierarchy
  /// What `arbor trees` says of a candidate of this shape: the tree as read, what it is
  /// (after its table's name) and its size. `progress` hears of rows read.
  func survey(_ candidate: TreeCandidate, _ db: Database, progress: @escaping (Int) -> Void) throws -> ShapeSurvey
}

extension ForeignShapeKind {
  public var openedAs: String? { nil }
  public var editPlacement: EditPlacement { .renameOnly }
}

/// A candidate as `arbor trees` lists it.
public struct ShapeSurvey: Sendable {
  public var tree: ForeignTree
  public var what: String
  public var size: String
}

/// The options given on the command line, by name (`--parent` → `parent_id`), for the
/// shapes to read theirs from.
public struct ShapeWords: Sendable {
  public var given: [String: String]

  public init(_ given: [String: String]) {
    self.given = given
  }

  public subscript(option: String) -> String? { given[option] }
  func has(_ option: String) -> Bool { given[option] != nil }
}

/// What is wrong with a shape's options, in words for the command line.
public struct ShapeOptionError: Error, Sendable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}

extension ForeignTree.Shape {
  /// Every shape arbor reads, in the order the command line's help names them. Read with
  /// closures (`kinds.map { $0.option }`): a key path over these metatypes crashes Swift
  /// 6.3's SIL generation (signal 11).
  public static let kinds: [any ForeignShapeKind.Type] = [
    ParentColumnShape.self, LinksShape.self, PathsShape.self, NestedSetsShape.self, ClosureShape.self,
  ]

  /// This shape's kind, carrying its columns: the one place that tells the cases apart.
  public var kind: any ForeignShapeKind {
    switch self {
    case .parentColumn(let parent, let roots): ParentColumnShape(parent: parent, roots: roots)
    case .links(let tables, let child, let parent): LinksShape(tables: tables, child: child, parent: parent)
    case .paths(let column, let rule): PathsShape(column: column, rule: rule)
    case .nestedSets(let left, let right, let treeID): NestedSetsShape(left: left, right: right, treeID: treeID)
    case .closure(let table, let ancestor, let descendant, let depth):
      ClosureShape(table: table, ancestor: ancestor, descendant: descendant, depth: depth)
    }
  }

  /// The shape `words` describe (after `--table T`): exactly one shape's option, and no
  /// other shape's own options.
  public static func from(_ words: ShapeWords) throws -> ForeignTree.Shape {
    var chosen: [(kind: any ForeignShapeKind.Type, shape: ForeignTree.Shape)] = []
    for kind in kinds {
      if let shape = try kind.shape(from: words) { chosen.append((kind, shape)) }
    }
    guard let first = chosen.first else {
      throw ShapeOptionError("--table needs one of: " + kinds.map { $0.needs }.joined(separator: "; ") + ".")
    }
    if chosen.count > 1 {
      let options = chosen.map { $0.kind.option }
      throw ShapeOptionError(
        "\(options.joined(separator: " and ")) each make a tree: give one of "
          + kinds.map { $0.option }.joined(separator: ", ") + ".")
    }
    for kind in kinds where ObjectIdentifier(kind) != ObjectIdentifier(first.kind) {
      if let stray = kind.ownOptions.first(where: { words.has($0) }) {
        throw ShapeOptionError("\(stray) goes with \(kind.usage).")
      }
    }
    return first.shape
  }

  /// Every shape's own options and choosing options: what goes only with `--table`.
  public static var allOptions: [String] {
    kinds.flatMap { [$0.option] + $0.ownOptions }
  }
}

/// Words `arbor trees` uses in each shape's lines.
enum SurveyWords {
  /// The label as `arbor trees` says it: the column or expression, or what stands in.
  static func label(_ tree: ForeignTree) -> String { tree.label ?? "the row's key" }

  /// "1 node", "12 nodes", "1,483,570 rows".
  static func count(_ number: Int, _ noun: String) -> String {
    "\(TotalText.grouped(Int64(number))) \(noun)\(number == 1 ? "" : "s")"
  }

  static func levels(_ depth: Int) -> String { "\(depth) level\(depth == 1 ? "" : "s") deep" }
}
