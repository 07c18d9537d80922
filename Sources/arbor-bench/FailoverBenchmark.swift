import ArborCluster
import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `arbor-bench failover`: how long a cluster takes to acknowledge a write again after
/// its leader is killed with SIGKILL, on three `arbor serve` nodes over loopback.
struct FailoverBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "failover",
    abstract: "SIGKILL of a cluster's leader to the next acknowledged write, on three loopback arbor serve nodes.",
    discussion: """
      Starts three nodes in a temporary directory, writes, kills the leader, writes again until a \
      write is acknowledged, starts the killed node again, and repeats. Needs libdqlite.
      """)
  @Option(help: "The arbor binary that serves (default: the one beside this program).") var arbor: String?
  @Option(help: "Kills timed.") var kills = 5
  @Option(help: "Passed to arbor serve --network-latency (default: its own).") var networkLatency: Int?
  @Option(help: "The cluster's certificate: the nodes serve TLS and the client speaks it (with --key).")
  var cert: String?
  @Option(help: "The certificate's key (with --cert).") var key: String?

  func run() throws {
    let arbor =
      arbor
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("arbor").path
    guard FileManager.default.isExecutableFile(atPath: arbor) else {
      throw ValidationError("no arbor binary at \(arbor): build it, or give --arbor PATH")
    }
    let credentials = try ClusterCredentials.given(certificate: cert, key: key, environment: [:])
    let cluster = try LoopbackCluster(arbor: arbor, networkLatency: networkLatency, credentials: credentials)
    defer { cluster.stop() }
    print(credentials == nil ? "three nodes in the clear" : "three nodes in TLS")
    let client = ClusterClient(
      nodes: cluster.addresses, database: "failover", timeout: 1, leaderWait: 30, credentials: credentials)
    defer { client.close() }
    try client.execute("CREATE TABLE IF NOT EXISTS writes (n INTEGER PRIMARY KEY)")
    var times: [Double] = []
    for kill in 1...max(1, kills) {
      let leader = try client.leader() ?? { throw ValidationError("no leader before kill \(kill)") }()
      guard let index = cluster.addresses.firstIndex(of: leader) else {
        throw ValidationError("the leader \(leader) is not one of the nodes started")
      }
      try client.execute("INSERT OR IGNORE INTO writes (n) VALUES (?)", [.integer(Int64(kill * 2))])
      cluster.kill(index)
      let killed = ContinuousClock.now
      // A write whose answer was lost may have been committed: the same row again is
      // ignored, so asking until one is acknowledged writes it once.
      while true {
        do {
          try client.execute("INSERT OR IGNORE INTO writes (n) VALUES (?)", [.integer(Int64(kill * 2 + 1))])
          break
        } catch let error as ClusterError {
          if ContinuousClock.now - killed > .seconds(60) { throw error }
        }
      }
      let seconds = Double((ContinuousClock.now - killed) / .milliseconds(1)) / 1000
      times.append(seconds)
      print(String(format: "kill %d: leader %@ killed, next write acknowledged after %.2f s", kill, leader, seconds))
      try cluster.start(index)
      try cluster.waitForVoters(3)
    }
    let sorted = times.sorted()
    print(
      String(
        format: "failover over %d kills: median %.2f s, max %.2f s", times.count, sorted[sorted.count / 2],
        sorted.last ?? 0))
  }
}

/// Three `arbor serve` nodes on loopback ports, each with a data directory of its own in a
/// temporary directory removed at the end.
final class LoopbackCluster {
  let arbor: String
  let networkLatency: Int?
  /// The nodes serve TLS with these, and the benchmark's clients speak it.
  let credentials: ClusterCredentials?
  let directory: URL
  private(set) var addresses: [String] = []
  private var processes: [Process?] = []

  init(arbor: String, networkLatency: Int?, credentials: ClusterCredentials? = nil) throws {
    self.arbor = arbor
    self.credentials = credentials
    self.networkLatency = networkLatency
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("arbor-failover-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for index in 0..<3 {
      addresses.append("127.0.0.1:\(try Self.freePort())")
      processes.append(nil)
      try start(index)
      if index == 0 { try waitForVoters(1) }
    }
    try waitForVoters(3)
  }

  /// Starts node `index` (again after `kill`, from its data directory), joining the others.
  func start(_ index: Int) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arbor)
    let join = addresses.enumerated().filter { $0.offset != index }.map(\.element)
    var arguments = [
      "serve", "--data", directory.appendingPathComponent("n\(index)").path, "--address", addresses[index],
    ]
    if !(index == 0 && processes.allSatisfy { $0 == nil }) { arguments += ["--join", join.joined(separator: ",")] }
    if let networkLatency { arguments += ["--network-latency", String(networkLatency)] }
    if let credentials { arguments += ["--cert", credentials.certificate, "--key", credentials.key] }
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    processes[index] = process
  }

  func kill(_ index: Int) {
    guard let process = processes[index] else { return }
    Glibc.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    processes[index] = nil
  }

  func stop() {
    for index in processes.indices {
      guard let process = processes[index] else { continue }
      process.terminate()
      process.waitUntilExit()
      processes[index] = nil
    }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Waits up to 60 s until `count` voters answer, with a leader among them.
  func waitForVoters(_ count: Int) throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      let client = ClusterClient(nodes: addresses, database: "", timeout: 1, leaderWait: 1, credentials: credentials)
      defer { client.close() }
      if let members = try? client.members(), members.filter({ $0.role == .voter }).count >= count {
        return
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw ValidationError("the cluster did not reach \(count) voters within 60 s")
  }

  /// A TCP port nothing listens on now: the kernel's choice for port 0.
  static func freePort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw ValidationError("no socket for a free port") }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { throw ValidationError("no free port on 127.0.0.1") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
