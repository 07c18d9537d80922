/// `@FetchAll(query, sectionBy: …)`: the rows, kept current, and `$rows.sections` — the
/// rows grouped by a column or an expression (a section name, `String?`), the sections in
/// the order `sectionBy` gives (ascending unless it says `.desc()`), each section's rows
/// in the query's order. A `sectionBy:` that gives nil sections nothing: one section,
/// named nil. `load(query, sectionBy:)` replaces both; `load(query)` drops the sections.
extension FetchAll {
  // MARK: A select of the rows of a table, or of a join's tuples

  public init<From, Sources>(
    wrappedValue: [Element] = [], _ select: Select<(), From, Sources>,
    @_SectionBuilder<String?> sectionBy sectioning: (Sources.Arguments) -> _Sectioning<String?>?,
    database: (any DatabaseReader)? = nil
  ) where Sources.Row == Element {
    self.init(wrappedValue: wrappedValue, Self.rows(select, sectioning(Sources.arguments)), database: database)
  }

  public init<From, Sources>(
    wrappedValue: [Element] = [], _ select: Select<(), From, Sources>,
    sectionBy keyPath: KeyPath<From.SourceColumns, some QueryExpression<String?>>, database: (any DatabaseReader)? = nil
  ) where Sources.Row == Element {
    let sectioning = _Sectioning<String?>(From.sourceColumns[keyPath: keyPath])
    self.init(wrappedValue: wrappedValue, Self.rows(select, sectioning), database: database)
  }

  public init<From, Sources>(
    wrappedValue: [Element] = [], _ select: Select<(), From, Sources>,
    sectionBy keyPath: KeyPath<From.SourceColumns, some QueryExpression<String>>, database: (any DatabaseReader)? = nil
  ) where Sources.Row == Element {
    let sectioning = _Sectioning<String?>(From.sourceColumns[keyPath: keyPath])
    self.init(wrappedValue: wrappedValue, Self.rows(select, sectioning), database: database)
  }

  // MARK: A selection (`.select { Row.Columns(…) }`)

  @_disfavoredOverload
  public init<From, Sources>(
    wrappedValue: [Element] = [], _ select: Select<Element, From, Sources>,
    @_SectionBuilder<String?> sectionBy sectioning: (Sources.Arguments) -> _Sectioning<String?>?,
    database: (any DatabaseReader)? = nil
  ) {
    self.init(wrappedValue: wrappedValue, Self.selection(select, sectioning(Sources.arguments)), database: database)
  }

  // MARK: A filter, or the whole table

  public init(
    wrappedValue: [Element] = [], _ filter: Where<Element>,
    @_SectionBuilder<String?> sectionBy sectioning: (Element.TableColumns) -> _Sectioning<String?>?,
    database: (any DatabaseReader)? = nil
  ) where Element: Table {
    self.init(wrappedValue: wrappedValue, Self.rows(filter.all, sectioning(Element.columns)), database: database)
  }

  public init(
    wrappedValue: [Element] = [], _ filter: Where<Element>,
    sectionBy keyPath: KeyPath<Element.TableColumns, some QueryExpression<String>>,
    database: (any DatabaseReader)? = nil
  ) where Element: Table {
    let sectioning = _Sectioning<String?>(Element.columns[keyPath: keyPath])
    self.init(wrappedValue: wrappedValue, Self.rows(filter.all, sectioning), database: database)
  }

  public init(
    wrappedValue: [Element] = [], _ filter: Where<Element>,
    sectionBy keyPath: KeyPath<Element.TableColumns, some QueryExpression<String?>>,
    database: (any DatabaseReader)? = nil
  ) where Element: Table {
    let sectioning = _Sectioning<String?>(Element.columns[keyPath: keyPath])
    self.init(wrappedValue: wrappedValue, Self.rows(filter.all, sectioning), database: database)
  }

  public init(
    wrappedValue: [Element] = [],
    @_SectionBuilder<String?> sectionBy sectioning: (Element.TableColumns) -> _Sectioning<String?>?,
    database: (any DatabaseReader)? = nil
  ) where Element: Table {
    self.init(wrappedValue: wrappedValue, Self.rows(Element.all, sectioning(Element.columns)), database: database)
  }

  public init(
    wrappedValue: [Element] = [], sectionBy keyPath: KeyPath<Element.TableColumns, some QueryExpression<String>>,
    database: (any DatabaseReader)? = nil
  ) where Element: Table {
    let sectioning = _Sectioning<String?>(Element.columns[keyPath: keyPath])
    self.init(wrappedValue: wrappedValue, Self.rows(Element.all, sectioning), database: database)
  }

