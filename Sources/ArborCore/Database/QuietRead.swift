import CSQLiteConfig
import Foundation
import GRDBSQLite

/// Where a read-only connection opens a file: through the "quiet" VFS (`QuietReadVFS.c`),
/// so that reading a WAL-mode file whose program is not running creates no `-wal` and
/// `-shm` beside it, and a program that starts writing later is still followed.
///
/// SQLite picks a VFS per connection only by a URI filename; GRDB opens by name, and
/// Debian's SQLite takes URI filenames by default (`SQLITE_USE_URI`). Where it does not,
/// the plain name is used: the file is then read as SQLite reads it by default.
package enum QuietRead {
  private static let vfs: String? = {
    guard sqlite3_compileoption_used("USE_URI") == 1, let name = arbor_quiet_vfs() else { return nil }
    return String(cString: name)
  }()

  /// The name to open `path` by, read-only; its reads ask `gate` first, where SQLite
  /// takes URIs (else they do not wait).
  package static func location(of path: String, gate: ReadGate? = nil) -> String {
    guard let vfs else { return path }
    // `%`, `?` and `#` mean something in a URI (SQLite decodes `%HH` back to the bytes);
    // an absolute path gets an empty authority (`file:///…`) so that one starting with
    // `//` is not read as a host.
    guard let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { return path }
    return (path.hasPrefix("/") ? "file://" : "file:") + escaped + "?vfs=" + vfs
      + (gate.map { "&arbor_gate=\($0.number)" } ?? "")
  }
}
