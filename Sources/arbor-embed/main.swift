// Writes the Swift that compiles the demo data set into the binary (`DemoDataSource`):
// `arbor-embed JSON SWIFT`, run by the `EmbedDemoData` build plugin.
import ArborCodegen
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: arbor-embed JSON-FILE SWIFT-FILE\n".utf8))
  exit(2)
}
do {
  let json = try String(contentsOfFile: arguments[0], encoding: .utf8)
  try DemoDataSource.swift(fromJSON: json).write(toFile: arguments[1], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("arbor-embed: \(error)\n".utf8))
  exit(1)
}
