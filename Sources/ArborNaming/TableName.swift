/// The default table name: the type name with its leading capitals lowercased and its
/// last word pluralized (`RemindersList` → `remindersLists`, `Category` → `categories`).
public enum TableName {
  public static func derive(from typeName: String) -> String {
    pluralize(lowerCamel(typeName))
  }

  static func lowerCamel(_ name: String) -> String {
    let characters = Array(name)
    var prefixCount = 0
    while prefixCount < characters.count, characters[prefixCount].isUppercase { prefixCount += 1 }
    if prefixCount == 0 { return name }
    // "URLTag" → "urlTag": keep the capital that starts the next word.
    let lowerCount = (prefixCount > 1 && prefixCount < characters.count) ? prefixCount - 1 : prefixCount
    return String(characters[..<lowerCount]).lowercased() + String(characters[lowerCount...])
  }

  static let irregular: [String: String] = [
    "person": "people", "child": "children", "man": "men", "woman": "women",
    "mouse": "mice", "goose": "geese", "tooth": "teeth", "foot": "feet",
    "datum": "data", "index": "indices", "matrix": "matrices", "vertex": "vertices",
    "criterion": "criteria", "analysis": "analyses", "crisis": "crises", "ox": "oxen",
  ]
  static let uncountable: Set<String> = [
    "data", "information", "equipment", "news", "series", "species", "sheep", "fish", "metadata",
  ]

  static func pluralize(_ name: String) -> String {
    // The last word of a camel-case name carries the plural.
    let characters = Array(name)
    var start = characters.count - 1
    while start > 0, !characters[start].isUppercase { start -= 1 }
    if start > 0, !characters[start].isUppercase { start = 0 }
    let head = String(characters[..<start])
    let word = String(characters[start...])
    let lower = word.lowercased()
    if uncountable.contains(lower) { return name }
    if let plural = irregular[lower] {
      let cased = word.first!.isUppercase ? plural.prefix(1).uppercased() + plural.dropFirst() : plural
      return head + cased
    }
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last!) {
      return head + word.dropLast() + "ies"
    }
    if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z")
      || lower.hasSuffix("ch") || lower.hasSuffix("sh")
    {
      return head + word + "es"
    }
    if lower.hasSuffix("fe") { return head + word.dropLast(2) + "ves" }
    if lower.hasSuffix("lf") || lower.hasSuffix("af") { return head + word.dropLast() + "ves" }
    return head + word + "s"
  }
}
