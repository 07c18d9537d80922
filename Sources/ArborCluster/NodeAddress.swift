#if canImport(Glibc)
  import Glibc
#endif

/// A node's `HOST:PORT` as a person types it, checked before anything listens or connects:
/// dqlite takes what it cannot read without a word (a port of 99999 listened on 34463, no
/// port on 8080) and a node stores its address as its identity, so a mistake would stay.
public enum NodeAddress {
  /// What is wrong with `text` as `HOST:PORT`, in words; nil when it can be served.
  public static func problem(in text: String) -> String? {
    guard let colon = text.lastIndex(of: ":") else {
      return "“\(text)” has no port: write HOST:PORT, e.g. 127.0.0.1:9001"
    }
    var host = text[..<colon]
    let port = text[text.index(after: colon)...]
    if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
    guard !host.isEmpty, !host.contains(where: { $0.isWhitespace || $0 == "/" }) else {
      return "“\(text)” names no host: write HOST:PORT, e.g. 127.0.0.1:9001"
    }
    guard !port.isEmpty, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber) else {
      return "“\(text)”: the port “\(port)” is not a number from 1 to 65535"
    }
    guard let number = Int(port), (1...65_535).contains(number) else {
      return "“\(text)”: the port \(port) is not from 1 to 65535"
    }
    return nil
  }
}

extension NodeAddress {
  /// Whether every address `text`'s host names is this machine's loopback (127.0.0.0/8,
  /// ::1): what a node may serve on in the clear, since only this machine reaches it. A
  /// name is resolved as the node would resolve it; one that does not resolve is not.
  public static func isLoopback(_ text: String) -> Bool {
    guard let colon = text.lastIndex(of: ":") else { return false }
    var host = String(text[..<colon])
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, nil, &hints, &found) == 0, let first = found else { return false }
    defer { freeaddrinfo(first) }
    var entry: UnsafeMutablePointer<addrinfo>? = first
    while let current = entry {
      guard let address = current.pointee.ai_addr else { return false }
      switch Int32(address.pointee.sa_family) {
      case AF_INET:
        let ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr.s_addr }
        // The first byte of the address in network order: 127 is loopback.
        guard UInt32(bigEndian: ipv4) >> 24 == 127 else { return false }
      case AF_INET6:
        let bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
          withUnsafeBytes(of: pointer.pointee.sin6_addr) { Array($0) }
        }
        guard bytes == Array(repeating: 0, count: 15) + [1] else { return false }
      default:
        return false
      }
      entry = current.pointee.ai_next
    }
    return true
  }
}
