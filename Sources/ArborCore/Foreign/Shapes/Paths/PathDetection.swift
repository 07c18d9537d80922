import ArborDB
import Foundation
import GRDB

/// Columns of paths: SQLite's archives by their schema; otherwise a text column whose
/// sampled values mostly hold a separator and share their first levels (files of one
/// directory, decks of one parent), or fixed-width steps beside a depth column (a
/// django-treebeard materialized path). Ranked below a parent column: a table that names
/// each row's parent is read by it.
enum PathDetection {
  /// Separators tried, the most telling first: a value with `\u{1f}` or `::` is surely a
  /// path; one with a `.` may be a number or a file name.
  static let separators = ["\u{1f}", "::", "/", "|", ":", "."]
  static let sample = 300

  static func candidates(in table: String, columns: [ForeignColumn], exactCounts: Bool, _ db: Database) throws
    -> [TreeCandidate]
  {
    if SQLiteArchive.isArchive(columns), let name = columns.first(where: { $0.name.lowercased() == "name" }) {
      let rows = try ForeignSchema.rowCount(of: table, limit: exactCounts ? nil : TreeDetector.countLimit, db)
      // An archive is asked first where its bytes are: each directory's size, as du does.
      var tree = ForeignTree.paths(in: table, column: name.name)
      tree.sum = .archiveBytes
      return [
        TreeCandidate(tree: tree, rows: rows, evidence: "an SQLite archive", reasons: [.init("an SQLite archive", 4.5)])
      ]
    }
    var found: [TreeCandidate] = []
    for column in columns where column.mayHoldText {
      let values = try String.fetchAll(
        db,
        """
        SELECT CAST(\(quote: column.name) AS TEXT) FROM \(quote: table)
        WHERE \(quote: column.name) IS NOT NULL LIMIT \(bind: sample)
        """)
      guard values.count >= 3 else { continue }
      if let rule = rule(for: values, column: column.name, columns: columns) {
        let rows = try ForeignSchema.rowCount(of: table, limit: exactCounts ? nil : TreeDetector.countLimit, db)
        var tree = ForeignTree(table: table, shape: .paths(column: column.name, rule: rule.rule))
        if case .step = rule.rule {
          // The steps are ids: a name column labels the rows.
          tree.label = try TreeDetector.labelColumn(of: table, columns: columns, excluding: [column.name], db)
        }
        // `\x1f` is a separator only a program writes between levels (Anki's decks): it
        // says more than `::`, which people type in tags too.
        let telling = rule.rule == .separator("\u{1f}") ? 1.0 : 0
        found.append(
          TreeCandidate(
            tree: tree, rows: rows, evidence: rule.evidence,
            reasons: [
              .init(rule.evidence + " in \(column.name)", 1.5),
              .init("\(Int((rule.share * 100).rounded())) % of the values sampled have levels", rule.share),
              .init("a separator only a program writes", telling), TreeCandidate.size(rows),
            ]))
        break
      }
    }
    return found
  }

  /// How `values` split into levels, when they look like paths.
  static func rule(for values: [String], column: String, columns: [ForeignColumn]) -> (
    rule: PathSplitter.Rule, evidence: String, share: Double
  )? {
    let present = Set(values)
    for separator in separators {
      // A value that is the separator alone names the root (digiKam's album `/`): the
      // paths that start with it are its children, whatever their names (`/2024`).
      let splitter = PathSplitter(.separator(separator), rooted: present.contains(separator))
      let split = values.map { splitter.segments($0) }
      // Numbers (3.14, 10:30) are not paths; a level under a named root is a name.
      let deepValues = zip(values, split).filter { value, levels in
        levels.count >= 2 && (levels[0].isEmpty || !levels.allSatisfy { $0.allSatisfy(\.isNumber) })
      }
      let deep = deepValues.map(\.1)
      let share = Double(deep.count) / Double(values.count)
      // A parent's own path among the values (a deck "Japanese" beside "Japanese\x1fKanji")
      // says paths whatever the separator, and however few values have levels: Anki keeps
      // every parent deck as a row, and most people's decks are at the top.
      let closed = deep.filter { levels in
        let parent = levels.dropLast().joined(separator: separator)
        return present.contains(parent.isEmpty && splitter.rooted ? separator : parent)
      }.count
      guard share >= 0.5 || (deep.count >= 2 && closed == deep.count) else { continue }
      // A level holding a control character is fields, not a name: an Anki note's fields
      // joined by `\x1f`, split at the dots of ICD codes (`E11.9\x1fType 2 diabetes…`).
      let fielded = deep.filter { levels in levels.contains { $0.unicodeScalars.contains { $0.value < 0x20 } } }.count
      guard fielded * 2 < deep.count else { continue }
      // Levels are shared: far fewer first levels than values (a separator nothing else
      // uses, `\u{1f}` or `::`, says enough by itself).
      let tops = Set(deep.map { $0[0] })
      // In parts, typed: as one expression, GRDB's `&&`, `||` and comparison operators cost
      // the type checker 4–5 s on this line, in every build (10–15 s before the query
      // language's own `&&` and `||` were disfavoured).
      let fewTops: Bool = tops.count * 3 <= deep.count
      let smallSample: Bool = deep.count < 30 && tops.count < deep.count
      let shared = fewTops || smallSample || closed * 3 >= deep.count
      // Fields joined by `\x1f` (an Anki note's) or tags joined by `::` share no levels.
      guard shared else { continue }
      // A list of several paths in one value (Anki's tags " ICD-10::A01 ICD-10::B1 "),
      // padded or with the separator in more than one word, is no path.
      let lists = deepValues.filter { PathDetection.isList($0.0, separator: separator) }.count
      guard lists * 10 < deep.count * 3 else { continue }
      // Identifiers (`GO:0000001`, a synonym's secondary id): a prefix and a number are
      // one name, not two levels.
      let identifiers = deep.filter { $0.count == 2 && !$0[0].isEmpty && $0[1].allSatisfy(\.isNumber) }.count
      guard identifiers * 2 < deep.count else { continue }
      let shown = separator == "\u{1f}" ? "\\x1f" : separator
      return (.separator(separator), "paths joined by \(shown)", share)
    }
    // django-treebeard: `path` in steps of `steplen` characters, `depth` levels.
    if TreeDetector.normalized(column) == "path",
      columns.contains(where: { TreeDetector.normalized($0.name) == "depth" }),
      let width = values.map(\.count).min(), width >= 1,
      values.allSatisfy({ $0.count % width == 0 && $0.allSatisfy { $0.isLetter || $0.isNumber } }),
      values.contains(where: { $0.count > width })
    {
      return (.step(width), "a materialized path in steps of \(width)", 0.8)
    }
    return nil
  }
}

extension PathDetection {
  /// Whether `value` is a list of words rather than one path: padded with spaces (as Anki
  /// pads its tag lists), or with the separator in two of its space-separated words.
  static func isList(_ value: String, separator: String) -> Bool {
    guard let first = value.first, let last = value.last else { return false }
    if first.isWhitespace || last.isWhitespace { return true }
    return value.split(whereSeparator: \.isWhitespace).filter { $0.contains(separator) }.count >= 2
  }
}
