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

  /// The cases, each with exactly one associated value; nil (diagnosed) otherwise.
  static func cases(
    of enumDecl: EnumDeclSyntax, node: AttributeSyntax, macro: String, in context: some MacroExpansionContext
  ) -> [Case]? {
    var cases: [Case] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let parameter = parameters.first
        else {
          context.diagnose(
            element, "each case of a \(macro) enum needs exactly one associated value, stored in its column(s)")
          return nil
        }
        cases.append(Case(name: element.name.text, type: parameter.type.trimmedDescription))
      }
    }
    guard !cases.isEmpty else {
      context.diagnose(node, "a \(macro) enum needs at least one case")
      return nil
    }
    return cases
  }

  /// `columnCount`, `_columnNames`-style list, `init(decoder:)` and `_encodeColumns`, shared
  /// by `@Selection enum` and `@Table enum`.
  struct Codec {
    var columnCount: String
    var columnNames: String
    var decoderInit: String
    var encoder: String
    /// Stored `TableColumn` properties, one per case, and their initialisation.
    var columnProperties: String
    var columnInits: String
  }

  static func codec(cases: [Case], typeName: String, access: String) -> Codec {
    let columnCount = cases.map { "(\($0.type)).columnCount" }.joined(separator: " + ")
    let columnNames = cases.map { "(\($0.type))._columnNames(named: \(literal($0.name)))" }.joined(separator: " + ")
    let decodes = cases.enumerated().map { index, item in
      "let value\(index) = try Optional<\(item.type)>(decoder: decoder)"
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
    let columnProperties = cases.map {
      "\(access)let \($0.name): ArborQuery.TableColumn<\(typeName), Optional<\($0.type)>>"
    }.joined(separator: "\n")
    let columnInits = cases.map {
      "self.\($0.name) = ArborQuery.TableColumn(\(literal($0.name)), qualifier: qualifier)"
    }.joined(separator: "\n")
    return Codec(
      columnCount: columnCount,
      columnNames: columnNames,
      decoderInit: """
        \(access)init(decoder: some ArborQuery.QueryDecoder) throws {
        \(decodes)
        \(picks)
        throw decoder.invalidValue(\(typeName).self, "no case's columns are set")
        }
        """,
      encoder: """
        \(access)func _encodeColumns(into bindings: inout [ArborQuery.QueryBinding]) {
        switch self {
        \(encodes)
        }
        }
        """,
      columnProperties: columnProperties,
      columnInits: columnInits)
  }

  static func expansion(
    of node: AttributeSyntax, enumDecl: EnumDeclSyntax, type: some TypeSyntaxProtocol,
    in context: some MacroExpansionContext
  ) -> [ExtensionDeclSyntax] {
    guard let cases = cases(of: enumDecl, node: node, macro: "@Selection", in: context) else { return [] }
    // The full name: inside an extension of a nested type its short name is not in scope.
    let typeName = type.trimmedDescription
    let access = accessModifier(of: enumDecl, in: context)
    let codec = codec(cases: cases, typeName: typeName, access: access)
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
      \(raw: codec.columnProperties)
      \(raw: access)init(qualifier: String) {
      \(raw: codec.columnInits)
      }
      }
      \(raw: access)static var columnCount: Int { \(raw: codec.columnCount) }
      \(raw: access)static func _columnNames(named name: String) -> [String] {
      \(raw: codec.columnNames)
      }
      \(raw: codec.decoderInit)
      \(raw: codec.encoder)
      }
      """
    guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { return [] }
    return [extensionDecl]
  }

  /// `@Table enum`: a table whose rows are the enum's values (no primary key); each case's
  /// value in its own nullable columns, as in a `@Selection enum` field.
  static func tableExpansion(
    of node: AttributeSyntax, enumDecl: EnumDeclSyntax, type: some TypeSyntaxProtocol, tableName: String,
    in context: some MacroExpansionContext
  ) -> [ExtensionDeclSyntax] {
    guard let cases = cases(of: enumDecl, node: node, macro: "@Table", in: context) else { return [] }
    let typeName = type.trimmedDescription
    let access = accessModifier(of: enumDecl, in: context)
    let codec = codec(cases: cases, typeName: typeName, access: access)
    let source: DeclSyntax = """
      extension \(type.trimmed): ArborQuery.Table, ArborQuery.InsertableRow {
      \(raw: access)final class TableColumns: ArborQuery.TableDefinition {
      \(raw: access)typealias QueryValue = \(raw: typeName)
      \(raw: access)let qualifier: String
      \(raw: access)let queryFragment: ArborQuery.QueryFragment
      \(raw: codec.columnProperties)
      \(raw: access)required init(qualifier: String) {
      self.qualifier = qualifier
      \(raw: codec.columnInits)
      self.queryFragment = TableColumns.selectList(qualifier: qualifier)
      }
      \(raw: access)static let columnNames: [String] = \(raw: codec.columnNames)
      }
      \(raw: access)typealias SourceColumns = TableColumns
      \(raw: access)typealias SourceRow = \(raw: typeName)
      \(raw: access)typealias NullableSource = \(raw: typeName)?
      \(raw: access)typealias Into = \(raw: typeName)
      \(raw: access)static let tableName: String = \(raw: literal(tableName))
      \(raw: access)static let columns = TableColumns(qualifier: \(raw: literal(tableName)))
      \(raw: access)static let columnCount: Int = \(raw: codec.columnCount)
      \(raw: access)static let _primaryKeyColumnIndex: Int? = nil
      \(raw: codec.decoderInit)
      \(raw: codec.encoder)
      }
      """
    guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { return [] }
    return [extensionDecl]
  }
}
