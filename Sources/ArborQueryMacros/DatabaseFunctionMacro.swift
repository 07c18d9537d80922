import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@DatabaseFunction func f(...) -> T`: a `$f` value that renders calls and runs `f`.
public enum DatabaseFunctionMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let function = declaration.as(FunctionDeclSyntax.self) else {
      context.diagnose(node, "@DatabaseFunction applies to a function")
      return []
    }
    let swiftName = function.name.text
    var sqlName = swiftName
    var deterministic = "false"
    for argument in node.arguments?.as(LabeledExprListSyntax.self) ?? [] {
      if argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self),
        let text = literal.representedLiteralValue, !text.isEmpty
      {
        sqlName = text
      } else if argument.label?.text == "isDeterministic" {
        deterministic = argument.expression.trimmedDescription
      }
    }
    if function.signature.effectSpecifiers?.asyncSpecifier != nil {
      context.diagnose(function.name, "a database function cannot be async: SQLite calls it synchronously")
      return []
    }
    guard let returnType = function.signature.returnClause?.type.trimmedDescription else {
      context.diagnose(function.name, "a database function must return a value SQLite can store")
      return []
    }
    let throwsEffect = function.signature.effectSpecifiers?.throwsClause != nil
    let access = function.modifiers.contains { ["public", "package"].contains($0.name.text) }
      ? function.modifiers.first { ["public", "package"].contains($0.name.text) }!.name.text + " " : ""

    var callParameters: [String] = []
    var arguments: [String] = []
    var decodes: [String] = []
    var callArguments: [String] = []
    var counts: [String] = []
    var genericParameters: [String] = []
    var requirements: [String] = []
    for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
      let label = parameter.firstName.text
      let local = parameter.secondName?.text ?? label
      let type = parameter.type.trimmedDescription
      if let element = sequenceElement(type) {
        guard function.signature.parameterClause.parameters.count == 1 else {
          context.diagnose(parameter.type, "an aggregate database function takes exactly one sequence parameter")
          return []
        }
        return aggregate(
          swiftName: swiftName, sqlName: sqlName, deterministic: deterministic, access: access,
          label: label, element: element, returnType: returnType, throwsEffect: throwsEffect)
      }
      if type.hasPrefix("some ") || type.hasPrefix("any ") {
        context.diagnose(parameter.type, "a database function parameter must be a concrete type or some Sequence<Element>")
        return []
      }
      let name = "p\(index)"
      if FieldCollection.isOptionalType(type) {
        // An optional parameter takes the same type with or without the optional.
        genericParameters.append("A\(index): ArborQuery.QueryExpression")
        requirements.append("A\(index).QueryValue: ArborQuery.QueryDecodable, A\(index).QueryValue._Wrapped == (\(type))._Wrapped")
        callParameters.append("\(label == "_" ? "_" : label) \(name): A\(index)")
      } else {
        callParameters.append("\(label == "_" ? "_" : label) \(name): some ArborQuery.QueryExpression<\(type)>")
      }
      arguments.append(name)
      decodes.append("let \(name) = try arguments.decode(\(type).self)")
      callArguments.append(label == "_" ? name : "\(label): \(name)")
      counts.append("\(type).columnCount")
      _ = local
    }
    let typeName = "__ArborFunction_\(swiftName)"
    let call = "\(throwsEffect ? "try " : "")\(swiftName)(\(callArguments.joined(separator: ", ")))"
    let countExpression = counts.isEmpty ? "0" : counts.joined(separator: " + ")
    let structDecl: DeclSyntax = """
      \(raw: access)struct \(raw: typeName): ArborQuery.ScalarDatabaseFunction {
      \(raw: access)var name: String { \(raw: literal(sqlName)) }
      \(raw: access)var argumentCount: Int { \(raw: countExpression) }
      \(raw: access)var isDeterministic: Bool { \(raw: deterministic) }
      \(raw: access)func callAsFunction\(raw: genericParameters.isEmpty ? "" : "<" + genericParameters.joined(separator: ", ") + ">")(\(raw: callParameters.joined(separator: ", "))) -> ArborQuery.SQLQueryExpression<\(raw: returnType)>\(raw: requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")) {
      ArborQuery._functionCall(name, [\(raw: arguments.joined(separator: ", "))])
      }
      \(raw: access)func invoke(_ arguments: some ArborQuery.QueryDecoder) throws -> ArborQuery.QueryBinding {
      \(raw: decodes.joined(separator: "\n"))
      return \(raw: returnType)(queryOutput: \(raw: call)).queryBinding
      }
      }
      """
    let valueDecl: DeclSyntax = "\(raw: access)let $\(raw: swiftName) = \(raw: typeName)()"
    return [structDecl, valueDecl]
  }

  /// `some Sequence<T>` (or `any Sequence<T>`) → `T`.
  static func sequenceElement(_ type: String) -> String? {
    for prefix in ["some Sequence<", "any Sequence<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
      return String(type.dropFirst(prefix.count).dropLast())
    }
    return nil
  }

  static func aggregate(
    swiftName: String, sqlName: String, deterministic: String, access: String, label: String,
    element: String, returnType: String, throwsEffect: Bool
  ) -> [DeclSyntax] {
    let typeName = "__ArborFunction_\(swiftName)"
    let argumentLabel = label == "_" ? "_" : label
    let callLabel = label == "_" ? "" : "\(label): "
    let parameter: String
    var generics = ""
    var requirement = ""
    if FieldCollection.isOptionalType(element) {
      generics = "<A0: ArborQuery.QueryExpression>"
      requirement = " where A0.QueryValue: ArborQuery.QueryDecodable, A0.QueryValue._Wrapped == (\(element))._Wrapped"
      parameter = "\(argumentLabel) p0: A0"
    } else {
      parameter = "\(argumentLabel) p0: some ArborQuery.QueryExpression<\(element)>"
    }
    let call = "\(throwsEffect ? "try " : "")\(swiftName)(\(callLabel)elements)"
    let structDecl: DeclSyntax = """
      \(raw: access)struct \(raw: typeName): ArborQuery.AggregateDatabaseFunction {
      \(raw: access)typealias Element = \(raw: element)
      \(raw: access)init() {}
      \(raw: access)var name: String { \(raw: literal(sqlName)) }
      \(raw: access)var argumentCount: Int { (\(raw: element)).columnCount }
      \(raw: access)var isDeterministic: Bool { \(raw: deterministic) }
      \(raw: access)func callAsFunction\(raw: generics)(\(raw: parameter)) -> ArborQuery.SQLQueryExpression<\(raw: returnType)>\(raw: requirement) {
      ArborQuery._functionCall(name, [p0])
      }
      \(raw: access)func decodeElement(_ arguments: some ArborQuery.QueryDecoder) throws -> Element {
      try arguments.decode((\(raw: element)).self)
      }
      \(raw: access)func invoke(_ elements: [Element]) throws -> ArborQuery.QueryBinding {
      (\(raw: returnType))(queryOutput: \(raw: call)).queryBinding
      }
      }
      """
    let valueDecl: DeclSyntax = "\(raw: access)let $\(raw: swiftName) = \(raw: typeName)()"
    return [structDecl, valueDecl]
  }
}
