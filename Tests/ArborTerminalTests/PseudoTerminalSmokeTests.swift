import ArborTerminal
import ArborTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

let terminalEnvironment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]

@Suite(.serialized) struct PseudoTerminalSmokeTests {
  let demo = PseudoTerminalSession.executableBesideThisProgram(named: "terminal-demo")

  @Test func firstFrameThenQuitLeavesTheAlternateScreen() throws {
    let session = try PseudoTerminalSession(
      path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    #expect(session.text.contains("\u{1B}[?1049h"))
    session.send("j")
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
    #expect(session.text.contains("\u{1B}[?1049l"))
    #expect(session.text.contains("\u{1B}[?2004l"))
  }

  /// Colour changes carry no character-set switch (`ESC ( B`, SI) and the set-up none
  /// (`ESC ) 0`): arbor draws lines with Unicode, so its terminfo copy drops the alternate
  /// character set and the bytes it cost on every attribute change.
  @Test func attributeChangesCarryNoCharacterSetSwitch() throws {
    let session = try PseudoTerminalSession(
      path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    for _ in 0..<5 { session.send("j") }
    session.read(until: { _ in false }, timeout: 0.3)
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
    #expect(session.text.contains("\u{1B}[0m") || session.text.contains("\u{1B}[m"))
    #expect(!session.text.contains("\u{1B}(B"))
    #expect(!session.text.contains("\u{1B})0"))
    #expect(!session.text.contains("\u{0F}"))
  }

  /// A paste start marker with no end (a broken terminal, a truncated SSH stream), then
  /// steady typing that never leaves a second of quiet: after two seconds the next key at
  /// a typist's pace ends the paste, which is set aside and said, and keys work again.
  @Test func anUnendedPasteEndsWhileSomeoneKeepsTyping() throws {
    let session = try PseudoTerminalSession(
      path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    session.send("\u{1B}[200~")
    var ended = false
    for _ in 0..<20 where !ended {
      session.send("j")
      ended = session.read(until: { $0.contains("a paste that never ended") }, timeout: 0.4)
    }
    #expect(ended)
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
  }

  @Test func pasteModeIsOnWhileRunningNotOnlyAtExit() throws {
    let session = try PseudoTerminalSession(
      path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    // It used to sit in stdio's buffer until exit, so the terminal never turned it on.
    #expect(session.read(until: { $0.contains("\u{1B}[?2004h") }, timeout: 2))
    session.send("\u{14}")  // Ctrl-T: mouse on, sent at once
    #expect(session.read(until: { $0.contains("\u{1B}[?1000h\u{1B}[?1006h") }, timeout: 5))
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
  }

  @Test func aCrashRestoresTheShellModeNotTheProgramsMode() throws {
    let session = try PseudoTerminalSession(
      path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    #expect(!session.isInShellMode)
    // What a Swift trap raises; the handler restores the terminal, then dies by it.
    kill(session.pid, SIGILL)
    #expect(session.waitForExit(timeout: 10) == 128 + SIGILL)
    #expect(session.isInShellMode)
    #expect(session.text.contains("\u{1B}[?1049l"))
  }

  @Test func ctrlZStopsWithTheTerminalRestoredAndContinueRedraws() throws {
    let session = try PseudoTerminalSession(
      path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    let before = session.output.count
    kill(session.pid, SIGTSTP)
    var status: Int32 = 0
    var stopped = false
    for _ in 0..<200 where !stopped {
      session.read(until: { _ in false }, timeout: 0.05)
      stopped = waitpid(session.pid, &status, WNOHANG | WUNTRACED) == session.pid && status & 0xFF == 0x7F
    }
    #expect(stopped)
    #expect(session.isInShellMode)
    kill(session.pid, SIGCONT)
    // The whole screen comes back.
    #expect(
      session.read(
        until: { String(decoding: $0.utf8.dropFirst(before), as: UTF8.self).contains("node 20") }, timeout: 10))
    session.send("q")
    #expect(session.waitForExit(timeout: 10) == 0)
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let session = try PseudoTerminalSession(
      path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
    #expect(session.read(until: { $0.contains("node 20") }, timeout: 10))
    kill(session.pid, SIGTERM)
    #expect(session.waitForExit(timeout: 10) == 128 + SIGTERM)
    #expect(session.text.contains("\u{1B}[?1049l"))
  }

  @Test func resizeRedrawsAtTheNewSize() throws {
    let session = try PseudoTerminalSession(
      path: demo, environment: terminalEnvironment, size: Size(rows: 24, columns: 80))
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
