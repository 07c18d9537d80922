import SwiftSyntax

/// The library spells a column group or function argument that arrives through an alias
/// `as: TableAlias<RemindersList, RL>.self`. An alias renames only the columns the value is
/// read through (which the caller's `$0` already carries), never how the row is decoded:
/// such a representation is no representation.
func isAliasRepresentation(_ spelling: String) -> Bool {
  var type = TypeSyntax(stringLiteral: spelling)
  if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
  guard let named = type.as(IdentifierTypeSyntax.self) else { return false }
  return named.name.text == "TableAlias" && named.genericArgumentClause?.arguments.count == 2
}
