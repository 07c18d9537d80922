import Foundation
import SwiftSyntaxMacros
import SwiftDiagnostics
import SwiftSyntax

/// A stored property of a `@Table` or `@Selection` struct, as the macros see it.
struct StoredField {
  var name: String
  /// The Swift type, written or inferred from a literal default.
  var type: String
  /// The database column name (`@Column("name")`, else the property name).
  var columnName: String
  /// `@Column(as:)`: the type that stores the value.
  var representation: String?
  /// `@Column(primaryKey:)` if given.
  var primaryKeyFlag: Bool?
  var defaultValue: String?
  var isOptional: Bool
  var isLet: Bool

  /// The type of the typed column and of decoding.
  var storageType: String { representation ?? type }
}

enum FieldCollection {
  /// Reads the stored properties of `declaration`, skipping computed and static ones and
  /// `@Ephemeral` fields. Reports misuse as diagnostics and returns nil when a field
  /// cannot be used.
  static func fields(
    of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext
  ) -> [StoredField]? {
    var result: [StoredField] = []
    var failed = false
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { continue }
      let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
      let isEphemeral = attributes.contains { $0.attributeName.trimmedDescription == "Ephemeral" }
      let columnAttribute = attributes.first { $0.attributeName.trimmedDescription == "Column" }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings {
        if let accessor = binding.accessorBlock {
          if case .getter = accessor.accessors { continue }
          if case .accessors(let list) = accessor.accessors,
            list.contains(where: { ["get", "set"].contains($0.accessorSpecifier.text) })
          {
            continue
          }
        }
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
          context.diagnose(binding.pattern, "a @Table or @Selection field must be a single named property")
          failed = true
          continue
        }
        let name = identifier.identifier.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        let defaultValue = binding.initializer?.value.trimmedDescription
        if isEphemeral {
          if defaultValue == nil {
            context.diagnose(binding, "an @Ephemeral property needs a default value, since it is not read from the database")
            failed = true
          }
          continue
        }
        var type = binding.typeAnnotation?.type.trimmedDescription
        if type == nil, let value = binding.initializer?.value {
          type = inferType(of: value)
        }
        guard let type else {
          context.diagnose(binding, "'\(name)' needs an explicit type annotation: its type cannot be inferred from the default value")
          failed = true
          continue
        }
        if isLet && defaultValue != nil {
          context.diagnose(binding, "'\(name)' is a 'let' with a default value, so it cannot be read from the database; make it 'var' or mark it @Ephemeral")
          failed = true
          continue
        }
        var field = StoredField(
          name: name, type: type, columnName: name, representation: nil, primaryKeyFlag: nil,
          defaultValue: defaultValue, isOptional: isOptionalType(type), isLet: isLet)
        if let columnAttribute, let arguments = columnAttribute.arguments?.as(LabeledExprListSyntax.self) {
          for argument in arguments {
            switch argument.label?.text {
            case nil:
              if let literal = argument.expression.as(StringLiteralExprSyntax.self),
                let text = literal.representedLiteralValue
              {
                guard !text.isEmpty else {
                  context.diagnose(argument, "a column name cannot be empty")
                  failed = true
                  continue
                }
                field.columnName = text
              } else if argument.expression.is(NilLiteralExprSyntax.self) {
              } else {
                context.diagnose(argument, "the column name must be a string literal")
                failed = true
              }
            case "as":
              var text = argument.expression.trimmedDescription
              if text.hasSuffix(".self") { text.removeLast(5) }
              if text != "nil" { field.representation = text }
            case "primaryKey":
              switch argument.expression.trimmedDescription {
              case "true": field.primaryKeyFlag = true
              case "false": field.primaryKeyFlag = false
              case "nil": break
              default:
                context.diagnose(argument, "primaryKey must be 'true' or 'false'")
                failed = true
              }
            default:
              break
            }
          }
        }
        result.append(field)
      }
    }
    return failed ? nil : result
  }

  static func inferType(of expression: ExprSyntax) -> String? {
    if expression.is(StringLiteralExprSyntax.self) { return "String" }
    if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return inferType(of: prefix.expression)
    }
    return nil
  }

  static func isOptionalType(_ type: String) -> Bool {
    type.hasSuffix("?") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
  }
}
