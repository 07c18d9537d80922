import ArborApp
import ArborCore
import ArborDB
import ArborFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

let openSSHInstalled = ["/usr/sbin/sshd", "/usr/bin/ssh", "/usr/bin/ssh-keygen"].allSatisfy {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// arbor through a real SSH connection: a private `sshd` on 127.0.0.1 with generated
/// keys, the client on a pseudo-terminal as a person's terminal would run it. Runs where
/// openssh-server and openssh-client are installed (`.ci/run` installs them);
/// `swift test --filter SSHTests` runs it alone.
@Suite(.serialized, .enabled(if: openSSHInstalled)) struct SSHTests {
  static let sshd = "/usr/sbin/sshd"
  static let ssh = "/usr/bin/ssh"

  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  /// A running sshd that lets this user in with a key of its own; stopped on deinit.
  final class Server {
    let directory: URL
    let port: Int
    let process: Process

    init() throws {
      directory = try temporaryDirectory()
      func run(_ path: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
      }
      for key in ["host", "user"] {
        try run(
          "/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", directory.appendingPathComponent(key).path])
      }
      try FileManager.default.copyItem(
        at: directory.appendingPathComponent("user.pub"), to: directory.appendingPathComponent("authorized"))
      // sshd started as root checks for its privilege-separation directory.
      if getuid() == 0 {
        try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
      }
      var started: (Process, Int)?
      for _ in 0..<5 where started == nil {
        let port = Int.random(in: 20_000...60_000)
        let config = directory.appendingPathComponent("sshd_config")
        try Data(
          """
          ListenAddress 127.0.0.1
          Port \(port)
          HostKey \(directory.path)/host
          AuthorizedKeysFile \(directory.path)/authorized
          PermitRootLogin yes
          StrictModes no
          UsePAM no
          PasswordAuthentication no
          KbdInteractiveAuthentication no
          PidFile \(directory.path)/sshd.pid

          """.utf8
        ).write(to: config)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SSHTests.sshd)
        process.arguments = ["-D", "-e", "-f", config.path]
        let log = Pipe()
        process.standardError = log
        try process.run()
        // Listening once a connection to the port succeeds.
        for _ in 0..<50 {
          if Self.canConnect(port: port) {
            started = (process, port)
            break
          }
          if !process.isRunning { break }
          usleep(100_000)
        }
        if started == nil && process.isRunning { process.terminate() }
      }
      guard let started else { throw CocoaError(.featureUnsupported) }
      (process, port) = started
    }

    deinit {
      process.terminate()
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: directory)
    }

    static func canConnect(port: Int) -> Bool {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(descriptor) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      } == 0
    }

    /// `ssh -tt` to this server running `command`, in a pseudo-terminal of `size`.
    func session(_ command: [String], size: Size) throws -> PseudoTerminalSession {
      let user = String(cString: getpwuid(getuid())!.pointee.pw_name)
      let remote = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
      return try PseudoTerminalSession(
        path: SSHTests.ssh,
        arguments: [
          "-tt", "-i", directory.appendingPathComponent("user").path, "-p", "\(port)",
          "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
          "\(user)@127.0.0.1", remote,
        ],
        environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": directory.path], size: size)
    }
  }

  func screen(_ session: PseudoTerminalSession, _ size: Size) -> ScreenEmulator {
    var screen = ScreenEmulator(rows: size.rows, columns: size.columns)
    screen.feed(session.output)
    return screen
  }

  /// Processes whose command line mentions `marker` (the database path).
  func processes(mentioning marker: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
      return String(decoding: data, as: UTF8.self).contains(marker) && pid != getpid()
    }
  }

  @Test func drawSearchEditQuitAndAnAbruptDisconnect() throws {
    let server = try Server()
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let db = home.appendingPathComponent("over-ssh.db").path
    let size = Size(rows: 30, columns: 100)
    let command = ["env", "HOME=\(home.path)", "LANG=C.UTF-8", "TERM=xterm-256color", "EDITOR=true", arbor, db]

    // Drawing, a search, an edit, then the client dies without a word.
    try AppSetup.seedIfEmpty(try AppDatabase.open(path: db))
    let first = try server.session(command, size: size)
    #expect(first.read(until: { _ in screen(first, size).contains("Inbox") }, timeout: 30))
    first.send("/")
    first.send("recipe")
    #expect(first.read(until: { _ in screen(first, size).contains("Tried and to-try") }, timeout: 15))
    first.send("\u{1B}")
    first.read(until: { _ in false }, timeout: 0.2)
    first.send("A")
    first.send("added over ssh\r")
    #expect(
      first.read(
        until: { _ in
          let shown = screen(first, size)
          return !shown.contains("New category") && shown.text.prefix(while: { $0 != "\n" }).contains("added over ssh")
        }, timeout: 15))
    #expect(!processes(mentioning: db).isEmpty)
    kill(first.pid, SIGKILL)
    _ = first.waitForExit(timeout: 5)
    // The server side notices the dropped connection (SIGHUP) and arbor exits.
    var lingering = processes(mentioning: db)
    for _ in 0..<100 where !lingering.isEmpty {
      usleep(50_000)
      lingering = processes(mentioning: db)
    }
    #expect(lingering.isEmpty)
    let queue = try DatabaseQueue(path: db)
    #expect(
      try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM categories WHERE name = 'added over ssh'")
      } == 1)
    #expect(try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])

    // A clean quit ends the connection with status 0 and the terminal restored.
    let second = try server.session(command, size: size)
    #expect(second.read(until: { _ in screen(second, size).contains("added over ssh") }, timeout: 30))
    second.send("q")
    #expect(second.waitForExit(timeout: 15) == 0)
    #expect(second.text.contains("\u{1B}[?1049l"))
  }
}
