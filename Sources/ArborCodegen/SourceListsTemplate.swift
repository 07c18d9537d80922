/// `Sources1` … `Sources6`: one `SourceList` per count of sources a select reads.
enum SourceListsTemplate {
  static let widths = 1...6

  static var file: GeneratedFile {
    GeneratedFile("Sources/ArborQuery/Generated/SourceLists.swift", declarations: widths.map(sources))
  }

  static func sources(_ count: Int) -> String {
    let width = Width(count)
    let name = "Sources\(count)"
    let letter = Width.letter
    let summary = count == 1 ? "one source" : "\(count) sources"
    return """
      /// A select over \(summary).
      public enum \(name)<\(width.list { "\(letter($0)): QuerySource" })>: SourceList {
      public typealias Arguments = \(width.tuple { "\(letter($0)).SourceColumns" })
      public typealias Row = \(width.tuple { "\(letter($0)).SourceRow" })
      public typealias Nullable = \(name)<\(width.list { "\(letter($0)).NullableSource" })>
      public static var arguments: Arguments { \(width.tuple { "\(letter($0)).sourceColumns" }) }
      @inlinable
      public static func decodeRow(_ decoder: some QueryDecoder) throws -> Row {
      \(width.tuple { "try \(letter($0)).SourceRow(decoder: decoder)" })
      }
      }
      """
  }
}
