import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Ports on 127.0.0.1 for servers a test starts (dqlite nodes, `arbor serve`).
public enum LoopbackPort {
  /// A TCP connection to `port` on 127.0.0.1, open; nil when nothing accepts it.
  public static func connect(_ port: UInt16) -> Int32? {
    let socketNumber = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var target = sockaddr_in()
    target.sin_family = sa_family_t(AF_INET)
    target.sin_port = port.bigEndian
    target.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &target) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socketNumber, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socketNumber)
      return nil
    }
    return socketNumber
  }

  /// A port nothing listens on now: the kernel's choice for a socket bound to port 0.
  public static func free() throws -> UInt16 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Int32 in
        guard bind(fd, pointer, length) == 0 else { return -1 }
        return getsockname(fd, pointer, &length)
      }
    }
    guard bound == 0 else {
      throw NSError(
        domain: "LoopbackPort", code: Int(errno),
        userInfo: [NSLocalizedDescriptionKey: "no free port on 127.0.0.1: \(String(cString: strerror(errno)))"])
    }
    return UInt16(bigEndian: address.sin_port)
  }

  /// A socket listening on 127.0.0.1 that takes connections (the kernel's backlog) and
  /// never reads or answers them: a node that has hung. Its descriptor (close it to stop)
  /// and its address.
  public static func silentListener() throws -> (fd: Int32, address: String) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let listening = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Int32 in
        guard bind(fd, pointer, length) == 0, listen(fd, 512) == 0 else { return -1 }
        return getsockname(fd, pointer, &length)
      }
    }
    guard listening == 0 else {
      close(fd)
      throw NSError(
        domain: "LoopbackPort", code: Int(errno),
        userInfo: [NSLocalizedDescriptionKey: "no listener on 127.0.0.1: \(String(cString: strerror(errno)))"])
    }
    return (fd, "127.0.0.1:\(UInt16(bigEndian: address.sin_port))")
  }
}
