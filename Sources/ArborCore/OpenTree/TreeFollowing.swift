import ArborDB
import Synchronization

/// How the panes learn what changed since they last looked, merged into one answer per
/// look: our own commits by region (the update hook, matched against each pane's
/// recorded reads), another program's by `PRAGMA data_version`, and the tree's own copy
/// rebuilt (`Hierarchy.takeChange`). Each pane is then read once.
public final class TreeFollowing {
  private let watch: RegionWatch?
  private let external: DataVersion
  private var followed: [WatchedRegion] = []
  /// Whom a commit of ours wakes: set when the screen starts the tree.
  private let relay = WakeRelay()

  init(database: AppDatabase) {
    let relay = relay
    watch = database.writer.map { RegionWatch(writer: $0, notify: { relay.wake() }) }
    external = DataVersion(writer: database.writer, reader: database.reader)
  }

  /// Our commits that touch a followed region call `notify`.
  func wake(_ notify: @escaping @Sendable () -> Void) {
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

  /// Whether something outside our own commits changed what `hierarchy` reads: another
  /// program's commit, or the tree's copy rebuilt. Every pane then reads again.
  public func takeOutsideChange(_ hierarchy: any Hierarchy) -> Bool {
    // Both are taken: each answers once.
    let theirs = external.poll()
    return hierarchy.takeChange() || theirs
  }
}

/// A wake-up whose target is set after the watch that calls it is made.
private final class WakeRelay: Sendable {
  let target = Mutex<@Sendable () -> Void>({})
  func wake() { target.withLock { $0 }() }
}
