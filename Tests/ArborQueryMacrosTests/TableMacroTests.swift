import ArborQueryMacros
import MacroTesting
import Testing

@Suite(.macros(["Table": TableMacro.self, "Selection": SelectionMacro.self, "Column": ColumnMacro.self, "Ephemeral": EphemeralMacro.self, "sql": SQLMacro.self, "DatabaseFunction": DatabaseFunctionMacro.self]))
struct TableMacroTests {
  @Test func tableNamesArePluralizedLowerCamel() {
    #expect(TableName.derive(from: "RemindersList") == "remindersLists")
    #expect(TableName.derive(from: "Category") == "categories")
    #expect(TableName.derive(from: "ReminderText") == "reminderTexts")
    #expect(TableName.derive(from: "Status") == "statuses")
    #expect(TableName.derive(from: "Person") == "people")
    #expect(TableName.derive(from: "URLTag") == "urlTags")
    #expect(TableName.derive(from: "Day") == "days")
  }

  @Test func misuseIsDiagnosed() {
    assertMacro {
      """
      @Table
      class Kind {}
      """
    } diagnostics: {
      """
      @Table
      ┬─────
      ╰─ 🛑 @Table applies to a struct or an enum
      class Kind {}
      """
    }
    assertMacro {
      """
      @Table
      struct Item {
        let id: Int
        var title = someDefault()
        let fixed = 1
        @Ephemeral var scratch: Int
      }
      """
    } diagnostics: {
      """
      @Table
      struct Item {
        let id: Int
        var title = someDefault()
            ┬────────────────────
            ╰─ 🛑 'title' needs an explicit type annotation: its type cannot be inferred from the default value
        let fixed = 1
            ┬────────
            ╰─ 🛑 'fixed' is a 'let' with a default value, so it cannot be read from the database; make it 'var' or mark it @Ephemeral
        @Ephemeral var scratch: Int
                       ┬───────────
                       ╰─ 🛑 an @Ephemeral property needs a default value, since it is not read from the database
      }
      """
    }
    assertMacro {
      """
      @Table
      struct Pair {
        @Column(primaryKey: true) let a: Int
        @Column(primaryKey: true) let b: Int
      }
      """
    } diagnostics: {
      """
      @Table
      ┬─────
      ╰─ 🛑 a table has at most one primary key; a, b are all marked primaryKey: true
      struct Pair {
        @Column(primaryKey: true) let a: Int
        @Column(primaryKey: true) let b: Int
      }
      """
    }
  }

  @Test func sqlLiteralsAreLinted() {
    assertMacro {
      #"""
      #sql("SELECT * FROM t WHERE id = ? AND name = 'x")
      """#
    } diagnostics: {
      #"""
      #sql("SELECT * FROM t WHERE id = ? AND name = 'x")
            ┬─────────────────────────────────────────
           │╰─ 🛑 bind parameters are not written in the SQL text: interpolate the value, \(value), so it is bound
           ┬───────────────────────────────────────────
           ╰─ ⚠️ unterminated ' in SQL
      """#
    }
  }

  @Test func databaseFunctionMisuseIsDiagnosed() {
    assertMacro {
      """
      @DatabaseFunction
      func log(_ text: String) {}
      """
    } diagnostics: {
      """
      @DatabaseFunction
      func log(_ text: String) {}
           ┬──
           ╰─ 🛑 a database function must return a value SQLite can store
      """
    }
    assertMacro {
      """
      @DatabaseFunction
      func fetchRemote(_ id: Int) async -> String { "" }
      """
    } diagnostics: {
      """
      @DatabaseFunction
      func fetchRemote(_ id: Int) async -> String { "" }
           ┬──────────
           ╰─ 🛑 a database function cannot be async: SQLite calls it synchronously
      """
    }
    assertMacro {
      """
      @DatabaseFunction
      func pair(a: some Sequence<Int>, b: Int) -> Int { 0 }
      """
    } diagnostics: {
      """
      @DatabaseFunction
      func pair(a: some Sequence<Int>, b: Int) -> Int { 0 }
                   ┬─────────────────
                   ╰─ 🛑 an aggregate database function takes exactly one sequence parameter
      """
    }
  }
}
