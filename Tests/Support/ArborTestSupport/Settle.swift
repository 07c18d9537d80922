import Foundation

/// Waits until `condition` holds — a cluster electing a leader, a node joining — looking
/// every 0.2 s for at most `seconds`; false when it never did. An error thrown by the
/// condition counts as "not yet".
public func settles(within seconds: Double, _ condition: () throws -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if (try? condition()) == true { return true }
    Thread.sleep(forTimeInterval: 0.2)
  }
  return false
}
