import ArgumentParser
import Foundation

/// How much of the symbol-ordering list the linker can still find in a binary: the link
/// passes `--no-warn-symbol-ordering` (a stale name is skipped, never an error), so a
/// rename drops entries without a word; this says how many, and fails below a share.
struct HotFunctionsCheck: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hot-functions",
    abstract: "Checks Linking/hot-functions.txt against a release binary; fails when too few of its names are in it.",
    discussion: """
      Build the binary as the README installs it (swift build -c release --product arbor \
      --static-swift-stdlib), then: arbor-bench hot-functions .build/release/arbor. \
      Regenerate the list with Linking/hot-functions.py when it fails.
      """)

  @Argument(help: "The linked binary (release: the list names optimized code).") var binary: String
  @Option(help: "The symbol-ordering list.") var list = "Linking/hot-functions.txt"
  @Option(help: "The share of the list's names (percent) the binary must hold.") var minimum = 90.0

  func run() throws {
    guard FileManager.default.isReadableFile(atPath: binary) else {
      throw ValidationError("cannot read the binary \(binary)")
    }
    guard let text = try? String(contentsOfFile: list, encoding: .utf8) else {
      throw ValidationError("cannot read the list \(list) (run from the package's root, or give --list)")
    }
    let wanted = Set(text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") })
    let defined = try Self.definedSymbols(of: binary)
    let found = wanted.filter(defined.contains).count
    let share = wanted.isEmpty ? 100 : Double(found) * 100 / Double(wanted.count)
    print("\(found) of \(wanted.count) names of \(list) are in \(binary) (\(String(format: "%.1f", share)) %)")
    guard share >= minimum else {
      print("below \(minimum) %: regenerate the list (python3 Linking/hot-functions.py \(binary))")
      throw ExitCode.failure
    }
  }

  /// The binary's defined symbols, as `nm` lists them (the static table: the executable
  /// exports none).
  static func definedSymbols(of binary: String) throws -> Set<String> {
    let nm = Process()
    nm.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    nm.arguments = ["nm", "--defined-only", "--format=just-symbols", binary]
    let output = Pipe()
    nm.standardOutput = output
    nm.standardError = FileHandle.nullDevice
    try nm.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    nm.waitUntilExit()
    guard nm.terminationStatus == 0 else { throw ValidationError("nm could not read \(binary)") }
    return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
  }
}
