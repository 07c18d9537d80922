#if canImport(Glibc)
  import Glibc
#endif

/// Writes a message to standard error (never to the screen while it is full-screen).
public func writeStandardError(_ text: String) {
  var bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
    if written <= 0 { break }
    offset += written
  }
}
