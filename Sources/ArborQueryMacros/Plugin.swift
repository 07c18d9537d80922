import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ArborQueryMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [
    TableMacro.self,
    ColumnMacro.self,
    EphemeralMacro.self,
    SelectionMacro.self,
    SQLMacro.self,
    BindMacro.self,
    DatabaseFunctionMacro.self,
  ]
}
