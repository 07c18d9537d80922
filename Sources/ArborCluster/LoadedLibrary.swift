#if canImport(Glibc)
  import Glibc
#endif

/// A shared library opened with `dlopen` and its functions looked up by name: how arbor
/// reaches libdqlite and OpenSSL without linking them, so that the binary runs where
/// they are not installed and only what needs them says so.
struct LoadedLibrary: @unchecked Sendable {
  private let handle: UnsafeMutableRawPointer

  /// The library `name` (`libssl.so.3`); when it cannot be opened, `needed` says what
  /// needs it and how to install it, followed by the loader's reason.
  init(_ name: String, needed: String) throws(ClusterError) {
    guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      throw ClusterError(.unreachable, "\(needed): \(reason)")
    }
    self.handle = handle
  }

  /// The function `name` as the C type `T`; nil when the library lacks it. A function of
  /// a library this one needs (libcrypto's, through libssl) is found too.
  func function<T>(_ name: String, _: T.Type) -> T? {
    dlsym(handle, name).map { unsafeBitCast($0, to: T.self) }
  }
}
