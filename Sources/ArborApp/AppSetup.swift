import ArborCore
import ArborDB
import ArborResources
import ArborTerminal
import Foundation

/// Where arbor keeps things, per the XDG base directory rules.
public enum AppPaths {
  public static func defaultDatabase(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    dataHome(environment) + "/arbor/arbor.db"
  }

  static func dataHome(_ environment: [String: String]) -> String {
    if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") { return value }
    return home(environment) + "/.local/share"
  }

  static func configHome(_ environment: [String: String]) -> String {
    if let value = environment["XDG_CONFIG_HOME"], value.hasPrefix("/") { return value }
    return home(environment) + "/.config"
  }

  static func cacheHome(_ environment: [String: String]) -> String {
    if let value = environment["XDG_CACHE_HOME"], value.hasPrefix("/") { return value }
    return home(environment) + "/.cache"
  }

  /// Where copies of other programs' trees (with their own indexes) are kept.
  public static func sideCars(_ environment: [String: String]) -> String { cacheHome(environment) + "/arbor/trees" }

  /// Where the copies of clusters' notes are kept between sessions.
  public static func clusterCopies(_ environment: [String: String]) -> String {
    cacheHome(environment) + "/arbor/clusters"
  }

  /// Which tree of each other program's file the user chose last.
  public static func treeChoices(_ environment: [String: String]) -> String {
    configHome(environment) + "/arbor/trees.json"
  }

  static func home(_ environment: [String: String]) -> String {
    environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
  }

  public static func userKeymap(_ environment: [String: String]) -> String {
    configHome(environment) + "/arbor/keymap.conf"
  }
  public static func userTheme(_ environment: [String: String]) -> String {
    configHome(environment) + "/arbor/theme.conf"
  }
}

/// A configuration file with a mistake, named with its line.
public struct ConfigError: Error, CustomStringConvertible {
  public var description: String
}

/// Loads the keymap and theme (defaults from the resources, the user's files over them)
/// and seeds new databases with the demo data.
public enum AppSetup {
  public static func keymap(environment: [String: String]) throws -> Keymap {
    let defaults = try parseKeymap(try ArborResources.text(named: "keymap.conf"), file: "keymap.conf (built in)")
    let userPath = AppPaths.userKeymap(environment)
    guard let data = FileManager.default.contents(atPath: userPath) else { return defaults }
    return defaults.merging(try parseKeymap(String(decoding: data, as: UTF8.self), file: userPath))
  }

  private static func parseKeymap(_ text: String, file: String) throws -> Keymap {
    do {
      return try Keymap.parse(text, knownModes: KeyMode.actions)
    } catch {
      throw ConfigError(description: "\(file): \(error)")
    }
  }

  public static func theme(environment: [String: String], support: ColorSupport) throws -> Theme {
    var entries = try parseTheme(try ArborResources.text(named: "theme.conf"), file: "theme.conf (built in)")
    let userPath = AppPaths.userTheme(environment)
    if let data = FileManager.default.contents(atPath: userPath) {
      entries.merge(try parseTheme(String(decoding: data, as: UTF8.self), file: userPath)) { $1 }
    }
    return Theme(entries: entries, support: support)
  }

  private static func parseTheme(_ text: String, file: String) throws -> [String: Theme.Entry] {
    do {
      return try Theme.parse(text)
    } catch {
      throw ConfigError(description: "\(file): \(error)")
    }
  }

  /// The demo data set from the resources.
  public static func demoTree() throws -> ImportTree {
    try JSONImport.parse(Data(try ArborResources.text(named: "demo.json").utf8))
  }

  /// Fills an empty database with the demo data.
  public static func seedIfEmpty(_ database: AppDatabase) throws {
    guard try database.isEmpty() else { return }
    try Importer.run(try demoTree(), database: database)
  }
}
