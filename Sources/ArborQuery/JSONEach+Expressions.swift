// `jsonEach()` on a JSON column: one overload per kind of element (a plain value, or an
// object that is a `@Selection` or `@Table` type and so reads as its JSON representation),
// on the document or on a container inside it (`jsonEach(\.links)`), the column optional or
// not (NULL walks as no elements). `jsonbEach()` is the same over `jsonb_each`, which
// SQLite 3.40.1 lacks (it fails there with "no such function").

extension QueryExpression where QueryValue: _JSONDocument, QueryValue._JSONRoot: _JSONCollection {
  /// `json_each(document)`: a row per element, the element a plain value.
  public func jsonEach() -> SelectOf<JSONEach<QueryValue._JSONRoot._JSONEachKey, QueryValue._JSONRoot._JSONEachElement>>
  where QueryValue._JSONRoot._JSONEachElement: QueryBindable {
    JSONEach.select("json_each", self, path: nil)
  }

  /// `json_each(document)`: a row per element, each an object read through its fields.
  public func jsonEach<Element: Selection & Codable>()
    -> SelectOf<JSONEach<QueryValue._JSONRoot._JSONEachKey, _CodableJSONRepresentation<Element>>>
  where QueryValue._JSONRoot._JSONEachElement == Element {
    JSONEach.select("json_each", self, path: nil)
  }

  /// `json_each(document)`: a row per element, each a table row stored as an object.
  public func jsonEach<Element: Table & Codable>()
    -> SelectOf<JSONEach<QueryValue._JSONRoot._JSONEachKey, _CodableJSONRepresentation<Element>>>
  where QueryValue._JSONRoot._JSONEachElement == Element {
    JSONEach.select("json_each", self, path: nil)
  }

  /// `jsonb_each(document)` (SQLite 3.45 and later).
  public func jsonbEach() -> SelectOf<
    JSONEach<QueryValue._JSONRoot._JSONEachKey, QueryValue._JSONRoot._JSONEachElement>
  >
  where QueryValue._JSONRoot._JSONEachElement: QueryBindable {
    JSONEach.select("jsonb_each", self, path: nil)
  }

  /// `jsonb_each(document)` (SQLite 3.45 and later), objects read through their fields.
  public func jsonbEach<Element: Selection & Codable>()
    -> SelectOf<JSONEach<QueryValue._JSONRoot._JSONEachKey, _CodableJSONRepresentation<Element>>>
  where QueryValue._JSONRoot._JSONEachElement == Element {
    JSONEach.select("jsonb_each", self, path: nil)
  }
}

extension QueryExpression where QueryValue: _OptionalJSONDocument, QueryValue._WrappedJSONRoot: _JSONCollection {
  /// `json_each(document)` of a column that may be NULL: no rows for NULL.
  public func jsonEach()
    -> SelectOf<JSONEach<QueryValue._WrappedJSONRoot._JSONEachKey, QueryValue._WrappedJSONRoot._JSONEachElement>>
  where QueryValue._WrappedJSONRoot._JSONEachElement: QueryBindable {
    JSONEach.select("json_each", self, path: nil)
  }

  /// `json_each(document)` of a column that may be NULL, objects read through their fields.
  public func jsonEach<Element: Selection & Codable>()
    -> SelectOf<JSONEach<QueryValue._WrappedJSONRoot._JSONEachKey, _CodableJSONRepresentation<Element>>>
  where QueryValue._WrappedJSONRoot._JSONEachElement == Element {
    JSONEach.select("json_each", self, path: nil)
  }

  /// `json_each(document)` of a column that may be NULL, table rows stored as objects.
  public func jsonEach<Element: Table & Codable>()
    -> SelectOf<JSONEach<QueryValue._WrappedJSONRoot._JSONEachKey, _CodableJSONRepresentation<Element>>>
  where QueryValue._WrappedJSONRoot._JSONEachElement == Element {
    JSONEach.select("json_each", self, path: nil)
  }
}

extension QueryExpression where QueryValue: _JSONDocument {
  /// `json_each(document, path)`: the elements of a container inside the document,
  /// `$0.writer.jsonEach(\.tags)`.
  public func jsonEach<Container: _JSONDocument, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Container, Presence>>
  ) -> SelectOf<JSONEach<Container._JSONRoot._JSONEachKey, Container._JSONRoot._JSONEachElement>>
  where Container._JSONRoot: _JSONCollection, Container._JSONRoot._JSONEachElement: QueryBindable {
    JSONEach.select("json_each", self, path: JSONPath.root[keyPath: path].path)
  }

  /// `json_each(document, path)` over a container of objects: `$0.author.jsonEach(\.links)`.
  public func jsonEach<Container: _JSONDocument, Element: Selection & Codable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Container, Presence>>
  ) -> SelectOf<JSONEach<Container._JSONRoot._JSONEachKey, _CodableJSONRepresentation<Element>>>
  where Container._JSONRoot: _JSONCollection, Container._JSONRoot._JSONEachElement == Element {
    JSONEach.select("json_each", self, path: JSONPath.root[keyPath: path].path)
  }
}
