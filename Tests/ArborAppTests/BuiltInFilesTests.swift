import ArborFixtures
import ArborResources
import ArborTestSupport
import Foundation
import Testing

/// The built-in files compiled into the binary: the demo data set is its JSON file, byte
/// for byte but the file's last line break (the build plugin made it a raw string), and
/// that file is the nested JSON `arbor import` reads.
@Suite struct BuiltInFilesTests {
  @Test func theDemoDataIsItsJSONFile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let json = try String(contentsOf: root.appendingPathComponent("Resources/Data/demo.json"), encoding: .utf8)
    // A Bool, so a failure does not print the 750 KB file.
    let same = try ArborResources.text(named: "demo.json") + "\n" == json
    #expect(same, "the compiled-in demo data differs from Resources/Data/demo.json")
    #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [Any])
  }
}
