import ArborTestSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// dqlite nodes for the tests: Debian's `dqlite-demo` (go-dqlite), each a real Raft node
/// on a loopback port with a data directory of its own, stopped at the end.
final class DqliteNodes {
  static let program = "/usr/bin/dqlite-demo"
  static var available: Bool { FileManager.default.isExecutableFile(atPath: program) }

  private(set) var addresses: [String] = []
  private var processes: [Process] = []
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("arbor-dqlite-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit {
    for process in processes where process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Starts one more node (joining the first, when there is one) and waits until it
  /// listens.
  @discardableResult
  func start() throws -> String {
    let address = "127.0.0.1:\(try LoopbackPort.free())"
    let api = "127.0.0.1:\(try LoopbackPort.free())"
    let data = directory.appendingPathComponent("node\(processes.count)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.program)
    process.arguments =
      ["--api", api, "--db", address, "--dir", data.path] + (addresses.first.map { ["--join", $0] } ?? [])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    processes.append(process)
    addresses.append(address)
    try waitUntilListening(address)
    return address
  }

  /// Kills node `index` at once (no goodbye to the others), as a crashed server.
  func kill(_ index: Int) {
    Glibc.kill(processes[index].processIdentifier, SIGKILL)
    processes[index].waitUntilExit()
  }

  private func waitUntilListening(_ address: String) throws {
    let deadline = Date().addingTimeInterval(20)
    let port = UInt16(address.split(separator: ":").last!)!
    while Date() < deadline {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var target = sockaddr_in()
      target.sin_family = sa_family_t(AF_INET)
      target.sin_port = port.bigEndian
      target.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &target) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      close(fd)
      if connected == 0 { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw NSError(domain: "dqlite", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(address) never listened"])
  }
}
