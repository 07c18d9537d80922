/// A table's default scope, in the published library's spelling: a type that declares
/// `static let all = Self.where { !$0.isDeleted }` (or `unscoped.where { … }.order { … }`)
/// has every query start from those conditions and that order — `Row.where`, `Row.select`,
/// `Row.update`, `Row.delete`, `Row.find` — and `Row.unscoped` starts from every row.
/// `@Table` reads the declaration and writes `_scope` from it.
public struct TableScope: Sendable {
  package var wheres: [QueryFragment]
  package var orders: [QueryFragment]

  /// No conditions and no order: every row.
  public init() {
    wheres = []
    orders = []
  }

  public init<T>(_ filter: Where<T>) {
    wheres = filter.predicates
    orders = filter.orders
  }

  public init<Columns, From, Sources>(_ select: Select<Columns, From, Sources>) {
    wheres = select.clauses.wheres
    orders = select.clauses.orders
  }
}

extension Table {
  /// `nil`, for a table without a default scope: the common case pays nothing for scopes.
  public static var _scope: TableScope? { nil }

  /// Every row, past the default scope.
  public static var unscoped: Where<Self> { Where() }

  /// The default scope as a filter: where every entry point starts.
  package static var scoped: Where<Self> {
    guard let scope = _scope else { return Where() }
    return Where(predicates: scope.wheres, orders: scope.orders)
  }
}
