/// Swift text with its layout taken out: what `swift format` may change (spaces, line
/// breaks, the trailing comma of a wrapped list) is dropped, so a formatted file and its
/// template compare equal exactly when they declare the same code.
package struct SwiftTokens: Equatable, CustomStringConvertible {
  package let description: String

  package init(_ text: String) {
    var kept: [Character] = []
    for character in text where !character.isWhitespace {
      if character == "]" || character == ")", kept.last == "," { kept.removeLast() }
      kept.append(character)
    }
    description = String(kept)
  }
}

extension SwiftTokens {
  /// Where two texts part, for a failure message: the tokens around the first difference,
  /// or nil when they are the same.
  package func firstDifference(from other: SwiftTokens) -> String? {
    let mine = Array(description)
    let theirs = Array(other.description)
    let common = min(mine.count, theirs.count)
    let index = (0..<common).first { mine[$0] != theirs[$0] } ?? common
    if index == common && mine.count == theirs.count { return nil }
    func around(_ text: [Character]) -> String {
      String(text[max(0, index - 40)..<min(text.count, index + 40)])
    }
    return "here: …\(around(mine))…, template: …\(around(theirs))…"
  }
}
