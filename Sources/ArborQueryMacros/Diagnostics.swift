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
/// same, everything else the default.
func accessModifier(of declaration: some DeclGroupSyntax) -> String {
  for modifier in declaration.modifiers {
    switch modifier.name.text {
    case "public", "open": return "public "
    case "package": return "package "
    default: continue
    }
  }
  return ""
}
