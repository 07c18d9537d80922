import ArborFixtures
import ArborTerminal
import ArborTestSupport
import Foundation
import Testing

/// Keys as a fast typist (or a slow link) delivers them: several in one read.
@Suite(.serialized) struct FastKeysTests {
  let arbor = PseudoTerminalSession.executableBesideThisProgram(named: "arbor")

  func environment(home: URL) -> [String: String] {
    [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": home.path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "PATH": "/usr/bin:/bin",
    ]
  }

  /// `/`, `tom`, Esc and `q` in one burst: Esc closes the search and `q` quits. It was read
  /// as Alt-q, which nothing binds, and arbor kept running with the search open.
  @Test func escapeThenAKeyInOneReadAreTwoKeys() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let session = try PseudoTerminalSession(
      path: arbor, environment: environment(home: home), size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    #expect(session.read(until: { $0.contains("Inbox") }, timeout: 30))
    session.send("/tom\u{1B}q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// Ctrl-S bound in the user's keymap (the README's example binds it) reaches arbor: flow
  /// control was left on, so the terminal froze on it and Ctrl-Q never arrived.
  @Test func ctrlSAndCtrlQReachArbor() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let config = home.appendingPathComponent("config/arbor")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    try "search = /, Ctrl-s ; Search\nquit = q, Ctrl-q ; Quit\n".write(
      to: config.appendingPathComponent("keymap.conf"), atomically: true, encoding: .utf8)
    let session = try PseudoTerminalSession(
      path: arbor, environment: environment(home: home), size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    #expect(session.read(until: { $0.contains("Inbox") }, timeout: 30))
    let before = session.output.count
    session.send("\u{13}")
    #expect(
      session.read(
        until: { _ in String(decoding: session.output[before...], as: UTF8.self).contains("Type to search") },
        timeout: 10))
    session.send("\u{1B}")
    session.read(until: { _ in false }, timeout: 0.2)
    session.send("\u{11}")
    #expect(session.waitForExit(timeout: 15) == 0)
  }

  /// `q` while a cluster's notes are read (before the screen starts) ends arbor: the
  /// terminal was in the shell's mode, and `q` was echoed while the nodes were waited for.
  @Test func qStopsReadingASilentCluster() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let silent = try LoopbackPort.silentListener()
    defer { close(silent.fd) }
    let session = try PseudoTerminalSession(
      path: arbor, arguments: ["dqlite://\(silent.address)/notes"], environment: environment(home: home),
      size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    #expect(session.read(until: { $0.contains("q stops") }, timeout: 30))
    let start = Date()
    session.send("q")
    #expect(session.waitForExit(timeout: 4) == 130)
    #expect(Date().timeIntervalSince(start) < 4)
    #expect(session.text.contains("stopped reading the notes"), "\(session.text)")
    #expect(session.isInShellMode)
  }

  /// Keys typed before a refusal could be seen are not typed into the form that stays
  /// open: they cleared its reason at once, and an Enter among them sent it again.
  @Test func keysTypedAheadOfARefusalAreDropped() throws {
    let home = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let db = home.appendingPathComponent("notes.db").path
    let session = try PseudoTerminalSession(
      path: arbor, arguments: ["new", db], environment: environment(home: home), size: Size(rows: 24, columns: 80))
    defer { if session.exitStatus == nil { kill(session.pid, SIGKILL) } }
    #expect(session.read(until: { $0.contains("No categories yet") }, timeout: 30))
    // An empty name, refused; then a name and Enter typed before the refusal was drawn.
    session.send("a\rahead\r")
    func screen() -> String { screenText(of: session) }
    #expect(session.read(until: { _ in screen().contains("cannot be empty") }, timeout: 10), "\(screen())")
    session.read(until: { _ in false }, timeout: 0.5)
    #expect(screen().contains("cannot be empty") && !screen().contains("ahead"), "\(screen())")
    // A key typed after it was seen is typed as ever.
    session.send("mine\r")
    #expect(
      session.read(until: { _ in screen().contains("mine") && !screen().contains("cannot be empty") }, timeout: 10))
    session.send("q")
    #expect(session.waitForExit(timeout: 15) == 0)
  }
}
