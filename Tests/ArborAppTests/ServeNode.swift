import Foundation

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
