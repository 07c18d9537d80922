// What sqlite-data's suite takes from swift-dependencies' test support: the suite trait
// `.dependency(\.defaultDatabase, try .database())`, a fresh database for each test, and
// `@Dependency(\.defaultDatabase)`. ArborDB's default database is one value for the
// process, so the tests that set it run one at a time.
import ArborDB
import Foundation
import Testing

// What the library's `Dependencies` brings with it (`LockIsolated`, `ActorIsolated`).
@_exported import ConcurrencyExtras

/// Runs the tests that set the default database one after another.
actor DefaultDatabaseTurn {
  static let shared = DefaultDatabaseTurn()
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func take() async {
    if !busy {
      busy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func give() {
    if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
  }
}

struct DependencyTrait: SuiteTrait, TestTrait, TestScoping {
  let set: @Sendable (inout DependencyValues) throws -> Void
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // The suite itself: its tests each get their own scope.
    guard testCase != nil else { return try await function() }
    await DefaultDatabaseTurn.shared.take()
    let before = DependencyValues.current
    do {
      try prepareDependencies(set)
      try await function()
    } catch {
      prepareDependencies { $0 = before }
      await DefaultDatabaseTurn.shared.give()
      throw error
    }
    prepareDependencies { $0 = before }
    await DefaultDatabaseTurn.shared.give()
  }
}

extension Trait where Self == DependencyTrait {
  static func dependency<Value: DatabaseWriter>(
    _ keyPath: WritableKeyPath<DependencyValues, any DatabaseWriter> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self {
    DependencyTrait { values in values[keyPath: keyPath] = try value() }
  }
}

@propertyWrapper
struct Dependency<Value>: Sendable {
  let keyPath: KeyPath<DependencyValues, Value> & Sendable
  init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) { self.keyPath = keyPath }
  var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}
