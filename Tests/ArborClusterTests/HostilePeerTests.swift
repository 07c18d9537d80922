import ArborTestSupport
import Foundation
import Synchronization
import Testing

@testable import ArborCluster

#if canImport(Glibc)
  import Glibc
#endif

/// A peer that speaks just enough of dqlite's protocol to be asked a query, then answers
/// it as a broken or hostile node would. Every command must end within its deadlines, in
/// words, without allocating what the peer announces.
@Suite(.serialized, .timeLimit(.minutes(1))) struct HostilePeerTests {
  /// How the fake node answers the query.
  enum Answer: Sendable {
    /// Rows of no columns: a column count of 0, then words that are no end marker.
    case rowsOfNoColumns
    /// A header announcing `words` body words, then nothing.
    case announces(words: UInt32)
    /// A correct answer's bytes, one every `interval` seconds.
    case trickles(interval: Double)
    /// Parts with no rows, without end.
    case emptyParts
  }

  /// A loopback listener answering every connection on a thread of its own: the leader
  /// request names itself, opening gives database 0, a query gets `answer`.
  final class FakeNode: @unchecked Sendable {
    let listener: Int32
    let address: String

    init(answer: Answer) throws {
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      self.listener = listener
      var on: Int32 = 1
      setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
      var local = sockaddr_in()
      local.sin_family = sa_family_t(AF_INET)
      local.sin_addr.s_addr = inet_addr("127.0.0.1")
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0, listen(listener, 512) == 0 else { throw ClusterError(.unreachable, "no listener") }
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafeMutablePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
      }
      address = "127.0.0.1:\(UInt16(bigEndian: local.sin_port))"
      let address = address
      // Closing the listener ends the loop: accept fails.
      Thread.detachNewThread {
        while true {
          let client = accept(listener, nil, nil)
          guard client >= 0 else { return }
          Thread.detachNewThread { Self.serve(client, answer: answer, address: address) }
        }
      }
    }

    func stop() {
      shutdown(listener, Int32(SHUT_RDWR))
      close(listener)
    }

    private static func readExactly(_ fd: Int32, _ count: Int) -> [UInt8]? {
      var bytes = [UInt8](repeating: 0, count: count)
      var got = 0
      while got < count {
        let n = bytes[got...].withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n <= 0 { return nil }
        got += n
      }
      return bytes
    }

    private static func write(_ fd: Int32, _ bytes: [UInt8]) {
      _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    private static func message(_ type: Wire.Response, _ body: WireWriter) -> [UInt8] {
      var padded = body
      padded.pad()
      return Wire.header(type: type.rawValue, bodySize: padded.bytes.count) + padded.bytes
    }

    private static func serve(_ fd: Int32, answer: Answer, address: String) {
      defer { close(fd) }
      guard readExactly(fd, 8) != nil else { return }
      while let header = readExactly(fd, 8) {
        let words = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
        guard readExactly(fd, words * 8) != nil else { return }
        switch Wire.Request(rawValue: header[4]) {
        case .leader?:
          var body = WireWriter()
          body.uint64(1)
          body.text(address)
          write(fd, message(.server, body))
        case .open?:
          var body = WireWriter()
          body.uint32(0)
          body.uint32(0)
          write(fd, message(.database, body))
        case .querySQL?:
          switch answer {
          case .rowsOfNoColumns:
            var body = WireWriter()
            body.uint64(0)
            body.uint64(42)
            body.uint64(Wire.rowsDone)
            write(fd, message(.rows, body))
          case .announces(let words):
            // The size, a little of the body, then nothing.
            write(fd, Wire.header(type: Wire.Response.rows.rawValue, bodySize: Int(words) * 8))
            write(fd, [UInt8](repeating: 0, count: 4096))
            Thread.sleep(forTimeInterval: 30)
            return
          case .trickles(let interval):
            var body = WireWriter()
            body.uint64(1)
            body.text("x")
            body.uint64(Wire.rowsDone)
            for byte in message(.rows, body) {
              write(fd, [byte])
              Thread.sleep(forTimeInterval: interval)
            }
          case .emptyParts:
            var body = WireWriter()
            body.uint64(1)
            body.text("x")
            body.uint64(Wire.rowsPart)
            for _ in 0..<100_000 { write(fd, message(.rows, body)) }
            return
          }
        default:
          return
        }
      }
    }
  }

  /// Runs `query` on a client of `node`, with a 1 s timeout; its error and how long it took.
  func ask(_ nodes: [String], timeout: Double = 1, leaderWait: Double = 1) -> (ClusterError?, Duration) {
    let client = ClusterClient(nodes: nodes, database: "notes", timeout: timeout, leaderWait: leaderWait)
    defer { client.close() }
    let start = ContinuousClock.now
    do {
      _ = try client.query("SELECT x FROM t")
      return (nil, start.duration(to: .now))
    } catch let error as ClusterError {
      return (error, start.duration(to: .now))
    } catch {
      return (ClusterError(.broken, "\(error)"), start.duration(to: .now))
    }
  }

  @Test func rowsOfNoColumnsAreABrokenAnswer() throws {
    let node = try FakeNode(answer: .rowsOfNoColumns)
    defer { node.stop() }
    let (error, _) = ask([node.address])
    #expect(error?.description.contains("rows of no columns") == true, "\(String(describing: error))")
  }

  @Test func partsWithNoRowsEnd() throws {
    let node = try FakeNode(answer: .emptyParts)
    defer { node.stop() }
    let (error, _) = ask([node.address])
    #expect(error?.description.contains("no rows in it") == true, "\(String(describing: error))")
  }

  /// An answer of 512 MiB announced and never sent: the timeout ends it, and the memory
  /// announced is not taken (the process would grow by 512 MiB before reading a byte).
  @Test func anAnnouncedBodyIsNotAllocatedBeforeItComes() throws {
    let node = try FakeNode(answer: .announces(words: 64 << 20))
    defer { node.stop() }
    // The process's resident memory, sampled while the client waits for the rest.
    let before = residentBytes()
    let largest = Atomic<Int>(0)
    let done = Atomic<Bool>(false)
    Thread.detachNewThread {
      while !done.load(ordering: .relaxed) {
        largest.max(residentBytes() - before)
        usleep(10_000)
      }
    }
    let (error, took) = ask([node.address])
    done.store(true, ordering: .relaxed)
    #expect(error?.kind == .broken, "\(String(describing: error))")
    #expect(took < .seconds(10))
    #expect(largest.load(ordering: .relaxed) < 64 << 20, "grew by \(largest.load(ordering: .relaxed)) bytes")
  }

  /// A byte every 0.4 s restarted a 1 s timeout each time: the whole answer must come
  /// within it.
  @Test func aTricklingNodeIsGivenOneDeadlineAMessage() throws {
    let node = try FakeNode(answer: .trickles(interval: 0.4))
    defer { node.stop() }
    let (error, took) = ask([node.address])
    #expect(error?.description.contains("did not answer within") == true, "\(String(describing: error))")
    // Three attempts of a read, each cut at its deadline: not the 40 bytes × 0.4 s each.
    #expect(took < .seconds(8), "\(took)")
  }

  /// 300 members that take the connection and say nothing: finding the leader stops at
  /// its deadline, not after a timeout each.
  @Test func manySilentMembersCostTheDeadline() throws {
    let silent = try LoopbackPort.silentListener()
    defer { close(silent.fd) }
    let start = ContinuousClock.now
    let client = ClusterClient(
      nodes: Array(repeating: silent.address, count: 300), database: "notes", timeout: 1, leaderWait: 2)
    #expect(throws: ClusterError.self) { try client.leader() }
    #expect(start.duration(to: .now) < .seconds(6))
  }
}

/// The process's resident bytes (`/proc/self/statm`).
private func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

extension Atomic<Int> {
  func max(_ value: Int) {
    var current = load(ordering: .relaxed)
    while value > current {
      let (exchanged, original) = compareExchange(expected: current, desired: value, ordering: .relaxed)
      if exchanged { return }
      current = original
    }
  }
}
