import SwiftSyntax
import SwiftSyntaxMacros

/// The `@Column` arguments a stored field and an enum case read alike: the column's name
/// and the `as:` representation.
enum ColumnArgument {
  enum Name {
    case name(String)
    /// `@Column(nil)`: the default name.
    case unnamed
    /// Diagnosed.
    case invalid
  }

  static func name(_ argument: LabeledExprSyntax, in context: some MacroExpansionContext) -> Name {
    if let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
      guard !text.isEmpty else {
        context.diagnose(argument, "a column name cannot be empty")
        return .invalid
      }
      return .name(text)
    }
    if argument.expression.is(NilLiteralExprSyntax.self) { return .unnamed }
    context.diagnose(argument, "the column name must be a string literal")
    return .invalid
  }

  /// `as: R.self`: the storing type's spelling; nil for `nil` and for a table alias (which
  /// marks a row read through an alias, not a representation).
  static func representation(_ argument: LabeledExprSyntax) -> String? {
    var text = argument.expression.trimmedDescription
    if text.hasSuffix(".self") { text.removeLast(5) }
    return text == "nil" || isAliasRepresentation(text) ? nil : text
  }
}
