import Dispatch
import Synchronization

/// When the person at the keyboard last did something, for background work that should
/// give way while they do (the integrity check of a large file).
public enum UserActivity {
  private static let lastInput = Atomic<UInt64>(0)

  /// Records input now; the event loop calls it for every burst of events.
  public static func noteInput() {
    lastInput.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
  }

  /// Whether there was input within the last `interval` seconds.
  public static func wasActive(within interval: Double) -> Bool {
    let last = lastInput.load(ordering: .relaxed)
    guard last != 0 else { return false }
    return DispatchTime.now().uptimeNanoseconds &- last < UInt64(interval * 1e9)
  }
}
