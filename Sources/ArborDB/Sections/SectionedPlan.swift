import GRDB

/// A select made sectioned: the section's name is one more column after the row's, and
/// the rows are ordered by section first, then as the select orders them — the section
/// order wins, as in the published library.
struct SectionedPlan<Element, Key: QueryRepresentable>: Sendable where Key.QueryOutput: Hashable {
  let query: QueryFragment
  let rowDecoder: RowDecoder<(Element, Key.QueryOutput)>
  let sectioning: _Sectioning<Key>

  init<Columns, From, Sources>(
    _ select: Select<Columns, From, Sources>, sectionBy sectioning: _Sectioning<Key>,
    elements: RowDecoder<Element>?
  ) {
    self.sectioning = sectioning
    var clauses = select.clauses
    if clauses.columns.isEmpty { clauses.columns = clauses.defaultColumns }
    clauses.columns.append(sectioning.select)
    clauses.orders.insert(sectioning.order, at: 0)
    query = clauses.render()
    guard let elements else {
      rowDecoder = RowDecoder { _ in
        throw QueryDecodingError(message: "the selection has no decoder")
      }
      return
    }
    rowDecoder = RowDecoder { decoder in (try elements.decode(decoder), try Key(decoder: decoder).queryOutput) }
  }

  func fetch(_ db: Database) throws -> (
    sections: ResultsSectionCollection<Element, Key.QueryOutput>, fingerprint: ResultFingerprint
  ) {
    let (rows, fingerprint) = try db.fetchAllWithFingerprint(query, rowDecoder)
    return (ResultsSectionCollection(rows), fingerprint)
  }
}

extension Select {
  /// The rows in sections named by `sectionBy`, over the first table's columns (or every
  /// source's, after a join): `Reminder.order(by: \.id).fetchAll(db, sectionBy: { $0.category })`.
  public func fetchAll<Key: QueryRepresentable>(
    _ db: Database, @_SectionBuilder<Key> sectionBy sectioning: (Sources.Arguments) -> _Sectioning<Key>
  ) throws -> ResultsSectionCollection<Columns, Key.QueryOutput> where Key.QueryOutput: Hashable {
    try SectionedPlan(self, sectionBy: sectioning(Sources.arguments), elements: rowDecoder).fetch(db).sections
  }

  public func fetchAll<Key: QueryRepresentable>(
    _ db: Database, sectionBy keyPath: KeyPath<From.SourceColumns, some QueryExpression<Key>>
  ) throws -> ResultsSectionCollection<Columns, Key.QueryOutput> where Key.QueryOutput: Hashable {
    let sectioning = _Sectioning<Key>(From.sourceColumns[keyPath: keyPath])
    return try SectionedPlan(self, sectionBy: sectioning, elements: rowDecoder).fetch(db).sections
  }
}

extension Select where Columns == () {
  public func fetchAll<Key: QueryRepresentable>(
    _ db: Database, @_SectionBuilder<Key> sectionBy sectioning: (Sources.Arguments) -> _Sectioning<Key>
  ) throws -> ResultsSectionCollection<Sources.Row, Key.QueryOutput> where Key.QueryOutput: Hashable {
    try SectionedPlan(self, sectionBy: sectioning(Sources.arguments), elements: Self.defaultDecoder).fetch(db).sections
  }

  public func fetchAll<Key: QueryRepresentable>(
    _ db: Database, sectionBy keyPath: KeyPath<From.SourceColumns, some QueryExpression<Key>>
  ) throws -> ResultsSectionCollection<Sources.Row, Key.QueryOutput> where Key.QueryOutput: Hashable {
    let sectioning = _Sectioning<Key>(From.sourceColumns[keyPath: keyPath])
    return try SectionedPlan(self, sectionBy: sectioning, elements: Self.defaultDecoder).fetch(db).sections
  }
}

extension Where {
  public func fetchAll<Key: QueryRepresentable>(
    _ db: Database, @_SectionBuilder<Key> sectionBy sectioning: (From.TableColumns) -> _Sectioning<Key>
  ) throws -> ResultsSectionCollection<From, Key.QueryOutput> where Key.QueryOutput: Hashable {
    try all.fetchAll(db, sectionBy: sectioning)
  }
}
