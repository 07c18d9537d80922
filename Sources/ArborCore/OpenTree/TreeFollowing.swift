import ArborDB
import Synchronization

/// How the panes learn what changed since they last looked, merged into one answer per
/// look: our own commits by region (the update hook, matched against each pane's
/// recorded reads), another program's by `PRAGMA data_version`, and the tree's own copy
/// rebuilt (`TreeSignals.takeChange`). Each pane is then read once.
public final class TreeFollowing {
  private let watch: RegionWatch?
  private let external: DataVersion
  private var followed: [WatchedRegion] = []
  /// Whom a commit of ours wakes: set when the screen starts the tree.
  private let relay = WakeRelay()

  package init(database: AppDatabase) {
    let relay = relay
    watch = database.writer.map { RegionWatch(writer: $0, notify: { relay.wake() }) }
    external = DataVersion(writer: database.writer, reader: database.reader)
  }

  /// Our commits that touch a followed region call `notify`.
  package func wake(_ notify: @escaping @Sendable () -> Void) {
    relay.target.withLock { $0 = notify }
  }

  /// Follows `regions` (one per pane) instead of those followed before.
  public func follow(_ regions: [WatchedRegion]) {
    for region in followed { watch?.remove(region) }
    followed = regions
    for region in regions { watch?.add(region) }
  }

  /// How many regions our commits are matched against now.
  public var watchCount: Int { watch?.count ?? 0 }

  /// The panes to read again for what changed outside our own commits, each once per
  /// change: another program's commit, the tree's copy caught up with it. When the tree
  /// reads a copy, a commit seen by `data_version` waits for the copy's answer (changed:
  /// every pane; nothing of the tree changed: the details alone, which read the file),
  /// or `copyPatience` seconds when no answer comes; without a copy every pane reads at once.
  /// `polls`: false when the caller asks `data_version` itself once its frame is out
  /// (`pollIfDue`), as the app's loop does after a key.
  public func outsideChanges(_ signals: any TreeSignals, now: Double, polls: Bool = true) -> Panes {
    // All three are taken: each answers once. `data_version` is asked at most every
    // `pollInterval`: asked at every key, its read transactions on another program's file
    // were a fifth of a cursor move's cost.
    if polls { _ = pollIfDue(now: now) }
    let theirs = seen
    seen = false
    let copyChanged = signals.takeChange()
    let copyCompared = signals.takeComparison()
    if copyChanged {
      waitingSince = nil
      return .all
    }
    if theirs && !signals.readsCopy { return .all }
    if theirs && waitingSince == nil { waitingSince = now }
    guard let since = waitingSince, copyCompared || now - since >= Self.copyPatience else { return [] }
    waitingSince = nil
    return .detail
  }

  /// Asks `data_version` when `pollInterval` has passed since it was last asked; the
  /// answer waits for the next `outsideChanges`. True when another program's commit is
  /// waiting for it.
  public func pollIfDue(now: Double) -> Bool {
    if lastPoll.map({ now - $0 >= Self.pollInterval || now < $0 }) ?? true {
      lastPoll = now
      if external.poll() { seen = true }
    }
    return seen
  }

  /// Another program's commit, seen and not yet answered by `outsideChanges`.
  private var seen = false

  /// Since when another program's commit waits for the copy's answer.
  private var waitingSince: Double?

  /// When `data_version` was last asked.
  private var lastPoll: Double?
  /// Well inside the 100 ms in which another program's write should show.
  static let pollInterval = 0.025

  /// How long details wait for the copy to answer before they read the file anyway.
  static let copyPatience = 1.0

  /// The panes of the screen, as `outsideChanges` names them.
  public struct Panes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let tree = Panes(rawValue: 1)
    public static let detail = Panes(rawValue: 2)
    public static let search = Panes(rawValue: 4)
    public static let all: Panes = [.tree, .detail, .search]
  }
}

/// A wake-up whose target is set after the watch that calls it is made.
private final class WakeRelay: Sendable {
  let target = Mutex<@Sendable () -> Void>({})
  func wake() { target.withLock { $0 }() }
}
