import ArborCore
import ArborDB
import GRDB

/// A failure to report in words, without a usage dump.
struct CLIError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }

  /// `error` in words for the terminal: SQLite's message, never the SQL statement that
  /// met it (a statement over a wide table is kilobytes of text nobody asked for).
  /// `file`: the file the command was given; SQLite's refusals that are about the file
  /// (damaged, not a database, locked) are said of it, with what to do ("SQLite error 11"
  /// named the code of a damaged file and nothing else).
  init(_ error: any Error, file: String? = nil) {
    if let error = error as? DatabaseError, let file, Self.aboutTheFile.contains(error.resultCode.primaryResultCode) {
      description = OpenError(path: file, error).description
    } else if let error = error as? DatabaseError {
      description =
        "SQLite error \(error.resultCode.primaryResultCode.rawValue): \(error.message ?? "\(error.resultCode)")"
    } else {
      description = "\(error)"
    }
  }

  private static let aboutTheFile: [ResultCode] = [.SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_CANTOPEN, .SQLITE_BUSY]
}
