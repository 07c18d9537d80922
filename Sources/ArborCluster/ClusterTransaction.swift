import ArborQuery

/// Statements that commit together or not at all, on one connection to the leader: what
/// `ClusterClient.transaction` hands its body. Nothing here is asked again elsewhere — a
/// statement of a transaction sent to a new leader would run outside it.
public struct ClusterTransaction {
  let connection: NodeConnection
  let databaseID: UInt64

  /// Runs `sql` with `arguments` bound, inside the transaction.
  @discardableResult
  public func execute(_ sql: String, _ arguments: [ClusterValue] = []) throws -> ClusterResult {
    try Self.execute(sql, arguments, on: connection, databaseID: databaseID)
  }

  /// Runs a statement rendered by the query layer, inside the transaction.
  @discardableResult
  public func execute(_ statement: some Statement) throws -> ClusterResult {
    let query = statement.query
    guard !query.isEmpty else { return ClusterResult(lastInsertID: 0, changes: 0) }
    return try execute(query.sql, try ClusterClient.values(query.bindings))
  }

  @discardableResult
  static func execute(
    _ sql: String, _ arguments: [ClusterValue], on connection: NodeConnection, databaseID: UInt64
  ) throws -> ClusterResult {
    var request = WireWriter()
    request.uint64(databaseID)
    request.text(sql)
    if !arguments.isEmpty { try request.parameters(arguments) }
    return try ClusterResult(answer: try connection.request(.execSQL, request))
  }
}

extension ClusterClient {
  /// Runs `body`'s statements as one transaction at the leader: all of them are committed,
  /// or none is and the error says so. Only when the connection breaks while the commit
  /// itself is answered is the outcome not known, and the error says that instead.
  /// `setup` runs on the connection before it begins (a pragma such as `foreign_keys`,
  /// which changes nothing inside a transaction), every time, as a new leader's
  /// connection starts without it.
  public func transaction<T>(setup: [String] = [], _ body: (ClusterTransaction) throws -> T) throws -> T {
    try state.withLock { open -> T in
      if let stale = open, stale.connection.isClosedByNode {
        stale.connection.close()
        open = nil
      }
      // Beginning changes nothing: asked again of a new leader when the first refuses.
      var current = try open ?? openAtLeader()
      let begin = (setup + ["BEGIN"]).joined(separator: ";\n")
      do {
        try ClusterTransaction.execute(begin, [], on: current.connection, databaseID: current.databaseID)
      } catch let error as ClusterError {
        current.connection.close()
        open = nil
        guard error.kind != .unreachable else { throw error }
        current = try openAtLeader()
        try ClusterTransaction.execute(begin, [], on: current.connection, databaseID: current.databaseID)
      }
      open = current
      let transaction = ClusterTransaction(connection: current.connection, databaseID: current.databaseID)
      let value: T
      do {
        value = try body(transaction)
      } catch {
        // A node rolls back the transaction of a connection that closes, too.
        if (try? transaction.execute("ROLLBACK")) == nil {
          current.connection.close()
          open = nil
        }
        throw ClusterError(.refused(code: 0), "nothing was committed: \(error)")
      }
      do {
        try transaction.execute("COMMIT")
      } catch let error as ClusterError {
        current.connection.close()
        open = nil
        if error.kind == .broken || error.kind == .unreachable || error.leftTheWriteUnknown {
          throw ClusterError(
            .unknownOutcome,
            "\(error.description); whether the transaction was committed is not known (read it back to see)")
        }
        throw ClusterError(error.kind, "nothing was committed: \(error.description)")
      }
      return value
    }
  }
}
