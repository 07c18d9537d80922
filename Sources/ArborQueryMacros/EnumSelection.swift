import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Selection enum Kind { case link(URL); case note(String) }`: single-table inheritance.
/// Each case's value occupies its own (nullable) columns, named after the case or, for a
/// `@Selection` struct, after its fields; a row decodes to the case whose columns are set.
enum EnumSelection {
  struct Case {
    var name: String
    var type: String
  }

  static func expansion(
    of node: AttributeSyntax, enumDecl: EnumDeclSyntax, type: some TypeSyntaxProtocol,
    in context: some MacroExpansionContext
  ) -> [ExtensionDeclSyntax] {
    var cases: [Case] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let parameter = parameters.first
        else {
          context.diagnose(
            element, "each case of a @Selection enum needs exactly one associated value, stored in its column(s)")
          return []
        }
        cases.append(Case(name: element.name.text, type: parameter.type.trimmedDescription))
      }
    }
    guard !cases.isEmpty else {
      context.diagnose(node, "a @Selection enum needs at least one case")
      return []
    }
    // The full name: inside an extension of a nested type its short name is not in scope.
    let typeName = type.trimmedDescription
    let access = accessModifier(of: enumDecl)
    let columnCount = cases.map { "(\($0.type)).columnCount" }.joined(separator: " + ")
    let columnNames = cases.map { "(\($0.type))._columnNames(named: \(literal($0.name)))" }.joined(separator: " + ")
    let decodes = cases.enumerated().map { index, item in
      "let value\(index) = try decoder.decode(Optional<\(item.type)>.self)"
    }.joined(separator: "\n")
    let picks = cases.enumerated().map { index, item in
      "if let value\(index) { self = .\(item.name)(value\(index)); return }"
    }.joined(separator: "\n")
    let encodes = cases.enumerated().map { index, item -> String in
      let parts = cases.enumerated().map { otherIndex, other in
        otherIndex == index
          ? "value._encodeColumns(into: &bindings)"
          : "Optional<\(other.type)>.none._encodeColumns(into: &bindings)"
      }.joined(separator: "\n")
      return "case .\(item.name)(let value):\n\(parts)"
    }.joined(separator: "\n")
    let groupProperties = cases.map {
      "\(access)let \($0.name): ArborQuery.TableColumn<\(typeName), Optional<\($0.type)>>"
    }.joined(separator: "\n")
    let groupInits = cases.map {
      "self.\($0.name) = ArborQuery.TableColumn(\(literal($0.name)), qualifier: qualifier)"
    }.joined(separator: "\n")
    let source: DeclSyntax = """
      extension \(type.trimmed): ArborQuery.Selection {
      \(raw: access)struct Columns: ArborQuery.QueryExpression {
      \(raw: access)typealias QueryValue = \(raw: typeName)
      \(raw: access)let queryFragment: ArborQuery.QueryFragment
      \(raw: access)init(_ value: some ArborQuery.QueryExpression<\(raw: typeName)>) {
      self.queryFragment = value.queryFragment
      }
      }
      \(raw: access)final class GroupColumns: ArborQuery.GroupDefinition {
      \(raw: groupProperties)
      \(raw: access)init(qualifier: String) {
      \(raw: groupInits)
      }
      }
      \(raw: access)static var columnCount: Int { \(raw: columnCount) }
      \(raw: access)static func _columnNames(named name: String) -> [String] {
      \(raw: columnNames)
      }
      \(raw: access)init(decoder: some ArborQuery.QueryDecoder) throws {
      \(raw: decodes)
      \(raw: picks)
      throw decoder.invalidValue(\(raw: typeName).self, "no case's columns are set")
      }
      \(raw: access)func _encodeColumns(into bindings: inout [ArborQuery.QueryBinding]) {
      switch self {
      \(raw: encodes)
      }
      }
      }
      """
    guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { return [] }
    return [extensionDecl]
  }
}
