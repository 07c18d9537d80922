import ArborNaming
import ArborQueryMacros
import MacroTesting
import Testing

@Suite(
  .macros([
    "Table": TableMacro.self, "Selection": SelectionMacro.self, "Column": ColumnMacro.self,
    "Ephemeral": EphemeralMacro.self, "sql": SQLMacro.self, "DatabaseFunction": DatabaseFunctionMacro.self,
  ]))
struct TableMacroTests {
  @Test func tableNamesArePluralizedLowerCamel() {
    #expect(TableName.derive(from: "RemindersList") == "remindersLists")
    #expect(TableName.derive(from: "Category") == "categories")
    #expect(TableName.derive(from: "ReminderText") == "reminderTexts")
    #expect(TableName.derive(from: "Status") == "statuses")
    #expect(TableName.derive(from: "Person") == "persons")
    #expect(TableName.derive(from: "Branch") == "branches")
    #expect(TableName.derive(from: "Key") == "keys")
    #expect(TableName.derive(from: "Buzz") == "buzzes")
    #expect(TableName.derive(from: "URLTag") == "urlTags")
    #expect(TableName.derive(from: "Day") == "days")
  }

  /// A stored property's type is read from its default value where the syntax says it:
  /// calls of a type, forced failable initializers, enum cases, array and dictionary
  /// initializers, parenthesized literals.
  @Test func typesAreInferredFromDefaultValues() {
    assertMacro {
      """
      @Table
      struct Event {
        let id: Int
        var startsAt = Date(timeIntervalSince1970: 0)
        var homepage = URL(string: "https://example.com")!
        var kind = Kind.meeting
        var tags = [String]()
        var counts = [String: Int]()
        var score = (0.5)
        var zone = Foundation.TimeZone.current
      }
      """
    } expansion: {
      """
      struct Event {
        let id: Int
        var startsAt = Date(timeIntervalSince1970: 0)
        var homepage = URL(string: "https://example.com")!
        var kind = Kind.meeting
        var tags = [String]()
        var counts = [String: Int]()
        var score = (0.5)
        var zone = Foundation.TimeZone.current
      }

      extension Event: ArborQuery.Table, ArborQuery.InsertableRow, ArborQuery.PrimaryKeyedTable {
        final class TableColumns: ArborQuery.PrimaryKeyedTableDefinition {
          typealias QueryValue = Event
          let qualifier: String
          let queryFragment: ArborQuery.QueryFragment
          let id: ArborQuery.TableColumn<Event, Int>
          let startsAt: ArborQuery.TableColumn<Event, Date>
          let homepage: ArborQuery.TableColumn<Event, URL>
          let kind: ArborQuery.TableColumn<Event, Kind>
          let tags: ArborQuery.TableColumn<Event, [String]>
          let counts: ArborQuery.TableColumn<Event, [String: Int]>
          let score: ArborQuery.TableColumn<Event, Double>
          let zone: ArborQuery.TableColumn<Event, Foundation.TimeZone>
          required init(qualifier: String) {
            self.qualifier = qualifier
            self.id = ArborQuery.TableColumn("id", qualifier: qualifier)
            self.startsAt = ArborQuery.TableColumn("startsAt", qualifier: qualifier)
            self.homepage = ArborQuery.TableColumn("homepage", qualifier: qualifier)
            self.kind = ArborQuery.TableColumn("kind", qualifier: qualifier)
            self.tags = ArborQuery.TableColumn("tags", qualifier: qualifier)
            self.counts = ArborQuery.TableColumn("counts", qualifier: qualifier)
            self.score = ArborQuery.TableColumn("score", qualifier: qualifier)
            self.zone = ArborQuery.TableColumn("zone", qualifier: qualifier)
            self.queryFragment = TableColumns.selectList(qualifier: qualifier)
          }
          static let columnNames: [String] = Int._columnNames(named: "id") + Date._columnNames(named: "startsAt") + URL._columnNames(named: "homepage") + Kind._columnNames(named: "kind") + [String]._columnNames(named: "tags") + [String: Int]._columnNames(named: "counts") + Double._columnNames(named: "score") + Foundation.TimeZone._columnNames(named: "zone")
          static let writableColumnNames: [String] = Int._writableColumnNames(named: "id") + Date._writableColumnNames(named: "startsAt") + URL._writableColumnNames(named: "homepage") + Kind._writableColumnNames(named: "kind") + [String]._writableColumnNames(named: "tags") + [String: Int]._writableColumnNames(named: "counts") + Double._writableColumnNames(named: "score") + Foundation.TimeZone._writableColumnNames(named: "zone")
          var primaryKey: ArborQuery.TableColumn<Event, Int> {
            id
          }
          var rowid: ArborQuery.SQLQueryExpression<Int> {
            ArborQuery._rowidColumn(qualifier: qualifier)
          }
        }
        typealias SourceColumns = TableColumns
        typealias SourceRow = Event
        typealias NullableSource = Event?
        typealias Into = Event
        typealias QueryOutput = Event
        /// A row reads as itself. Declared here so that an extension offering another
        /// `queryOutput` (which the published library would fetch instead of the row) is a
        /// redeclaration, not the same code quietly giving other rows.
        var queryOutput: Event {
          self
        }
        static let tableName: String = "events"
        static let columns: TableColumns = TableColumns(qualifier: tableAlias ?? "events")
        static let columnCount: Int = Int.columnCount + Date.columnCount + URL.columnCount + Kind.columnCount + [String].columnCount + [String: Int].columnCount + Double.columnCount + Foundation.TimeZone.columnCount
        static let _primaryKeyColumnIndex: Int? = TableColumns.primaryKeyColumnIndex
        init(decoder: some ArborQuery.QueryDecoder) throws {
          self.id = try (Int).init(decoder: decoder)
          self.startsAt = try (Date).init(decoder: decoder)
          self.homepage = try (URL).init(decoder: decoder)
          self.kind = try (Kind).init(decoder: decoder)
          self.tags = try ([String]).init(decoder: decoder)
          self.counts = try ([String: Int]).init(decoder: decoder)
          self.score = try (Double).init(decoder: decoder)
          self.zone = try (Foundation.TimeZone).init(decoder: decoder)
        }
        func _encodeColumns(into bindings: inout [ArborQuery.QueryBinding]) {
          self.id._encodeColumns(into: &bindings)
          self.startsAt._encodeColumns(into: &bindings)
          self.homepage._encodeColumns(into: &bindings)
          self.kind._encodeColumns(into: &bindings)
          self.tags._encodeColumns(into: &bindings)
          self.counts._encodeColumns(into: &bindings)
          self.score._encodeColumns(into: &bindings)
          self.zone._encodeColumns(into: &bindings)
        }
        func _encodeWritableColumns(into bindings: inout [ArborQuery.QueryBinding]) {
          self.id._encodeWritableColumns(into: &bindings)
          self.startsAt._encodeWritableColumns(into: &bindings)
          self.homepage._encodeWritableColumns(into: &bindings)
          self.kind._encodeWritableColumns(into: &bindings)
          self.tags._encodeWritableColumns(into: &bindings)
          self.counts._encodeWritableColumns(into: &bindings)
          self.score._encodeWritableColumns(into: &bindings)
          self.zone._encodeWritableColumns(into: &bindings)
        }
        static func _jsonValue(named name: String, qualifier: String) -> ArborQuery.QueryFragment {
          ArborQuery._jsonObject([(key: "id", value: (Int)._jsonValue(named: "id", qualifier: qualifier)), (key: "startsAt", value: (Date)._jsonValue(named: "startsAt", qualifier: qualifier)), (key: "homepage", value: (URL)._jsonValue(named: "homepage", qualifier: qualifier)), (key: "kind", value: (Kind)._jsonValue(named: "kind", qualifier: qualifier)), (key: "tags", value: ([String])._jsonValue(named: "tags", qualifier: qualifier)), (key: "counts", value: ([String: Int])._jsonValue(named: "counts", qualifier: qualifier)), (key: "score", value: (Double)._jsonValue(named: "score", qualifier: qualifier)), (key: "zone", value: (Foundation.TimeZone)._jsonValue(named: "zone", qualifier: qualifier))])
        }
        @dynamicMemberLookup
        struct Draft: ArborQuery.TableDraft, ArborQuery.Table {
          typealias Base = Event
          typealias Into = Event
          @dynamicMemberLookup
          final class TableColumns: ArborQuery.TableDefinition {
            typealias QueryValue = Event.Draft
            /// A helper of the table's own columns (`var isHighPriority` in an extension of
            /// them), on the draft's: the same table, the same qualifier.
            subscript <_Member>(dynamicMember keyPath: KeyPath<Event.TableColumns, _Member>) -> _Member {
              Event.TableColumns(qualifier: qualifier) [keyPath: keyPath]
            }
            let qualifier: String
            let queryFragment: ArborQuery.QueryFragment
            let id: ArborQuery.TableColumn<Event.Draft, Int?>
            let startsAt: ArborQuery.TableColumn<Event.Draft, Date>
            let homepage: ArborQuery.TableColumn<Event.Draft, URL>
            let kind: ArborQuery.TableColumn<Event.Draft, Kind>
            let tags: ArborQuery.TableColumn<Event.Draft, [String]>
            let counts: ArborQuery.TableColumn<Event.Draft, [String: Int]>
            let score: ArborQuery.TableColumn<Event.Draft, Double>
            let zone: ArborQuery.TableColumn<Event.Draft, Foundation.TimeZone>
            required init(qualifier: String) {
              self.qualifier = qualifier
              self.id = ArborQuery.TableColumn("id", qualifier: qualifier)
              self.startsAt = ArborQuery.TableColumn("startsAt", qualifier: qualifier)
              self.homepage = ArborQuery.TableColumn("homepage", qualifier: qualifier)
              self.kind = ArborQuery.TableColumn("kind", qualifier: qualifier)
              self.tags = ArborQuery.TableColumn("tags", qualifier: qualifier)
              self.counts = ArborQuery.TableColumn("counts", qualifier: qualifier)
              self.score = ArborQuery.TableColumn("score", qualifier: qualifier)
              self.zone = ArborQuery.TableColumn("zone", qualifier: qualifier)
              self.queryFragment = TableColumns.selectList(qualifier: qualifier)
            }
            static var columnNames: [String] {
              Event.TableColumns.writableColumnNames
            }
          }
          typealias SourceColumns = TableColumns
          typealias SourceRow = Event.Draft
          typealias NullableSource = Event.Draft?
          typealias Draft = Never
          static var tableName: String {
            Event.tableName
          }
          static var schemaName: String? {
            Event.schemaName
          }
          static var tableAlias: String? {
            Event.tableAlias
          }
          static var tableFragment: ArborQuery.QueryFragment {
            Event.tableFragment
          }
          static let columns: TableColumns = TableColumns(qualifier: Event._qualifier)
          static var columnCount: Int {
            Int.columnCount + Date.columnCount + URL.columnCount + Kind.columnCount + [String].columnCount + [String: Int].columnCount + Double.columnCount + Foundation.TimeZone.columnCount
          }
          static var _primaryKeyColumnIndex: Int? {
            nil
          }
          static var _scope: ArborQuery.TableScope? {
            Event._scope
          }
          init(decoder: some ArborQuery.QueryDecoder) throws {
            self.id = try (Int?).init(decoder: decoder)
            self.startsAt = try (Date).init(decoder: decoder)
            self.homepage = try (URL).init(decoder: decoder)
            self.kind = try (Kind).init(decoder: decoder)
            self.tags = try ([String]).init(decoder: decoder)
            self.counts = try ([String: Int]).init(decoder: decoder)
            self.score = try (Double).init(decoder: decoder)
            self.zone = try (Foundation.TimeZone).init(decoder: decoder)
          }
          static func _jsonValue(named name: String, qualifier: String) -> ArborQuery.QueryFragment {
            Event._jsonValue(named: name, qualifier: qualifier)
          }
          var id: Int?
          var startsAt: Date
          var homepage: URL
          var kind: Kind
          var tags: [String]
          var counts: [String: Int]
          var score: Double
          var zone: Foundation.TimeZone
          init(id: Int? = nil, startsAt: Date = Date(timeIntervalSince1970: 0), homepage: URL = URL(string: "https://example.com")!, kind: Kind = Kind.meeting, tags: [String] = [String](), counts: [String: Int] = [String: Int](), score: Double = (0.5), zone: Foundation.TimeZone = Foundation.TimeZone.current) {
            self.id = id
            self.startsAt = startsAt
            self.homepage = homepage
            self.kind = kind
            self.tags = tags
            self.counts = counts
            self.score = score
            self.zone = zone
          }
          init(_ row: Event) {
            self.id = row.id
            self.startsAt = row.startsAt
            self.homepage = row.homepage
            self.kind = row.kind
            self.tags = row.tags
            self.counts = row.counts
            self.score = row.score
            self.zone = row.zone
          }
          struct Columns: ArborQuery._AliasedColumns, ArborQuery._InsertableColumns {
            typealias QueryValue = Event.Draft
            let queryFragment: ArborQuery.QueryFragment
            let _unaliasedFragment: ArborQuery.QueryFragment
            typealias Into = Event
            let _insertValues: [ArborQuery.QueryFragment]
            init(id: some ArborQuery.QueryExpression<Int?> = ArborQuery._NullColumns<Int?>(), startsAt: some ArborQuery.QueryExpression<Date> = (Date(timeIntervalSince1970: 0)) as Date, homepage: some ArborQuery.QueryExpression<URL> = (URL(string: "https://example.com")!) as URL, kind: some ArborQuery.QueryExpression<Kind> = (Kind.meeting) as Kind, tags: some ArborQuery.QueryExpression<[String]> = ([String]()) as [String], counts: some ArborQuery.QueryExpression<[String: Int]> = ([String: Int]()) as [String: Int], score: some ArborQuery.QueryExpression<Double> = ((0.5)) as Double, zone: some ArborQuery.QueryExpression<Foundation.TimeZone> = (Foundation.TimeZone.current) as Foundation.TimeZone) {
              self.queryFragment = [ArborQuery._selectionColumn(id, named: "id"), ArborQuery._selectionColumn(startsAt, named: "startsAt"), ArborQuery._selectionColumn(homepage, named: "homepage"), ArborQuery._selectionColumn(kind, named: "kind"), ArborQuery._selectionColumn(tags, named: "tags"), ArborQuery._selectionColumn(counts, named: "counts"), ArborQuery._selectionColumn(score, named: "score"), ArborQuery._selectionColumn(zone, named: "zone")].joined(separator: ", ")
              self._unaliasedFragment = [ArborQuery._flatColumns(id), ArborQuery._flatColumns(startsAt), ArborQuery._flatColumns(homepage), ArborQuery._flatColumns(kind), ArborQuery._flatColumns(tags), ArborQuery._flatColumns(counts), ArborQuery._flatColumns(score), ArborQuery._flatColumns(zone)].joined(separator: ", ")
              self._insertValues = [ArborQuery._insertValue(id), ArborQuery._insertValue(startsAt), ArborQuery._insertValue(homepage), ArborQuery._insertValue(kind), ArborQuery._insertValue(tags), ArborQuery._insertValue(counts), ArborQuery._insertValue(score), ArborQuery._insertValue(zone)]
            }
          }
          typealias Selection = Columns
          var _hasUnsetPrimaryKey: Bool {
            self.id == nil
          }
          func _encodeColumns(into bindings: inout [ArborQuery.QueryBinding]) {
            (self.id)._encodeWritableColumns(into: &bindings)
            self.startsAt._encodeWritableColumns(into: &bindings)
            self.homepage._encodeWritableColumns(into: &bindings)
            self.kind._encodeWritableColumns(into: &bindings)
            self.tags._encodeWritableColumns(into: &bindings)
            self.counts._encodeWritableColumns(into: &bindings)
            self.score._encodeWritableColumns(into: &bindings)
            self.zone._encodeWritableColumns(into: &bindings)
          }
        }
        typealias PrimaryKey = Int
        var primaryKey: Int {
          self.id
        }
        struct Columns: ArborQuery._AliasedColumns, ArborQuery._InsertableColumns {
          typealias QueryValue = Event
          let queryFragment: ArborQuery.QueryFragment
          let _unaliasedFragment: ArborQuery.QueryFragment
          typealias Into = Event
          let _insertValues: [ArborQuery.QueryFragment]
          init(id: some ArborQuery.QueryExpression<Int>, startsAt: some ArborQuery.QueryExpression<Date> = (Date(timeIntervalSince1970: 0)) as Date, homepage: some ArborQuery.QueryExpression<URL> = (URL(string: "https://example.com")!) as URL, kind: some ArborQuery.QueryExpression<Kind> = (Kind.meeting) as Kind, tags: some ArborQuery.QueryExpression<[String]> = ([String]()) as [String], counts: some ArborQuery.QueryExpression<[String: Int]> = ([String: Int]()) as [String: Int], score: some ArborQuery.QueryExpression<Double> = ((0.5)) as Double, zone: some ArborQuery.QueryExpression<Foundation.TimeZone> = (Foundation.TimeZone.current) as Foundation.TimeZone) {
            self.queryFragment = [ArborQuery._selectionColumn(id, named: "id"), ArborQuery._selectionColumn(startsAt, named: "startsAt"), ArborQuery._selectionColumn(homepage, named: "homepage"), ArborQuery._selectionColumn(kind, named: "kind"), ArborQuery._selectionColumn(tags, named: "tags"), ArborQuery._selectionColumn(counts, named: "counts"), ArborQuery._selectionColumn(score, named: "score"), ArborQuery._selectionColumn(zone, named: "zone")].joined(separator: ", ")
            self._unaliasedFragment = [ArborQuery._flatColumns(id), ArborQuery._flatColumns(startsAt), ArborQuery._flatColumns(homepage), ArborQuery._flatColumns(kind), ArborQuery._flatColumns(tags), ArborQuery._flatColumns(counts), ArborQuery._flatColumns(score), ArborQuery._flatColumns(zone)].joined(separator: ", ")
            self._insertValues = [ArborQuery._insertValue(id), ArborQuery._insertValue(startsAt), ArborQuery._insertValue(homepage), ArborQuery._insertValue(kind), ArborQuery._insertValue(tags), ArborQuery._insertValue(counts), ArborQuery._insertValue(score), ArborQuery._insertValue(zone)]
          }
        }
        typealias Selection = Columns

      }
      """
    }
  }

