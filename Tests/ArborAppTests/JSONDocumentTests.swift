import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

@testable import ArborApp
@testable import ArborCore

/// The JSON reader against Foundation's on generated documents: the same values, and
/// errors for the same broken texts.
@Suite struct JSONDocumentTests {
  static func text(_ random: inout TestRandom, depth: Int) -> String {
    switch random.below(depth > 4 ? 4 : 7) {
    case 0:
      return ["\"plain\"", "\"esc \\\" \\\\ \\/ \\n \\t \\u00e9 \\ud83d\\ude00\"", "\"日本\"", "\"\""][random.below(4)]
    case 1: return ["0", "-12", "3.5", "1e3", "-0.25E-2"][random.below(5)]
    case 2: return ["true", "false", "null"][random.below(3)]
    case 3: return "\"k\(random.below(100))\""
    case 4, 5:
      let count = random.below(4)
      return "[ " + (0..<count).map { _ in text(&random, depth: depth + 1) }.joined(separator: " ,\n") + " ]"
    default:
      let count = random.below(4)
      return "{"
        + (0..<count).map { index in "\"m\(index)\" : " + text(&random, depth: depth + 1) }.joined(separator: ",") + "}"
    }
  }

  /// A plain Swift value for comparing both readers' results.
  static func plain(_ document: JSONDocument, _ index: Int) -> String {
    switch document[index] {
    case .object(let members):
      return "{" + members.map { "\($0.key):" + plain(document, $0.value) }.sorted().joined(separator: ",") + "}"
    case .array(let elements): return "[" + elements.map { plain(document, $0) }.joined(separator: ",") + "]"
    case .string(let text): return "s" + text
    case .number(let number): return "n\(number)"
    case .bool(let flag): return "n\(flag ? 1.0 : 0.0)"  // Foundation hands booleans back as numbers
    case .null: return "null"
    }
  }

  static func plain(_ value: Any) -> String {
    switch value {
    case let object as [String: Any]:
      return "{" + object.map { "\($0.key):" + plain($0.value) }.sorted().joined(separator: ",") + "}"
    case let array as [Any]: return "[" + array.map(plain).joined(separator: ",") + "]"
    case let text as String: return "s" + text
    case is NSNull: return "null"
    case let number as NSNumber: return "n\(number.doubleValue)"
    default: return "?"
    }
  }

  @Test(arguments: 0..<300) func agreesWithFoundation(seed: Int) throws {
    var random = TestRandom(seed: seed)
    let text = Self.text(&random, depth: 0)
    let ours = try JSONDocument.parse(Array(text.utf8))
    let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    #expect(Self.plain(ours, ours.root) == Self.plain(theirs), "\(text)")
    // Cut short or spoiled, both refuse it. (Foundation accepts a trailing comma, which
    // JSON does not allow; this reader refuses it, so that case is not compared.)
    #expect(throws: JSONDocument.SyntaxError.self) { try JSONDocument.parse(Array("[\(text),]".utf8)) }
    for broken in [
      String(text.dropLast()), text + "]", "[" + text + " x]", text.replacingOccurrences(of: ":", with: ""),
    ] {
      let oursFails = (try? JSONDocument.parse(Array(broken.utf8))) == nil
      let theirsFails =
        (try? JSONSerialization.jsonObject(with: Data(broken.utf8), options: [.fragmentsAllowed])) == nil
      #expect(oursFails == theirsFails, "\(broken)")
    }
  }

  @Test func errorsSayWhereAndWhat() {
    #expect(throws: JSONDocument.SyntaxError(line: 2, column: 9, expected: "“,” or “}”")) {
      try JSONDocument.parse(Array("{\"a\": 1,\n \"b\": 2 \"c\": 3}".utf8))
    }
  }
}
