import Foundation

/// What of dqlite this machine has, for the tests that run real nodes.
public enum DqliteInstall {
  /// libdqlite (`libdqlite0`), which the nodes `arbor serve` runs load.
  public static var hasLibrary: Bool {
    ["/usr/lib/x86_64-linux-gnu/libdqlite.so.0", "/lib/x86_64-linux-gnu/libdqlite.so.0"].contains {
      FileManager.default.fileExists(atPath: $0)
    }
  }
}
