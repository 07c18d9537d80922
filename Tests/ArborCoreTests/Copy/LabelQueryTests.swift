import ArborDB
import ArborFixtures
import ArborTestSupport
import GRDB
import Testing

@testable import ArborCore

/// What a typed text asks of a foreign tree's label index: every part a prefix, in any
/// order (issue "Daily use at 80×24": `curr ass` found nothing in a GnuCash book where
/// `current ass` found 12 accounts).
@Suite struct LabelQueryTests {
  func labels(matching text: String) throws -> [String] {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(LabelIndex.schema)
      for label in ["Current Assets", "Assets", "Currency Trading", "Fixed Assets:Current", "f10-14.txt", "Utilities"] {
        try db.execute(sql: "INSERT INTO labels (label) VALUES (?)", arguments: [label])
      }
    }
    guard let query = LabelIndex.matchQuery(text) else { return [] }
    return try queue.read { db in
      try String.fetchAll(db, sql: "SELECT label FROM labels WHERE labels MATCH ? ORDER BY rowid", arguments: [query])
    }
  }

  @Test func everyPartIsAPrefixInAnyOrder() throws {
    #expect(try labels(matching: "curr ass") == ["Current Assets", "Fixed Assets:Current"])
    #expect(try labels(matching: "ass curr") == ["Current Assets", "Fixed Assets:Current"])
    #expect(try labels(matching: "current ass") == ["Current Assets", "Fixed Assets:Current"])
    #expect(try labels(matching: "f10-14.t") == ["f10-14.txt"])
    // One letter is a prefix too.
    #expect(try labels(matching: "u") == ["Utilities"])
    #expect(try labels(matching: "c t") == ["Currency Trading"])
    #expect(try labels(matching: "- . ").isEmpty)
  }
}
