import ArborCluster
import Foundation

/// Certificate pairs made for the cluster tests with the `openssl` command, as the README
/// tells a person to make theirs: the cluster's, and a stranger's made the same way. Made
/// once a run, in a temporary directory; no private key is kept in the repository.
package enum ClusterCertificates {
  package struct Pair: Sendable {
    package let certificate: String
    package let key: String

    package var credentials: ClusterCredentials {
      get throws { try ClusterCredentials(certificate: certificate, key: key) }
    }
  }

  package static var cluster: Pair { get throws { try madeCluster.get() } }
  package static var stranger: Pair { get throws { try madeStranger.get() } }

  private static let madeCluster = Result { try make("cluster") }
  private static let madeStranger = Result { try make("stranger") }

  private static let directory: URL = {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arbor-certificates-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }()

  /// The README's command, with the names given.
  private static func make(_ name: String) throws -> Pair {
    let certificate = directory.appendingPathComponent("\(name).crt").path
    let key = directory.appendingPathComponent("\(name).key").path
    if !FileManager.default.fileExists(atPath: key) {
      let arguments = [
        "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "3650",
        "-subj", "/CN=arbor", "-addext", "subjectAltName=DNS:arbor", "-keyout", key, "-out", certificate,
      ]
      let (status, output) = try runToEnd("/usr/bin/openssl", arguments, environment: ["PATH": "/usr/bin:/bin"])
      guard status == 0 else {
        throw NSError(
          domain: "openssl", code: Int(status),
          userInfo: [NSLocalizedDescriptionKey: "openssl could not make the test certificate: \(output)"])
      }
    }
    return Pair(certificate: certificate, key: key)
  }
}
