import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A table or selection declared inside another type names its fields' types as that scope
/// sees them (`Sibling`, a type declared beside it in an enum used as a namespace), but its
/// conformance is an extension at file scope, where such names are not found. So a nested
/// type gets, inside its own body, one alias per field type, and the extension names the
/// aliases, which it does find. A type at file scope sees what its extension sees: no
/// aliases.
enum ScopedFieldTypes {
  static func isNested(_ context: some MacroExpansionContext) -> Bool {
    !context.lexicalContext.isEmpty
  }

  static func valueAlias(_ field: StoredField) -> String { "__ArborValue_" + field.name }
  static func storageAlias(_ field: StoredField) -> String { "__ArborStorage_" + field.name }

  /// The fields with their types named by the aliases, when the type is nested.
  static func aliased(_ fields: [StoredField], in context: some MacroExpansionContext) -> [StoredField] {
    guard isNested(context) else { return fields }
    return fields.map { field in
      var field = field
      field.type = valueAlias(field)
      if field.representation != nil { field.representation = storageAlias(field) }
      return field
    }
  }

  /// The aliases, declared in the type's body.
  static func declarations(
    of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    guard isNested(context), declaration.is(StructDeclSyntax.self),
      let fields = FieldCollection.fields(of: declaration, in: SilentContext(context))
    else { return [] }
    let access = accessModifier(of: declaration, in: context)
    return fields.flatMap { field -> [DeclSyntax] in
      var aliases: [DeclSyntax] = ["\(raw: access)typealias \(raw: valueAlias(field)) = \(raw: field.type)"]
      if let representation = field.representation {
        aliases.append("\(raw: access)typealias \(raw: storageAlias(field)) = \(raw: representation)")
      }
      return aliases
    }
  }
}

/// A context that reports nothing: the aliases read the same fields the extension reads,
/// and the extension has already said what is wrong with them.
final class SilentContext<Base: MacroExpansionContext>: MacroExpansionContext {
  let base: Base
  init(_ base: Base) { self.base = base }
  func makeUniqueName(_ name: String) -> TokenSyntax { base.makeUniqueName(name) }
  func diagnose(_ diagnostic: Diagnostic) {}
  func location(
    of node: some SyntaxProtocol, at position: PositionInSyntaxNode, filePathMode: SourceLocationFilePathMode
  ) -> AbstractSourceLocation? {
    base.location(of: node, at: position, filePathMode: filePathMode)
  }
  var lexicalContext: [Syntax] { base.lexicalContext }
}
