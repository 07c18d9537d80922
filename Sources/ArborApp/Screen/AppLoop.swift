import ArborCore
import ArborTerminal

/// The event loop: draw when something changed, wait for input (or a wake-up, or the
/// next poll), hand events to the screen. One frame per burst of input.
public enum AppLoop {
  /// Runs until the screen wants to quit; returns the exit code (128 + signal when a
  /// signal ended it).
  public static func run(_ screen: AppScreen, on terminal: Terminal) -> Int32 {
    screen.mouseToggle = { [unowned terminal] _ in
      terminal.setMouse(enabled: !terminal.mouseEnabled)
      return terminal.mouseEnabled
    }
    screen.suspendTerminal = { [unowned terminal] body in terminal.suspend(body) }
    screen.clipboard = { [unowned terminal] text in terminal.copyToClipboard(text) }
    screen.showProgress = { [unowned terminal, unowned screen] text in
      screen.drawStatus(text, on: terminal.surface)
      terminal.surface.present()
    }
    while !screen.wantsQuit {
      // Background work first (search submissions, commits, the resting cursor), so a
      // burst of input and what it caused leave in one frame.
      // Every read the screen makes of another program's file answers within the
      // deadline (a view of the file can be written to run for hours); edits lift it.
      let timeout = QueryDeadline.within(AppScreen.readDeadline) { screen.tick() }
      if screen.needsDraw {
        QueryDeadline.within(AppScreen.readDeadline) { screen.draw(on: terminal.surface) }
        terminal.surface.present()
        screen.didDraw()
      }
      let events = terminal.readEvents(timeout: timeout)
      if !events.isEmpty { UserActivity.noteInput() }
      for event in events {
        QueryDeadline.within(AppScreen.readDeadline) { screen.handle(event) }
        if screen.wantsQuit { break }
      }
    }
    return screen.endingSignal.map { 128 + $0 } ?? 0
  }
}
