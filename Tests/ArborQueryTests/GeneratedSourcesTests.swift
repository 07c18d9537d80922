import ArborCodegen
import Foundation
import Testing

/// The overloads generated per width are what their templates say: a template changed
/// without `swift run arbor-codegen`, or a generated file edited by hand, fails here.
@Suite struct GeneratedSourcesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(arguments: GeneratedFile.all.map(\.path))
  func theCheckedInFileIsTheTemplates(path: String) throws {
    let file = try #require(GeneratedFile.all.first { $0.path == path })
    let checkedIn = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    let difference = SwiftTokens(checkedIn).firstDifference(from: SwiftTokens(file.contents))
    #expect(
      difference == nil,
      "\(path) differs from its template (\(difference ?? "")): run `swift run arbor-codegen` from the package's root")
  }

  @Test func everyGeneratedFileIsListed() throws {
    let folder = Self.root.appendingPathComponent("Sources/ArborQuery/Generated")
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    let listed = GeneratedFile.all.map { URL(fileURLWithPath: $0.path).lastPathComponent }
    #expect(Set(onDisk) == Set(listed))
  }

  /// Layout is all the comparison forgives.
  @Test func tokensIgnoreLayoutButNotCode() {
    #expect(SwiftTokens("f(a,\n  b,\n)") == SwiftTokens("f(a, b)"))
    #expect(SwiftTokens("[a,\n b,\n]") == SwiftTokens("[a, b]"))
    #expect(SwiftTokens("f(a, b)") != SwiftTokens("f(b, a)"))
    #expect(SwiftTokens("f(a, b)") != SwiftTokens("f(a, b, c)"))
    #expect(SwiftTokens("f(a, b)").firstDifference(from: SwiftTokens("f(a,\n b)")) == nil)
    #expect(
      SwiftTokens("f(a, b)").firstDifference(from: SwiftTokens("f(a, c)")) == "here: …f(a,b)…, template: …f(a,c)…")
    #expect(SwiftTokens("f(a)").firstDifference(from: SwiftTokens("f(a)g")) == "here: …f(a)…, template: …f(a)g…")
  }
}
