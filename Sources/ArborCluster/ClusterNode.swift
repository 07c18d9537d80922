import Foundation

/// One dqlite node run by this process (`arbor serve`): its data directory keeps its
/// Raft log, its databases and its identity, so a restart with the same directory is the
/// same node. The first node of a cluster starts it; another joins by asking the
/// leader to add it, then to make it a voter.
public final class ClusterNode: @unchecked Sendable {
  public let id: UInt64
  public let address: String
  public let directory: String
  private let library: DqliteLibrary
  private var node: OpaquePointer?
  /// Only a started node is stopped before it is destroyed (libdqlite crashes otherwise).
  private var started = false
  /// With credentials: the TLS listener on `address`, and the dialer of the node's peers,
  /// which must outlive the node (dqlite holds it unretained).
  private var front: TLSFront?
  private var dialer: TLSPeerDialer?

  /// The identity a first node takes, as go-dqlite's: dqlite starts a cluster of one only
  /// for it (or for id 1).
  static let bootstrapID: UInt64 = 0x2dc1_7185_8c31_55be

  /// The one-way latency between nodes, in milliseconds, that a node assumes unless told
  /// (`arbor serve --network-latency`): a follower stands for election 15 of them (0.6 s,
  /// randomized up to twice that) after the leader's last heartbeat, and with pre-vote
  /// the other follower's timer must run out too, so a dead leader is replaced in about
  /// 1.2 s (`arbor-bench failover`: 60 ms took 1.8 s; dqlite's own default, 3 s, took 5 s
  /// and up to 9.5). Heartbeats go every 60 ms, so a pause of half a second on a loaded
  /// machine does not unseat a living leader.
  public static let defaultNetworkLatency = 40

  /// Starts the node in `directory` (made when missing) listening on `address`; with
  /// `join` (some members' addresses), a new node asks the cluster to take it in. A
  /// directory used before keeps its node's identity and address. With `credentials`,
  /// every connection in and out is TLS with the cluster's certificate: dqlite listens
  /// on a private socket of this machine, behind a `TLSFront` on `address`.
  public init(
    directory: String, address: String, join: [String] = [], networkLatency: Int = defaultNetworkLatency,
    credentials: ClusterCredentials? = nil, log: @escaping @Sendable (String) -> Void = { _ in }
  ) throws {
    guard (1...60_000).contains(networkLatency) else {
      throw ClusterError(
        .refused(code: 0), "a network latency of \(networkLatency) ms is not one dqlite takes: give 1 to 60000")
    }
    if let problem = NodeAddress.problem(in: address) { throw ClusterError(.refused(code: 0), problem) }
    let library = try DqliteLibrary.shared.get()
    self.library = library
    // libdqlite writes to its peers' sockets without MSG_NOSIGNAL: a peer that went away
    // would end this process with SIGPIPE instead of an error the node handles.
    signal(SIGPIPE, SIG_IGN)
    try Self.makeDirectory(directory)
    let identity = (directory as NSString).appendingPathComponent("arbor-node")
    let known = (try? String(contentsOfFile: identity, encoding: .utf8)).flatMap(Self.identity)
    if let known, known.address != address {
      throw ClusterError(
        .refused(code: 0),
        "\(directory) holds the node at \(known.address): start it with --address \(known.address), or use another directory"
      )
    }
    let isNew = known == nil
    id = known?.id ?? (join.isEmpty ? Self.bootstrapID : address.withCString { library.generateID($0) })
    self.address = address
    self.directory = directory
    var created: OpaquePointer?
    let status = library.create(id, address, directory, &created)
    guard status == 0, let created else {
      throw ClusterError(
        .refused(code: UInt64(status)), "the node could not be created in \(directory) (code \(status))")
    }
    node = created
    // A name no other process has: the process and a random number.
    let inner = "@arbor-node-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
    if let credentials {
      let dialer = TLSPeerDialer(credentials: credentials)
      self.dialer = dialer
      try check(library.setBindAddress(created, inner), "listen on a private socket")
      try check(
        library.setConnectFunction(
          created, TLSPeerDialer.connectFunction, Unmanaged.passUnretained(dialer).toOpaque()),
        "dial its peers through TLS")
    } else {
      try check(library.setBindAddress(created, address), "listen on \(address)")
    }
    try check(
      library.setNetworkLatency(created, UInt32(networkLatency)), "take a network latency of \(networkLatency) ms")
    try check(library.start(created), "start")
    started = true
    if let credentials {
      do {
        front = try TLSFront(address: address, inner: inner, credentials: credentials, log: log)
      } catch {
        stop()
        throw error
      }
    }
    log(
      "node \(String(id, radix: 16)) listening on \(address)\(credentials == nil ? "" : " in TLS"), data in \(directory)"
    )
    if isNew && !join.isEmpty {
      try joinCluster(through: join, credentials: credentials, log: log)
    }
    // Kept once the node is a member: a join that failed is tried again on the next start.
    if isNew {
      try "\(id) \(address)\n".write(toFile: identity, atomically: true, encoding: .utf8)
    }
  }

  deinit { stop() }

  /// Stops serving; the data stays for the next start.
  public func stop() {
    front?.stop()
    front = nil
    guard let node else { return }
    if started { _ = library.stop(node) }
    library.destroy(node)
    self.node = nil
    started = false
  }

  private func check(_ status: Int32, _ what: String) throws {
    guard status != 0 else { return }
    let message = node.flatMap { library.errorMessage($0) }.map { String(cString: $0) } ?? ""
    stop()
    throw ClusterError(
      .refused(code: UInt64(status)),
      "the node could not \(what)\(message.isEmpty ? "" : ": " + message) (code \(status))")
  }

  /// Asks the leader, through the members given, to add this node and make it a voter;
  /// tried again while an election is under way.
  private func joinCluster(through members: [String], credentials: ClusterCredentials?, log: (String) -> Void) throws {
    let client = ClusterClient(nodes: members, database: "", timeout: 5, leaderWait: 20, credentials: credentials)
    try client.add(id: id, address: address)
    try client.assign(id: id, role: .voter)
    log("joined the cluster through \(members.joined(separator: ", ")) as a voter")
  }

  /// Makes the data directory and its parents where missing, saying in words what stops
  /// it (Foundation's own error said "The file couldn’t be saved").
  static func makeDirectory(_ directory: String) throws {
    guard !directory.isEmpty else { throw ClusterError(.refused(code: 0), "--data names no directory") }
    var made = directory.hasPrefix("/") ? "" : "."
    for part in directory.split(separator: "/") {
      made += "/" + part
      var status = stat()
      if stat(made, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else {
          throw ClusterError(.refused(code: 0), "\(made) is a file, not a directory: --data needs a directory")
        }
        continue
      }
      guard mkdir(made, 0o755) == 0 || errno == EEXIST else {
        let reason = String(cString: strerror(errno))
        throw ClusterError(.refused(code: 0), "the node's data directory \(made) could not be made: \(reason)")
      }
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      let reason = String(cString: strerror(errno))
      throw ClusterError(.refused(code: 0), "the node cannot write in its data directory \(directory): \(reason)")
    }
  }

  private static func identity(_ text: String) -> (id: UInt64, address: String)? {
    let words = text.split(whereSeparator: \.isWhitespace)
    guard words.count == 2, let id = UInt64(words[0]) else { return nil }
    return (id, String(words[1]))
  }
}
