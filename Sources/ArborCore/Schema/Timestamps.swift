import ArborDB
import Foundation

/// When a row was made and last changed. `updatedAt` is kept by a trigger, so every
/// writer (another arbor, the sqlite3 shell) keeps it right.
@Selection
public struct Timestamps: Hashable, Sendable {
  public var createdAt: Date
  public var updatedAt: Date

  public init(createdAt: Date, updatedAt: Date) {
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }

  public static func now() -> Timestamps {
    let date = Date()
    return Timestamps(createdAt: date, updatedAt: date)
  }
}
