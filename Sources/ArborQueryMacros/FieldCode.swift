/// The generated code both `@Table` and `@Selection` write for their stored fields.
struct FieldCode {
  let fields: [StoredField]
  let typeName: String
  let access: String

  /// `let title: ArborQuery.TableColumn<Row, String>` per field.
  var columnProperties: String {
    fields.map { "\(access)let \($0.identifier): ArborQuery.TableColumn<\(typeName), \($0.storageType)>" }
      .joined(separator: "\n")
  }

  /// `self.title = ArborQuery.TableColumn("title", qualifier: qualifier)` per field.
  var columnInits: String {
    fields.map { "self.\($0.identifier) = ArborQuery.TableColumn(\(literal($0.columnName)), qualifier: qualifier)" }
      .joined(separator: "\n")
  }

  /// The flattened database column names, column groups expanded.
  var columnNames: String {
    fields.map { "\($0.storageType)._columnNames(named: \(literal($0.columnName)))" }.joined(separator: " + ")
  }

  /// The columns an insert or update writes: generated fields left out, and a column
  /// group's own generated fields too.
  var writableColumnNames: String {
    let names = fields.filter { !$0.isGenerated }.map {
      "\($0.storageType)._writableColumnNames(named: \(literal($0.columnName)))"
    }
    return names.isEmpty ? "[]" : names.joined(separator: " + ")
  }

  /// The body of `_encodeWritableColumns(into:)`: the values of `writableColumnNames`.
  var writableEncodes: String {
    fields.filter { !$0.isGenerated }.map {
      "\(TableMacro.encodeExpression($0, "self.\($0.identifier)"))._encodeWritableColumns(into: &bindings)"
    }.joined(separator: "\n")
  }

  /// `_jsonValue(named:qualifier:)`: the fields as one JSON object keyed by property name
  /// (what `Codable` reads), and, where a column is renamed, `_jsonKey(forColumn:)`.
  var jsonMembers: String {
    let members = fields.map {
      "(key: \(literal($0.name)), "
        + "value: (\($0.storageType))._jsonValue(named: \(literal($0.columnName)), qualifier: qualifier))"
    }.joined(separator: ", ")
    var code = """
      \(access)static func _jsonValue(named name: String, qualifier: String) -> ArborQuery.QueryFragment {
      ArborQuery._jsonObject([\(members)])
      }
      """
    // A column named twice (a view's) keys its first property.
    var seen = Set<String>()
    let renamed = fields.filter { $0.columnName != $0.name && seen.insert($0.columnName).inserted }
    if !renamed.isEmpty {
      let cases = renamed.map { "case \(literal($0.columnName)): return \(literal($0.name))" }.joined(separator: "\n")
      code += """

        \(access)static func _jsonKey(forColumn column: String) -> String {
        switch column {
        \(cases)
        default: return column
        }
        }
        """
    }
    return code
  }

  var columnCount: String {
    fields.map { "\($0.storageType).columnCount" }.joined(separator: " + ")
  }

  /// The body of `init(decoder:)`: each field in order, through its representation.
  var decodes: String {
    fields.map { field in
      field.representation == nil
        ? "self.\(field.identifier) = try (\(field.type)).init(decoder: decoder)"
        : "self.\(field.identifier) = try (\(field.storageType)).init(decoder: decoder).queryOutput"
    }.joined(separator: "\n")
  }

  /// The body of `_encodeColumns(into:)`.
  var encodes: String {
    fields.map { "\(TableMacro.encodeExpression($0, "self.\($0.identifier)"))._encodeColumns(into: &bindings)" }
      .joined(separator: "\n")
  }

  /// `Row.Columns(title: …, …)`: a whole row built from expressions, for `select`. A field
  /// with a default value may be left out (its value is bound), and so may an optional one
  /// (NULL), as in the published library: `StampedTag.Columns(name: "car")`.
  /// `into`: the table a row of them inserts into (`Item.insert { Item.Columns(…) }`):
  /// they then also keep the written columns' values apart.
  func selectionColumns(into table: String? = nil) -> String {
    let parameters = fields.map(columnsParameter).joined(separator: ", ")
    let fragments = fields.map { "ArborQuery._selectionColumn(\($0.identifier), named: \(literal($0.columnName)))" }
      .joined(separator: ", ")
    let plainValues = fields.map { "ArborQuery._flatColumns(\($0.identifier))" }.joined(separator: ", ")
    var conformances = "ArborQuery._AliasedColumns"
    var insertMembers = ""
    var insertValues = ""
    if let table {
      conformances += ", ArborQuery._InsertableColumns"
      insertMembers = "\n\(access)typealias Into = \(table)\n\(access)let _insertValues: [ArborQuery.QueryFragment]"
      let values = fields.filter { !$0.isGenerated }.map { "ArborQuery._insertValue(\($0.identifier))" }.joined(
        separator: ", ")
      insertValues = "\nself._insertValues = [\(values)]"
    }
    return """
      \(access)struct Columns: \(conformances) {
      \(access)typealias QueryValue = \(typeName)
      \(access)let queryFragment: ArborQuery.QueryFragment
      \(access)let _unaliasedFragment: ArborQuery.QueryFragment\(insertMembers)
      \(access)init(\(parameters)) {
      self.queryFragment = [\(fragments)].joined(separator: ", ")
      self._unaliasedFragment = [\(plainValues)].joined(separator: ", ")\(insertValues)
      }
      }
      \(access)typealias Selection = Columns
      """
  }

  private func columnsParameter(_ field: StoredField) -> String {
    let parameter = "\(field.identifier): some ArborQuery.QueryExpression<\(field.storageType)>"
    guard var value = field.defaultValue else {
      return field.isOptional ? parameter + " = ArborQuery._NullColumns<\(field.storageType)>()" : parameter
    }
    // Inside `Columns`, `Self` is `Columns`: the default meant the row's type.
    if value.hasPrefix("Self.") { value = typeName + value.dropFirst(4) }
    // `as`: a literal takes the field's type (`0` for a `Double`), not its own default one.
    return parameter + " = "
      + (field.representation.map { "\($0)(queryOutput: \(value))" } ?? "(\(value)) as \(field.type)")
  }
}
