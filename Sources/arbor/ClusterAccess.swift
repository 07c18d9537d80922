import ArborCluster
import ArgumentParser
import Foundation

/// `--cert FILE --key FILE`: the cluster's certificate and key, for a session, `new`,
/// `import` and `export` on `dqlite://…`; the environment's `ARBOR_CLUSTER_CERT` and
/// `ARBOR_CLUSTER_KEY` when not given, so that a session need not repeat them.
struct ClusterAccess: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A cluster's notes: its certificate, to reach it in TLS (default: $ARBOR_CLUSTER_CERT).", valueName: "FILE"))
  var cert: String?

  @Option(help: ArgumentHelp("The certificate's private key (default: $ARBOR_CLUSTER_KEY).", valueName: "FILE"))
  var key: String?

  func validate() throws {
    if cert != nil && key == nil { throw ValidationError("--cert needs --key too.") }
    if key != nil && cert == nil { throw ValidationError("--key needs --cert too.") }
  }

  /// The credentials the options or the environment give, read only when a cluster is
  /// reached (a file's session never needs OpenSSL); nil: plain connections.
  func credentials(for location: String) throws -> ClusterCredentials? {
    try Self.credentials(for: location, cert: cert, key: key)
  }

  /// As `credentials(for:)`, from the options' values (a session made without
  /// ArgumentParser has no parsed options to read).
  static func credentials(for location: String, cert: String?, key: String?) throws -> ClusterCredentials? {
    guard location.hasPrefix("dqlite://") else {
      if cert != nil {
        throw CLIError("\(location) is a file: --cert and --key are for a cluster's notes (dqlite://…)")
      }
      return nil
    }
    do {
      return try ClusterCredentials.given(
        certificate: cert, key: key, environment: ProcessInfo.processInfo.environment)
    } catch {
      throw CLIError(error.description)
    }
  }
}
