/// The demo data set is kept as JSON (`Resources/Data/demo.json`, the format `arbor
/// import` reads, so it can be edited and checked as JSON) and compiled into the binary
/// as a Swift raw string: a copied `arbor` needs no files beside it. The `EmbedDemoData`
/// build plugin writes that Swift from the JSON at build time (`arbor-embed`); it is never
/// in git.
package enum DemoDataSource {
  package static let jsonPath = "Resources/Data/demo.json"

  /// The Swift source holding `json` as it is, byte for byte (the raw string's lines are
  /// indented four spaces, which the closing delimiter's indentation takes off again).
  package static func swift(fromJSON json: String) -> String {
    var lines = json.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let body = lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    return """
      // Written at build time from Resources/Data/demo.json by the EmbedDemoData plugin,
      // compiled into the binary: a copied `arbor` needs no files beside it.
      extension ArborResources {
        /// The demo data set: nested JSON, the format `arbor import` reads.
        static let demoJSON = ##\"\"\"
      \(body)
          \"\"\"##
      }

      """
  }
}
