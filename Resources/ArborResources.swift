import Foundation

/// The files in this directory, installed next to the `arbor` binary as a resource
/// bundle: the demo data set, the default keymap and the default theme.
public enum ArborResources {
  /// The bundle directory's name, as SwiftPM builds it (`<package>_<target>.resources`).
  public static let bundleName = "Arbor_ArborResources.resources"

  /// Directories searched, in order: `$ARBOR_RESOURCES`, the bundle beside the running
  /// executable (and beside a test bundle, a level or two up), then system-wide installs.
  public static func searchPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    var paths: [String] = []
    if let override = environment["ARBOR_RESOURCES"], !override.isEmpty { paths.append(override) }
    // The running binary, symbolic links resolved (an installed `arbor` may be a link).
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first ?? ""
    var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
    for _ in 0..<3 {
      paths.append(directory.appendingPathComponent(bundleName).path)
      directory = directory.deletingLastPathComponent()
    }
    paths += ["/usr/local/share/arbor", "/usr/share/arbor"]
    return paths
  }

  public struct MissingFile: Error, CustomStringConvertible {
    public var name: String
    public var searched: [String]
    public var description: String {
      "arbor's resource file \(name) is missing; looked in:\n  " + searched.joined(separator: "\n  ")
        + "\nSet ARBOR_RESOURCES to the directory that holds it."
    }
  }

  /// The contents of resource file `name`.
  public static func data(named name: String) throws -> Data {
    let paths = searchPath()
    for directory in paths {
      let path = directory + "/" + name
      if let data = FileManager.default.contents(atPath: path) { return data }
    }
    throw MissingFile(name: name, searched: paths)
  }

  public static func text(named name: String) throws -> String {
    String(decoding: try data(named: name), as: UTF8.self)
  }
}
