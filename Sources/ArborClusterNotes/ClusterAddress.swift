import ArborCluster

/// Where a cluster's notes are, as arbor is told: `dqlite://HOST:PORT[,HOST:PORT…]/NAME`
/// — some of the cluster's nodes (any one that answers finds the leader) and the name of
/// the database on it.
public struct ClusterAddress: Sendable, Equatable, CustomStringConvertible {
  public static let scheme = "dqlite://"

  public let nodes: [String]
  public let name: String
  /// As given, for messages.
  public let description: String
  /// The cluster's certificate and key, when its connections are TLS.
  public let credentials: ClusterCredentials?

  public static func isAddress(_ text: String) -> Bool { text.hasPrefix(scheme) }

  /// Reads `text`; what is wrong with it is said with the form it should take.
  public init(_ text: String, credentials: ClusterCredentials? = nil) throws(ClusterAddressError) {
    description = text
    self.credentials = credentials
    let usage = "write a cluster's notes as dqlite://HOST:PORT[,HOST:PORT…]/NAME"
    guard Self.isAddress(text) else { throw ClusterAddressError("\(text): not a cluster's address; \(usage)") }
    let rest = text.dropFirst(Self.scheme.count)
    guard let slash = rest.firstIndex(of: "/") else { throw ClusterAddressError("\(text): no database name; \(usage)") }
    let name = String(rest[rest.index(after: slash)...])
    let nodes = rest[..<slash].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard !name.isEmpty, !name.contains("/") else { throw ClusterAddressError("\(text): no database name; \(usage)") }
    for node in nodes where NodeAddress.problem(in: node) != nil {
      throw ClusterAddressError("\(text): “\(node)” is not HOST:PORT; \(usage)")
    }
    self.nodes = nodes
    self.name = name
  }
}

/// A cluster's address that cannot be read, in words.
public struct ClusterAddressError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
