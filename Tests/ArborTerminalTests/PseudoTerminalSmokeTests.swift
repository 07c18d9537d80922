import ArborTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#endif

let terminalEnvironment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]

@Suite(.serialized) struct PseudoTerminalSmokeTests {
  let demo = PseudoTerminalSession.executableBesideThisProgram(named: "terminal-demo")

  @Test func firstFrameThenQuitLeavesTheAlternateScreen() throws {
    let session = try PseudoTerminalSession(path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    #expect(session.text.contains("\u{1B}[?1049h"))
    session.send("j")
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
    #expect(session.text.contains("\u{1B}[?1049l"))
    #expect(session.text.contains("\u{1B}[?2004l"))
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let session = try PseudoTerminalSession(path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    kill(session.pid, SIGTERM)
    #expect(session.waitForExit(timeout: 10) == 128 + SIGTERM)
    #expect(session.text.contains("\u{1B}[?1049l"))
  }

  @Test func resizeRedrawsAtTheNewSize() throws {
    let session = try PseudoTerminalSession(path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    session.resize(to: Size(rows: 10, columns: 40))
    #expect(session.read(until: { $0.contains("40×10") }, timeout: 10))
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
  }

  @Test func unknownTerminalIsAClearMessage() throws {
    var environment = terminalEnvironment
    environment["TERM"] = "no-such-terminal"
    let session = try PseudoTerminalSession(path: demo, environment: environment, size: Size(rows: 24, columns: 80))
    #expect(session.waitForExit(timeout: 10) == 1)
    #expect(session.text.contains("\"no-such-terminal\" is not in the terminfo database"))
  }
}
