#if canImport(Glibc)
  import Glibc
#endif

/// How a node reaches its peers when the cluster's connections are TLS: dqlite's connect
/// function (`dqlite_node_set_connect_func`), which dqlite calls on a worker thread of its
/// own, so a dial may block. The peer's certificate is checked in the handshake, and
/// dqlite is given one end of a socket pair whose other end is relayed to the peer.
final class TLSPeerDialer: @unchecked Sendable {
  let credentials: ClusterCredentials
  /// Seconds for the TCP connection and then the handshake, each: short, since Raft dials
  /// again on its own, and an election waits on a dial that hangs.
  static let dialTime = 2.0

  init(credentials: ClusterCredentials) {
    self.credentials = credentials
  }

  /// A descriptor connected to `address` through TLS, or nil (dqlite tries again later).
  func dial(_ address: String) -> Int32? {
    guard let remote = try? TCPDial.connect(to: address, timeout: Self.dialTime) else { return nil }
    let secure: TLSSocket
    do {
      secure = try TLSSocket(descriptor: remote, credentials: credentials, isServer: false)
    } catch {
      close(remote)
      return nil
    }
    do {
      try secure.handshake(by: .now + .seconds(Self.dialTime), peer: address)
    } catch {
      secure.close()
      return nil
    }
    var pair: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
      secure.close()
      return nil
    }
    TLSRelay.start(secure, pair[1])
    return pair[0]
  }

  /// The C function dqlite calls; `argument` is an unretained `TLSPeerDialer`.
  static let connectFunction: DqliteLibrary.ConnectFunction = { argument, address, descriptor in
    guard let argument, let address, let descriptor else { return 1 }
    let dialer = Unmanaged<TLSPeerDialer>.fromOpaque(argument).takeUnretainedValue()
    guard let connected = dialer.dial(String(cString: address)) else { return 1 }
    descriptor.pointee = connected
    return 0
  }
}
