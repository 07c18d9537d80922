import ArborCluster
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Real dqlite nodes on loopback ports, for every test that needs a cluster: Debian's
/// `dqlite-demo` (go-dqlite: a node this project did not write) or `arbor serve`. Each node
/// has a data directory of its own under `directory`; a killed node started again keeps
/// its data and its address. Every node still running is stopped when the value goes.
package final class LoopbackNodes {
  package enum Program {
    /// go-dqlite's demo node: a node and a client API, joined to the first node.
    case dqliteDemo
    /// `arbor serve` from the binary at this path.
    case arborServe(String)
  }

  package static let dqliteDemo = "/usr/bin/dqlite-demo"
  package static var dqliteDemoAvailable: Bool { FileManager.default.isExecutableFile(atPath: dqliteDemo) }

  package let program: Program
  package let directory: URL
  /// The cluster's certificate pair when its connections are TLS (`arbor serve`'s are,
  /// unless a test asks for plain ones; go-dqlite's demo node has no TLS).
  package let certificates: ClusterCertificates.Pair?
  /// What `arbor` needs to find its tools when a test runs it against these nodes, and
  /// the cluster's certificate and key in the variables a session reads them from.
  package var environment: [String: String] {
    var environment = ["PATH": "/usr/bin:/bin"]
    if let certificates {
      environment[ClusterCredentials.certificateVariable] = certificates.certificate
      environment[ClusterCredentials.keyVariable] = certificates.key
    }
    return environment
  }
  /// What a client in the test process connects with.
  package var credentials: ClusterCredentials? {
    get throws { try certificates?.credentials }
  }
  /// The `dqlite` shell's options for the certificate (none for plain nodes).
  package var shellCertificateOptions: [String] {
    certificates.map { ["-c", $0.certificate, "-k", $0.key] } ?? []
  }
  package private(set) var addresses: [String] = []
  private var processes: [Process?] = []
  private var runs: [Int] = []
  private let ownsDirectory: Bool
  /// Each run of a node writes its standard error to `log(of:run:)`, else it is dropped.
  private let keepsLogs: Bool

  /// No node yet: `start()` adds them. Data goes under `directory`, or a fresh temporary
  /// directory removed at the end.
  package init(_ program: Program, in directory: URL? = nil, keepingLogs: Bool = false, tls: Bool = true) throws {
    self.program = program
    if case .arborServe = program, tls { certificates = try ClusterCertificates.cluster } else { certificates = nil }
    keepsLogs = keepingLogs
    ownsDirectory = directory == nil
    self.directory =
      directory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("arbor-dqlite-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  /// Three `arbor serve` nodes joined into one cluster: the first leads before the others
  /// join, and all three are voters when this returns.
  package static func arborCluster(
    _ arbor: String, in directory: URL, keepingLogs: Bool = false, tls: Bool = true
  ) throws -> LoopbackNodes {
    let nodes = try LoopbackNodes(.arborServe(arbor), in: directory, keepingLogs: keepingLogs, tls: tls)
    try nodes.start()
    #expect(settles(within: 40) { try nodes.status().contains("leader") }, "a first leader")
    try nodes.start()
    try nodes.start()
    #expect(settles(within: 40) { try nodes.status().components(separatedBy: "  voter").count == 4 }, "three voters")
    return nodes
  }

  deinit {
    stop()
    if ownsDirectory { try? FileManager.default.removeItem(at: directory) }
  }

  /// Starts one more node, joining the first when there is one; its address.
  @discardableResult
  package func start() throws -> String {
    addresses.append("127.0.0.1:\(try LoopbackPort.free())")
    processes.append(nil)
    runs.append(0)
    try start(addresses.count - 1)
    return addresses[addresses.count - 1]
  }

  /// Starts node `index` (again, after `kill`: its data directory is kept).
  package func start(_ index: Int) throws {
    let data = directory.appendingPathComponent("n\(index)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let join = index == 0 ? nil : addresses[0]
    let process = Process()
    process.standardOutput = FileHandle.nullDevice
    if keepsLogs {
      let log = self.log(of: index, run: runs[index])
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: log)
    } else {
      process.standardError = FileHandle.nullDevice
    }
    runs[index] += 1
    switch program {
    case .dqliteDemo:
      process.executableURL = URL(fileURLWithPath: Self.dqliteDemo)
      process.arguments =
        ["--api", "127.0.0.1:\(try LoopbackPort.free())", "--db", addresses[index], "--dir", data.path]
        + (join.map { ["--join", $0] } ?? [])
    case .arborServe(let arbor):
      process.executableURL = URL(fileURLWithPath: arbor)
      process.arguments =
        ["serve", "--data", data.path, "--address", addresses[index]] + (join.map { ["--join", $0] } ?? [])
        + (certificates.map { ["--cert", $0.certificate, "--key", $0.key] } ?? [])
    }
    try process.run()
    processes[index] = process
    // go-dqlite's demo says nothing when it listens; `arbor serve` is asked by `status`.
    if case .dqliteDemo = program { try waitUntilListening(addresses[index]) }
  }

  /// Kills node `index` with SIGKILL: no goodbye to the others, as a crashed server.
  package func kill(_ index: Int) {
    guard let node = processes[index] else { return }
    Glibc.kill(node.processIdentifier, SIGKILL)
    node.waitUntilExit()
    processes[index] = nil
  }

  /// Stops node `index` with SIGSTOP, as a machine that hangs: its sockets stay open and
  /// silent until `resume`.
  package func pause(_ index: Int) {
    guard let node = processes[index] else { return }
    Glibc.kill(node.processIdentifier, SIGSTOP)
  }

  package func resume(_ index: Int) {
    guard let node = processes[index] else { return }
    Glibc.kill(node.processIdentifier, SIGCONT)
  }

  /// Stops node `index` with SIGTERM, as systemd does; its exit status.
  package func terminate(_ index: Int) -> Int32? {
    guard let node = processes[index] else { return nil }
    node.terminate()
    node.waitUntilExit()
    processes[index] = nil
    return node.terminationStatus
  }

  /// Where run `run` (from 0) of node `index` wrote its standard error, with `keepingLogs`.
  package func log(of index: Int, run: Int) -> URL {
    directory.appendingPathComponent("n\(index)-\(run).log")
  }

  /// Stops every node still running.
  package func stop() {
    for index in processes.indices {
      _ = terminate(index)
    }
  }

  /// `arbor serve --status` as the living nodes answer it.
  package func status() throws -> String {
    guard case .arborServe(let arbor) = program else { return "" }
    return try runToEnd(
      arbor, ["serve", "--status", "--join", addresses.joined(separator: ",")], environment: environment
    )
    .1
  }

  /// The node that leads now, by index, as `arbor serve --status` names it.
  package func leader() throws -> Int? {
    let now = try status()
    return addresses.firstIndex { now.contains($0 + "  voter, leader") }
  }

  private func waitUntilListening(_ address: String) throws {
    let deadline = Date().addingTimeInterval(20)
    let port = UInt16(address.split(separator: ":").last!)!
    while Date() < deadline {
      if let connected = LoopbackPort.connect(port) {
        close(connected)
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw NSError(domain: "dqlite", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(address) never listened"])
  }
}

/// How a test reaches a cluster from any thread: its nodes, and the certificate its
/// connections need (as a client in this process, as `arbor`'s environment, and as the
/// `dqlite` shell's options).
package struct ClusterReach: Sendable {
  package let addresses: [String]
  package let credentials: ClusterCredentials?
  package let environment: [String: String]
  package let shellOptions: [String]

  /// A client of `database` on these nodes (asked in a random order with `shuffled`).
  package func client(
    _ database: String, timeout: Double = 5, leaderWait: Double = 10, shuffled: Bool = false
  ) -> ClusterClient {
    ClusterClient(
      nodes: shuffled ? addresses.shuffled() : addresses, database: database, timeout: timeout,
      leaderWait: leaderWait, credentials: credentials)
  }
}

extension LoopbackNodes {
  package var reach: ClusterReach {
    get throws {
      ClusterReach(
        addresses: addresses, credentials: try credentials, environment: environment,
        shellOptions: shellCertificateOptions)
    }
  }
}
