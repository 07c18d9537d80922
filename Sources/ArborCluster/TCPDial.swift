#if canImport(Glibc)
  import Glibc
#endif

/// TCP connections to `HOST:PORT`, as a client and a node's dials to its peers make them.
enum TCPDial {
  /// `host:port` resolved and connected within `timeout`.
  static func connect(to address: String, timeout: Double) throws(ClusterError) -> Int32 {
    guard let colon = address.lastIndex(of: ":"), let port = UInt16(address[address.index(after: colon)...]) else {
      throw ClusterError(.unreachable, "“\(address)” is not HOST:PORT")
    }
    var host = String(address[..<colon])
    if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let first = found else {
      throw ClusterError(.unreachable, "\(address): no such host (\(String(cString: gai_strerror(status))))")
    }
    defer { freeaddrinfo(found) }
    var lastError = ECONNREFUSED
    var candidate: UnsafeMutablePointer<addrinfo>? = first
    while let info = candidate {
      candidate = info.pointee.ai_next
      let fd = Glibc.socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
      guard fd >= 0 else {
        lastError = errno
        continue
      }
      let flags = fcntl(fd, F_GETFL)
      _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
      if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 || errno == EINPROGRESS {
        var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        if poll(&descriptor, 1, Int32(timeout * 1000)) == 1 {
          var error: Int32 = 0
          var length = socklen_t(MemoryLayout<Int32>.size)
          getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
          if error == 0 {
            var on: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
            keepAlive(fd)
            return fd
          }
          lastError = error
        } else {
          lastError = ETIMEDOUT
        }
      } else {
        lastError = errno
      }
      Glibc.close(fd)
    }
    throw ClusterError(.unreachable, "\(address) could not be reached (\(NodeConnection.words(lastError)))")
  }

  /// Probes a quiet connection every 3 s and gives up after three unanswered probes: a
  /// peer whose machine died is then found within about 15 s, not the kernel's two hours
  /// (a relay waits on its sockets without a timeout of its own).
  static func keepAlive(_ fd: Int32) {
    var on: Int32 = 1
    let size = socklen_t(MemoryLayout<Int32>.size)
    setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, size)
    var idle: Int32 = 3
    var interval: Int32 = 3
    var count: Int32 = 3
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_KEEPIDLE, &idle, size)
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_KEEPINTVL, &interval, size)
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_KEEPCNT, &count, size)
  }
}
