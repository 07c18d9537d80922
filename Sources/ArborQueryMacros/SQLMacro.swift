import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#sql("...")`: checks the literal, then hands it to `SQLQueryExpression`, whose string
/// interpolation binds values.
public enum SQLMacro: ExpressionMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> ExprSyntax {
    guard let first = node.arguments.first else {
      context.diagnose(node, "#sql needs a string literal")
      return "ArborQuery.SQLQueryExpression(\"\")"
    }
    if let literal = first.expression.as(StringLiteralExprSyntax.self) {
      lint(literal, in: context)
    } else {
      context.diagnose(first.expression, "#sql takes a string literal; build dynamic SQL with SQLQueryExpression(_:)")
    }
    let rest = node.arguments.dropFirst().map {
      "\($0.label.map { "\($0.text): " } ?? "")\($0.expression.trimmedDescription)"
    }
    // The literal is a QueryFragment by annotation: left to inference, `#sql("'x'")` where
    // a String is expected would be the String itself, a bound value, not SQL text.
    let fragment = "(\(first.expression.trimmedDescription) as ArborQuery.QueryFragment)"
    let arguments = ([fragment] + rest).joined(separator: ", ")
    return "ArborQuery.SQLQueryExpression(\(raw: arguments))"
  }

  /// Warns about unbalanced quotes, brackets and parentheses and refuses literal bind
  /// parameters, across the literal's text segments (interpolations are values).
  static func lint(_ literal: StringLiteralExprSyntax, in context: some MacroExpansionContext) {
    var quote: Character? = nil
    var depth = 0
    var inLineComment = false
    var inBlockComment = false
    var previous: Character = " "
    for segment in literal.segments {
      guard let text = segment.as(StringSegmentSyntax.self) else {
        if quote != nil {
          context.diagnose(
            segment, "an interpolated value inside a quoted SQL literal is not bound; move it out of the quotes")
        }
        continue
      }
      let characters = Array(text.content.text)
      var index = 0
      while index < characters.count {
        let character = characters[index]
        defer {
          previous = character
          index += 1
        }
        if inLineComment {
          if character == "\n" { inLineComment = false }
          continue
        }
        if inBlockComment {
          if previous == "*" && character == "/" { inBlockComment = false }
          continue
        }
        if let open = quote {
          if character == open || (open == "[" && character == "]") { quote = nil }
          continue
        }
        switch character {
        case "'", "\"", "`": quote = character
        case "[": quote = "["
        case "(": depth += 1
        case ")":
          depth -= 1
          if depth < 0 {
            context.diagnose(segment, "unbalanced ')' in SQL", severity: .warning)
            depth = 0
          }
        case "-" where previous == "-": inLineComment = true
        case "*" where previous == "/": inBlockComment = true
        case "?", ":", "@", "$":
          let next = index + 1 < characters.count ? characters[index + 1] : " "
          let isParameter = character == "?" || (next.isLetter || next == "_")
          if isParameter && !(character == ":" && next == ":") {
            context.diagnose(
              segment,
              "bind parameters are not written in the SQL text: interpolate the value, \\(value), so it is bound")
          }
        default: break
        }
      }
    }
    if let open = quote {
      context.diagnose(literal, "unterminated \(open == "[" ? "[" : String(open)) in SQL", severity: .warning)
    }
    if depth > 0 {
      context.diagnose(literal, "unbalanced '(' in SQL", severity: .warning)
    }
  }
}

/// `#bind(value)` and `#bind(value, as: Representation.self)`.
public enum BindMacro: ExpressionMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> ExprSyntax {
    let arguments = node.arguments.map { "\($0.label.map { "\($0.text): " } ?? "")\($0.expression.trimmedDescription)" }
    return "ArborQuery._bind(\(raw: arguments.joined(separator: ", ")))"
  }
}
