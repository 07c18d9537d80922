import CNCurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why the terminal could not start.
public enum TerminalError: Error, CustomStringConvertible, Equatable {
  case notATerminal
  case unknownTerminal(String)
  case setupFailed(String)

  public var description: String {
    switch self {
    case .notATerminal:
      return "arbor needs a terminal: standard input and output must be a tty (not a pipe or a file)."
    case .unknownTerminal(let name):
      return name.isEmpty
        ? "TERM is not set, so the terminal type is unknown. Try: TERM=xterm-256color"
        : "The terminal type \"\(name)\" is not in the terminfo database. Try: TERM=xterm-256color"
    case .setupFailed(let reason):
      return "The terminal could not be set up: \(reason)"
    }
  }
}

/// The terminal for a full-screen program: alternate screen, no echo, keys byte by byte,
/// hidden cursor, bracketed paste, optional mouse. Everything is undone by `stop()`, on
/// deinit, on SIGINT/SIGTERM/SIGHUP/SIGQUIT (reported as `.terminate` events so the
/// program ends through its normal path), and on a crash signal (restored in C).
public final class Terminal {
  public let surface: CursesSurface
  public let colorSupport: ColorSupport
  public private(set) var size: Size
  public private(set) var mouseEnabled = false
  /// Milliseconds to wait after a lone ESC before deciding it is the Escape key.
  public var escapeDelay: Int32 = 25
  /// Milliseconds of quiet after which a paste whose end marker never came is taken as
  /// ended (a stray start marker must not swallow every later key).
  public var pasteTimeout: Int32 = 1000
  /// A paste open this long (milliseconds) whose bytes now come at a typist's pace —
  /// after a pause of `typingPause` — is taken as ended: a stray start marker followed by
  /// steady typing would never see a full second of quiet. A real paste arrives as a
  /// stream, even over a slow link, so it is not cut.
  public var pasteLongest: UInt64 = 2000
  public var typingPause: UInt64 = 250
  /// When the open paste began and when input last arrived (milliseconds of uptime).
  private var pasteBegan: UInt64?
  private var lastInput: UInt64 = 0

  private var decoder = InputDecoder()
  private let signals: SignalPipe
  private let wakeRead: Int32
  /// Lets other threads (a search, a database observer) interrupt `readEvents`.
  public let waker: Waker
  private var screen: OpaquePointer?
  private var stopped = false

  static let enableModes = "\u{1B}[?2004h"
  static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
  static let mouseOff = "\u{1B}[?1000l\u{1B}[?1006l"
  static let disableModes = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l"

  /// Throws unless standard input and output are a terminal: asked before anything is
  /// opened, so that a program run without one creates no file on its way to failing.
  public static func requireTerminal() throws(TerminalError) {
    guard isatty(0) == 1, isatty(1) == 1 else { throw .notATerminal }
  }

  /// Starts full-screen mode. Throws (before touching the screen) when stdin/stdout is
  /// not a terminal or TERM is unknown.
  public init(environment: [String: String]) throws(TerminalError) {
    try Self.requireTerminal()
    setlocale(LC_ALL, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    let utf8 = codeset.uppercased().replacingDashes() == "UTF8"

    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw .setupFailed("no pipe for signals") }
    var wakeFDs: [Int32] = [0, 0]
    guard pipe(&wakeFDs) == 0 else { throw .setupFailed("no pipe for wake-ups") }
    signals = SignalPipe(readEnd: fds[0], writeEnd: fds[1])
    wakeRead = wakeFDs[0]
    waker = Waker(fd: wakeFDs[1])
    for fd in fds + wakeFDs {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    // What a crash puts back: the mode the shell had, not the one curses sets below.
    _ = arbor_save_terminal_mode(1)
    // Before curses starts: ncurses installs its own SIGTSTP/SIGWINCH/SIGINT handlers
    // only where it finds none, and its Ctrl-Z handler (which re-raises SIGTSTP, ignored
    // in an orphaned process group) sometimes won over ours and did not stop at all.
    _ = arbor_install_signal_pipe(signals.writeEnd)
    // ncurses' newterm reports an unknown TERM by returning NULL (initscr would exit).
    guard let screen = arbor_new_screen() else {
      signals.closeBoth()
      close(wakeRead)
      close(waker.fd)
      throw .unknownTerminal(environment["TERM"] ?? "")
    }
    self.screen = screen
    arbor_set_input_modes()
    set_escdelay(escapeDelay)
    curs_set(0)

    var support = ColorSupport.monochrome
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    if has_colors() {
      if !noColor {
        start_color()
        use_default_colors()
        support = ColorSupport.detect(
          colors: Int(arbor_colors()), directColor: arbor_has_direct_color() != 0,
          environment: environment)
      }
    }
    colorSupport = support
    var rows: Int32 = 0
    var columns: Int32 = 0
    arbor_screen_size(&rows, &columns)
    size = Size(rows: Int(rows), columns: Int(columns))
    let palette = ColorPalette(
      support: support, colors: arbor_colors(), maxPairs: max(1, min(arbor_color_pairs(), 32767)))
    surface = CursesSurface(size: size, glyphs: utf8 ? .unicode : .ascii, palette: palette)

    _ = arbor_install_crash_restore("\u{1B}[?1049l\u{1B}[?25h" + Self.disableModes + "\r\n")
    Self.emit(Self.enableModes)
  }

  /// Sends a mode switch to the terminal now. `putp` would leave it in stdio's buffer
  /// (ncurses writes its frames past stdio), where it stayed until exit: the terminal never
  /// turned bracketed paste on, and a paste ran as commands.
  static func emit(_ sequence: String) {
    var bytes = Array(sequence.utf8)
    _ = bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { arbor_write_all(1, $0.baseAddress, $0.count) }
    }
  }