  public init(
    wrappedValue: [Element] = [], sectionBy keyPath: KeyPath<Element.TableColumns, some QueryExpression<String?>>,
    database: (any DatabaseReader)? = nil
  ) where Element: Table {
    let sectioning = _Sectioning<String?>(Element.columns[keyPath: keyPath])
    self.init(wrappedValue: wrappedValue, Self.rows(Element.all, sectioning), database: database)
  }

  // MARK: Loading

  @discardableResult
  public func load<From, Sources>(
    _ select: Select<(), From, Sources>,
    @_SectionBuilder<String?> sectionBy sectioning: (Sources.Arguments) -> _Sectioning<String?>?,
    database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where Sources.Row == Element {
    try load(Self.rows(select, sectioning(Sources.arguments)), database: database)
  }

  @discardableResult
  public func load<From, Sources>(
    _ select: Select<(), From, Sources>, sectionBy keyPath: KeyPath<From.SourceColumns, some QueryExpression<String>>,
    database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where Sources.Row == Element {
    try load(Self.rows(select, _Sectioning(From.sourceColumns[keyPath: keyPath])), database: database)
  }

  @discardableResult
  public func load<From, Sources>(
    _ select: Select<(), From, Sources>, sectionBy keyPath: KeyPath<From.SourceColumns, some QueryExpression<String?>>,
    database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where Sources.Row == Element {
    try load(Self.rows(select, _Sectioning(From.sourceColumns[keyPath: keyPath])), database: database)
  }

  @discardableResult
  @_disfavoredOverload
  public func load<From, Sources>(
    _ select: Select<Element, From, Sources>,
    @_SectionBuilder<String?> sectionBy sectioning: (Sources.Arguments) -> _Sectioning<String?>?,
    database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription {
    try load(Self.selection(select, sectioning(Sources.arguments)), database: database)
  }

  @discardableResult
  public func load(
    _ filter: Where<Element>,
    @_SectionBuilder<String?> sectionBy sectioning: (Element.TableColumns) -> _Sectioning<String?>?,
    database: (any DatabaseReader)? = nil
  ) async throws -> FetchSubscription where Element: Table {
    try load(Self.rows(filter.all, sectioning(Element.columns)), database: database)
  }

  // MARK: The fetches

  private init(
    wrappedValue: [Element], _ fetch: @escaping @Sendable (Database) throws -> Fetched<FetchAllRows<Element>>,
    database: (any DatabaseReader)?
  ) {
    state = FetchState(initialValue: FetchAllRows(rows: wrappedValue))
    state.start(fetch, database: database)
  }

  private func load(
    _ fetch: @escaping @Sendable (Database) throws -> Fetched<FetchAllRows<Element>>, database: (any DatabaseReader)?
  ) throws -> FetchSubscription {
    if let error = state.start(fetch, database: database) { throw error }
    return state.subscription()
  }

  /// A select of sources' rows, sectioned, or as it is when `sectioning` is nil.
  private static func rows<From, Sources>(_ select: Select<(), From, Sources>, _ sectioning: _Sectioning<String?>?)
    -> @Sendable (Database) throws -> Fetched<FetchAllRows<Element>>
  where Sources.Row == Element {
    guard let sectioning else { return fetch(select.sourcesPlan) }
    return sectioned(SectionedPlan(select, sectionBy: sectioning, elements: Select<(), From, Sources>.defaultDecoder))
  }

  private static func selection<From, Sources>(
    _ select: Select<Element, From, Sources>, _ sectioning: _Sectioning<String?>?
  ) -> @Sendable (Database) throws -> Fetched<FetchAllRows<Element>> {
    guard let sectioning else { return fetch(select.selectedPlan) }
    return sectioned(SectionedPlan(select, sectionBy: sectioning, elements: select.rowDecoder))
  }

  private static func sectioned(_ plan: SectionedPlan<Element, String?>)
    -> @Sendable (Database) throws -> Fetched<FetchAllRows<Element>>
  {
    { db in
      let (sections, fingerprint) = try plan.fetch(db)
      return Fetched(
        value: FetchAllRows(rows: sections.elements, sections: sections, sectioning: plan.sectioning),
        fingerprint: fingerprint)
    }
  }
}
