import Dispatch
import GRDB
import Synchronization

/// Notices commits made by other connections and processes, which SQLite tells no
/// update hook about, and restarts the live queries of that database.
///
/// `PRAGMA data_version` changes on a connection whenever another connection commits.
/// It is read on the database's writer connection, whose own commits GRDB already
/// reports precisely, every `interval`; one monitor per database, for as long as a live
/// query uses it. An in-memory database has no other connections and no monitor.
final class ExternalChanges: Sendable {
  /// Half the 100 ms a change may take to show, leaving the rest for the fetch.
  static let interval = DispatchTimeInterval.milliseconds(50)

  private struct Members {
    var lives: [ObjectIdentifier: @Sendable () -> (any RestartableFetch)?] = [:]
    var version: Int?
    var isPolling = false
  }

  /// A live query's place among a monitor's members.
  struct Membership: Sendable {
    fileprivate let monitor: ExternalChanges
    fileprivate let id: ObjectIdentifier

    func leave() { monitor.remove(id) }
  }

  private static let monitors = Mutex<[ObjectIdentifier: ExternalChanges]>([:])

  private let writer: any DatabaseWriter
  private let members = Mutex(Members())
  /// Dispatch's timers are not Sendable; this one is only touched under its lock.
  private let timer = Mutex<(any DispatchSourceTimer)?>(nil)

  private init(writer: any DatabaseWriter) {
    self.writer = writer
  }

  /// Adds `live` to its database's monitor, starting one if needed; nil when nothing
  /// outside this connection can change the database.
  static func watch(_ live: some RestartableFetch) -> Membership? {
    guard let writer = live.reader as? any DatabaseWriter, writer.path != ":memory:" else { return nil }
    let key = ObjectIdentifier(writer)
    let (monitor, isNew) = monitors.withLock { monitors in
      if let monitor = monitors[key] { return (monitor, false) }
      let monitor = ExternalChanges(writer: writer)
      monitors[key] = monitor
      return (monitor, true)
    }
    let id = ObjectIdentifier(live)
    monitor.members.withLock { $0.lives[id] = { [weak live] in live } }
    if isNew { monitor.begin() }
    return Membership(monitor: monitor, id: id)
  }

  private func begin() {
    // The version to compare with is read before the first fetch of any member.
    let version = try? writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
    members.withLock { $0.version = version }
    timer.withLock { timer in
      let source = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
      source.schedule(deadline: .now() + Self.interval, repeating: Self.interval, leeway: .milliseconds(5))
      source.setEventHandler { [weak self] in self?.poll() }
      source.resume()
      timer = source
    }
  }

  private func remove(_ id: ObjectIdentifier) {
    let isEmpty = members.withLock { members in
      members.lives.removeValue(forKey: id)
      return members.lives.isEmpty
    }
    guard isEmpty else { return }
    let key = ObjectIdentifier(writer)
    let removed = Self.monitors.withLock { monitors in
      // A member may have joined since; only an empty monitor goes.
      guard monitors[key] === self, members.withLock({ $0.lives.isEmpty }) else { return false }
      monitors[key] = nil
      return true
    }
    if removed { timer.withLock { $0?.cancel() } }
  }

  private func poll() {
    let start = members.withLock { members in
      defer { members.isPolling = true }
      return !members.isPolling
    }
    guard start else { return }
    writer.asyncWriteWithoutTransaction { [self] db in
      let version = try? Int.fetchOne(db, sql: "PRAGMA data_version")
      let (changed, lives) = members.withLock { members in
        defer {
          members.isPolling = false
          if version != nil { members.version = version }
        }
        return (version != nil && version != members.version, Array(members.lives.values))
      }
      let due = lives.compactMap { $0() }.filter { changed || $0.hasFailed }
      guard !due.isEmpty else { return }
      // Not from inside the writer's access: a restart reads and registers observers.
      DispatchQueue.global(qos: .userInitiated).async {
        for live in due { live.restart() }
      }
    }
  }
}

/// What a monitor restarts.
protocol RestartableFetch: AnyObject, Sendable {
  var reader: any DatabaseReader { get }
  var hasFailed: Bool { get }
  func restart()
}

extension LiveFetch: RestartableFetch {}
