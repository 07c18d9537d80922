import ArborCluster
import ArborCore
import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `arbor serve --data DIR --address HOST:PORT [--join HOST:PORT,…]`: one node of a dqlite
/// cluster, for as long as it runs; `--status` lists the cluster's members instead.
struct Serve: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run one node of a dqlite cluster (three or five make one that outlives a server).",
    discussion: """
      The first node starts a cluster: arbor serve --data ~/arbor-node --address 10.0.0.1:9001 \
      --cert cluster.crt --key cluster.key. Each other one joins it, with the same certificate and key: \
      arbor serve --data ~/arbor-node --address 10.0.0.2:9001 --join 10.0.0.1:9001 --cert cluster.crt --key cluster.key. \
      With a certificate every connection, a client's or a node's, is TLS, and one without the cluster's \
      certificate is refused (make the pair once: see the README). Without one the node serves in the clear, \
      which an address other than loopback allows only with --insecure. ARBOR_CLUSTER_CERT and \
      ARBOR_CLUSTER_KEY give the pair when the options do not. The node logs to standard error, stops cleanly on SIGTERM or Ctrl-C, and starts again \
      from its data directory as the same node. arbor serve --status --join HOST:PORT lists \
      the members, their roles and the leader. Needs libdqlite (apt-get install libdqlite0).
      """)

  @Option(help: ArgumentHelp("The node's data directory: made when missing, reused on restart.", valueName: "DIR"))
  var data: String?

  @Option(help: ArgumentHelp("Where the node listens and the other nodes reach it.", valueName: "HOST:PORT"))
  var address: String?

  @Option(
    help: ArgumentHelp(
      "Members of the cluster to join, comma-separated (the first node of a cluster joins none).",
      valueName: "HOST:PORT[,…]"))
  var join: String?

  @Option(
    help: ArgumentHelp(
      "The one-way latency between nodes, in milliseconds: a leader not heard from for 15 of them is taken as dead "
        + "and another elected. Raise it for nodes far apart.",
      valueName: "MS"))
  var networkLatency = ClusterNode.defaultNetworkLatency

  @Option(
    help: ArgumentHelp(
      "The cluster's certificate (PEM, its own authority), the same on every node and client: every connection is "
        + "TLS, and one without it is refused. Default: $ARBOR_CLUSTER_CERT.",
      valueName: "FILE"))
  var cert: String?

  @Option(help: ArgumentHelp("The certificate's private key (PEM). Default: $ARBOR_CLUSTER_KEY.", valueName: "FILE"))
  var key: String?

  @Flag(
    help: ArgumentHelp(
      "Serve on an address other than loopback in the clear, without a certificate: anyone who reaches it reads and "
        + "writes every note."))
  var insecure = false

  @Flag(help: "List the cluster's members (asked of --join, else --address), their roles and its leader; then exit.")
  var status = false

  var joined: [String] {
    (join ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  func validate() throws {
    if status {
      guard !joined.isEmpty || address != nil else {
        throw ValidationError("--status asks some node: give --join HOST:PORT (or --address).")
      }
      return
    }
    guard data != nil, let address else {
      throw ValidationError("A node needs --data DIR and --address HOST:PORT.")
    }
    guard (1...60_000).contains(networkLatency) else {
      throw ValidationError("--network-latency takes 1 to 60000 milliseconds.")
    }
    for given in [address] + joined {
      if let problem = NodeAddress.problem(in: given) { throw ValidationError(problem + ".") }
    }
    if cert != nil && key == nil { throw ValidationError("--cert needs --key too.") }
    if key != nil && cert == nil { throw ValidationError("--key needs --cert too.") }
    if insecure && cert != nil { throw ValidationError("--insecure serves in the clear: give it or --cert, not both.") }
    let hasCredentials =
      cert != nil || ProcessInfo.processInfo.environment[ClusterCredentials.certificateVariable] != nil
    if !insecure && !hasCredentials && !NodeAddress.isLoopback(address) {
      throw ValidationError(
        """
        arbor serve on \(address) would carry the notes over the network in the clear: anyone who \
        reaches it could read and change every note. Give the cluster's certificate and key \
        (--cert FILE --key FILE; the README shows the openssl command that makes them), or add \
        --insecure to serve in the clear on a network you trust.
        """)
    }
  }

  /// The certificate and key the options or the environment give; nil with --insecure.
  private func credentials() throws -> ClusterCredentials? {
    if insecure { return nil }
    return try ClusterCredentials.given(
      certificate: cert, key: key, environment: ProcessInfo.processInfo.environment)
  }

  func run() throws {
    do {
      if status {
        let nodes = joined.isEmpty ? [address ?? ""] : joined
        print(try Self.statusLines(of: nodes, credentials: try credentials()).joined(separator: "\n"))
        return
      }
      try serve()
    } catch let error as ClusterError {
      throw CLIError(error.description)
    }
  }

  static func statusLines(of nodes: [String], credentials: ClusterCredentials?) throws -> [String] {
    // Up to an election's length (dqlite's takes one to two seconds): a leader that just
    // died is still named for a moment.
    let client = ClusterClient(nodes: nodes, database: "", timeout: 3, leaderWait: 4, credentials: credentials)
    let members: [ClusterMember]
    do {
      members = try client.members()
    } catch let error as ClusterError where error.kind == .noLeader || error.kind == .unreachable {
      // Some node answers but none leads (or the one named leader is gone): say which.
      let answers = client.answers()
      guard answers.contains(where: { if case .answered = $0.outcome { true } else { false } }) else { throw error }
      throw CLIError(leaderless(answers))
    }
    let leader = try client.leader()
    return members.map { member in
      let role =
        switch member.role {
        case .voter: "voter"
        case .standby: "standby"
        case .spare: "spare"
        }
      return
        "\(member.address)  \(role)\(member.address == leader ? ", leader" : "")  id \(String(member.id, radix: 16))"
    }
  }

  /// No leader: which of the nodes asked answer, and which do not (start those).
  static func leaderless(_ answers: [NodeAnswer]) -> String {
    let lines = answers.map { answer in
      switch answer.outcome {
      case .answered(let leader?): "\(answer.node)  answers, names \(leader) as leader"
      case .answered(nil): "\(answer.node)  answers, knows no leader"
      case .silent(let why):
        // The reason names the node again ("HOST:PORT could not be reached (…)").
        "\(answer.node)  does not answer: "
          + (why.hasPrefix(answer.node + " ") ? String(why.dropFirst(answer.node.count + 1)) : why)
      }
    }
    return (["The cluster has no leader now: an election is under way, or too few of its nodes are up."] + lines)
      .joined(separator: "\n")
  }

  private func serve() throws {
    guard let data, let address else { return }
    // The signals that end the node are taken by `sigwait` below, not by handlers: blocked
    // before the node's threads start, which inherit the mask.
    var ending = sigset_t()
    sigemptyset(&ending)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&ending, signal) }
    pthread_sigmask(SIG_BLOCK, &ending, nil)
    let log: @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data("arbor serve: \(line)\n".utf8))
    }
    let credentials = try credentials()
    if let key = credentials?.key, let readable = Self.readableByOthers(key) {
      log("warning: \(readable); chmod 600 \(ShellQuote.word(key))")
    }
    let node = try ClusterNode(
      directory: data, address: address, join: joined, networkLatency: networkLatency, credentials: credentials,
      log: log)
    var received: Int32 = 0
    sigwait(&ending, &received)
    log("stopping (signal \(received))")
    node.stop()
    log("stopped; the data stays in \(data)")
  }

  /// Whether the key file can be read by others than its owner, in words; nil when not.
  static func readableByOthers(_ key: String) -> String? {
    var status = stat()
    guard stat(key, &status) == 0, status.st_mode & 0o077 != 0 else { return nil }
    return "the cluster's key \(key) can be read by others than its owner (anyone who reads it can join the cluster)"
  }
}
