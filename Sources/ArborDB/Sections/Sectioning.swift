/// What a sectioned query selects as each row's section name, and how it orders the
/// sections: an expression (ascending) or an ordering of one (`$0.category.desc()`,
/// `$0.priority.asc(nulls: .last)`). The published library's name.
public struct _Sectioning<Key>: Hashable, Sendable {
  let select: QueryFragment
  let order: QueryFragment

  init(_ expression: some QueryExpression) {
    select = expression.queryFragment
    order = expression.queryFragment
  }

  init<Value>(_ term: _OrderingTerm<Value>) {
    select = term.base
    order = term.orderingFragment
  }
}

/// Builds a `sectionBy:` closure's sectioning: one expression or ordering, chosen by `if`
/// and `else`; with an optional key, `nil` (or an `if` without `else`) sections nothing —
/// every row in one section named nil.
@resultBuilder
public enum _SectionBuilder<Key> {
  public static func buildExpression(_ expression: some QueryExpression<Key>) -> _Sectioning<Key> {
    _Sectioning(expression)
  }

  public static func buildExpression(_ term: _OrderingTerm<Key>) -> _Sectioning<Key> {
    _Sectioning(term)
  }

  public static func buildBlock(_ component: _Sectioning<Key>) -> _Sectioning<Key> { component }

  public static func buildEither(first component: _Sectioning<Key>) -> _Sectioning<Key> { component }

  public static func buildEither(second component: _Sectioning<Key>) -> _Sectioning<Key> { component }
}

extension _SectionBuilder where Key: ArborQuery._OptionalProtocol {
  /// `nil`: no sections.
  public static func buildExpression(_ expression: Never?) -> _Sectioning<Key>? { nil }

  /// A non-optional expression for an optional key (`String` where `String?` is named).
  @_disfavoredOverload
  public static func buildExpression(_ expression: some QueryExpression<Key.Wrapped>) -> _Sectioning<Key>? {
    _Sectioning(expression)
  }

  @_disfavoredOverload
  public static func buildExpression(_ expression: some QueryExpression<Key>) -> _Sectioning<Key>? {
    _Sectioning(expression)
  }

  @_disfavoredOverload
  public static func buildExpression(_ term: _OrderingTerm<Key.Wrapped>) -> _Sectioning<Key>? {
    _Sectioning(term)
  }

  @_disfavoredOverload
  public static func buildExpression(_ term: _OrderingTerm<Key>) -> _Sectioning<Key>? {
    _Sectioning(term)
  }

  @_disfavoredOverload
  public static func buildBlock(_ component: _Sectioning<Key>?) -> _Sectioning<Key>? { component }

  public static func buildOptional(_ component: _Sectioning<Key>??) -> _Sectioning<Key>? { component ?? nil }

  @_disfavoredOverload
  public static func buildEither(first component: _Sectioning<Key>?) -> _Sectioning<Key>? { component }

  @_disfavoredOverload
  public static func buildEither(second component: _Sectioning<Key>?) -> _Sectioning<Key>? { component }
}
