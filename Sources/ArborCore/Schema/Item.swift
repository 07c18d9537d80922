import ArborDB
import Foundation

public enum Priority: Int, QueryBindable, CaseIterable, Sendable {
  case low = 1
  case normal = 2
  case high = 3

  public var label: String {
    switch self {
    case .low: "low"
    case .normal: "normal"
    case .high: "high"
    }
  }
}

public enum Status: String, QueryBindable, CaseIterable, Sendable {
  case todo, doing, done

  public var label: String { rawValue }
}

/// A leaf of the tree: a task or note filed in a category.
@Table
public struct Item: Identifiable, Hashable, Sendable {
  public let id: Int
  public var categoryID: Int
  public var title: String
  public var notes: String
  public var priority: Priority
  public var status: Status
  public var dueDate: Date?
  public var timestamps: Timestamps
}
