import GRDB

// `fetchCount(db)`, as the published library has it: how many rows a query yields,
// through the query's own `count()`.

extension Select {
  /// How many rows the select yields (`SELECT count(*) …` with its filter and joins).
  public func fetchCount(_ db: Database) throws -> Int {
    try count().fetchOne(db) ?? 0
  }
}

extension Where {
  /// How many rows match the filter.
  public func fetchCount(_ db: Database) throws -> Int {
    try count().fetchOne(db) ?? 0
  }
}

extension ArborQuery.Table {
  /// How many rows the table has (in its default scope).
  public static func fetchCount(_ db: Database) throws -> Int {
    try all.fetchCount(db)
  }
}
