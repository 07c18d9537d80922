// Writes the query layer's generated sources (`ArborCodegen`) and lays them out with
// `swift format`. Run from the package's root: `swift run arbor-codegen`; with `--check` it
// writes nothing and fails when a file is out of date.
import ArborCodegen
import Foundation

let checkOnly = CommandLine.arguments.dropFirst().contains("--check")
let unknown = CommandLine.arguments.dropFirst().filter { $0 != "--check" }
guard unknown.isEmpty else {
  FileHandle.standardError.write(Data("usage: arbor-codegen [--check]\n".utf8))
  exit(2)
}
let root = FileManager.default.currentDirectoryPath
guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
  FileHandle.standardError.write(Data("arbor-codegen: run it from the package's root\n".utf8))
  exit(2)
}

var stale: [String] = []
for file in GeneratedFile.all {
  let url = URL(fileURLWithPath: root).appendingPathComponent(file.path)
  let current = try? String(contentsOf: url, encoding: .utf8)
  if let current, SwiftTokens(current) == SwiftTokens(file.contents) { continue }
  stale.append(file.path)
  if checkOnly { continue }
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try file.contents.write(to: url, atomically: true, encoding: .utf8)
  // The formatter finds the package's .swift-format from the file's directory.
  let format = Process()
  format.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  format.arguments = ["swift", "format", "--in-place", url.path]
  try format.run()
  format.waitUntilExit()
  guard format.terminationStatus == 0 else {
    FileHandle.standardError.write(Data("arbor-codegen: swift format failed on \(file.path)\n".utf8))
    exit(1)
  }
  print("wrote \(file.path)")
}
if checkOnly && !stale.isEmpty {
  FileHandle.standardError.write(Data("out of date: \(stale.joined(separator: ", "))\n".utf8))
  exit(1)
}
if stale.isEmpty { print("every generated file is up to date") }
