import ArborQuery
import Foundation

/// SQL laid out for reading in a test: each clause of the outermost statement on a line
/// of its own, then the bound values as SQL literals on a last comment line. The `?`
/// placeholders stay, so a snapshot shows that every value is bound, never spliced.
public enum SQLLayout {
  /// `query` with one clause per line and its values after it.
  public static func readable(_ query: QueryFragment) -> String {
    let sql = clausePerLine(query.sql)
    guard !query.bindings.isEmpty else { return sql }
    return sql + "\n-- " + query.bindings.map(\.sqlLiteral).joined(separator: ", ")
  }

  /// Clause keywords that start a line when they are not inside parentheses.
  static let clauseStarts: [[String]] = [
    ["LEFT", "JOIN"], ["RIGHT", "JOIN"], ["FULL", "JOIN"], ["INNER", "JOIN"], ["CROSS", "JOIN"],
    ["JOIN"], ["FROM"], ["WHERE"], ["GROUP", "BY"], ["HAVING"], ["WINDOW"], ["ORDER", "BY"],
    ["LIMIT"], ["UNION"], ["INTERSECT"], ["EXCEPT"], ["VALUES"], ["ON", "CONFLICT"],
    ["DO", "UPDATE", "SET"], ["DO", "NOTHING"], ["SET"], ["RETURNING"], ["SELECT"],
    ["INSERT"], ["UPDATE"], ["DELETE"],
  ]

  /// Breaks the line before each outermost clause keyword.
  public static func clausePerLine(_ sql: String) -> String {
    var tokens: [SQLScanner.Token] = []
    var scanner = SQLScanner(sql)
    while let token = scanner.next() { tokens.append(token) }
    var lines: [String] = []
    var line = ""
    var depth = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .open { depth += 1 }
      if token.kind == .close { depth = max(0, depth - 1) }
      if depth == 0, token.kind == .word, let (words, end) = clauseStart(at: index, in: tokens) {
        if !line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, !continuesClause(line: line, words: words) {
          lines.append(line.trimmingCharacters(in: .whitespacesAndNewlines))
          line = ""
        }
        // The whole keyword run at once, so `LEFT JOIN` is not split before its `JOIN`.
        line += tokens[index..<end].map(\.text).joined()
        index = end
        continue
      }
      line += token.text
      index += 1
    }
    let last = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if !last.isEmpty { lines.append(last) }
    return lines.joined(separator: "\n")
  }

  /// The keywords of a clause that starts at `index` and the index after them, if one does.
  private static func clauseStart(at index: Int, in tokens: [SQLScanner.Token]) -> ([String], Int)? {
    for words in clauseStarts {
      var position = index
      var matched = true
      for word in words {
        while position < tokens.count, tokens[position].kind == .space { position += 1 }
        guard position < tokens.count, tokens[position].kind == .word, tokens[position].text == word else {
          matched = false
          break
        }
        position += 1
      }
      if matched { return (words, position) }
    }
    return nil
  }

  /// Keywords that belong to the clause already on the line: `UNION ALL`'s `SELECT` stays
  /// beside it, as `DELETE`'s `FROM`, `DEFAULT`'s `VALUES` and a trigger's event do.
  private static func continuesClause(line: String, words: [String]) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    switch words {
    case ["SELECT"]:
      return trimmed == "UNION" || trimmed == "UNION ALL" || trimmed == "INTERSECT" || trimmed == "EXCEPT"
    case ["FROM"]: return trimmed == "DELETE"
    // A trigger's event, not a statement: `AFTER UPDATE OF "title" ON …`.
    case ["UPDATE"], ["INSERT"], ["DELETE"]:
      return trimmed.hasSuffix("AFTER") || trimmed.hasSuffix("BEFORE") || trimmed.hasSuffix("INSTEAD OF")
    case ["VALUES"]: return trimmed.hasSuffix("DEFAULT")
    default: return false
    }
  }
}

/// Splits SQL into the pieces layout cares about; quoted text and identifiers stay whole,
/// so a keyword or `?` inside them is never touched.
struct SQLScanner {
  enum Kind { case word, space, open, close, quoted, other }
  struct Token {
    let kind: Kind
    let text: String
  }

  private let characters: [Character]
  private var position = 0

  init(_ sql: String) { characters = Array(sql) }

  mutating func next() -> Token? {
    guard position < characters.count else { return nil }
    let start = position
    let character = characters[position]
    switch character {
    case "'", "\"", "`":
      position += 1
      while position < characters.count {
        if characters[position] == character {
          // A doubled quote is the quote itself; the text goes on.
          if position + 1 < characters.count, characters[position + 1] == character {
            position += 2
            continue
          }
          position += 1
          break
        }
        position += 1
      }
      return token(.quoted, from: start)
    case "[":
      while position < characters.count, characters[position] != "]" { position += 1 }
      position = min(position + 1, characters.count)
      return token(.quoted, from: start)
    case "(":
      position += 1
      return token(.open, from: start)
    case ")":
      position += 1
      return token(.close, from: start)
    default:
      if character.isWhitespace {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        return token(.space, from: start)
      }
      if character.isLetter || character == "_" {
        while position < characters.count,
          characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
        {
          position += 1
        }
        return token(.word, from: start)
      }
      position += 1
      return token(.other, from: start)
    }
  }

  private func token(_ kind: Kind, from start: Int) -> Token {
    Token(kind: kind, text: String(characters[start..<position]))
  }
}
