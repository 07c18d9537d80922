import ArborTestSupport
import Foundation
import Testing

/// An `arbor serve` node started in the background by a test: its data in `data`, joining
/// `join` when given, its standard error written to `log` (or dropped).
func startServeNode(
  _ arbor: String, data: URL, address: String, join: String? = nil, log: URL? = nil
) throws -> Process {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: arbor)
  process.arguments = ["serve", "--data", data.path, "--address", address] + (join.map { ["--join", $0] } ?? [])
  if let log {
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: log)
  } else {
    process.standardError = FileHandle.nullDevice
  }
  process.standardOutput = FileHandle.nullDevice
  try process.run()
  return process
}

/// Three `arbor serve` nodes on loopback ports, joined into one cluster, stopped with
/// `stop` (or killed one by one).
final class LoopbackCluster {
  let arbor: String
  let directory: URL
  let addresses: [String]
  private(set) var nodes: [Process?]
  let environment = ["PATH": "/usr/bin:/bin"]

  init(_ arbor: String, in directory: URL) throws {
    self.arbor = arbor
    self.directory = directory
    addresses = try (0..<3).map { _ in "127.0.0.1:\(try LoopbackPort.free())" }
    nodes = [nil, nil, nil]
    for index in 0..<3 {
      try start(index)
      if index == 0 { #expect(settles(within: 40) { try self.status().contains("leader") }, "a first leader") }
    }
    #expect(settles(within: 40) { try self.status().components(separatedBy: "  voter").count == 4 }, "three voters")
  }

  /// Starts node `index` (again: its data directory is kept).
  func start(_ index: Int) throws {
    nodes[index] = try startServeNode(
      arbor, data: directory.appendingPathComponent("n\(index)"), address: addresses[index],
      join: index == 0 ? nil : addresses[0])
  }

  /// `arbor serve --status` as the living nodes answer it.
  func status() throws -> String {
    try runToEnd(arbor, ["serve", "--status", "--join", addresses.joined(separator: ",")], environment: environment).1
  }

  /// The node that leads now, by index.
  func leader() throws -> Int? {
    let now = try status()
    return addresses.firstIndex { now.contains($0 + "  voter, leader") }
  }

  /// Kills node `index` with SIGKILL: no goodbye to the others.
  func kill(_ index: Int) {
    guard let node = nodes[index] else { return }
    Foundation.kill(node.processIdentifier, SIGKILL)
    node.waitUntilExit()
    nodes[index] = nil
  }

  func stop() {
    for case let node? in nodes where node.isRunning {
      node.terminate()
      node.waitUntilExit()
    }
    nodes = [nil, nil, nil]
  }
}
