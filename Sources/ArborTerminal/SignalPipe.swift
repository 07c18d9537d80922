#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A signal as the handler saw it.
struct ArrivedSignal: Equatable {
  var number: Int32
  /// Sent by the terminal (a key typed at it: Ctrl-C, Ctrl-\\, Ctrl-Z), which sends it to
  /// every program in the foreground — an editor arbor runs too — rather than by a
  /// process with `kill`, which meant arbor alone.
  var fromTerminal: Bool
}

/// The pipe the C signal handler writes one byte per signal into (its number, the high
/// bit for `fromTerminal`), so signals are acted on in the main loop's time and never
/// inside a handler. Both ends are non-blocking.
struct SignalPipe {
  let readEnd: Int32
  let writeEnd: Int32

  /// Every signal waiting, oldest first; the pipe is left empty.
  func take() -> [ArrivedSignal] {
    var signals: [ArrivedSignal] = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &bytes, bytes.count)
      guard count > 0 else { break }
      signals += bytes[0..<count].map { ArrivedSignal(number: Int32($0 & 0x7F), fromTerminal: $0 & 0x80 != 0) }
    }
    return signals
  }

  /// Queues `signals` again for the next `take` (and wakes a `poll` on the read end).
  func putBack(_ signals: [ArrivedSignal]) {
    guard !signals.isEmpty else { return }
    let bytes = signals.map { UInt8(truncatingIfNeeded: $0.number) | ($0.fromTerminal ? 0x80 : 0) }
    _ = write(writeEnd, bytes, bytes.count)
  }

  func closeBoth() {
    close(readEnd)
    close(writeEnd)
  }
}
