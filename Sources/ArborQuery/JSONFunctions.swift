// SQLite's JSON functions on JSON columns, with places written as `JSONPath` key paths
// (`\.label`, `\.[0]`). The path is bound, as every value is.

extension QueryExpression where QueryValue: _JSONDocument {
  /// `json_extract(document, path)`: the value at a place, as the member's Swift type.
  public func jsonExtract<Member: QueryDecodable>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, JSONPath<Member>>
  ) -> SQLQueryExpression<Member> {
    jsonExtraction("json_extract", path: path)
  }

  /// `json_extract(document, path)` of an object: its JSON text, read as the member's type.
  public func jsonExtract<Member: Selection & Codable>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, JSONPath<Member>>
  ) -> SQLQueryExpression<_CodableJSONRepresentation<Member>> {
    jsonExtraction("json_extract", path: path)
  }

  /// `json_extract(document, path)` past an array index: NULL where the array is shorter.
  public func jsonExtract<Member: QueryDecodable>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, JSONMayBeMissing>>
  ) -> SQLQueryExpression<Member._Optionalized> {
    jsonExtraction("json_extract", path: path)
  }

  /// `json_extract(document, path)` of an object past an array index.
  public func jsonExtract<Member: Selection & Codable>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, JSONMayBeMissing>>
  ) -> SQLQueryExpression<_CodableJSONRepresentation<Member>?> {
    jsonExtraction("json_extract", path: path)
  }

  /// `jsonb_extract(document, path)` (SQLite 3.45 and later; here "no such function").
  public func jsonbExtract<Member: QueryDecodable>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, JSONPath<Member>>
  ) -> SQLQueryExpression<Member> {
    jsonExtraction("jsonb_extract", path: path)
  }

  /// `jsonb_extract(document, path)` past an array index (SQLite 3.45 and later).
  public func jsonbExtract<Member: QueryDecodable>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, JSONMayBeMissing>>
  ) -> SQLQueryExpression<Member._Optionalized> {
    jsonExtraction("jsonb_extract", path: path)
  }

  private func jsonFunction<Member, Presence, Result>(
    _ name: String, path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<Result> {
    function(name, self, JSONPath<QueryValue._JSONRoot>.root[keyPath: path].path)
  }

  /// `json_extract` or `jsonb_extract` at a place, its value made ready to compare.
  private func jsonExtraction<Member: QueryDecodable, Presence, Result>(
    _ name: String, path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<Result> {
    let call: SQLQueryExpression<Result> = jsonFunction(name, path: path)
    return SQLQueryExpression(Member._jsonExtracted(call.queryFragment))
  }
}

extension QueryExpression where QueryValue: _OptionalJSONDocument {
  /// `json_extract(document, path)` of a column that may be NULL (an outer join's): NULL
  /// for NULL.
  public func jsonExtract<Member: QueryDecodable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._WrappedJSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<Member._Optionalized> {
    jsonExtraction("json_extract", path: path)
  }

  private func jsonFunction<Member, Presence, Result>(
    _ name: String, path: KeyPath<JSONPath<QueryValue._WrappedJSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<Result> {
    function(name, self, JSONPath<QueryValue._WrappedJSONRoot>.root[keyPath: path].path)
  }

  /// `json_extract` or `jsonb_extract` at a place, its value made ready to compare.
  private func jsonExtraction<Member: QueryDecodable, Presence, Result>(
    _ name: String, path: KeyPath<JSONPath<QueryValue._WrappedJSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<Result> {
    let call: SQLQueryExpression<Result> = jsonFunction(name, path: path)
    return SQLQueryExpression(Member._jsonExtracted(call.queryFragment))
  }
}

/// An optional `_JSONDocument`: what an outer join or a nullable JSON column holds.
public protocol _OptionalJSONDocument {
  associatedtype _WrappedJSONRoot
}

extension Optional: _OptionalJSONDocument where Wrapped: _JSONDocument {
  public typealias _WrappedJSONRoot = Wrapped._JSONRoot
}

extension QueryExpression where QueryValue: _JSONDocument, QueryValue._JSONRoot: _JSONCollection {
  /// `json_array_length(document)`: how many elements the array has.
  public func jsonArrayLength() -> SQLQueryExpression<Int> {
    function("json_array_length", self)
  }
}

extension QueryExpression where QueryValue: _OptionalJSONDocument, QueryValue._WrappedJSONRoot: _JSONCollection {
  /// `json_array_length(document)` of a column that may be NULL: NULL for NULL.
  public func jsonArrayLength() -> SQLQueryExpression<Int?> {
    function("json_array_length", self)
  }
}

// Edits of a document: each returns the edited document, so they chain
// (`$0.tags.jsonSet(\.[0], "z").jsonAppend("c")`) and assign (`$0.tags = …` in `update`).
extension QueryExpression where QueryValue: _JSONDocument {
  /// `json_set(document, path, value)`: the value at the place, created or replaced.
  public func jsonSet<Member: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>, _ value: some QueryExpression<Member>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("json_set", JSONPath.root[keyPath: path].path, value)
  }

  /// `json_insert(document, path, value)`: the value at the place only where there is none.
  public func jsonInsert<Member: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>, _ value: some QueryExpression<Member>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("json_insert", JSONPath.root[keyPath: path].path, value)
  }

  /// `json_replace(document, path, value)`: the value at the place only where there is one.
  public func jsonReplace<Member: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>, _ value: some QueryExpression<Member>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("json_replace", JSONPath.root[keyPath: path].path, value)
  }

  /// `json_remove(document, path)`: the document without what is at the place.
  public func jsonRemove<Member, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<QueryValue> {
    function("json_remove", self, JSONPath.root[keyPath: path].path)
  }

  /// `json_array_insert(document, path, value)`: the value inserted before the element at
  /// the place. SQLite added the function in 3.51; on 3.40.1 it fails with "no such
  /// function".
  public func jsonArrayInsert<Member: QueryBindable>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, JSONMayBeMissing>>,
    _ value: some QueryExpression<Member>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("json_array_insert", JSONPath.root[keyPath: path].path, value)
  }

  fileprivate func jsonEdit(_ name: String, _ path: String, _ value: any QueryExpression) -> SQLQueryExpression<
    QueryValue
  > {
    function(name, self, path, value)
  }
}