  deinit { stop() }

  /// Leaves full-screen mode and restores the terminal. Safe to call more than once.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    Self.emit(Self.disableModes)
    curs_set(1)
    endwin()
    // endwin shows the cursor only when curses thinks it is hidden; say it outright.
    Self.emit("\u{1B}[?25h")
    if let screen { delscreen(screen) }
    screen = nil
    arbor_remove_crash_restore()
    signals.closeBoth()
    close(wakeRead)
    close(waker.fd)
  }

  /// Lets the mouse report clicks and wheel turns, or releases it so the terminal can
  /// select text again.
  public func setMouse(enabled: Bool) {
    mouseEnabled = enabled
    Self.emit(enabled ? Self.mouseOn : Self.mouseOff)
  }

  /// Puts `text` on the clipboard of the terminal the user sits at (OSC 52), which
  /// works through SSH and, with `set -g set-clipboard on`, through tmux.
  public func copyToClipboard(_ text: String) {
    Self.emit(Clipboard.sequence(for: text))
  }

  /// Hands the terminal to another program (an editor) and takes it back afterwards.
  public func suspend<T>(_ body: () throws -> T) rethrows -> T {
    Self.emit(Self.disableModes)
    def_prog_mode()
    endwin()
    Self.emit("\u{1B}[?25h")
    let waiting = signals.take()
    arbor_set_stop_handling(0)
    defer {
      arbor_set_stop_handling(1)
      discardSignalsMeantForTheOtherProgram(waiting: waiting)
      reset_prog_mode()
      Self.emit(Self.enableModes)
      if mouseEnabled { Self.emit(Self.mouseOn) }
      surface.invalidate()
      refresh()
    }
    return try body()
  }

  /// Whether a key or a signal (Ctrl-C) is waiting, for work that the person may cut
  /// short. With `taking` true, the keys typed are taken and dropped (the key that stops a
  /// change is for that alone: passed on, an Esc closed the dialog that says why);
  /// otherwise nothing is read. Signals stay for the loop either way.
  public var stopKey: @Sendable (_ taking: Bool) -> Bool {
    let signalEnd = signals.readEnd
    return { taking in
      var fds = [
        pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: signalEnd, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&fds, 2, 0) > 0 else { return false }
      if taking, fds[0].revents & Int16(POLLIN) != 0 {
        var bytes = [UInt8](repeating: 0, count: 256)
        _ = read(0, &bytes, bytes.count)
      }
      return true
    }
  }

  /// Waits up to `timeout` milliseconds (-1: forever) for input and returns every event
  /// that arrived — a burst of keys comes back together so the caller draws one frame.
  public func readEvents(timeout: Int32) -> [InputEvent] {
    var events: [InputEvent] = []
    var wait = timeout
    while true {
      var fds = [
        pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      let quiet = decoder.isInsidePaste ? pasteTimeout : decoder.hasPendingInput ? escapeDelay : wait
      let ready = poll(&fds, 3, quiet)
      if ready < 0 {
        if errno == EINTR { continue }
        events.append(.terminate(signal: SIGHUP))
        return events
      }
      if ready == 0 {
        events += decoder.isInsidePaste ? decoder.endPaste() : decoder.flush()
        return events
      }
      if fds[1].revents & Int16(POLLIN) != 0 {
        events += readSignals()
      }
      if fds[2].revents & Int16(POLLIN) != 0 {
        var drain = [UInt8](repeating: 0, count: 256)
        while read(wakeRead, &drain, drain.count) > 0 {}
        events.append(.wake)
      }
      if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        var bytes = [UInt8](repeating: 0, count: 65536)
        let count = read(0, &bytes, bytes.count)
        let now = Self.uptimeMilliseconds()
        if decoder.isInsidePaste, let began = pasteBegan, now - began >= pasteLongest, now - lastInput >= typingPause {
          events += decoder.endPaste()
        }
        if count > 0 { lastInput = now }
        if count > 0 {
          events += decoder.decode(bytes[0..<count])
          if !decoder.isInsidePaste {
            pasteBegan = nil
          } else if pasteBegan == nil {
            pasteBegan = now
          }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          // The terminal went away (SSH connection dropped).
          events.append(.terminate(signal: SIGHUP))
          return events
        }
      }
      if !decoder.hasPendingInput && !events.isEmpty { return events }
      wait = 0
    }
  }

  private static func uptimeMilliseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1000 + UInt64(time.tv_nsec) / 1_000_000
  }

  /// Ctrl-C, Ctrl-\\ and Ctrl-Z typed while another program had the terminal were that
  /// program's (an editor cancels with Ctrl-C): they must not end arbor afterwards.
  /// Kept: SIGTERM, SIGHUP, resizes, a signal a process sent arbor with `kill` (meant for
  /// arbor alone), and every signal that came before the terminal was handed over
  /// (`waiting`): a Ctrl-C typed while arbor was busy is arbor's.
  private func discardSignalsMeantForTheOtherProgram(waiting: [ArrivedSignal]) {
    let kept = signals.take().filter { signal in
      signal.number != SIGCONT && !(signal.fromTerminal && [SIGINT, SIGQUIT, SIGTSTP].contains(signal.number))
    }
    signals.putBack(waiting + kept)
  }

  /// The quit signals (Ctrl-C, SIGTERM, SIGHUP, Ctrl-\\) waiting now, taken out of the
  /// pipe, for a caller working through a long burst of input: a Ctrl-C must not wait
  /// behind every key typed before it. Other signals stay for `readEvents`.
  public func takeQuitSignals() -> [InputEvent] {
    let waiting = signals.take()
    guard !waiting.isEmpty else { return [] }
    let others: Set<Int32> = [SIGWINCH, SIGCONT, SIGTSTP]
    signals.putBack(waiting.filter { others.contains($0.number) })
    return waiting.filter { !others.contains($0.number) }.map { .terminate(signal: $0.number) }
  }

  private func readSignals() -> [InputEvent] {
    var events: [InputEvent] = []
    let arrived = signals.take()
    guard !arrived.isEmpty else { return events }
    var resized = false
    for (position, signal) in arrived.map(\.number).enumerated() {
      switch signal {
      case SIGWINCH, SIGCONT:
        // Continued after a stop: the screen may have been drawn over (and resized).
        resized = true
      case SIGTSTP:
        // Ctrl-Z: hand the terminal back to the shell as it was, stop, and on `fg` take
        // it again and repaint whole. (Already continued: nothing to stop for.)
        if !arrived[(position + 1)...].contains(where: { $0.number == SIGCONT }) { suspend { _ = arbor_stop_self() } }
        resized = true
      default:
        events.append(.terminate(signal: signal))
      }
    }
    if resized, let newSize = currentSize() {
      size = newSize
      resizeterm(Int32(newSize.rows), Int32(newSize.columns))
      surface.resize(to: newSize)
      events.append(.resize(newSize))
    }
    return events
  }

  private func currentSize() -> Size? {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard arbor_terminal_size(1, &rows, &columns) == 0 else { return nil }
    return Size(rows: Int(rows), columns: Int(columns))
  }
}

/// Wakes the event loop from another thread.
public struct Waker: Sendable {
  let fd: Int32

  public func wake() {
    var byte: UInt8 = 1
    _ = write(fd, &byte, 1)
  }
}

extension String {
  fileprivate func replacingDashes() -> String { filter { $0 != "-" } }
}
