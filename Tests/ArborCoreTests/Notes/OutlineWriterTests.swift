import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

@testable import ArborCore

/// The JSON export of another program's tree is indented by depth: a child inside its
/// parent's `children`, one level deeper than the key (it stood level with it); a leaf's
/// `children` is `[]` on its line.
@Suite struct OutlineWriterTests {
  @Test func childrenAreIndentedDeeperThanTheirKey() throws {
    typealias Entry = OutlineWriter.Entry<Int>
    let tree: [Int: [Entry]] = [1: [(2, "b", []), (3, "c", [])], 3: [(4, "d", [])]]
    var text = ""
    _ = OutlineWriter.write(.json, roots: [(1, "a", [])], children: { tree[$0] ?? [] }, to: { text += $0 })
    #expect(
      text == """
        [
          {
            "name": "a",
            "children": [
              {
                "name": "b",
                "children": []
              },
              {
                "name": "c",
                "children": [
                  {
                    "name": "d",
                    "children": []
                  }
                ]
              }
            ]
          }
        ]

        """)
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
    #expect(parsed?.first?["name"] as? String == "a")
  }
}
