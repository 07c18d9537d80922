import ArborCore
import ArborTerminal

/// The event loop: draw when something changed, wait for input (or a wake-up, or the
/// next poll), hand events to the screen. One frame per burst of input.
public enum AppLoop {
  /// The longest one key's reads of another program's file may take (`QueryDeadline`).
  public static let readDeadline: Double = 5

  /// Runs until the screen wants to quit; returns the exit code (128 + signal when a
  /// signal ended it).
  public static func run(_ screen: AppScreen, on terminal: Terminal) -> Int32 {
    screen.hooks.toggleMouse = { [unowned terminal] in
      terminal.setMouse(enabled: !terminal.mouseEnabled)
      return terminal.mouseEnabled
    }
    screen.hooks.suspendTerminal = { [unowned terminal] body in terminal.suspend(body) }
    screen.hooks.clipboard = { [unowned terminal] text in terminal.copyToClipboard(text) }
    screen.hooks.showProgress = { [unowned terminal, unowned screen] text in
      screen.drawStatus(text, on: terminal.surface)
      terminal.surface.present()
    }
    // A statement on another program's file that runs long (a view or trigger of the
    // file's that never ends) says so on the status line and stops at the next key; an
    // edit stopped so is rolled back. Only this thread's statements are asked about.
    let main = MainThreadOnly(screen: screen, terminal: terminal)
    QueryDeadline.stopWhen(terminal.stopKey) { isWrite in
      main.screen.drawStatus(
        isWrite
          ? "Still writing… press any key to stop (the change is then rolled back)"
          : "Still reading… press any key to stop",
        on: main.terminal.surface)
      main.terminal.surface.present()
    }
    defer { QueryDeadline.stopWhen(nil) }
    var answeringInput = false
    while !screen.wantsQuit {
      // Background work first (search submissions, commits, the resting cursor), so a
      // burst of input and what it caused leave in one frame.
      // Every read the screen makes of another program's file answers within the
      // deadline (a view of the file can be written to run for hours); edits lift it.
      // After a key, whether another program wrote is asked once its frame is out: the
      // read transaction on the file was a tenth of a cursor move's time.
      let timeout = QueryDeadline.within(readDeadline) { screen.tick(pollsOutside: !answeringInput) }
      if screen.needsDraw {
        QueryDeadline.within(readDeadline) { screen.draw(on: terminal.surface) }
        terminal.surface.present()
        screen.didDraw()
      }
      let outsideWaits = answeringInput && QueryDeadline.within(readDeadline) { screen.pollOutside() }
      let events = terminal.readEvents(timeout: outsideWaits ? 0 : timeout)
      answeringInput = !events.isEmpty
      if !events.isEmpty { UserActivity.noteInput() }
      var flushed = false
      for event in events where !(flushed && event.isTypedAhead) {
        QueryDeadline.within(readDeadline) { screen.handle(event) }
        if screen.wantsQuit { break }
        if screen.takeDropsTypedAhead() { flushed = true }
        // A burst of keys can hold slow edits (an undo of thousands of rows each): a
        // Ctrl-C typed meanwhile is acted on now, and, as a terminal's own Ctrl-C
        // flushes the input queue, the keys typed before it and not yet acted on go.
        // (Acted on, they could open an editor that took the Ctrl-C for its own, or
        // reset a dialog's "press Ctrl-C again".)
        let quits = terminal.takeQuitSignals()
        for quit in quits where !screen.wantsQuit {
          QueryDeadline.within(readDeadline) { screen.handle(quit) }
        }
        if screen.wantsQuit { break }
        if !quits.isEmpty { flushed = true }
      }
    }
    return screen.endingSignal.map { 128 + $0 } ?? 0
  }
}

/// The screen and terminal, handed to a callback that runs only on the thread that made
/// it (`QueryDeadline` calls back on the thread that asked).
private struct MainThreadOnly: @unchecked Sendable {
  let screen: AppScreen
  let terminal: Terminal
}