extension QueryExpression where QueryValue: _JSONDocument, QueryValue._JSONRoot: _JSONCollection {
  /// `json_insert(document, '$[#]', value)`: the array with the value added at its end.
  public func jsonAppend(
    _ value: some QueryExpression<QueryValue._JSONRoot._JSONEachElement>
  ) -> SQLQueryExpression<QueryValue> where QueryValue._JSONRoot._JSONEachElement: QueryBindable {
    jsonEdit("json_insert", "$[#]", value)
  }
}

// The `jsonb_` editions of the edits, which return SQLite's binary JSON. SQLite added them in
// 3.45; on 3.40.1 they fail with "no such function" (see `_CodableJSONBRepresentation`).
extension QueryExpression where QueryValue: _JSONDocument {
  public func jsonbSet<Member: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>, _ value: some QueryExpression<Member>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("jsonb_set", JSONPath.root[keyPath: path].path, value)
  }

  public func jsonbInsert<Member: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>, _ value: some QueryExpression<Member>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("jsonb_insert", JSONPath.root[keyPath: path].path, value)
  }

  public func jsonbReplace<Member: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>, _ value: some QueryExpression<Member>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("jsonb_replace", JSONPath.root[keyPath: path].path, value)
  }

  public func jsonbRemove<Member, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<QueryValue> {
    function("jsonb_remove", self, JSONPath.root[keyPath: path].path)
  }

  public func jsonbArrayInsert<Member: QueryBindable>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, JSONMayBeMissing>>,
    _ value: some QueryExpression<Member>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("jsonb_array_insert", JSONPath.root[keyPath: path].path, value)
  }
}

extension QueryExpression where QueryValue: _JSONDocument, QueryValue._JSONRoot: _JSONCollection {
  public func jsonbAppend(
    _ value: some QueryExpression<QueryValue._JSONRoot._JSONEachElement>
  ) -> SQLQueryExpression<QueryValue> where QueryValue._JSONRoot._JSONEachElement: QueryBindable {
    jsonEdit("jsonb_insert", "$[#]", value)
  }
}

// An optional member given a value of its wrapped type (`jsonSet(\.nickname, "Blobby")` where
// `nickname` is a `String?`): the overloads above want the member's own type, and with a
// plain value there Swift failed to produce any diagnostic at all.
extension QueryExpression where QueryValue: _JSONDocument {
  public func jsonSet<Wrapped: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Wrapped?, Presence>>,
    _ value: some QueryExpression<Wrapped>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("json_set", JSONPath.root[keyPath: path].path, value)
  }

  public func jsonInsert<Wrapped: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Wrapped?, Presence>>,
    _ value: some QueryExpression<Wrapped>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("json_insert", JSONPath.root[keyPath: path].path, value)
  }

  public func jsonReplace<Wrapped: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Wrapped?, Presence>>,
    _ value: some QueryExpression<Wrapped>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("json_replace", JSONPath.root[keyPath: path].path, value)
  }

  public func jsonbSet<Wrapped: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Wrapped?, Presence>>,
    _ value: some QueryExpression<Wrapped>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("jsonb_set", JSONPath.root[keyPath: path].path, value)
  }

  public func jsonbInsert<Wrapped: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Wrapped?, Presence>>,
    _ value: some QueryExpression<Wrapped>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("jsonb_insert", JSONPath.root[keyPath: path].path, value)
  }

  public func jsonbReplace<Wrapped: QueryBindable, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Wrapped?, Presence>>,
    _ value: some QueryExpression<Wrapped>
  ) -> SQLQueryExpression<QueryValue> {
    jsonEdit("jsonb_replace", JSONPath.root[keyPath: path].path, value)
  }
}

// `json_array_length(document, path)`: the length of an array inside the document, NULL
// where the place holds none (a missing member, an index past the end, a JSON null).
extension QueryExpression where QueryValue: _JSONDocument {
  public func jsonArrayLength<Member: _JSONStored, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<Int?> where Member._JSONRoot: _JSONCollection {
    jsonFunction("json_array_length", path: path)
  }

  public func jsonArrayLength<Member: _JSONCollection, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._JSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<Int?> {
    jsonFunction("json_array_length", path: path)
  }
}

extension QueryExpression where QueryValue: _OptionalJSONDocument {
  public func jsonArrayLength<Member: _JSONStored, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._WrappedJSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<Int?> where Member._JSONRoot: _JSONCollection {
    jsonFunction("json_array_length", path: path)
  }

  public func jsonArrayLength<Member: _JSONCollection, Presence>(
    _ path: KeyPath<JSONPath<QueryValue._WrappedJSONRoot>, _JSONPlace<Member, Presence>>
  ) -> SQLQueryExpression<Int?> {
    jsonFunction("json_array_length", path: path)
  }
}
