import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Selection enum Kind { case link(URL); case note(String) }`: single-table inheritance.
/// Each case's value occupies its own (nullable) columns, named after the case or, for a
/// `@Selection` struct, after its fields; a row decodes to the case whose columns are set.
enum EnumSelection {
  struct Case {
    var name: String
    /// The associated value's label, if it has one: `case interval(startDate: Date)`.
    var label: String?
    var type: String
    /// `@Column("name")` on the case, else the case's name.
    var columnName: String
    /// `@Column(as:)` on the case: the type that stores the value.
    var representation: String?

    var storageType: String { representation ?? type }
    /// `.interval(startDate: value)`: the case built from its value.
    func construct(_ value: String) -> String {
      ".\(name)(\(label.map { "\($0): " } ?? "")\(value))"
    }
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
        var item = Case(
          name: element.name.text, label: parameter.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil,
          type: parameter.type.trimmedDescription, columnName: element.name.text)
        guard readColumnAttribute(of: caseDecl, into: &item, in: context) else { return nil }
        cases.append(item)
      }
    }
    guard !cases.isEmpty else {
      context.diagnose(node, "a \(macro) enum needs at least one case")
      return nil
    }
    return cases
  }

  /// `@Column("name")` and `@Column(as: R.self)` on a case, read into `item`; false
  /// (diagnosed) when an argument cannot be used.
  static func readColumnAttribute(
    of caseDecl: EnumCaseDeclSyntax, into item: inout Case, in context: some MacroExpansionContext
  ) -> Bool {
    let attributes = caseDecl.attributes.compactMap { $0.as(AttributeSyntax.self) }
    guard let column = attributes.first(where: { $0.attributeName.trimmedDescription == "Column" }),
      let arguments = column.arguments?.as(LabeledExprListSyntax.self)
    else { return true }
    for argument in arguments {
      switch argument.label?.text {
      case nil:
        switch ColumnArgument.name(argument, in: context) {
        case .name(let text): item.columnName = text
        case .unnamed: break
        case .invalid: return false
        }
      case "as":
        item.representation = ColumnArgument.representation(argument)
      default:
        context.diagnose(argument, "an enum case's @Column takes a name and 'as:' only")
        return false
      }
    }
    return true
  }

  /// `Kind.Columns` (also spelled `Kind.Selection`, the published library's name): a value
  /// of the enum built from expressions, one static function per case, the other cases'
  /// columns NULL: `Values(Kind.Selection.note("Hi"))`.
  static func columnsStruct(cases: [Case], typeName: String, access: String) -> String {
    let constructors = cases.enumerated().map { index, item in
      let parts = cases.enumerated().map { otherIndex, other in
        otherIndex == index
          ? "ArborQuery._flatColumns(value)" : "ArborQuery._NullColumns<\(other.storageType)>().queryFragment"
      }.joined(separator: ", ")
      return """
        \(access)static func \(item.name)(\(item.label ?? "_") value: some ArborQuery.QueryExpression<\(item.storageType)>) -> Columns {
        Columns(fragment: [\(parts)].joined(separator: ", "))
        }
        """
    }.joined(separator: "\n")
    return """
      \(access)struct Columns: ArborQuery._ColumnList {
      \(access)typealias QueryValue = \(typeName)
      \(access)let queryFragment: ArborQuery.QueryFragment
      \(access)init(_ value: some ArborQuery.QueryExpression<\(typeName)>) {
      self.queryFragment = value.queryFragment
      }
      private init(fragment: ArborQuery.QueryFragment) {
      self.queryFragment = fragment
      }
      \(constructors)
      }
      \(access)typealias Selection = Columns
      """
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
    let columnCount = cases.map { "(\($0.storageType)).columnCount" }.joined(separator: " + ")
    let columnNames = cases.map { "(\($0.storageType))._columnNames(named: \(literal($0.columnName)))" }
      .joined(separator: " + ")
    let decodes = cases.enumerated().map { index, item in
      item.representation == nil
        ? "let value\(index) = try Optional<\(item.type)>(decoder: decoder)"
        : "let value\(index) = try Optional<\(item.storageType)>(decoder: decoder)?.queryOutput"
    }.joined(separator: "\n")
    let picks = cases.enumerated().map { index, item in
      "if let value\(index) { self = \(item.construct("value\(index)")); return }"
    }.joined(separator: "\n")
    let encodes = cases.enumerated().map { index, item -> String in
      let parts = cases.enumerated().map { otherIndex, other in
        otherIndex != index
          ? "Optional<\(other.storageType)>.none._encodeColumns(into: &bindings)"
          : item.representation.map { "\($0)(queryOutput: value)._encodeColumns(into: &bindings)" }
            ?? "value._encodeColumns(into: &bindings)"
      }.joined(separator: "\n")
      return "case .\(item.name)(let value):\n\(parts)"
    }.joined(separator: "\n")
    let columnProperties = cases.map {
      "\(access)let \($0.name): ArborQuery.TableColumn<\(typeName), Optional<\($0.storageType)>>"
    }.joined(separator: "\n")
    let columnInits = cases.map {
      "self.\($0.name) = ArborQuery.TableColumn(\(literal($0.columnName)), qualifier: qualifier)"
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
      \(raw: columnsStruct(cases: cases, typeName: typeName, access: access))
      \(raw: access)static var _isEnumOfCases: Bool { true }
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
      \(raw: columnsStruct(cases: cases, typeName: typeName, access: access))
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
