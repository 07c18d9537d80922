/// A column of a table (or of a column group), qualified by the name its table goes by in
/// the query: the table name, an alias, or a common table expression.
public struct TableColumn<Root, Value: QueryDecodable>: QueryExpression, ColumnExpression {
  public typealias QueryValue = Value
  /// The column's name in the database.
  public let name: String
  /// What the column is qualified with in SQL (`"reminders"."title"`).
  public let qualifier: String
  public let queryFragment: QueryFragment

  public init(_ name: String, qualifier: String) {
    self.name = name
    self.qualifier = qualifier
    let names = Value._columnNames(named: name)
    if names.count == 1 {
      queryFragment = QueryFragment(quoteIdentifier(qualifier) + "." + quoteIdentifier(names[0]))
    } else {
      // A column group compares as a row value: ("createdAt", "updatedAt") <= (?, ?).
      let quotedQualifier = quoteIdentifier(qualifier)
      queryFragment = QueryFragment(
        "(" + names.map { quotedQualifier + "." + quoteIdentifier($0) }.joined(separator: ", ") + ")"
      )
    }
  }

  /// The database column names this column spans (more than one for a column group).
  public var columnNames: [String] { Value._columnNames(named: name) }
}

/// A column that can be named in an INSERT column list, an UPDATE assignment or an
/// ON CONFLICT target.
public protocol ColumnExpression: Sendable {
  var name: String { get }
  var columnNames: [String] { get }
}

extension QueryDecodable {
  public static func _columnNames(named name: String) -> [String] { [name] }
}
