import SwiftSyntax
import SwiftSyntaxMacros

/// What `@DatabaseFunction` reads from the declaration it is attached to: a function or a
/// computed property, where it lives (global, a type's static member, an instance
/// member), its parameters and result, and the representations `as:` gives them.
struct FunctionShape {
  struct Parameter {
    let label: String
    /// The Swift type the function takes.
    let type: String
    /// The representation SQL sees, when `as:` names one.
    var representation: String?
    /// The default value's source text (`= nil`, `= ""`), if the parameter has one.
    var defaultValue: String? = nil
    var storage: String { representation ?? type }
  }

  let swiftName: String
  var sqlName: String
  let nameToken: TokenSyntax
  let isProperty: Bool
  let isThrowing: Bool
  let isAsync: Bool
  var parameters: [Parameter]
  let resultType: String?
  var resultRepresentation: String?
  let access: String
  /// The access of the generated type and `$f`: the function's own when it is private.
  let typeAccess: String
  /// The enclosing type, for a member.
  let owner: String?
  let isStatic: Bool

  var isInstance: Bool { owner != nil && !isStatic }
  var resultStorage: String? { resultRepresentation ?? resultType }
  var typeName: String { "__ArborFunction_\(swiftName)" }

  init?(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) {
    let modifiers: DeclModifierListSyntax
    if let function = declaration.as(FunctionDeclSyntax.self) {
      swiftName = function.name.text.trimmingCharacters(in: ["`"])
      nameToken = function.name
      isProperty = false
      let effects = function.signature.effectSpecifiers
      isThrowing = effects?.throwsClause != nil
      isAsync = effects?.asyncSpecifier != nil
      parameters = function.signature.parameterClause.parameters.map {
        Parameter(
          label: $0.firstName.text, type: $0.type.trimmedDescription,
          defaultValue: $0.defaultValue?.value.trimmedDescription)
      }
      let result = function.signature.returnClause?.type.trimmedDescription
      resultType = (result == "Void" || result == "()") ? nil : result
      modifiers = function.modifiers
    } else if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
      let type = binding.typeAnnotation?.type.trimmedDescription, binding.accessorBlock != nil
    {
      swiftName = identifier.identifier.text.trimmingCharacters(in: ["`"])
      nameToken = identifier.identifier
      isProperty = true
      var throwing = false
      var async = false
      if case .accessors(let accessors) = binding.accessorBlock?.accessors {
        for accessor in accessors where accessor.accessorSpecifier.text == "get" {
          throwing = accessor.effectSpecifiers?.throwsClause != nil
          async = accessor.effectSpecifiers?.asyncSpecifier != nil
        }
      }
      isThrowing = throwing
      isAsync = async
      parameters = []
      resultType = type
      modifiers = variable.modifiers
    } else {
      return nil
    }
    sqlName = swiftName
    let publicity = modifiers.first { ["public", "package"].contains($0.name.text) }?.name.text
    access = publicity.map { $0 + " " } ?? ""
    // A private function may name private types; its `$f` and the type behind it are no
    // more visible than it is (the type's members then default to its access).
    let hiding = modifiers.first { ["private", "fileprivate"].contains($0.name.text) }?.name.text
    typeAccess = hiding.map { $0 + " " } ?? access
    isStatic = modifiers.contains { ["static", "class"].contains($0.name.text) }
    owner = Self.enclosingType(context)
  }

  /// The type a member is declared in, as `lexicalContext` reports it.
  private static func enclosingType(_ context: some MacroExpansionContext) -> String? {
    guard let innermost = context.lexicalContext.first else { return nil }
    if let type = innermost.as(StructDeclSyntax.self) { return type.name.text }
    if let type = innermost.as(ClassDeclSyntax.self) { return type.name.text }
    if let type = innermost.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = innermost.as(ActorDeclSyntax.self) { return type.name.text }
    if let type = innermost.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
    return nil
  }

  /// Reads `as: ((A, B) -> R).self` (a function) or `as: R.self` (a property).
  mutating func apply(representation expression: ExprSyntax, in context: some MacroExpansionContext) -> Bool {
    var text = expression.trimmedDescription
    if text.hasSuffix(".self") { text.removeLast(5) }
    var type = TypeSyntax(stringLiteral: text)
    while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      type = only.type
    }
    guard let function = type.as(FunctionTypeSyntax.self) else {
      guard isProperty || parameters.isEmpty else {
        context.diagnose(expression, "'as:' for a function takes a function type: ((Argument, …) -> Result).self")
        return false
      }
      resultRepresentation = type.trimmedDescription
      return true
    }
    guard function.parameters.count == parameters.count else {
      context.diagnose(
        expression, "'as:' names \(function.parameters.count) argument(s) but the function takes \(parameters.count)")
      return false
    }
    for (index, element) in function.parameters.enumerated() {
      let representation = element.type.trimmedDescription
      if representation != parameters[index].type && !isAliasRepresentation(representation) {
        parameters[index].representation = representation
      }
    }
    let result = function.returnClause.type.trimmedDescription
    if result != resultType, result != "Void", result != "()" { resultRepresentation = result }
    return true
  }

  /// The Swift call that runs the function: on the instance, the type, or globally.
  func call(arguments: [String]) -> String {
    let receiver = isInstance ? "base." : (owner.map { "\($0)." } ?? "")
    // Backquoted, so a function named by a keyword (`default`) can be called.
    let name = "`\(swiftName)`"
    let invocation = isProperty ? "\(receiver)\(name)" : "\(receiver)\(name)(\(arguments.joined(separator: ", ")))"
    return (isThrowing ? "try " : "") + invocation
  }

  /// The instance a member function runs on.
  var baseStorage: String {
    guard isInstance, let owner else { return "" }
    return "\(access)let base: \(owner)"
  }

  /// A function bound to an instance holds it; SQLite calls it on the connection's own
  /// thread, one call at a time, which is what `@unchecked` vouches for.
  var sendability: String { isInstance ? ", @unchecked Sendable" : "" }

  /// `$name`: a value for a global or static function, bound to `self` for a member.
  var valueDeclaration: DeclSyntax {
    if isInstance {
      return "\(raw: typeAccess)var $\(raw: swiftName): \(raw: typeName) { \(raw: typeName)(base: self) }"
    }
    let staticKeyword = owner != nil ? "static " : ""
    return "\(raw: typeAccess)\(raw: staticKeyword)let $\(raw: swiftName) = \(raw: typeName)()"
  }
}
