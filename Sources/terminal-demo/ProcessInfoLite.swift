#if canImport(Glibc)
  import Glibc
#endif

/// The environment as a dictionary, without Foundation (which would cost the demo
/// several megabytes of memory at start).
enum ProcessInfoLite {
  static var environment: [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }
}
