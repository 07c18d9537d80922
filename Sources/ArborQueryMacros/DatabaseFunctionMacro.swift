import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@DatabaseFunction func f(...) -> T` (or a computed property): a `$f` value that
/// renders calls and runs `f`. A method of a type works too: `static` ones give a
/// `static let $f`, instance ones a `$f` bound to the instance. `as:` names the
/// representations of the arguments and result (`as: (([String].JSONRepresentation) ->
/// Int).self`); a function that returns nothing gives NULL.
public enum DatabaseFunctionMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard var shape = FunctionShape(declaration, in: context) else {
      context.diagnose(node, "@DatabaseFunction applies to a function or a computed property")
      return []
    }
    var deterministic = "false"
    for argument in node.arguments?.as(LabeledExprListSyntax.self) ?? [] {
      switch argument.label?.text {
      case nil:
        if let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue, !text.isEmpty {
          shape.sqlName = text
        }
      case "isDeterministic":
        deterministic = argument.expression.trimmedDescription
      case "as":
        guard shape.apply(representation: argument.expression, in: context) else { return [] }
      default:
        break
      }
    }
    if shape.isAsync {
      context.diagnose(shape.nameToken, "a database function cannot be async: SQLite calls it synchronously")
      return []
    }
    if let aggregate = shape.parameters.first(where: { DatabaseFunctionMacro.sequenceElement($0.type) != nil }) {
      guard shape.parameters.count == 1 else {
        context.diagnose(shape.nameToken, "an aggregate database function takes exactly one sequence parameter")
        return []
      }
      return aggregateDeclarations(shape, parameter: aggregate, deterministic: deterministic)
    }
    for parameter in shape.parameters where parameter.type.hasPrefix("some ") || parameter.type.hasPrefix("any ") {
      context.diagnose(
        shape.nameToken, "a database function parameter must be a concrete type or some Sequence<Element>")
      return []
    }
    return scalarDeclarations(shape, deterministic: deterministic)
  }

  static func scalarDeclarations(_ shape: FunctionShape, deterministic: String) -> [DeclSyntax] {
    let access = shape.access
    var callParameters: [String] = []
    var arguments: [String] = []
    var decodes: [String] = []
    var callArguments: [String] = []
    var counts: [String] = []
    var genericParameters: [String] = []
    var requirements: [String] = []
    var unlabeledParameters: [String] = []
    for (index, parameter) in shape.parameters.enumerated() {
      let name = "p\(index)"
      let storage = parameter.storage
      let label = parameter.label == "_" ? "_" : parameter.label
      // The Swift default stands for the argument left out (`$dateTime()`), as a value of
      // the parameter's type; a represented parameter has no such value to give.
      let defaultValue =
        parameter.defaultValue.flatMap {
          parameter.representation == nil ? " = (\($0) as \(parameter.type))" : nil
        } ?? ""
      let (formal, generic, requirement) = argumentParameter(index, type: storage)
      if let generic, let requirement {
        genericParameters.append(generic)
        requirements.append(requirement)
      }
      callParameters.append("\(label) \(formal)\(defaultValue)")
      unlabeledParameters.append("_ \(formal)")
      arguments.append(name)
      decodes.append(
        "let \(name) = try (\(storage))(decoder: arguments)\(parameter.representation == nil ? "" : ".queryOutput")")
      callArguments.append(parameter.label == "_" ? name : "\(parameter.label): \(name)")
      counts.append("(\(storage)).columnCount")
    }
    let resultType = shape.resultStorage ?? "Swift.Void"
    let call = shape.call(arguments: callArguments)
    let result =
      shape.resultType == nil
      ? "\(call)\nreturn .null" : "return (\(resultType))(queryOutput: \(call)).queryBinding"
    let generics = genericParameters.isEmpty ? "" : "<" + genericParameters.joined(separator: ", ") + ">"
    let whereClause = requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
    // SQL knows no labels, and the published library calls a function without them too:
    // `$concat("a", "b")` beside `$concat(first: "a", second: "b")`.
    let unlabeledCall =
      shape.parameters.allSatisfy({ $0.label == "_" })
      ? ""
      : """

      \(access)func callAsFunction\(generics)(\(unlabeledParameters.joined(separator: ", "))) \
      -> ArborQuery.SQLQueryExpression<\(resultType)>\(whereClause) {
      ArborQuery._functionCall(name, [\(arguments.joined(separator: ", "))])
      }
      """
    // With no arguments the value is itself the call: `Values($epoch)`.
    let expression =
      shape.parameters.isEmpty
      ? """
      \(access)typealias QueryValue = \(resultType)
      \(access)var queryFragment: ArborQuery.QueryFragment { callAsFunction().queryFragment }
      """ : ""
    let structDecl: DeclSyntax = """
      \(raw: shape.typeAccess)struct \(raw: shape.typeName): ArborQuery.ScalarDatabaseFunction\
      \(raw: shape.parameters.isEmpty ? ", ArborQuery.QueryExpression" : "")\(raw: shape.sendability) {
      \(raw: shape.baseStorage)
      \(raw: access)var name: String { \(raw: literal(shape.sqlName)) }
      \(raw: access)var argumentCount: Int { \(raw: counts.isEmpty ? "0" : counts.joined(separator: " + ")) }
      \(raw: access)var isDeterministic: Bool { \(raw: deterministic) }
      \(raw: expression)
      \(raw: access)func callAsFunction\(raw: generics)(\(raw: callParameters.joined(separator: ", "))) \
      -> ArborQuery.SQLQueryExpression<\(raw: resultType)>\(raw: whereClause) {
      ArborQuery._functionCall(name, [\(raw: arguments.joined(separator: ", "))])
      }\(raw: unlabeledCall)
      \(raw: access)func invoke(_ arguments: some ArborQuery.QueryDecoder) throws -> ArborQuery.QueryBinding {
      \(raw: decodes.joined(separator: "\n"))
      \(raw: result)
      }
      }
      """
    return [structDecl, shape.valueDeclaration]
  }

  /// Parameter `index` of a `callAsFunction` taking an SQL argument of `type`. An optional
  /// argument takes the same type with or without the optional, through a generic
  /// parameter and its requirement.
  static func argumentParameter(_ index: Int, type: String) -> (formal: String, generic: String?, requirement: String?)
  {
    guard FieldCollection.isOptionalType(type) else {
      return ("p\(index): some ArborQuery.QueryExpression<\(type)>", nil, nil)
    }
    return (
      "p\(index): A\(index)", "A\(index): ArborQuery.QueryExpression",
      "A\(index).QueryValue: ArborQuery.QueryDecodable, A\(index).QueryValue._Wrapped == (\(type))._Wrapped"
    )
  }

  /// `some Sequence<T>` (or `any Sequence<T>`) → `T`.
  static func sequenceElement(_ type: String) -> String? {
    for prefix in ["some Sequence<", "any Sequence<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
      return String(type.dropFirst(prefix.count).dropLast())
    }
    return nil
  }

  static func aggregateDeclarations(_ shape: FunctionShape, parameter: FunctionShape.Parameter, deterministic: String)
    -> [DeclSyntax]
  {
    let access = shape.access
    let element = sequenceElement(parameter.type)!
    let storage = sequenceElement(parameter.storage) ?? element
    let argumentLabel = parameter.label == "_" ? "_" : parameter.label
    let callLabel = parameter.label == "_" ? "" : "\(parameter.label): "
    // A sequence of tuples takes several arguments per row: `some Sequence<(String,
    // separator: String)>` is called `$joined($0.title, separator: ", ")`.
    var arguments: [(label: String, type: String)] = [(argumentLabel, storage)]
    var decode = "try (\(storage))(decoder: arguments)\(storage == element ? "" : ".queryOutput")"
    if let tuple = TypeSyntax(stringLiteral: element).as(TupleTypeSyntax.self), tuple.elements.count > 1 {
      arguments = tuple.elements.enumerated().map { index, item in
        (index == 0 ? argumentLabel : item.firstName?.text ?? "_", item.type.trimmedDescription)
      }
      decode =
        "("
        + tuple.elements.map { item in
          (item.firstName.map { "\($0.text): " } ?? "") + "try (\(item.type.trimmedDescription))(decoder: arguments)"
        }.joined(separator: ", ") + ")"
    }
    let parameters = arguments.indices.map { argumentParameter($0, type: arguments[$0].type) }
    let genericParameters = parameters.compactMap(\.generic)
    let requirements = parameters.compactMap(\.requirement)
    let formals = parameters.indices.map { "\(arguments[$0].label) \(parameters[$0].formal)" }
    let formal = (formals + ["distinct: Bool = false"]).joined(separator: ", ")
    // Called without its label as well, as scalar functions are: `$sum($0.id)` beside
    // `$sum(of: $0.id)`.
    let unlabeledFormals = ["_ \(parameters[0].formal)"] + formals.dropFirst()
    let generics = genericParameters.isEmpty ? "" : "<" + genericParameters.joined(separator: ", ") + ">"
    let requirement = requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
    let argumentCount = arguments.map { "(\($0.type)).columnCount" }.joined(separator: " + ")
    let passed = arguments.indices.map { "p\($0)" }.joined(separator: ", ")
    let resultType = shape.resultStorage ?? "Swift.Void"
    let call = shape.call(arguments: ["\(callLabel)elements"])
    let result =
      shape.resultType == nil ? "\(call)\nreturn .null" : "return (\(resultType))(queryOutput: \(call)).queryBinding"
    let structDecl: DeclSyntax = """
      \(raw: shape.typeAccess)struct \(raw: shape.typeName): \
      ArborQuery.AggregateDatabaseFunction\(raw: shape.sendability) {
      \(raw: access)typealias Element = \(raw: element)
      \(raw: shape.baseStorage)
      \(raw: access)var name: String { \(raw: literal(shape.sqlName)) }
      \(raw: access)var argumentCount: Int { \(raw: argumentCount) }
      \(raw: access)var isDeterministic: Bool { \(raw: deterministic) }
      \(raw: access)func callAsFunction\(raw: generics)(\(raw: formal)) \
      -> ArborQuery.SQLQueryExpression<\(raw: resultType)>\(raw: requirement) {
      ArborQuery._functionCall(name, [\(raw: passed)], distinct: distinct)
      }\(raw: argumentLabel == "_" ? "" : """

      \(access)func callAsFunction\(generics)\
      (\((unlabeledFormals + ["distinct: Bool = false"]).joined(separator: ", "))) \
      -> ArborQuery.SQLQueryExpression<\(resultType)>\(requirement) {
      ArborQuery._functionCall(name, [\(passed)], distinct: distinct)
      }
      """)
      \(raw: access)func decodeElement(_ arguments: some ArborQuery.QueryDecoder) throws -> Element {
      \(raw: decode)
      }
      \(raw: access)func invoke(_ elements: [Element]) throws -> ArborQuery.QueryBinding {
      \(raw: result)
      }
      }
      """
    return [structDecl, shape.valueDeclaration]
  }
}