  @Test func aTypeTheSyntaxDoesNotSayNeedsAnAnnotation() {
    assertMacro {
      """
      @Table
      struct Event {
        let id: Int
        var startsAt = makeDate()
      }
      """
    } diagnostics: {
      """
      @Table
      struct Event {
        let id: Int
        var startsAt = makeDate()
            ┬────────────────────
            ╰─ 🛑 'startsAt' needs an explicit type annotation: its type cannot be inferred from the default value
      }
      """
    }
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

  /// The published library fetches a table with its own `queryOutput` as that value;
  /// here the rows would be the table's: the same code would give other rows, so it does
  /// not compile.
  @Test func aTableWithItsOwnQueryOutputIsRefused() {
    assertMacro {
      """
      @Table
      struct ReminderCount {
        let count: Int
        var queryOutput: Int { count }
        init(queryOutput: Int) { count = queryOutput }
      }
      """
    } diagnostics: {
      """
      @Table
      struct ReminderCount {
        let count: Int
        var queryOutput: Int { count }
        ┬─────────────────────────────
        ╰─ 🛑 a @Table whose queryOutput is another type is not supported: its rows would be fetched as ReminderCount, not as the queryOutput the published library fetches; select the column instead
        init(queryOutput: Int) { count = queryOutput }
      }
      """
    }
  }

  /// A view may name a column twice (rows decode by position); the warning says what
  /// writing such a table would meet.
  @Test func aColumnNamedTwiceIsAWarning() {
    assertMacro {
      """
      @Table
      struct ReminderAndListID {
        @Column("id") let reminderID: Int
        @Column("id") let remindersListID: Int
      }
      """
    } diagnostics: {
      """
      @Table
      ┬─────
      ╰─ ⚠️ two properties map to the column "id": rows are read by position, but an insert or update names it twice, which SQLite refuses
      struct ReminderAndListID {
        @Column("id") let reminderID: Int
        @Column("id") let remindersListID: Int
      }
      """
    } expansion: {
      """
      struct ReminderAndListID {
        let reminderID: Int
        let remindersListID: Int
      }

      extension ReminderAndListID: ArborQuery.Table, ArborQuery.InsertableRow {
        final class TableColumns: ArborQuery.TableDefinition {
          typealias QueryValue = ReminderAndListID
          let qualifier: String
          let queryFragment: ArborQuery.QueryFragment
          let reminderID: ArborQuery.TableColumn<ReminderAndListID, Int>
          let remindersListID: ArborQuery.TableColumn<ReminderAndListID, Int>
          required init(qualifier: String) {
            self.qualifier = qualifier
            self.reminderID = ArborQuery.TableColumn("id", qualifier: qualifier)
            self.remindersListID = ArborQuery.TableColumn("id", qualifier: qualifier)
            self.queryFragment = TableColumns.selectList(qualifier: qualifier)
          }
          static let columnNames: [String] = Int._columnNames(named: "id") + Int._columnNames(named: "id")
          static let writableColumnNames: [String] = Int._writableColumnNames(named: "id") + Int._writableColumnNames(named: "id")
          var rowid: ArborQuery.SQLQueryExpression<Int> {
            ArborQuery._rowidColumn(qualifier: qualifier)
          }
        }
        typealias SourceColumns = TableColumns
        typealias SourceRow = ReminderAndListID
        typealias NullableSource = ReminderAndListID?
        typealias Into = ReminderAndListID
        typealias QueryOutput = ReminderAndListID
        /// A row reads as itself. Declared here so that an extension offering another
        /// `queryOutput` (which the published library would fetch instead of the row) is a
        /// redeclaration, not the same code quietly giving other rows.
        var queryOutput: ReminderAndListID {
          self
        }
        static let tableName: String = "reminderAndListIDs"
        static let columns: TableColumns = TableColumns(qualifier: tableAlias ?? "reminderAndListIDs")
        static let columnCount: Int = Int.columnCount + Int.columnCount
        static let _primaryKeyColumnIndex: Int? = nil
        init(decoder: some ArborQuery.QueryDecoder) throws {
          self.reminderID = try (Int).init(decoder: decoder)
          self.remindersListID = try (Int).init(decoder: decoder)
        }
        func _encodeColumns(into bindings: inout [ArborQuery.QueryBinding]) {
          self.reminderID._encodeColumns(into: &bindings)
          self.remindersListID._encodeColumns(into: &bindings)
        }
        func _encodeWritableColumns(into bindings: inout [ArborQuery.QueryBinding]) {
          self.reminderID._encodeWritableColumns(into: &bindings)
          self.remindersListID._encodeWritableColumns(into: &bindings)
        }
        static func _jsonValue(named name: String, qualifier: String) -> ArborQuery.QueryFragment {
          ArborQuery._jsonObject([(key: "reminderID", value: (Int)._jsonValue(named: "id", qualifier: qualifier)), (key: "remindersListID", value: (Int)._jsonValue(named: "id", qualifier: qualifier))])
        }
        static func _jsonKey(forColumn column: String) -> String {
          switch column {
          case "id":
            return "reminderID"
          default:
            return column
          }
        }
        @dynamicMemberLookup
        struct Draft: ArborQuery.TableDraft, ArborQuery.Table {
          typealias Base = ReminderAndListID
          typealias Into = ReminderAndListID
          @dynamicMemberLookup
          final class TableColumns: ArborQuery.TableDefinition {
            typealias QueryValue = ReminderAndListID.Draft
            /// A helper of the table's own columns (`var isHighPriority` in an extension of
            /// them), on the draft's: the same table, the same qualifier.
            subscript <_Member>(dynamicMember keyPath: KeyPath<ReminderAndListID.TableColumns, _Member>) -> _Member {
              ReminderAndListID.TableColumns(qualifier: qualifier) [keyPath: keyPath]
            }
            let qualifier: String
            let queryFragment: ArborQuery.QueryFragment
            let reminderID: ArborQuery.TableColumn<ReminderAndListID.Draft, Int>
            let remindersListID: ArborQuery.TableColumn<ReminderAndListID.Draft, Int>
            required init(qualifier: String) {
              self.qualifier = qualifier
              self.reminderID = ArborQuery.TableColumn("id", qualifier: qualifier)
              self.remindersListID = ArborQuery.TableColumn("id", qualifier: qualifier)
              self.queryFragment = TableColumns.selectList(qualifier: qualifier)
            }
            static var columnNames: [String] {
              ReminderAndListID.TableColumns.writableColumnNames
            }
          }
          typealias SourceColumns = TableColumns
          typealias SourceRow = ReminderAndListID.Draft
          typealias NullableSource = ReminderAndListID.Draft?
          typealias Draft = Never
          static var tableName: String {
            ReminderAndListID.tableName
          }
          static var schemaName: String? {
            ReminderAndListID.schemaName
          }
          static var tableAlias: String? {
            ReminderAndListID.tableAlias
          }
          static var tableFragment: ArborQuery.QueryFragment {
            ReminderAndListID.tableFragment
          }
          static let columns: TableColumns = TableColumns(qualifier: ReminderAndListID._qualifier)
          static var columnCount: Int {
            Int.columnCount + Int.columnCount
          }
          static var _primaryKeyColumnIndex: Int? {
            nil
          }
          static var _scope: ArborQuery.TableScope? {
            ReminderAndListID._scope
          }
          init(decoder: some ArborQuery.QueryDecoder) throws {
            self.reminderID = try (Int).init(decoder: decoder)
            self.remindersListID = try (Int).init(decoder: decoder)
          }
          static func _jsonValue(named name: String, qualifier: String) -> ArborQuery.QueryFragment {
            ReminderAndListID._jsonValue(named: name, qualifier: qualifier)
          }
          var reminderID: Int
          var remindersListID: Int
          init(reminderID: Int, remindersListID: Int) {
            self.reminderID = reminderID
            self.remindersListID = remindersListID
          }
          init(_ row: ReminderAndListID) {
            self.reminderID = row.reminderID
            self.remindersListID = row.remindersListID
          }
          struct Columns: ArborQuery._AliasedColumns, ArborQuery._InsertableColumns {
            typealias QueryValue = ReminderAndListID.Draft
            let queryFragment: ArborQuery.QueryFragment
            let _unaliasedFragment: ArborQuery.QueryFragment
            typealias Into = ReminderAndListID
            let _insertValues: [ArborQuery.QueryFragment]
            init(reminderID: some ArborQuery.QueryExpression<Int>, remindersListID: some ArborQuery.QueryExpression<Int>) {
              self.queryFragment = [ArborQuery._selectionColumn(reminderID, named: "id"), ArborQuery._selectionColumn(remindersListID, named: "id")].joined(separator: ", ")
              self._unaliasedFragment = [ArborQuery._flatColumns(reminderID), ArborQuery._flatColumns(remindersListID)].joined(separator: ", ")
              self._insertValues = [ArborQuery._insertValue(reminderID), ArborQuery._insertValue(remindersListID)]
            }
          }
          typealias Selection = Columns
          var _hasUnsetPrimaryKey: Bool {
            false
          }
          func _encodeColumns(into bindings: inout [ArborQuery.QueryBinding]) {
            self.reminderID._encodeWritableColumns(into: &bindings)
            self.remindersListID._encodeWritableColumns(into: &bindings)
          }
        }
        struct Columns: ArborQuery._AliasedColumns, ArborQuery._InsertableColumns {
          typealias QueryValue = ReminderAndListID
          let queryFragment: ArborQuery.QueryFragment
          let _unaliasedFragment: ArborQuery.QueryFragment
          typealias Into = ReminderAndListID
          let _insertValues: [ArborQuery.QueryFragment]
          init(reminderID: some ArborQuery.QueryExpression<Int>, remindersListID: some ArborQuery.QueryExpression<Int>) {
            self.queryFragment = [ArborQuery._selectionColumn(reminderID, named: "id"), ArborQuery._selectionColumn(remindersListID, named: "id")].joined(separator: ", ")
            self._unaliasedFragment = [ArborQuery._flatColumns(reminderID), ArborQuery._flatColumns(remindersListID)].joined(separator: ", ")
            self._insertValues = [ArborQuery._insertValue(reminderID), ArborQuery._insertValue(remindersListID)]
          }
        }
        typealias Selection = Columns

      }
      """
    }
  }

  @Test func generatedColumnsAreNeverKeysAndNeverAll() {
    assertMacro {
      """
      @Table
      struct Reading {
        @Column(generated: .stored, primaryKey: true) let id: Int
        @Column(generated: .sometimes) let label: String
        @Column(lazyInitializable: maybe) var sensor: String
      }
      """
    } diagnostics: {
      """
      @Table
      struct Reading {
        @Column(generated: .stored, primaryKey: true) let id: Int
        ┬────────────────────────────────────────────────────────
        ╰─ 🛑 'id' is generated, so it cannot be the primary key: SQLite allows no generated column in one
        @Column(generated: .sometimes) let label: String
                ┬────────────────────
                ╰─ 🛑 generated must be '.stored' or '.virtual'
        @Column(lazyInitializable: maybe) var sensor: String
                ┬───────────────────────
                ╰─ 🛑 lazyInitializable must be 'true' or 'false'
      }
      """
    }
    assertMacro {
      """
      @Table
      struct Computed {
        @Column(generated: .virtual) let total: Int
      }
      """
    } diagnostics: {
      """
      @Table
      ┬─────
      ╰─ 🛑 a @Table needs at least one column that is not generated, to be inserted
      struct Computed {
        @Column(generated: .virtual) let total: Int
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

  /// A function that returns nothing runs for its effect and gives NULL.
  @Test func aVoidDatabaseFunctionReturnsNull() {
    assertMacro {
      """
      @DatabaseFunction
      func log(_ text: String) {}
      """
    } expansion: {
      """
      func log(_ text: String) {}

      struct __ArborFunction_log: ArborQuery.ScalarDatabaseFunction {

          var name: String {
              "log"
          }
          var argumentCount: Int {
              (String).columnCount
          }
          var isDeterministic: Bool {
              false
          }

          func callAsFunction(_ p0: some ArborQuery.QueryExpression<String>) -> ArborQuery.SQLQueryExpression<Swift.Void> {
              ArborQuery._functionCall(name, [p0])
          }
          func invoke(_ arguments: some ArborQuery.QueryDecoder) throws -> ArborQuery.QueryBinding {
              let p0 = try (String)(decoder: arguments)
              `log`(p0)
              return .null
          }
      }

      let $log = __ArborFunction_log()
      """
    }
  }

  @Test func databaseFunctionMisuseIsDiagnosed() {
    assertMacro {
      """
      @DatabaseFunction(as: ((Int, Int) -> Int).self)
      func twice(_ value: Int) -> Int { value * 2 }
      """
    } diagnostics: {
      """
      @DatabaseFunction(as: ((Int, Int) -> Int).self)
                            ┬───────────────────────
                            ╰─ 🛑 'as:' names 2 argument(s) but the function takes 1
      func twice(_ value: Int) -> Int { value * 2 }
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
           ┬───
           ╰─ 🛑 an aggregate database function takes exactly one sequence parameter
      """
    }
  }
}
