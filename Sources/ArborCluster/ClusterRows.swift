/// A query's answer: its columns' names and its rows, values in column order.
public struct ClusterRows: Sendable, Equatable {
  public var columns: [String]
  public var rows: [[ClusterValue]]

  public init(columns: [String], rows: [[ClusterValue]]) {
    self.columns = columns
    self.rows = rows
  }
}

/// What a statement that writes changed.
public struct ClusterResult: Sendable, Equatable {
  public var lastInsertID: Int64
  public var changes: Int64

  public init(lastInsertID: Int64, changes: Int64) {
    self.lastInsertID = lastInsertID
    self.changes = changes
  }

  /// A node's answer to a statement run (EXEC_SQL): its RESULT message.
  init(answer: Wire.Message) throws {
    guard answer.type == Wire.Response.result.rawValue else {
      throw ClusterError(.broken, "the node answered a statement with message type \(answer.type)")
    }
    var reader = WireReader(answer.body)
    lastInsertID = Int64(bitPattern: try reader.uint64())
    changes = Int64(bitPattern: try reader.uint64())
  }
}
