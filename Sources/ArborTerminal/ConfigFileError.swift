/// A mistake in a keymap or theme file, with the line it is on.
public struct ConfigFileError: Error, CustomStringConvertible, Equatable {
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "line \(line): \(message)" }
}
