#if canImport(Glibc)
  import Glibc
#endif

/// One TLS session on a non-blocking socket, which it owns: every call returns at once,
/// saying how many bytes went through, or which readiness of the socket it waits for.
/// Used by one thread at a time (a client's connection, or one relay's thread).
final class TLSSocket: @unchecked Sendable {
  enum Step: Equatable {
    case moved(Int)
    /// Call again when the socket is ready for these `poll` events.
    case wait(Int16)
    /// The peer ended the session.
    case ended
    case failed(String)
    /// The peer's certificate is not the cluster's, or the peer refused this end's, or
    /// it does not speak TLS.
    case notAdmitted(String)
  }

  let descriptor: Int32
  private let library: OpenSSLLibrary
  private var session: OpaquePointer?
  private let isServer: Bool

  /// Takes `descriptor` (made non-blocking) once made; the handshake is `handshake(by:)`'s.
  init(descriptor: Int32, credentials: ClusterCredentials, isServer: Bool) throws(ClusterError) {
    library = credentials.library
    self.descriptor = descriptor
    self.isServer = isServer
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    guard let session = library.sessionNew(isServer ? credentials.serverContext : credentials.clientContext),
      library.setDescriptor(session, descriptor) == 1
    else {
      throw ClusterError(.broken, "OpenSSL could not start a TLS session: \(library.queuedErrors())")
    }
    self.session = session
  }

  deinit { close() }

  /// Says goodbye when it can without waiting, and closes the socket.
  func close() {
    guard let session else { return }
    _ = Self.withoutBrokenPipeSignal { library.shutdown(session) }
    library.clearErrors()
    library.sessionFree(session)
    self.session = nil
    Glibc.close(descriptor)
  }

  /// The handshake, both ends' certificates checked, done by `deadline`; what went wrong
  /// is said as the peer's fault or the network's.
  func handshake(by deadline: ContinuousClock.Instant, peer: String) throws(ClusterError) {
    guard let session else { throw ClusterError(.broken, "the TLS session with \(peer) is closed") }
    while true {
      library.clearErrors()
      let result = Self.withoutBrokenPipeSignal { isServer ? library.accept(session) : library.connect(session) }
      if result == 1 { return }
      switch interpret(result, in: session) {
      case .wait(let events):
        guard Self.wait(descriptor, for: events, until: deadline) else {
          throw ClusterError(.broken, "\(peer) did not finish the TLS handshake in time")
        }
      case .failed(let reason):
        throw ClusterError(
          .broken, isServer ? "its TLS handshake failed: \(reason)" : "the TLS handshake with \(peer) failed: \(reason)"
        )
      case .notAdmitted(let reason):
        throw ClusterError(.notAdmitted, isServer ? reason : "the TLS handshake with \(peer) failed: \(reason)")
      case .ended, .moved:
        throw ClusterError(
          .broken,
          "\(peer) closed the connection during the TLS handshake"
            + (isServer ? "" : " (does it serve TLS, and with this cluster's certificate?)"))
      }
    }
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) -> Step {
    guard let session, let base = buffer.baseAddress else { return .ended }
    library.clearErrors()
    let count = Self.withoutBrokenPipeSignal { library.read(session, base, Int32(min(buffer.count, Int(Int32.max)))) }
    return count > 0 ? .moved(Int(count)) : interpret(count, in: session)
  }

  func write(_ buffer: UnsafeRawBufferPointer) -> Step {
    guard let session, let base = buffer.baseAddress else { return .ended }
    library.clearErrors()
    // One record's worth at most: a retried write then always passes at least what the
    // one that waited did, as OpenSSL requires.
    let count = Self.withoutBrokenPipeSignal { library.write(session, base, Int32(min(buffer.count, 16 << 10))) }
    return count > 0 ? .moved(Int(count)) : interpret(count, in: session)
  }

  /// Whether the peer has ended the session or sent something unasked: between requests
  /// a node sends nothing, but a TLS record that carries no data (a session ticket) may
  /// arrive, and is taken in without counting.
  var hasEndedOrSpoken: Bool {
    guard let session else { return true }
    var descriptorReady = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptorReady, 1, 0) != 0 else { return false }
    var byte: UInt8 = 0
    library.clearErrors()
    let count = library.peek(session, &byte, 1)
    if count > 0 { return true }
    if case .wait = interpret(count, in: session) { return false }
    return true
  }

  private func interpret(_ result: Int32, in session: OpaquePointer) -> Step {
    switch library.error(session, result) {
    case OpenSSLLibrary.errorWantRead: return .wait(Int16(POLLIN))
    case OpenSSLLibrary.errorWantWrite: return .wait(Int16(POLLOUT))
    case OpenSSLLibrary.errorZeroReturn: return .ended
    case OpenSSLLibrary.errorSyscall:
      let code = errno
      let queued = library.queuedErrors()
      if code == EAGAIN || code == EINTR { return .wait(Int16(POLLIN)) }
      if !queued.isEmpty { return .failed(queued) }
      return result == 0 || code == 0 ? .ended : .failed(String(cString: strerror(code)))
    default:
      let verify = library.verifyResult(session)
      let queued = library.queuedErrors()
      if verify != 0, let words = library.verifyText(verify) {
        return .notAdmitted("its certificate is not the cluster's (\(String(cString: words)))")
      }
      if queued.contains("alert") {
        return .notAdmitted("it refused this end's certificate (\(queued))")
      }
      if queued.contains("wrong version number") || queued.contains("http request") {
        return .notAdmitted("it does not speak TLS: a plain \(isServer ? "client or node" : "node")? (\(queued))")
      }
      return .failed(queued.isEmpty ? "a TLS error" : queued)
    }
  }

  /// `body`, an OpenSSL call that may write to the socket: OpenSSL writes without
  /// MSG_NOSIGNAL, and a peer gone would end the whole process with SIGPIPE (a library
  /// must not change the process's own handling of it). The signal is blocked on this
  /// thread meanwhile, and one it raised is taken off before it is unblocked.
  static func withoutBrokenPipeSignal<T>(_ body: () -> T) -> T {
    var brokenPipe = sigset_t()
    sigemptyset(&brokenPipe)
    sigaddset(&brokenPipe, SIGPIPE)
    var pendingBefore = sigset_t()
    sigpending(&pendingBefore)
    let wasPending = sigismember(&pendingBefore, SIGPIPE) == 1
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
    let result = body()
    let code = errno
    var pendingAfter = sigset_t()
    sigpending(&pendingAfter)
    if !wasPending && sigismember(&pendingAfter, SIGPIPE) == 1 {
      var now = timespec(tv_sec: 0, tv_nsec: 0)
      _ = sigtimedwait(&brokenPipe, nil, &now)
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    errno = code
    return result
  }

  /// Waits for `events` on `descriptor` until `deadline`; false when time ran out.
  static func wait(_ descriptor: Int32, for events: Int16, until deadline: ContinuousClock.Instant) -> Bool {
    var ready = pollfd(fd: descriptor, events: events, revents: 0)
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      let milliseconds = max(0, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      let result = poll(&ready, 1, Int32(min(milliseconds, Int64(Int32.max))))
      if result > 0 { return true }
      if result == 0 { return false }
      if errno != EINTR { return true }
    }
  }
}
