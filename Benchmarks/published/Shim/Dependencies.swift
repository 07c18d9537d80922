// What the published suite takes from swift-dependencies: a key's value fetched once per
// test (as that package does under Swift Testing), overridden within `withDependencies`.
import Foundation
import Testing

protocol DependencyKey {
  associatedtype Value
  static var liveValue: Value { get }
  static var testValue: Value { get }
}

struct DependencyValues: @unchecked Sendable {
  var overrides: [ObjectIdentifier: Any] = [:]

  @TaskLocal static var current = DependencyValues()

  /// Each test's values, by test and key.
  final class PerTest: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    func value(_ key: String, make: () -> Any) -> Any {
      lock.lock()
      defer { lock.unlock() }
      if let value = values[key] { return value }
      let value = make()
      values[key] = value
      return value
    }
  }
  static let perTest = PerTest()

  subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = overrides[ObjectIdentifier(key)] as? Key.Value { return value }
      let test = "\(Test.current?.id.description ?? "none")|\(ObjectIdentifier(key))"
      return Self.perTest.value(test) { Key.testValue } as! Key.Value
    }
    set { overrides[ObjectIdentifier(key)] = newValue }
  }
}

@propertyWrapper
struct Dependency<Value> {
  let keyPath: KeyPath<DependencyValues, Value>
  init(_ keyPath: KeyPath<DependencyValues, Value>) { self.keyPath = keyPath }
  var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void, operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values) { try operation() }
}

extension UUID {
  /// swift-dependencies' `UUID(0)`: the integer in the last twelve hex digits.
  init(_ intValue: Int) {
    self.init(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", intValue))")!
  }
}
