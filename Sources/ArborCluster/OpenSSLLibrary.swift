#if canImport(Glibc)
  import Glibc
#endif

/// The system's OpenSSL 3 (libssl), loaded when a cluster connection first needs TLS
/// rather than linked, as libdqlite is: the arbor binary runs where it is absent, and only
/// a cluster with a certificate needs it. OpenSSL rather than swift-nio-ssl: every Debian
/// server has it and keeps it patched, and the cluster's connections are blocking sockets
/// and threads that an event-loop TLS would have to be bridged to (and CI would compile
/// BoringSSL on every run).
struct OpenSSLLibrary: @unchecked Sendable {
  typealias Method = @convention(c) () -> OpaquePointer?
  typealias ContextNew = @convention(c) (OpaquePointer) -> OpaquePointer?
  typealias ContextFree = @convention(c) (OpaquePointer) -> Void
  typealias ContextFile = @convention(c) (OpaquePointer, UnsafePointer<CChar>) -> Int32
  typealias ContextKeyFile = @convention(c) (OpaquePointer, UnsafePointer<CChar>, Int32) -> Int32
  typealias ContextCheck = @convention(c) (OpaquePointer) -> Int32
  typealias ContextVerifyLocations =
    @convention(c) (OpaquePointer, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
  typealias ContextSetVerify = @convention(c) (OpaquePointer, Int32, OpaquePointer?) -> Void
  typealias ContextControl = @convention(c) (OpaquePointer, Int32, Int, UnsafeMutableRawPointer?) -> Int
  typealias ContextOptions = @convention(c) (OpaquePointer, UInt64) -> UInt64
  typealias ContextTickets = @convention(c) (OpaquePointer, Int) -> Int32
  typealias SessionNew = @convention(c) (OpaquePointer) -> OpaquePointer?
  typealias SessionFree = @convention(c) (OpaquePointer) -> Void
  typealias SessionSetDescriptor = @convention(c) (OpaquePointer, Int32) -> Int32
  typealias SessionStep = @convention(c) (OpaquePointer) -> Int32
  typealias SessionRead = @convention(c) (OpaquePointer, UnsafeMutableRawPointer, Int32) -> Int32
  typealias SessionWrite = @convention(c) (OpaquePointer, UnsafeRawPointer, Int32) -> Int32
  typealias SessionError = @convention(c) (OpaquePointer, Int32) -> Int32
  typealias SessionVerifyResult = @convention(c) (OpaquePointer) -> Int
  typealias ErrorNext = @convention(c) () -> UInt
  typealias ErrorText = @convention(c) (UInt, UnsafeMutablePointer<CChar>, Int) -> Void
  typealias ErrorClear = @convention(c) () -> Void
  typealias VerifyText = @convention(c) (Int) -> UnsafePointer<CChar>?

  let serverMethod: Method
  let clientMethod: Method
  let contextNew: ContextNew
  let contextFree: ContextFree
  let useCertificateChain: ContextFile
  let usePrivateKey: ContextKeyFile
  let checkPrivateKey: ContextCheck
  let loadVerifyLocations: ContextVerifyLocations
  let setVerify: ContextSetVerify
  let contextControl: ContextControl
  let setOptions: ContextOptions
  let setTickets: ContextTickets
  let sessionNew: SessionNew
  let sessionFree: SessionFree
  let setDescriptor: SessionSetDescriptor
  let accept: SessionStep
  let connect: SessionStep
  let shutdown: SessionStep
  let read: SessionRead
  let peek: SessionRead
  let write: SessionWrite
  let error: SessionError
  let verifyResult: SessionVerifyResult
  let nextError: ErrorNext
  let errorText: ErrorText
  let clearErrors: ErrorClear
  let verifyText: VerifyText

  // The constants of OpenSSL's headers that arbor uses, as OpenSSL 3 defines them.
  static let filetypePEM: Int32 = 1
  static let verifyPeer: Int32 = 0x01
  static let verifyFailIfNoPeerCertificate: Int32 = 0x02
  static let controlMode: Int32 = 33
  static let controlMinimumProtocol: Int32 = 123
  static let tls12: Int = 0x0303
  /// SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER: a write may take
  /// part of a buffer, and be retried from where the buffer has moved to.
  static let partialWrites: Int = 0x1 | 0x2
  /// SSL_OP_IGNORE_UNEXPECTED_EOF: a peer that closes without a goodbye ends the stream,
  /// as a plain socket's end does, rather than reading as an error.
  static let ignoreUnexpectedEOF: UInt64 = 1 << 7
  static let errorWantRead: Int32 = 2
  static let errorWantWrite: Int32 = 3
  static let errorSyscall: Int32 = 5
  static let errorZeroReturn: Int32 = 6

  static let shared: Result<OpenSSLLibrary, ClusterError> = load()

  private static func load() -> Result<OpenSSLLibrary, ClusterError> {
    let library: LoadedLibrary
    do { library = try LoadedLibrary("libssl.so.3", needed: "TLS needs OpenSSL 3 (apt-get install libssl3)") } catch {
      return .failure(error)
    }
    // libcrypto's functions (the error queue) are found through libssl, which needs it.
    func symbol<T>(_ name: String, _ type: T.Type) -> T? { library.function(name, type) }
    guard let serverMethod = symbol("TLS_server_method", Method.self),
      let clientMethod = symbol("TLS_client_method", Method.self),
      let contextNew = symbol("SSL_CTX_new", ContextNew.self),
      let contextFree = symbol("SSL_CTX_free", ContextFree.self),
      let useCertificateChain = symbol("SSL_CTX_use_certificate_chain_file", ContextFile.self),
      let usePrivateKey = symbol("SSL_CTX_use_PrivateKey_file", ContextKeyFile.self),
      let checkPrivateKey = symbol("SSL_CTX_check_private_key", ContextCheck.self),
      let loadVerifyLocations = symbol("SSL_CTX_load_verify_locations", ContextVerifyLocations.self),
      let setVerify = symbol("SSL_CTX_set_verify", ContextSetVerify.self),
      let contextControl = symbol("SSL_CTX_ctrl", ContextControl.self),
      let setOptions = symbol("SSL_CTX_set_options", ContextOptions.self),
      let setTickets = symbol("SSL_CTX_set_num_tickets", ContextTickets.self),
      let sessionNew = symbol("SSL_new", SessionNew.self),
      let sessionFree = symbol("SSL_free", SessionFree.self),
      let setDescriptor = symbol("SSL_set_fd", SessionSetDescriptor.self),
      let accept = symbol("SSL_accept", SessionStep.self),
      let connect = symbol("SSL_connect", SessionStep.self),
      let shutdown = symbol("SSL_shutdown", SessionStep.self),
      let read = symbol("SSL_read", SessionRead.self),
      let peek = symbol("SSL_peek", SessionRead.self),
      let write = symbol("SSL_write", SessionWrite.self),
      let error = symbol("SSL_get_error", SessionError.self),
      let verifyResult = symbol("SSL_get_verify_result", SessionVerifyResult.self),
      let nextError = symbol("ERR_get_error", ErrorNext.self),
      let errorText = symbol("ERR_error_string_n", ErrorText.self),
      let clearErrors = symbol("ERR_clear_error", ErrorClear.self),
      let verifyText = symbol("X509_verify_cert_error_string", VerifyText.self)
    else {
      return .failure(ClusterError(.unreachable, "this libssl lacks functions arbor's TLS uses (OpenSSL 3 is needed)"))
    }
    return .success(
      OpenSSLLibrary(
        serverMethod: serverMethod, clientMethod: clientMethod, contextNew: contextNew, contextFree: contextFree,
        useCertificateChain: useCertificateChain, usePrivateKey: usePrivateKey, checkPrivateKey: checkPrivateKey,
        loadVerifyLocations: loadVerifyLocations, setVerify: setVerify, contextControl: contextControl,
        setOptions: setOptions, setTickets: setTickets, sessionNew: sessionNew, sessionFree: sessionFree,
        setDescriptor: setDescriptor, accept: accept, connect: connect, shutdown: shutdown, read: read,
        peek: peek, write: write, error: error, verifyResult: verifyResult, nextError: nextError,
        errorText: errorText, clearErrors: clearErrors, verifyText: verifyText))
  }

  /// OpenSSL's queued errors of this thread, in its words (the queue is emptied).
  func queuedErrors() -> String {
    var lines: [String] = []
    var buffer = [CChar](repeating: 0, count: 256)
    while case let code = nextError(), code != 0 {
      errorText(code, &buffer, buffer.count)
      // "error:0A000086:SSL routines::certificate verify failed": the words after the codes.
      let line = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      lines.append(line.split(separator: ":", omittingEmptySubsequences: false).last.map(String.init) ?? line)
    }
    return lines.joined(separator: "; ")
  }
}
