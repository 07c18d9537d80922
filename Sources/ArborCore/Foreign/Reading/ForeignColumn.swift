import ArborDB
import Foundation
import GRDB

/// A column of a foreign table as its schema declares it.
public struct ForeignColumn: Hashable, Sendable {
  public var name: String
  public var declaredType: String
  public var isPrimaryKey: Bool
  public var notNull: Bool
  public var hasDefault: Bool

  /// Text by its declared type (SQLite's affinity rules), or undeclared.
  var mayHoldText: Bool {
    let type = declaredType.uppercased()
    return type.isEmpty || type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT")
  }
}

/// A column of another table that refers to rows of the tree's table (a foreign key).
public struct ForeignReference: Hashable, Sendable {
  public var table: String
  public var column: String
  /// The tree table's column it names.
  public var target: String
}
