/// What one node says when asked who leads: for `arbor serve --status` when there is no
/// leader, so a person sees which nodes are up (and which to start) instead of only "no
/// leader".
public struct NodeAnswer: Sendable {
  public enum Outcome: Sendable {
    /// It answered, naming the leader it knows; nil: it knows none.
    case answered(leader: String?)
    /// It could not be reached, or did not answer as a dqlite node: in words.
    case silent(String)
  }

  public var node: String
  public var outcome: Outcome
}

extension ClusterClient {
  /// Each given node's answer to "who leads?", asked once with the client's timeout.
  public func answers() -> [NodeAnswer] {
    nodes.map { node in
      do {
        return NodeAnswer(node: node, outcome: .answered(leader: try leader(knownTo: node, timeout: timeout)))
      } catch let error as ClusterError {
        return NodeAnswer(node: node, outcome: .silent(error.description))
      } catch {
        return NodeAnswer(node: node, outcome: .silent("\(error)"))
      }
    }
  }
}

extension ClusterClient {
  /// The leader `node` knows, nil when it knows none; asked on a connection of its own.
  func leader(knownTo node: String, timeout: Double) throws -> String? {
    let connection = try NodeConnection(address: node, timeout: timeout, credentials: credentials)
    defer { connection.close() }
    var body = WireWriter()
    body.uint64(0)
    var answer = WireReader(try connection.request(.leader, body).body)
    _ = try answer.uint64()
    let address = try answer.text()
    return address.isEmpty ? nil : address
  }
}
