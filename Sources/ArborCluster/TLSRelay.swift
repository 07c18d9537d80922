import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Carries bytes both ways between a TLS session and a plain local socket, on a thread of
/// its own, until either end closes: how a dqlite node, which speaks only plain sockets,
/// talks TLS (its listener's connections arrive through one, and its dials to peers leave
/// through one). One thread per connection, not an event loop: a node has a handful of
/// connections (its peers' Raft streams and its clients'), each long-lived.
enum TLSRelay {
  /// Starts relaying; both ends are closed when it stops.
  static func start(_ secure: TLSSocket, _ plain: Int32) {
    let thread = Thread { relay(secure, plain) }
    thread.name = "arbor TLS relay"
    // A relay holds two buffers and no deep calls.
    thread.stackSize = 256 << 10
    thread.start()
  }

  /// Bytes in one direction not yet delivered: read into the back, written from the front.
  private struct Pending {
    var bytes = [UInt8](repeating: 0, count: 64 << 10)
    var start = 0
    var end = 0
    var isEmpty: Bool { start == end }
    var hasRoom: Bool { end < bytes.count }

    mutating func consumed(_ count: Int) {
      start += count
      if start == end { (start, end) = (0, 0) }
    }
  }

  private static func relay(_ secure: TLSSocket, _ plain: Int32) {
    _ = fcntl(plain, F_SETFL, fcntl(plain, F_GETFL) | O_NONBLOCK)
    defer {
      secure.close()
      close(plain)
    }
    var toPlain = Pending()
    var toSecure = Pending()
    // What the TLS side waits for to read, and to write (a TLS read may need a write).
    var readWaits = Int16(POLLIN)
    var writeWaits = Int16(POLLOUT)
    var secureEnded = false
    var plainEnded = false
    while true {
      var moved = true
      while moved {
        moved = false
        if !secureEnded && toPlain.hasRoom {
          let end = toPlain.end
          let step = toPlain.bytes.withUnsafeMutableBytes {
            secure.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[end...]))
          }
          switch step {
          case .moved(let count):
            toPlain.end += count
            moved = true
          case .wait(let events): readWaits = events
          case .ended, .failed, .notAdmitted: secureEnded = true
          }
        }
        if !toPlain.isEmpty {
          let (start, end) = (toPlain.start, toPlain.end)
          let count = toPlain.bytes.withUnsafeBytes {
            send(plain, $0.baseAddress! + start, end - start, Int32(MSG_NOSIGNAL))
          }
          if count > 0 {
            toPlain.consumed(count)
            moved = true
          } else if count < 0 && errno != EAGAIN && errno != EINTR {
            return
          }
        }
        if !plainEnded && toSecure.hasRoom {
          let end = toSecure.end
          let count = toSecure.bytes.withUnsafeMutableBytes { recv(plain, $0.baseAddress! + end, $0.count - end, 0) }
          if count > 0 {
            toSecure.end += count
            moved = true
          } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
            plainEnded = true
          }
        }
        if !toSecure.isEmpty {
          let (start, end) = (toSecure.start, toSecure.end)
          let step = toSecure.bytes.withUnsafeBytes { secure.write(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
          switch step {
          case .moved(let count):
            toSecure.consumed(count)
            moved = true
          case .wait(let events): writeWaits = events
          case .ended, .failed, .notAdmitted: return
          }
        }
      }
      // Either end gone and what it sent delivered: the connection is over.
      if (secureEnded && toPlain.isEmpty) || (plainEnded && toSecure.isEmpty) { return }
      var secureEvents: Int16 = 0
      if !secureEnded && toPlain.hasRoom { secureEvents |= readWaits }
      if !toSecure.isEmpty { secureEvents |= writeWaits }
      var plainEvents: Int16 = 0
      if !plainEnded && toSecure.hasRoom { plainEvents |= Int16(POLLIN) }
      if !toPlain.isEmpty { plainEvents |= Int16(POLLOUT) }
      var descriptors = [
        pollfd(fd: secure.descriptor, events: secureEvents, revents: 0),
        pollfd(fd: plain, events: plainEvents, revents: 0),
      ]
      // No timeout: a peer that vanished is found by TCP keepalive (`TCPDial.keepAlive`),
      // and a local end by its close.
      if poll(&descriptors, 2, -1) < 0 && errno != EINTR { return }
      readWaits = Int16(POLLIN)
      writeWaits = Int16(POLLOUT)
    }
  }
}
