/// How two selects combine.
public enum CompoundOperator: String, Sendable {
  case union = "UNION"
  case unionAll = "UNION ALL"
  case intersect = "INTERSECT"
  case except = "EXCEPT"
}

/// Selects joined by UNION, INTERSECT or EXCEPT; rows decode like the first select's.
public struct CompoundSelect<QueryValue>: Statement {
  let parts: [QueryFragment]
  let operators: [CompoundOperator]
  public let rowDecoder: RowDecoder<QueryValue>

  /// An empty side (a select built on `Table.none`) is left out, whatever the operator,
  /// as in the published library; all sides empty: nothing.
  public var query: QueryFragment {
    var fragment = QueryFragment()
    for (index, part) in parts.enumerated() where !part.isEmpty {
      if !fragment.isEmpty { fragment += QueryFragment(" " + operators[index - 1].rawValue + " ") }
      fragment += part
    }
    return fragment
  }

  func adding(_ op: CompoundOperator, _ other: QueryFragment) -> Self {
    CompoundSelect(parts: parts + [other], operators: operators + [op], rowDecoder: rowDecoder)
  }

  /// `UNION` (duplicates removed) or, with `all: true`, `UNION ALL`.
  public func union<F, S>(all: Bool = false, _ other: Select<QueryValue, F, S>) -> Self {
    adding(all ? .unionAll : .union, other.query)
  }

  public func intersect<F, S>(_ other: Select<QueryValue, F, S>) -> Self {
    adding(.intersect, other.query)
  }

  public func except<F, S>(_ other: Select<QueryValue, F, S>) -> Self {
    adding(.except, other.query)
  }
}

extension Select {
  func compound<F, S>(_ op: CompoundOperator, _ other: Select<Columns, F, S>) -> CompoundSelect<Columns> {
    // An explicit selection always has a decoder; a default one decodes like `From`.
    CompoundSelect(
      parts: [query, other.query], operators: [op],
      rowDecoder: rowDecoder
        ?? RowDecoder { _ in
          throw QueryDecodingError(message: "compound selects need an explicit select { } on each side")
        })
  }

  /// `UNION` (duplicates removed) or, with `all: true`, `UNION ALL`.
  public func union<F, S>(all: Bool = false, _ other: Select<Columns, F, S>) -> CompoundSelect<Columns> {
    compound(all ? .unionAll : .union, other)
  }

  /// `INTERSECT`: rows in both.
  public func intersect<F, S>(_ other: Select<Columns, F, S>) -> CompoundSelect<Columns> {
    compound(.intersect, other)
  }

  /// `EXCEPT`: rows of this select that the other lacks.
  public func except<F, S>(_ other: Select<Columns, F, S>) -> CompoundSelect<Columns> {
    compound(.except, other)
  }
}
