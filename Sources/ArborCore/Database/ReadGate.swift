import CSQLiteConfig
import Foundation
import Synchronization

/// Lets a background connection's page reads wait while the person at the keyboard is
/// busy, and fail once its work is no longer wanted. SQLite calls a progress handler only
/// between VDBE instructions, and `PRAGMA quick_check` reads every page of a file inside
/// one: on a 2 GB archive the check read for 9–35 s straight, through every keystroke,
/// whatever its handler said. The quiet VFS asks the gate before each read of a
/// connection opened by `QuietRead.location(of:gate:)`.
package final class ReadGate: Sendable {
  /// The number the connection's URI carries (`arbor_gate=`).
  package let number: Int64
  private let isUnwanted: @Sendable () -> Bool
  private let shouldWait: @Sendable () -> Bool
  /// Reads let through without asking `shouldWait`, after a wait that ran out.
  private let credit = Atomic<Int>(0)
  private let reads = Atomic<Int>(0)

  private static let gates = Mutex([Int64: ReadGate]())
  private static let lastNumber = Atomic<Int64>(0)
  private static let installed: Void = arbor_set_read_gate { number in ReadGate.ask(number) }

  /// A wait lasts at most this many 20 ms naps; then `creditAfterWait` reads go through
  /// unasked, so that someone typing for minutes slows the work down without stopping it.
  package static let longestWait = 200
  static let creditAfterWait = 2_000

  /// `isUnwanted`: the work should end (its reads fail). `shouldWait`: its reads should
  /// wait now. Both are asked from the reading thread.
  package init(isUnwanted: @escaping @Sendable () -> Bool, shouldWait: @escaping @Sendable () -> Bool) {
    Self.installed
    self.isUnwanted = isUnwanted
    self.shouldWait = shouldWait
    number = Self.lastNumber.add(1, ordering: .relaxed).newValue
    Self.gates.withLock { $0[number] = self }
  }

  /// Done reading: the gate is forgotten (its connection must be closed by now).
  package func close() {
    _ = Self.gates.withLock { $0.removeValue(forKey: number) }
  }

  private static func ask(_ number: Int64) -> Int32 {
    guard let gate = gates.withLock({ $0[number] }) else { return 0 }
    return gate.mayRead() ? 0 : 1
  }

  /// Whether the read may go ahead, after waiting if need be.
  package func mayRead() -> Bool {
    // The session's end is looked up under a lock: not at every one of millions of reads.
    if reads.add(1, ordering: .relaxed).newValue % 256 == 0, isUnwanted() { return false }
    if credit.load(ordering: .relaxed) > 0 {
      credit.subtract(1, ordering: .relaxed)
      return true
    }
    var waited = 0
    while shouldWait() {
      guard waited < Self.longestWait else {
        credit.store(Self.creditAfterWait, ordering: .relaxed)
        return true
      }
      usleep(20_000)
      waited += 1
      if isUnwanted() { return false }
    }
    return true
  }
}
