import ArborCore
import Foundation

/// Buffers output so a big export is not one system call per line.
final class OutputSink {
  let handle: FileHandle
  var buffer = Data()
  /// Says on standard error how much a long export has written (`StandardErrorProgress`).
  private let progress = StandardErrorProgress()
  private var written = 0

  init(handle: FileHandle) { self.handle = handle }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count > 1 << 16 { flush() }
  }

  func flush() {
    handle.write(buffer)
    written += buffer.count
    buffer.removeAll(keepingCapacity: true)
    progress.say("arbor: \(TotalText.value(Double(written), bytes: true)) written so far…")
  }

  /// The last of the output is written; the progress line is cleared.
  func finish() {
    flush()
    progress.finish()
  }
}
