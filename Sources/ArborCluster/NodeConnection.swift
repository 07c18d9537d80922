import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One TCP connection to one dqlite node, speaking its wire protocol, in TLS when the
/// cluster has credentials. Blocking, with a deadline on every read and write: arbor asks
/// one question at a time, and a node that stops answering must never hang a key. Plain POSIX sockets: Foundation on Linux has no
/// TCP client, and an event-loop library would bring a thread model the caller does not use.
/// Unchecked `Sendable`: a socket used by one thread at a time, under `ClusterClient`'s lock.
final class NodeConnection: @unchecked Sendable {
  let address: String
  private var socket: Int32
  /// The TLS session on `socket`, when the cluster's connections are TLS.
  private var secure: TLSSocket?
  private let timeout: Double
  /// When the message being sent or read must be whole: a deadline per message, not per
  /// byte (a node trickling a byte every few seconds held a command for hours).
  private var deadline = ContinuousClock.now
  /// Whether any answer has come: a node serving TLS closes a plain connection before its
  /// first.
  private var hasAnswered = false

  /// Connects to `address` (`host:port`), in TLS with `credentials`, and sends the
  /// protocol version.
  init(address: String, timeout: Double, credentials: ClusterCredentials? = nil) throws {
    self.address = address
    self.timeout = timeout
    socket = try TCPDial.connect(to: address, timeout: timeout)
    do {
      deadline = ContinuousClock.now + .seconds(timeout)
      if let credentials {
        let session = try TLSSocket(descriptor: socket, credentials: credentials, isServer: false)
        secure = session
        try session.handshake(by: deadline, peer: address)
      }
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
    if let secure {
      secure.close()
      self.secure = nil
    } else if socket >= 0 {
      Glibc.close(socket)
    }
    socket = -1
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
    if let secure { return secure.hasEndedOrSpoken }
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
    hasAnswered = true
    return Wire.Message(type: header[4], schema: header[5], body: try read(Int(words) * 8))
  }

  private func send(_ bytes: [UInt8]) throws {
    if let secure { return try send(bytes, through: secure) }
    var sent = 0
    while sent < bytes.count {
      try wait(for: Int16(POLLOUT))
      let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        if (errno == ECONNRESET || errno == EPIPE) && !hasAnswered { throw Self.closedBeforeAnswering(address) }
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
    // TLS is read before waiting: what OpenSSL holds already decrypted makes the socket
    // no readier.
    var waitsFor: Int16? = secure == nil ? Int16(POLLIN) : nil
    while bytes.count < count {
      if let waitsFor { try wait(for: waitsFor) }
      waitsFor = secure == nil ? Int16(POLLIN) : nil
      let wanted = min(chunk.count, count - bytes.count)
      let got: Int
      if let secure {
        switch chunk.withUnsafeMutableBytes({
          secure.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]))
        }) {
        case .moved(let moved): got = moved
        case .wait(let events):
          waitsFor = events
          continue
        case .ended: got = 0
        case .failed(let reason): throw ClusterError(.broken, "the TLS connection to \(address) broke: \(reason)")
        case .notAdmitted(let reason): throw ClusterError(.notAdmitted, "\(address) did not admit this end: \(reason)")
        }
      } else {
        got = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, wanted, 0) }
      }
      if got == 0 {
        if secure == nil && !hasAnswered { throw Self.closedBeforeAnswering(address) }
        throw ClusterError(.broken, "\(address) closed the connection in the middle of an answer")
      }
      if got < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        if errno == ECONNRESET && secure == nil && !hasAnswered { throw Self.closedBeforeAnswering(address) }
        throw ClusterError(.broken, "the connection to \(address) broke (\(Self.words(errno)))")
      }
      bytes.append(contentsOf: chunk[..<got])
    }
    return bytes
  }

  private func send(_ bytes: [UInt8], through secure: TLSSocket) throws {
    var sent = 0
    var waitsFor: Int16?
    while sent < bytes.count {
      if let waitsFor { try wait(for: waitsFor) }
      waitsFor = nil
      switch bytes[sent...].withUnsafeBytes({ secure.write($0) }) {
      case .moved(let count): sent += count
      case .wait(let events): waitsFor = events
      case .ended: throw ClusterError(.broken, "\(address) closed the TLS connection while arbor was sending")
      case .failed(let reason): throw ClusterError(.broken, "the TLS connection to \(address) broke: \(reason)")
      case .notAdmitted(let reason): throw ClusterError(.notAdmitted, "\(address) did not admit this end: \(reason)")
      }
    }
  }

  /// What a plain connection to a node that serves TLS meets: the node closes it unanswered.
  private static func closedBeforeAnswering(_ address: String) -> ClusterError {
    ClusterError(
      .broken,
      "\(address) closed the connection before answering (a node that serves TLS does so to a client "
        + "without the cluster's certificate: give --cert and --key, or set \(ClusterCredentials.certificateVariable) "
        + "and \(ClusterCredentials.keyVariable))")
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

  static func words(_ code: Int32) -> String { String(cString: strerror(code)) }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
