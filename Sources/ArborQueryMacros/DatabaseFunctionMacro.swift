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
      if type.hasPrefix("some ") || type.hasPrefix("any ") {
        context.diagnose(parameter.type, "aggregate database functions (sequence parameters) are not supported yet")
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
}
