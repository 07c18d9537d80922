import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Selection`: a result row filled by `Row.Columns(...)`, decodable from a row.
public enum SelectionMacro: ExtensionMacro, MemberMacro {
  /// A nested selection's field types, aliased where its extension finds them (a
  /// `@Table @Selection` type gets them from `@Table`).
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    hasAttribute(declaration, named: "Table") ? [] : ScopedFieldTypes.declarations(of: declaration, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return EnumSelection.expansion(of: node, enumDecl: enumDecl, type: type, in: context)
    }
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(node, "@Selection applies to a struct or an enum")
      return []
    }
    guard let declaredFields = FieldCollection.fields(of: structDecl, in: context) else { return [] }
    let fields = ScopedFieldTypes.aliased(declaredFields, in: context)
    guard !fields.isEmpty else {
      context.diagnose(node, "a @Selection needs at least one stored property")
      return []
    }
    // The full name: inside an extension of a nested type its short name is not in scope.
    let typeName = type.trimmedDescription
    let access = accessModifier(of: structDecl, in: context)
    // `@Table @Selection` (a view's row type): `@Table` already decodes and encodes it.
    let alsoTable = hasAttribute(structDecl, named: "Table")
    let code = FieldCode(fields: fields, typeName: typeName, access: access)
    let columnNames = code.columnNames
    let columnCount = code.columnCount
    let decodes = code.decodes
    let encodes = code.encodes
    let groupProperties = code.columnProperties
    let groupInits = code.columnInits
    let rowMembers = """
      \(access)static let columnCount: Int = \(columnCount)
      \(access)static func _columnNames(named name: String) -> [String] {
      \(columnNames)
      }
      \(access)init(decoder: some ArborQuery.QueryDecoder) throws {
      \(decodes)
      }
      \(access)func _encodeColumns(into bindings: inout [ArborQuery.QueryBinding]) {
      \(encodes)
      }
      \(access)static func _writableColumnNames(named name: String) -> [String] {
      \(code.writableColumnNames)
      }
      \(access)func _encodeWritableColumns(into bindings: inout [ArborQuery.QueryBinding]) {
      \(code.writableEncodes)
      }
      \(code.jsonMembers)
      """
    let source: DeclSyntax = """
      extension \(type.trimmed): ArborQuery.Selection {
      \(raw: code.selectionColumns())
      \(raw: access)final class GroupColumns: ArborQuery.GroupDefinition {
      \(raw: groupProperties)
      \(raw: access)init(qualifier: String) {
      \(raw: groupInits)
      }
      }
      \(raw: alsoTable ? "" : rowMembers)
      }
      """
    guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { return [] }
    return [extensionDecl]
  }
}
