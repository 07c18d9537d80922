/// arbor's built-in files: the demo data set, the default keymap and the default theme,
/// compiled into the binary so that `arbor` copied anywhere on the PATH runs as it is.
public enum ArborResources {
  /// The names of the built-in files.
  public static let names = ["demo.json", "keymap.conf", "theme.conf"]

  public struct MissingFile: Error, CustomStringConvertible {
    public var name: String
    public var description: String {
      "arbor has no built-in file named \(name) (there are: \(names.joined(separator: ", ")))"
    }
  }

  /// The text of built-in file `name`.
  public static func text(named name: String) throws -> String {
    switch name {
    case "demo.json": return demoJSON
    case "keymap.conf": return keymapConf
    case "theme.conf": return themeConf
    default: throw MissingFile(name: name)
    }
  }

  public static func data(named name: String) throws -> [UInt8] {
    Array(try text(named: name).utf8)
  }
}
