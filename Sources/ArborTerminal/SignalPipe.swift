#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The pipe the C signal handler writes one byte per signal into, so signals are acted on
/// in the main loop's time and never inside a handler. Both ends are non-blocking.
struct SignalPipe {
  let readEnd: Int32
  let writeEnd: Int32

  /// Every signal waiting, oldest first; the pipe is left empty.
  func take() -> [Int32] {
    var signals: [Int32] = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &bytes, bytes.count)
      guard count > 0 else { break }
      signals += bytes[0..<count].map { Int32($0) }
    }
    return signals
  }

  /// Queues `signals` again for the next `take` (and wakes a `poll` on the read end).
  func putBack(_ signals: [Int32]) {
    guard !signals.isEmpty else { return }
    let bytes = signals.map { UInt8(truncatingIfNeeded: $0) }
    _ = write(writeEnd, bytes, bytes.count)
  }

  func closeBoth() {
    close(readEnd)
    close(writeEnd)
  }
}
