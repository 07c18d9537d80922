import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A node's public address, served in TLS in front of the dqlite node, which listens only
/// on a private abstract socket of this machine: each connection's handshake checks the
/// peer's certificate against the cluster's, and only then is the connection relayed to
/// the node. A client's and another node's Raft stream come in the same way.
final class TLSFront: @unchecked Sendable {
  let address: String
  private let listener: Int32
  /// Written to wake the accepting thread when the front stops.
  private let wake: (read: Int32, write: Int32)
  private let handshakes = Mutex(0)
  /// When a refusal of each peer host was last logged: a client retrying without the
  /// certificate ten times a second is logged once a minute.
  private let lastRefusalLogged = Mutex<[String: ContinuousClock.Instant]>([:])

  /// Handshakes under way at once, at most: a stranger opening connections by the
  /// thousand is refused, not given a thread each (each has a small stack, so a few
  /// hundred cost little), while silent connections cannot take every place for long.
  static let handshakesAtOnce = 256
  /// Seconds a peer has to finish its handshake: far more than a handshake across the
  /// world takes, and short enough that silent connections give their places back soon.
  static let handshakeTime = 5

  /// Listens on `address` and starts accepting; each connection that proves the
  /// cluster's certificate is relayed to the node's private socket `inner` (`@name`).
  init(
    address: String, inner: String, credentials: ClusterCredentials, log: @escaping @Sendable (String) -> Void
  ) throws(ClusterError) {
    self.address = address
    listener = try Self.listen(on: address)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      Glibc.close(listener)
      throw ClusterError(.refused(code: 0), "the node could not make a pipe (\(NodeConnection.words(errno)))")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    wake = (ends[0], ends[1])
    let thread = Thread { [self] in accept(inner: inner, credentials: credentials, log: log) }
    thread.name = "arbor TLS front"
    thread.start()
  }

  /// Stops accepting; connections already relayed end with the node's side of them.
  func stop() {
    var byte: UInt8 = 1
    _ = Glibc.write(wake.write, &byte, 1)
  }

  private func accept(inner: String, credentials: ClusterCredentials, log: @escaping @Sendable (String) -> Void) {
    defer {
      Glibc.close(listener)
      Glibc.close(wake.read)
      Glibc.close(wake.write)
    }
    while true {
      var descriptors = [
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { return }
      if descriptors[1].revents != 0 { return }
      guard descriptors[0].revents != 0 else { continue }
      let connection = Glibc.accept(listener, nil, nil)
      guard connection >= 0 else {
        // Out of descriptors (EMFILE): the listener stays readable, and asking again at once
        // would spin; a moment lets connections end.
        if errno != EINTR && errno != EAGAIN && errno != ECONNABORTED { usleep(50_000) }
        continue
      }
      _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
      let admitted = handshakes.withLock { count in
        guard count < Self.handshakesAtOnce else { return false }
        count += 1
        return true
      }
      guard admitted else {
        Glibc.close(connection)
        continue
      }
      let thread = Thread { [self] in
        admit(connection, inner: inner, credentials: credentials, log: log)
      }
      thread.stackSize = 256 << 10
      thread.start()
    }
  }

  /// The handshake, then the relay to the node; a peer without the cluster's certificate
  /// is logged and closed.
  private func admit(
    _ connection: Int32, inner: String, credentials: ClusterCredentials, log: @Sendable (String) -> Void
  ) {
    let peer = Self.peerName(connection)
    TCPDial.keepAlive(connection)
    let secure: TLSSocket
    do {
      secure = try TLSSocket(descriptor: connection, credentials: credentials, isServer: true)
    } catch {
      Glibc.close(connection)
      handshakes.withLock { $0 -= 1 }
      return
    }
    do {
      try secure.handshake(by: .now + .seconds(Self.handshakeTime), peer: peer)
    } catch {
      handshakes.withLock { $0 -= 1 }
      let host = peer.lastIndex(of: ":").map { String(peer[..<$0]) } ?? peer
      let now = ContinuousClock.now
      let logs = lastRefusalLogged.withLock { logged in
        if let last = logged[host], now - last < .seconds(60) { return false }
        if logged.count > 1_000 { logged.removeAll() }
        logged[host] = now
        return true
      }
      if logs {
        log("refused a connection from \(peer): \(error.description) (more from \(host) are not logged for a minute)")
      }
      secure.close()
      return
    }
    handshakes.withLock { $0 -= 1 }
    let node = Self.connectLocal(inner)
    guard node >= 0 else {
      log("could not hand a connection from \(peer) to the node (\(NodeConnection.words(errno)))")
      secure.close()
      return
    }
    TLSRelay.start(secure, node)
  }

  /// A socket listening on `address` (`HOST:PORT`).
  private static func listen(on address: String) throws(ClusterError) -> Int32 {
    guard let colon = address.lastIndex(of: ":"), let port = UInt16(address[address.index(after: colon)...]) else {
      throw ClusterError(.refused(code: 0), "“\(address)” is not HOST:PORT")
    }
    var host = String(address[..<colon])
    if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let info = found else {
      throw ClusterError(.refused(code: 0), "\(address): no such host (\(String(cString: gai_strerror(status))))")
    }
    defer { freeaddrinfo(found) }
    let fd = socket(
      info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), info.pointee.ai_protocol)
    guard fd >= 0 else {
      throw ClusterError(.refused(code: 0), "cannot listen on \(address) (\(NodeConnection.words(errno)))")
    }
    var on: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, Glibc.listen(fd, 128) == 0 else {
      let reason = NodeConnection.words(errno)
      Glibc.close(fd)
      throw ClusterError(.refused(code: 0), "cannot listen on \(address) (\(reason))")
    }
    return fd
  }

  /// A connection to the abstract Unix socket `name` (`@…`), as dqlite names one.
  static func connectLocal(_ name: String) -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { return -1 }
    var target = sockaddr_un()
    target.sun_family = sa_family_t(AF_UNIX)
    // An abstract name: a zero byte, then the name without its `@`, not zero-terminated.
    let bytes = Array(name.utf8.dropFirst())
    let capacity = MemoryLayout.size(ofValue: target.sun_path) - 1
    withUnsafeMutableBytes(of: &target.sun_path) { path in
      path[0] = 0
      for (index, byte) in bytes.prefix(capacity).enumerated() { path[index + 1] = byte }
    }
    let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + 1 + min(bytes.count, capacity))
    let connected = withUnsafePointer(to: &target) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, length) }
    }
    guard connected == 0 else {
      let code = errno
      Glibc.close(fd)
      errno = code
      return -1
    }
    return fd
  }

  /// The peer's numeric `host:port`, for the log.
  private static func peerName(_ fd: Int32) -> String {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
    var port = [CChar](repeating: 0, count: Int(NI_MAXSERV))
    let named = withUnsafeMutablePointer(to: &storage) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        getpeername(fd, address, &length) == 0
          && getnameinfo(
            address, length, &host, socklen_t(host.count), &port, socklen_t(port.count),
            NI_NUMERICHOST | NI_NUMERICSERV) == 0
      }
    }
    guard named else { return "a peer" }
    let name = host.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let number = port.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return (name.contains(":") ? "[\(name)]" : name) + ":" + number
  }
}
