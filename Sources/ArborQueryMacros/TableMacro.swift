import ArborNaming
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Table`: typed columns, decoding, encoding, and for a table with a primary key its
/// `Draft` and `find`.
public enum TableMacro: ExtensionMacro, MemberMacro {
  /// A nested table's field types, aliased where its extension finds them.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    ScopedFieldTypes.declarations(of: declaration, in: context)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      var tableName = TableName.derive(from: enumDecl.name.text)
      if let argument = node.arguments?.as(LabeledExprListSyntax.self)?.first,
        let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue, !text.isEmpty
      {
        tableName = text
      }
      return EnumSelection.tableExpansion(of: node, enumDecl: enumDecl, type: type, tableName: tableName, in: context)
    }
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(node, "@Table applies to a struct or an enum")
      return []
    }
    if let member = queryOutputMember(of: structDecl) {
      // The published library then fetches that value instead of the row; here rows would
      // decode as the table, the same code giving other rows: refused instead.
      context.diagnose(
        member,
        "a @Table whose queryOutput is another type is not supported: its rows would be fetched as "
          + "\(structDecl.name.text), not as the queryOutput the published library fetches; select the column instead")
      return []
    }
    // The full name: inside an extension of a nested type its short name is not in scope.
    let typeName = type.trimmedDescription
    var tableName = TableName.derive(from: structDecl.name.text)
    var schemaName: String?
    for argument in node.arguments?.as(LabeledExprListSyntax.self) ?? [] {
      guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
        let text = literal.representedLiteralValue, !text.isEmpty
      else {
        context.diagnose(argument, "the table and schema names must be non-empty string literals")
        return []
      }
      if argument.label?.text == "schema" { schemaName = text } else { tableName = text }
    }
    guard let declaredFields = FieldCollection.fields(of: structDecl, in: context) else { return [] }
    let fields = ScopedFieldTypes.aliased(declaredFields, in: context)
    guard !fields.isEmpty else {
      context.diagnose(node, "a @Table needs at least one stored property to be a column")
      return []
    }
    let explicitKeys = fields.filter { $0.primaryKeyFlag == true }
    if explicitKeys.count > 1 {
      context.diagnose(
        node,
        "a table has at most one primary key; \(explicitKeys.map(\.name).joined(separator: ", ")) "
          + "are all marked primaryKey: true"
      )
      return []
    }
    let primaryKey =
      explicitKeys.first ?? fields.first { $0.name == "id" && $0.primaryKeyFlag != false && !$0.isGenerated }
    let writable = fields.filter { !$0.isGenerated }
    guard !writable.isEmpty else {
      context.diagnose(node, "a @Table needs at least one column that is not generated, to be inserted")
      return []
    }
    let access = accessModifier(of: structDecl, in: context)
    let constant = StaticConstant(generic: structDecl.genericParameterClause != nil, access: access)
    // Legal for a view whose SELECT names a column twice (rows decode by position), so a
    // warning: inserts and updates of such a table name the column twice, which SQLite
    // refuses.
    var seen = Set<String>()
    for field in fields where !seen.insert(field.columnName).inserted {
      context.diagnose(
        node,
        "two properties map to the column \"\(field.columnName)\": rows are read by position, "
          + "but an insert or update names it twice, which SQLite refuses",
        severity: .warning)
    }

    let code = FieldCode(fields: fields, typeName: typeName, access: access)
    let columnProperties = code.columnProperties
    let columnInits = code.columnInits
    let columnNames = code.columnNames
    let columnCount = code.columnCount
    let decodes = code.decodes
    let encodes = code.encodes

    var conformances = "ArborQuery.Table, ArborQuery.InsertableRow"
    var keyMembers = ""
    var definitionConformance = "ArborQuery.TableDefinition"
    if let key = primaryKey {
      conformances += ", ArborQuery.PrimaryKeyedTable"
      definitionConformance = "ArborQuery.PrimaryKeyedTableDefinition"
      keyMembers =
        draftDeclaration(typeName: typeName, fields: writable, key: key, constant: constant)
        + "\n\(access)typealias PrimaryKey = \(key.storageType)"
        + "\n\(access)var primaryKey: \(key.type) { self.\(key.identifier) }"
    } else {
      keyMembers = draftDeclaration(typeName: typeName, fields: writable, key: nil, constant: constant)
    }
    // `Row.Columns(…)`, as `@Selection` writes it, unless that macro is here too.
    let alsoSelection = hasAttribute(structDecl, named: "Selection")
    let selectionColumns = alsoSelection ? "" : code.selectionColumns(into: typeName)
    let scope = defaultScope(of: structDecl, typeName: structDecl.name.text, constant: constant, in: context)
    let rowidColumn =
      fields.contains { $0.name == "rowid" }
      ? ""
      : "\n\(access)var rowid: ArborQuery.SQLQueryExpression<Int> { ArborQuery._rowidColumn(qualifier: qualifier) }"
    // Generated columns are read with the others but never written; a column group's
    // generated fields are left out through its `_writableColumnNames(named:)`.
    let writableNames = "\n" + constant("writableColumnNames", "[String]", code.writableColumnNames)
    let writableEncodes = """

      \(access)func _encodeWritableColumns(into bindings: inout [ArborQuery.QueryBinding]) {
      \(code.writableEncodes)
      }
      """
    let keyColumn =
      primaryKey.map {
        "\n\(access)var primaryKey: ArborQuery.TableColumn<\(typeName), \($0.storageType)> { \($0.identifier) }"
      } ?? ""
    let keyIndex = primaryKey == nil ? "nil" : "TableColumns.primaryKeyColumnIndex"

    let source: DeclSyntax = """
      extension \(type.trimmed): \(raw: conformances) {
      \(raw: access)final class TableColumns: \(raw: definitionConformance) {
      \(raw: access)typealias QueryValue = \(raw: typeName)
      \(raw: access)let qualifier: String
      \(raw: access)let queryFragment: ArborQuery.QueryFragment
      \(raw: columnProperties)
      \(raw: access)required init(qualifier: String) {
      self.qualifier = qualifier
      \(raw: columnInits)
      self.queryFragment = TableColumns.selectList(qualifier: qualifier)
      }
      \(raw: constant("columnNames", "[String]", columnNames))\(raw: writableNames)\(raw: keyColumn)\(raw: rowidColumn)
      }
      \(raw: access)typealias SourceColumns = TableColumns
      \(raw: access)typealias SourceRow = \(raw: typeName)
      \(raw: access)typealias NullableSource = \(raw: typeName)?
      \(raw: access)typealias Into = \(raw: typeName)
      \(raw: access)typealias QueryOutput = \(raw: typeName)
      /// A row reads as itself. Declared here so that an extension offering another
      /// `queryOutput` (which the published library would fetch instead of the row) is a
      /// redeclaration, not the same code quietly giving other rows.
      \(raw: access)var queryOutput: \(raw: typeName) { self }
      \(raw: constant("tableName", "String", literal(tableName)))\
      \(raw: schemaName.map { "\n" + constant("schemaName", "String?", literal($0)) } ?? "")
      \(raw: constant("columns", "TableColumns", "TableColumns(qualifier: tableAlias ?? \(literal(tableName)))"))
      \(raw: constant("columnCount", "Int", columnCount))
      \(raw: constant("_primaryKeyColumnIndex", "Int?", keyIndex))
      \(raw: access)init(decoder: some ArborQuery.QueryDecoder) throws {
      \(raw: decodes)
      }
      \(raw: access)func _encodeColumns(into bindings: inout [ArborQuery.QueryBinding]) {
      \(raw: encodes)
      }\(raw: writableEncodes)
      \(raw: code.jsonMembers)
      \(raw: keyMembers)
      \(raw: selectionColumns)
      \(raw: scope)
      }
      """
    guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { return [] }
    return [extensionDecl]
  }

  /// A type's own `static let all = Self.where { … }` is its default scope: `_scope` is
  /// the same query started from `unscoped`, so computing it never reads `all` (whose
  /// initializer may itself call `Self.where`, which reads the scope).
  static func defaultScope(
    of structDecl: StructDeclSyntax, typeName: String, constant: StaticConstant, in context: some MacroExpansionContext
  ) -> String {
    for member in structDecl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.text == "static" }),
        let binding = variable.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "all",
        let value = binding.initializer?.value
      else { continue }
      let text = value.trimmedDescription
      var unscoped: String?
      for prefix in ["Self.unscoped", "\(typeName).unscoped"] where text.hasPrefix(prefix) {
        unscoped = "Self.unscoped" + text.dropFirst(prefix.count)
      }
      if unscoped == nil, text.hasPrefix("unscoped") { unscoped = "Self." + text }
      for prefix in ["Self.", "\(typeName)."] where unscoped == nil && text.hasPrefix(prefix) {
        unscoped = "Self.unscoped." + text.dropFirst(prefix.count)
      }
      guard let unscoped else {
        context.diagnose(
          value, "a default scope must start from Self (Self.where { … }) or unscoped; this one is not applied",
          severity: .warning)
        return ""
      }
      return constant("_scope", "ArborQuery.TableScope?", "ArborQuery.TableScope(\(unscoped))")
    }
    return ""
  }

  /// `Reminder.Draft`: the row's written columns (`fields`: not the generated ones) with
  /// its primary key optional, for inserts that let the database assign it, and each
  /// lazily initializable column optional (NULL when inserted unset).
  static func draftDeclaration(
    typeName: String, fields: [StoredField], key: StoredField?, constant: StaticConstant
  ) -> String {
    let access = constant.access
    // The draft's own name spelt in full: inside it, `Draft` is its `Draft`, which is `Never`
    // (a draft has no draft), as in the library.
    let draft = "\(typeName).Draft"
    func optionalized(_ field: StoredField) -> Bool {
      (field.name == key?.name || field.isLazyInitializable) && !field.isOptional
    }
    func draftType(_ field: StoredField) -> String {
      optionalized(field) ? "\(field.type)?" : field.type
    }
    let properties = fields.map { "\(access)var \($0.identifier): \(draftType($0))" }.joined(separator: "\n")
    let parameters = fields.map { field -> String in
      let type = draftType(field)
      if let value = field.defaultValue { return "\(field.identifier): \(type) = \(value)" }
      if optionalized(field) || field.isOptional { return "\(field.identifier): \(type) = nil" }
      return "\(field.identifier): \(type)"
    }.joined(separator: ", ")
    let assignments = fields.map { "self.\($0.identifier) = \($0.identifier)" }.joined(separator: "\n")
    let copies = fields.map { "self.\($0.identifier) = row.\($0.identifier)" }.joined(separator: "\n")
    let encodes = fields.map { field -> String in
      if optionalized(field) {
        let value =
          field.representation.map { "self.\(field.identifier).map { \($0)(queryOutput: $0) }" }
          ?? "self.\(field.identifier)"
        return "(\(value))._encodeWritableColumns(into: &bindings)"
      }
      return "\(encodeExpression(field, "self.\(field.identifier)"))._encodeWritableColumns(into: &bindings)"
    }.joined(separator: "\n")
    // A table without a primary key has none to leave to the database.
    let unset = key.map { "self.\($0.identifier) == nil" } ?? "false"
    // A draft is a table too (the library's `Reminder.Draft.where { … }`): the same table
    // and columns, the primary key optional.
    func draftStorage(_ field: StoredField) -> String {
      optionalized(field) ? "\(field.storageType)?" : field.storageType
    }
    let columnProperties = fields.map {
      "\(access)let \($0.identifier): ArborQuery.TableColumn<\(draft), \(draftStorage($0))>"
    }
    .joined(separator: "\n")
    let columnInits = FieldCode(fields: fields, typeName: draft, access: access).columnInits
    // `Draft.Columns(…)`: the fields as the draft has them, an optional one left out as NULL.
    let draftFields = fields.map { field -> StoredField in
      guard optionalized(field) else { return field }
      var field = field
      field.type += "?"
      field.representation = field.representation.map { $0 + "?" }
      field.isOptional = true
      field.defaultValue = nil
      return field
    }
    let selectionColumns = FieldCode(fields: draftFields, typeName: draft, access: access).selectionColumns(
      into: typeName)
    let decodes = fields.map { field -> String in
      field.representation == nil
        ? "self.\(field.identifier) = try (\(draftType(field))).init(decoder: decoder)"
        : optionalized(field)
          ? "self.\(field.identifier) = try (\(draftStorage(field))).init(decoder: decoder)?.queryOutput"
          : "self.\(field.identifier) = try (\(field.storageType)).init(decoder: decoder).queryOutput"
    }.joined(separator: "\n")
    return """
      @dynamicMemberLookup
      \(access)struct Draft: ArborQuery.TableDraft, ArborQuery.Table {
      \(access)typealias Base = \(typeName)
      \(access)typealias Into = \(typeName)
      @dynamicMemberLookup
      \(access)final class TableColumns: ArborQuery.TableDefinition {
      \(access)typealias QueryValue = \(draft)
      /// A helper of the table's own columns (`var isHighPriority` in an extension of
      /// them), on the draft's: the same table, the same qualifier.
      \(access)subscript<_Member>(dynamicMember keyPath: KeyPath<\(typeName).TableColumns, _Member>) -> _Member {
      \(typeName).TableColumns(qualifier: qualifier)[keyPath: keyPath]
      }
      \(access)let qualifier: String
      \(access)let queryFragment: ArborQuery.QueryFragment
      \(columnProperties)
      \(access)required init(qualifier: String) {
      self.qualifier = qualifier
      \(columnInits)
      self.queryFragment = TableColumns.selectList(qualifier: qualifier)
      }
      \(access)static var columnNames: [String] { \(typeName).TableColumns.writableColumnNames }
      }
      \(access)typealias SourceColumns = TableColumns
      \(access)typealias SourceRow = \(draft)
      \(access)typealias NullableSource = \(draft)?
      \(access)typealias Draft = Never
      \(access)static var tableName: String { \(typeName).tableName }
      \(access)static var schemaName: String? { \(typeName).schemaName }
      \(access)static var tableAlias: String? { \(typeName).tableAlias }
      \(access)static var tableFragment: ArborQuery.QueryFragment { \(typeName).tableFragment }
      \(constant("columns", "TableColumns", "TableColumns(qualifier: \(typeName)._qualifier)"))
      \(access)static var columnCount: Int { \(FieldCode(fields: fields, typeName: draft, access: access).columnCount) }
      \(access)static var _primaryKeyColumnIndex: Int? { nil }
      \(access)static var _scope: ArborQuery.TableScope? { \(typeName)._scope }
      \(access)init(decoder: some ArborQuery.QueryDecoder) throws {
      \(decodes)
      }
      \(access)static func _jsonValue(named name: String, qualifier: String) -> ArborQuery.QueryFragment {
      \(typeName)._jsonValue(named: name, qualifier: qualifier)
      }
      \(properties)
      \(access)init(\(parameters)) {
      \(assignments)
      }
      \(access)init(_ row: \(typeName)) {
      \(copies)
      }
      \(selectionColumns)
      \(access)var _hasUnsetPrimaryKey: Bool { \(unset) }
      \(access)func _encodeColumns(into bindings: inout [ArborQuery.QueryBinding]) {
      \(encodes)
      }
      }
      """
  }

  static func encodeExpression(_ field: StoredField, _ value: String) -> String {
    guard let representation = field.representation else { return value }
    return "\(representation)(queryOutput: \(value))"
  }
}

/// A Swift string literal holding `text`.
func literal(_ text: String) -> String {
  var escaped = ""
  for character in text {
    switch character {
    case "\\": escaped += "\\\\"
    case "\"": escaped += "\\\""
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    case "\t": escaped += "\\t"
    default: escaped.append(character)
    }
  }
  return "\"" + escaped + "\""
}

/// `@Column` and `@Ephemeral` only mark properties for `@Table`; they add nothing.
public enum ColumnMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // An enum case names its columns too (`@Column("video_preview") case videoPreview(URL)`).
    if !declaration.is(VariableDeclSyntax.self) && !declaration.is(EnumCaseDeclSyntax.self) {
      context.diagnose(node, "@Column applies to a stored property or an enum case of a @Table or @Selection")
    }
    return []
  }
}

public enum EphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if !declaration.is(VariableDeclSyntax.self) {
      context.diagnose(node, "@Ephemeral applies to a stored property of a @Table")
    }
    return []
  }
}

/// A `queryOutput` property or `init(queryOutput:)` declared on the table itself.
private func queryOutputMember(of structDecl: StructDeclSyntax) -> Syntax? {
  for item in structDecl.memberBlock.members {
    if let variable = item.decl.as(VariableDeclSyntax.self),
      variable.bindings.contains(where: {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "queryOutput"
      })
    {
      return Syntax(variable)
    }
    if let initializer = item.decl.as(InitializerDeclSyntax.self),
      initializer.signature.parameterClause.parameters.first?.firstName.text == "queryOutput"
    {
      return Syntax(initializer)
    }
  }
  return nil
}
