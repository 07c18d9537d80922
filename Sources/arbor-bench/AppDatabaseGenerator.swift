import ArborApp
import ArborCore
import ArborDB
import Foundation

/// `arbor-bench make-app-db PATH [--nodes N]`: an arbor database for the app's
/// benchmarks. A random recursive tree of N nodes (default 1M): 20 roots, each later node
/// under a uniformly chosen earlier category; 40 % of nodes are categories, 60 % items.
/// Names and 20-word notes come from a 4,000-word vocabulary with Zipf-like frequencies,
/// so common words are common and rare ones rare, as in real notes.
enum AppDatabaseGenerator {
  static func run(path: String, nodes: Int) throws {
    try? FileManager.default.removeItem(atPath: path)
    let database = try AppDatabase.open(path: path)
    var random = SplitMix(seed: 20_261_122)
    let vocabulary = makeVocabulary(count: 4000, random: &random)
    // Zipf: word k is drawn with weight 1/(k+1); a table of cumulative weights.
    var cumulative: [Double] = []
    var total = 0.0
    for rank in 0..<vocabulary.count {
      total += 1.0 / Double(rank + 1)
      cumulative.append(total)
    }
    func word() -> String {
      let target = Double(random.next() % 1_000_000_000) / 1e9 * total
      var low = 0
      var high = cumulative.count - 1
      while low < high {
        let middle = (low + high) / 2
        if cumulative[middle] < target { low = middle + 1 } else { high = middle }
      }
      return vocabulary[low]
    }
    let start = Date()
    try database.write { db in
      var categories: [Int] = []
      categories.reserveCapacity(nodes / 2)
      let insertCategory = try db.makeStatement(
        sql: """
          INSERT INTO "categories" ("id", "parentID", "name", "notes", "position") VALUES (?, ?, ?, ?, ?)
          """)
      let insertItem = try db.makeStatement(
        sql: """
          INSERT INTO "items" ("categoryID", "title", "notes", "priority", "status") VALUES (?, ?, ?, ?, ?)
          """)
      var nextCategory = 1
      for index in 0..<nodes {
        let isCategory = index < 20 || random.next() % 10 < 4
        let parent: Int? = index < 20 ? nil : categories[Int(random.next() % UInt64(categories.count))]
        let name = word().capitalized + " " + word()
        let notes = (0..<20).map { _ in word() }.joined(separator: " ")
        if isCategory {
          let id = nextCategory
          nextCategory += 1
          try insertCategory.execute(arguments: [id, parent, name, notes, index])
          categories.append(id)
        } else {
          let statuses = ["todo", "doing", "done"]
          try insertItem.execute(arguments: [
            parent, name, notes, Int(random.next() % 3) + 1, statuses[Int(random.next() % 3)],
          ])
        }
        if index % 100_000 == 0 && index > 0 {
          FileHandle.standardError.write(Data("\r\(index)/\(nodes)".utf8))
        }
      }
    }
    try database.writer?.writeWithoutTransaction { db in
      try db.execute(sql: "INSERT INTO searchIndex(searchIndex) VALUES ('optimize'); ANALYZE; VACUUM;")
    }
    FileHandle.standardError.write(
      Data(String(format: "\rmade %d nodes in %.1f s: %@\n", nodes, Date().timeIntervalSince(start), path).utf8))
  }

  static func makeVocabulary(count: Int, random: inout SplitMix) -> [String] {
    let onsets = [
      "b", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "br", "st", "tr", "gr", "pl",
      "ch", "sh",
    ]
    let vowels = ["a", "e", "i", "o", "u", "ai", "ea", "ou"]
    let codas = ["", "n", "r", "l", "s", "t", "m", "nd", "st", "rk"]
    var words = Set<String>()
    var ordered: [String] = []
    while ordered.count < count {
      let syllables = 1 + Int(random.next() % 3)
      var word = ""
      for _ in 0..<syllables {
        word += onsets[Int(random.next() % UInt64(onsets.count))] + vowels[Int(random.next() % UInt64(vowels.count))]
      }
      word += codas[Int(random.next() % UInt64(codas.count))]
      if words.insert(word).inserted { ordered.append(word) }
    }
    return ordered
  }
}

/// A small seeded generator, so the same command makes the same database.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
