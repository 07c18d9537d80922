import Synchronization

/// The process-wide values observed queries fall back on, set once at start:
///
/// ```swift
/// prepareDependencies {
///   $0.defaultDatabase = try! defaultDatabase(path: path)
/// }
/// ```
///
/// The spelling is the reference library's (which takes it from swift-dependencies).
/// That package's task-local overrides, test contexts and clocks are not needed for one
/// value, so this is a value behind a lock.
public struct DependencyValues: Sendable {
  /// The database that `FetchAll`, `FetchOne` and `Fetch` use when given none.
  /// Reading it before it was set fails with words.
  public var defaultDatabase: any DatabaseWriter {
    get {
      guard let database = storedDatabase else {
        return UnsetDatabase.shared.queue
      }
      return database
    }
    set { storedDatabase = newValue }
  }

  var storedDatabase: (any DatabaseWriter)?

  /// Nothing set: `prepareDependencies { $0 = DependencyValues() }` forgets the default.
  public init() {}

  /// The values as set now.
  public static var current: DependencyValues { shared.withLock { $0 } }

  static let shared = Mutex(DependencyValues())

  /// The default database, or an error that says how to set one.
  static func database(_ given: (any DatabaseReader)?) throws -> any DatabaseReader {
    if let given { return given }
    guard let database = current.storedDatabase else { throw NoDefaultDatabase() }
    return database
  }
}

/// Sets the process-wide values; see `DependencyValues`.
public func prepareDependencies(_ change: (inout DependencyValues) throws -> Void) rethrows {
  try DependencyValues.shared.withLock { values in try change(&values) }
}

/// What an observed query reports when it was given no database and none was set.
public struct NoDefaultDatabase: Error, CustomStringConvertible {
  public var description: String {
    "no database: pass one (database: db), or set the default at start with "
      + "prepareDependencies { $0.defaultDatabase = try defaultDatabase(path: …) }"
  }
}

/// An empty, read-only in-memory database standing in for an unset default: reading
/// `defaultDatabase` never stops the program, and a write to it fails instead of
/// vanishing into a database nobody sees. Observed queries refuse it with words.
final class UnsetDatabase: Sendable {
  static let shared = UnsetDatabase()
  let queue: DatabaseQueue

  private init() {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.label = "unset defaultDatabase"
    // An in-memory database fails to open only when memory is exhausted.
    queue = (try? DatabaseQueue(configuration: configuration)) ?? { fatalError("out of memory") }()
  }
}
