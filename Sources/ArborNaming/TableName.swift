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

  /// English plurals by the word's ending, as the published library forms them, so tables
  /// it named are found by the same type names here: `category` → `categories`, `status` →
  /// `statuses`, `person` → `persons` (no irregular plurals; name such a table with
  /// `@Table("people")`).
  public static func pluralize(_ name: String) -> String {
    guard let last = name.last else { return name }
    switch last {
    case "s", "x", "z":
      return name + "es"
    case "h" where name.dropLast().last == "c" || name.dropLast().last == "s":
      return name + "es"
    case "y" where !"aeiouy".contains(name.dropLast().last ?? "a"):
      return name.dropLast() + "ies"
    default:
      return name + "s"
    }
  }
}
