import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

struct ArborMacroMessage: DiagnosticMessage {
  let message: String
  let severity: DiagnosticSeverity
  var diagnosticID: MessageID { MessageID(domain: "ArborQueryMacros", id: message) }
}

extension MacroExpansionContext {
  func diagnose(_ node: some SyntaxProtocol, _ message: String, severity: DiagnosticSeverity = .error) {
    diagnose(Diagnostic(node: Syntax(node), message: ArborMacroMessage(message: message, severity: severity)))
  }
}

/// The access modifier the generated members take: public or package types get the
/// same; a type nested in a private or fileprivate one gets `fileprivate`, since the
/// conforming extension sits at file scope, where members default to internal and Swift
/// refuses an internal member that names a type visible only in this file.
func accessModifier(of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext) -> String {
  let hidden: Set<String> = ["private", "fileprivate"]
  let enclosedPrivately = context.lexicalContext.contains { enclosing in
    enclosing.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { hidden.contains($0.name.text) } ?? false
  }
  if enclosedPrivately { return "fileprivate " }
  for modifier in declaration.modifiers {
    switch modifier.name.text {
    case "public", "open": return "public "
    case "package": return "package "
    default: continue
    }
  }
  return ""
}

/// Whether the declaration also carries `@name` (`@Table @Selection`: the two macros share
/// the work).
func hasAttribute(_ declaration: some DeclGroupSyntax, named name: String) -> Bool {
  declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
}
