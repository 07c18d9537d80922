import ArborDB

/// A failure to report in words, without a usage dump.
struct CLIError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }

  /// `error` in words for the terminal: SQLite's message, never the SQL statement that
  /// met it (a statement over a wide table is kilobytes of text nobody asked for).
  init(_ error: any Error) {
    if let error = error as? DatabaseError {
      description =
        "SQLite error \(error.resultCode.primaryResultCode.rawValue): \(error.message ?? "\(error.resultCode)")"
    } else {
      description = "\(error)"
    }
  }
}
