import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One TCP connection to one dqlite node, speaking its wire protocol. Blocking, with a
/// deadline on every read and write: arbor asks one question at a time, and a node that
/// stops answering must never hang a key. Plain POSIX sockets: Foundation on Linux has no
/// TCP client, and an event-loop library would bring a thread model the caller does not use.
/// Unchecked `Sendable`: a socket used by one thread at a time, under `ClusterClient`'s lock.
final class NodeConnection: @unchecked Sendable {
  let address: String
  private var socket: Int32
  private let timeout: Double
  /// When the message being sent or read must be whole: a deadline per message, not per
  /// byte (a node trickling a byte every few seconds held a command for hours).
  private var deadline = ContinuousClock.now

  /// Connects to `address` (`host:port`) and sends the protocol version.
  init(address: String, timeout: Double) throws {
    self.address = address
    self.timeout = timeout
    socket = try Self.connect(to: address, timeout: timeout)
    do {
      deadline = ContinuousClock.now + .seconds(timeout)
      var version = WireWriter()
      version.uint64(Wire.protocolVersion)
      try send(version.bytes)
    } catch {
      close()
      throw error
    }
  }

  deinit { close() }

  func close() {
    if socket >= 0 {
      Glibc.close(socket)
      socket = -1
    }
  }

  /// Sends a request and reads the one answer; a failure answer is thrown in words.
  func request(_ type: Wire.Request, schema: UInt8 = 0, _ body: WireWriter) throws -> Wire.Message {
    var padded = body
    padded.pad()
    deadline = ContinuousClock.now + .seconds(timeout)
    try send(Wire.header(type: type.rawValue, schema: schema, bodySize: padded.bytes.count) + padded.bytes)
    let answer = try receive()
    if answer.type == Wire.Response.failure.rawValue {
      var reader = WireReader(answer.body)
      let code = try reader.uint64()
      let message = try reader.text()
      throw ClusterError(.refused(code: code), message.isEmpty ? "the node refused (code \(code))" : message)
    }
    return answer
  }

  /// Whether the node has gone: a node sends nothing unasked, so a connection that reads
  /// as ready (end of file, or a reset) between requests was closed by the other side — a
  /// node that died or restarted. Checked before a write is sent, so that a write is
  /// never sent on a connection already dead, and so never left "not known".
  var isClosedByNode: Bool {
    guard socket >= 0 else { return true }
    var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) != 0
  }

  /// Reads one message (header and body).
  func receive() throws -> Wire.Message {
    deadline = ContinuousClock.now + .seconds(timeout)
    let header = try read(8)
    let words = UInt32(header[0]) | UInt32(header[1]) << 8 | UInt32(header[2]) << 16 | UInt32(header[3]) << 24
    // A body larger than this is no answer of a node to this client.
    guard words <= 64 << 20 else {
      throw ClusterError(.broken, "\(address) sent a message of \(words) words: not a dqlite node?")
    }
    return Wire.Message(type: header[4], schema: header[5], body: try read(Int(words) * 8))
  }

  private func send(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      try wait(for: Int16(POLLOUT))
      let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw ClusterError(.broken, "the connection to \(address) broke while sending (\(Self.words(errno)))")
      }
      sent += count
    }
  }

  /// `count` bytes, kept as they arrive: the size a node announces is not allocated before
  /// its bytes come (a hostile node announcing 512 MiB and sending nothing cost 512 MiB).
  private func read(_ count: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(count, Self.chunk))
    var chunk = [UInt8](repeating: 0, count: min(count, Self.chunk))
    while bytes.count < count {
      try wait(for: Int16(POLLIN))
      let wanted = min(chunk.count, count - bytes.count)
      let got = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, wanted, 0) }
      if got == 0 { throw ClusterError(.broken, "\(address) closed the connection in the middle of an answer") }
      if got < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw ClusterError(.broken, "the connection to \(address) broke (\(Self.words(errno)))")
      }
      bytes.append(contentsOf: chunk[..<got])
    }
    return bytes
  }

  /// Bytes read at a time.
  private static let chunk = 64 << 10

  /// Waits until the socket is ready for `events`, at most until the message's deadline.
  private func wait(for events: Int16) throws {
    guard socket >= 0 else { throw ClusterError(.broken, "the connection to \(address) is closed") }
    var descriptor = pollfd(fd: socket, events: events, revents: 0)
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      let milliseconds = max(0, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      let ready = poll(&descriptor, 1, Int32(min(milliseconds, Int64(Int32.max))))
      if ready > 0 { return }
      if ready == 0 {
        throw ClusterError(.broken, "\(address) did not answer within \(Self.seconds(timeout))")
      }
      if errno != EINTR { throw ClusterError(.broken, "waiting for \(address) failed (\(Self.words(errno)))") }
    }
  }

  /// `host:port` resolved and connected within `timeout`.
  private static func connect(to address: String, timeout: Double) throws -> Int32 {
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
    throw ClusterError(.unreachable, "\(address) could not be reached (\(words(lastError)))")
  }

  static func words(_ code: Int32) -> String { String(cString: strerror(code)) }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
