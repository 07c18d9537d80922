#if canImport(Glibc)
  import Glibc
#endif

/// The cluster's one certificate and key, as go-dqlite's tools and LXD keep them: the
/// same pair on every node and every client, the certificate its own authority. Every
/// connection is TLS, and each end proves it holds the key: the peer's certificate must
/// chain to the cluster's, so a plain connection, or one with another certificate, is
/// refused. A peer's host name is not checked: the one trusted certificate is what
/// admits it, and the nodes' addresses are often bare IP addresses.
public final class ClusterCredentials: @unchecked Sendable, Equatable, CustomStringConvertible {
  public let certificate: String
  public let key: String
  let library: OpenSSLLibrary
  /// OpenSSL's contexts, read-only once made: sessions are made from them on any thread.
  let serverContext: OpaquePointer
  let clientContext: OpaquePointer

  /// The environment's default, so that a session need not repeat `--cert` and `--key`.
  public static let certificateVariable = "ARBOR_CLUSTER_CERT"
  public static let keyVariable = "ARBOR_CLUSTER_KEY"

  /// Reads the certificate (PEM) and its key (PEM, unencrypted); what is wrong with either
  /// is said with the file's name.
  public init(certificate: String, key: String) throws(ClusterError) {
    for (file, what) in [(certificate, "certificate"), (key, "key")] where access(file, R_OK) != 0 {
      throw ClusterError(
        .refused(code: 0), "the cluster's \(what) \(file) cannot be read (\(String(cString: strerror(errno))))")
    }
    let library: OpenSSLLibrary
    do { library = try OpenSSLLibrary.shared.get() } catch { throw error }
    self.library = library
    self.certificate = certificate
    self.key = key
    let server = try Self.context(library, library.serverMethod, certificate: certificate, key: key)
    do {
      clientContext = try Self.context(library, library.clientMethod, certificate: certificate, key: key)
    } catch {
      library.contextFree(server)
      throw error
    }
    serverContext = server
    // A server that issues no session tickets: arbor's clients keep their connections,
    // and a ticket arriving unasked would read as a node that closed.
    _ = library.setTickets(server, 0)
  }

  deinit {
    library.contextFree(serverContext)
    library.contextFree(clientContext)
  }

  /// Credentials from `--cert` and `--key` when given, else from the environment; nil when
  /// neither names them (plain connections). One without the other is refused.
  public static func given(
    certificate: String?, key: String?, environment: [String: String]
  ) throws(ClusterError) -> ClusterCredentials? {
    let fromOptions = certificate != nil || key != nil
    let certificate = fromOptions ? certificate : environment[certificateVariable].flatMap { $0.isEmpty ? nil : $0 }
    let key = fromOptions ? key : environment[keyVariable].flatMap { $0.isEmpty ? nil : $0 }
    switch (certificate, key) {
    case (nil, nil): return nil
    case (let certificate?, let key?): return try ClusterCredentials(certificate: certificate, key: key)
    case (nil, _):
      throw ClusterError(
        .refused(code: 0),
        fromOptions ? "--key needs --cert too" : "\(keyVariable) is set but \(certificateVariable) is not")
    case (_, nil):
      throw ClusterError(
        .refused(code: 0),
        fromOptions ? "--cert needs --key too" : "\(certificateVariable) is set but \(keyVariable) is not")
    }
  }

  public static func == (left: ClusterCredentials, right: ClusterCredentials) -> Bool {
    left.certificate == right.certificate && left.key == right.key
  }

  public var description: String { "certificate \(certificate), key \(key)" }

  private static func context(
    _ library: OpenSSLLibrary, _ method: OpenSSLLibrary.Method, certificate: String, key: String
  ) throws(ClusterError) -> OpaquePointer {
    library.clearErrors()
    guard let method = method(), let context = library.contextNew(method) else {
      throw ClusterError(.refused(code: 0), "OpenSSL could not make a TLS context: \(library.queuedErrors())")
    }
    func fail(_ what: String) -> ClusterError {
      library.contextFree(context)
      return ClusterError(.refused(code: 0), "\(what): \(library.queuedErrors())")
    }
    guard library.useCertificateChain(context, certificate) == 1 else {
      throw fail("\(certificate) is not a PEM certificate OpenSSL reads")
    }
    guard library.usePrivateKey(context, key, OpenSSLLibrary.filetypePEM) == 1 else {
      // OpenSSL checks the key against the certificate as it reads it.
      let failure = fail("\(key) is not an unencrypted PEM private key OpenSSL reads")
      if failure.description.contains("values mismatch") {
        throw ClusterError(.refused(code: 0), "\(key) is not the key of \(certificate)")
      }
      throw failure
    }
    guard library.checkPrivateKey(context) == 1 else {
      throw fail("\(key) is not the key of \(certificate)")
    }
    guard library.loadVerifyLocations(context, certificate, nil) == 1 else {
      throw fail("\(certificate) cannot be trusted as the cluster's authority")
    }
    library.setVerify(
      context, OpenSSLLibrary.verifyPeer | OpenSSLLibrary.verifyFailIfNoPeerCertificate, nil)
    _ = library.contextControl(context, OpenSSLLibrary.controlMinimumProtocol, OpenSSLLibrary.tls12, nil)
    _ = library.contextControl(context, OpenSSLLibrary.controlMode, OpenSSLLibrary.partialWrites, nil)
    _ = library.setOptions(context, OpenSSLLibrary.ignoreUnexpectedEOF)
    return context
  }
}
