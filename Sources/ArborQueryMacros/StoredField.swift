import Foundation
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A stored property of a `@Table` or `@Selection` struct, as the macros see it.
struct StoredField {
  /// The property's name, without backticks: what JSON keys and column names use.
  var name: String
  /// The name as Swift code spells it: backquoted when the property was (`` `class` ``).
  var identifier: String
  /// The Swift type, written or inferred from a literal default.
  var type: String
  /// The database column name (`@Column("name")`, else the property name).
  var columnName: String
  /// `@Column(as:)`: the type that stores the value.
  var representation: String?
  /// `@Column(primaryKey:)` if given.
  var primaryKeyFlag: Bool?
  /// `@Column(generated:)`: SQLite computes the column; it is read, never written.
  var isGenerated = false
  /// `@Column(lazyInitializable: true)`: optional in `Draft`, so it may be set later.
  var isLazyInitializable = false
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
            context.diagnose(
              binding, "an @Ephemeral property needs a default value, since it is not read from the database")
            failed = true
          }
          continue
        }
        var type = binding.typeAnnotation?.type.trimmedDescription
        if type == nil, let value = binding.initializer?.value {
          type = staticMemberType(value, in: declaration) ?? inferType(of: value)
        }
        guard let type else {
          context.diagnose(
            binding, "'\(name)' needs an explicit type annotation: its type cannot be inferred from the default value")
          failed = true
          continue
        }
        if isLet && defaultValue != nil {
          context.diagnose(
            binding,
            "'\(name)' is a 'let' with a default value, so it cannot be read from the database; "
              + "make it 'var' or mark it @Ephemeral"
          )
          failed = true
          continue
        }
        var field = StoredField(
          name: name, identifier: identifier.identifier.text, type: type, columnName: name, representation: nil,
          primaryKeyFlag: nil,
          defaultValue: defaultValue, isOptional: isOptionalType(type), isLet: isLet)
        if let columnAttribute, let arguments = columnAttribute.arguments?.as(LabeledExprListSyntax.self) {
          for argument in arguments {
            switch argument.label?.text {
            case nil:
              switch ColumnArgument.name(argument, in: context) {
              case .name(let text): field.columnName = text
              case .unnamed: break
              case .invalid: failed = true
              }
            case "as":
              field.representation = ColumnArgument.representation(argument)
            case "primaryKey":
              switch argument.expression.trimmedDescription {
              case "true": field.primaryKeyFlag = true
              case "false": field.primaryKeyFlag = false
              case "nil": break
              default:
                context.diagnose(argument, "primaryKey must be 'true' or 'false'")
                failed = true
              }
            case "generated":
              switch argument.expression.trimmedDescription {
              case ".stored", ".virtual", "GeneratedColumnStorage.stored", "GeneratedColumnStorage.virtual":
                field.isGenerated = true
              case "nil": break
              default:
                context.diagnose(argument, "generated must be '.stored' or '.virtual'")
                failed = true
              }
            case "lazyInitializable":
              switch argument.expression.trimmedDescription {
              case "true": field.isLazyInitializable = true
              case "false", "nil": break
              default:
                context.diagnose(argument, "lazyInitializable must be 'true' or 'false'")
                failed = true
              }
            default:
              break
            }
          }
        }
        if field.isGenerated && field.primaryKeyFlag == true {
          context.diagnose(
            variable,
            "'\(name)' is generated, so it cannot be the primary key: SQLite allows no generated column in one")
          failed = true
          continue
        }
        result.append(field)
      }
    }
    return failed ? nil : result
  }

  /// The type of a default value, read from its syntax as the published library does:
  /// literals, `T(…)`, `T.init(…)`, `T(…)!`, `[T]()`, `[K: V]()`, `T.member` and
  /// `T.member(…)` (an enum case or a static factory), `x as T`. Anything else needs an
  /// annotation, since a macro sees no types.
  static func inferType(of expression: ExprSyntax) -> String? {
    if expression.is(StringLiteralExprSyntax.self) { return "String" }
    if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return inferType(of: prefix.expression)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return inferType(of: only.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self),
      let call = forced.expression.as(FunctionCallExprSyntax.self)
    {
      return typeNamed(byCallee: call.calledExpression)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let wrapped = optionalWrapping(call) { return wrapped }
      return typeNamed(byCallee: call.calledExpression)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return typeName(base)
    }
    if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
      return cast.type.trimmedDescription
    }
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
      let type = sequence.elements.last?.as(TypeExprSyntax.self)
    {
      return type.type.trimmedDescription
    }
    if let array = expression.as(ArrayExprSyntax.self), let first = array.elements.first,
      let element = inferType(of: first.expression),
      array.elements.allSatisfy({ inferType(of: $0.expression) == element })
    {
      return "[\(element)]"
    }
    return nil
  }

  /// `Self.epoch` or `Event.epoch`: a static property of the type itself (a struct cannot
  /// hold a value of its own type, so it is not a case), typed by its declaration there.
  static func staticMemberType(_ expression: ExprSyntax, in declaration: some DeclGroupSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let structDecl = declaration.as(StructDeclSyntax.self),
      base == "Self" || base == structDecl.name.text
    else { return nil }
    let wanted = member.declName.baseName.text
    for item in declaration.memberBlock.members {
      guard let variable = item.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.text == "static" })
      else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == wanted {
        if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
        return binding.initializer.flatMap { inferType(of: $0.value) }
      }
    }
    return nil
  }

  /// `Optional(x)`, `Optional.some(x)`: the type of `x`, optional.
  private static func optionalWrapping(_ call: FunctionCallExprSyntax) -> String? {
    let callee = call.calledExpression.trimmedDescription
    guard ["Optional", "Optional.some", "Swift.Optional", "Swift.Optional.some"].contains(callee),
      call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
      let wrapped = inferType(of: argument.expression)
    else { return nil }
    return isOptionalType(wrapped) ? wrapped : wrapped + "?"
  }

  /// `T(…)`, `T.init(…)`, `[T](…)`, `T.member(…)`: the type the call makes.
  private static func typeNamed(byCallee callee: ExprSyntax) -> String? {
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      if let type = typeName(callee) { return type }
      return typeName(base)
    }
    return typeName(callee)
  }

  /// The expression read as a type name: `Date`, `Foundation.Date`, `Array<Int>`,
  /// `[String]`, `[String: Int]`. Names start upper-case, which is what tells a type from
  /// a function or a value.
  private static func typeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return startsUpperCase(reference.baseName.text) ? reference.baseName.text : nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      guard startsUpperCase(member.declName.baseName.text), let baseType = typeName(base) else { return nil }
      return baseType + "." + member.declName.baseName.text
    }
    if let generic = expression.as(GenericSpecializationExprSyntax.self), typeName(generic.expression) != nil {
      return generic.trimmedDescription
    }
    if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1,
      let element = array.elements.first, typeName(element.expression) != nil
    {
      return array.trimmedDescription
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content, elements.count == 1,
      let pair = elements.first, typeName(pair.key) != nil, typeName(pair.value) != nil
    {
      return dictionary.trimmedDescription
    }
    if let type = expression.as(TypeExprSyntax.self) {
      return type.type.trimmedDescription
    }
    return nil
  }

  private static func startsUpperCase(_ name: String) -> Bool {
    let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    return trimmed.first?.isUppercase == true
  }

  static func isOptionalType(_ type: String) -> Bool {
    type.hasSuffix("?") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
  }
}
