/// When the detail pane follows the selection: once the cursor has rested `delay`
/// seconds, so that holding a key down over SSH sends only the moving bar.
struct RestTimer {
  var delay: Double
  private var due: Double?

  init(delay: Double = 0.08) { self.delay = delay }

  /// The cursor moved at `now`: the rest starts again.
  mutating func moved(now: Double) { due = now + delay }

  mutating func stop() { due = nil }

  /// True once, when the rest is over.
  mutating func fires(now: Double) -> Bool {
    guard let due, now >= due else { return false }
    self.due = nil
    return true
  }

  /// How long the loop may sleep before the rest is over (ms); nil when no rest is running.
  func wait(now: Double) -> Int32? {
    due.map { Int32(max(1, ($0 - now) * 1000)) }
  }
}
