import Foundation

/// Buffers output so a big export is not one system call per line.
final class OutputSink {
  let handle: FileHandle
  var buffer = Data()

  init(handle: FileHandle) { self.handle = handle }

  func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count > 1 << 16 { flush() }
  }

  func flush() {
    handle.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
