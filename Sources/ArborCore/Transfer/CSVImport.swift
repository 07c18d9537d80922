/// `id,parent,name,notes` CSV (columns found by header name, in any order, extra columns
/// ignored; `parent` and `notes` optional). An empty parent makes a root; a parent may
/// be defined further down the file. Every bad row is reported with its line number.
public enum CSVImport {
  public static func parse(_ text: String) throws -> ImportTree {
    let records: [CSVReader.Record]
    do {
      records = try CSVReader.records(text)
    } catch let error as CSVReader.SyntaxError {
      throw ImportError("line \(error.line): \(error.message)")
    }
    guard let header = records.first else {
      throw ImportError("the file is empty (expected a header: id,parent,name,notes)")
    }
    let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    guard let idColumn = names.firstIndex(of: "id"), let nameColumn = names.firstIndex(of: "name") else {
      throw ImportError(
        "line \(header.line): the header must name the columns id and name (and may name parent and notes); it has: \(header.fields.joined(separator: ","))"
      )
    }
    let parentColumn = names.firstIndex(of: "parent")
    let notesColumn = names.firstIndex(of: "notes")

    struct Row {
      var line: Int
      var id: String
      var parent: String
      var name: String
      var notes: String
    }
    var problems: [String] = []
    var rows: [Row] = []
    var lineOfID: [String: Int] = [:]
    for record in records.dropFirst() {
      func field(_ column: Int?) -> String {
        guard let column, column < record.fields.count else { return "" }
        return record.fields[column]
      }
      let id = field(idColumn).trimmingCharacters(in: .whitespaces)
      let name = field(nameColumn)
      if record.fields.count <= max(idColumn, nameColumn) {
        problems.append("line \(record.line): \(record.fields.count) fields, but the header has \(header.fields.count)")
        continue
      }
      if id.isEmpty {
        problems.append("line \(record.line): the id is empty")
        continue
      }
      if name.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("line \(record.line): the name of \(id) is empty")
        continue
      }
      if let earlier = lineOfID[id] {
        problems.append("line \(record.line): the id \(id) is already used on line \(earlier)")
        continue
      }
      lineOfID[id] = record.line
      rows.append(
        Row(
          line: record.line, id: id, parent: field(parentColumn).trimmingCharacters(in: .whitespaces), name: name,
          notes: field(notesColumn)))
    }
    var children: [String: [Int]] = [:]
    var roots: [Int] = []
    for (index, row) in rows.enumerated() {
      if row.parent.isEmpty {
        roots.append(index)
      } else if lineOfID[row.parent] == nil {
        problems.append("line \(row.line): the parent \(row.parent) of \(row.id) is not in the file")
      } else if row.parent == row.id {
        problems.append("line \(row.line): \(row.id) is its own parent")
      } else {
        children[row.parent, default: []].append(index)
      }
    }
    // Rows never reached from a root sit on a cycle.
    var reached = Set<Int>()
    var stack = roots
    while let index = stack.popLast() {
      guard reached.insert(index).inserted else { continue }
      stack += children[rows[index].id] ?? []
    }
    if problems.isEmpty {
      for (index, row) in rows.enumerated() where !reached.contains(index) {
        problems.append("line \(row.line): \(row.id) is part of a parent cycle (it never reaches a root)")
      }
    }
    guard problems.isEmpty else { throw ImportError(problems) }

    // Parents before children, depth first, without recursion.
    var tree = ImportTree()
    var pending: [(row: Int, parent: Int?)] = roots.reversed().map { ($0, nil) }
    while let (index, parent) = pending.popLast() {
      let row = rows[index]
      let added = tree.add(ImportTree.Node(parent: parent, name: row.name, notes: row.notes))
      for child in (children[row.id] ?? []).reversed() { pending.append((child, added)) }
    }
    return tree
  }
}
