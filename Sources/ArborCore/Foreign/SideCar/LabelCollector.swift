import GRDB

/// A copy writer's side of a `LabelFeed`: the labels of the rows it adds, in the copy's
/// row order, handed over a batch at a time. Without a feed it collects nothing.
struct LabelCollector {
  private let feed: LabelFeed?
  private var batch: LabelFeed.Batch

  /// Collects for `feed`, the next row the copy adds being `db`'s next row number (its
  /// `nodes` table numbers rows from its largest `seq`).
  init(_ feed: LabelFeed?, copy db: Database) throws {
    self.feed = feed
    let next = feed == nil ? 1 : try Int64.fetchOne(db, "SELECT coalesce(max(seq), 0) + 1 FROM nodes") ?? 1
    batch = LabelFeed.Batch(first: next)
  }

  /// Whether labels are still wanted: a writer skips the work of collecting them once not.
  var isCollecting: Bool { feed?.isAccepting ?? false }

  /// The label of the row the copy added next.
  mutating func add(_ label: UnsafeBufferPointer<UInt8>) {
    guard let feed else { return }
    batch.append(label)
    if batch.count >= LabelFeed.batchSize { handOver(to: feed) }
  }

  /// `label`, when the statement `db` just ran added a row: an `INSERT OR IGNORE` of a
  /// key met again adds no row, and so no label.
  mutating func add(_ label: String, ifAddedBy db: Database) {
    guard isCollecting, db.changesCount == 1 else { return }
    var label = label
    label.withUTF8 { add($0) }
  }

  /// The next rows' labels could not be told: the feed takes no more, and the index reads
  /// the rest from the finished copy.
  func giveUp() {
    feed?.stopTaking()
  }

  /// Hands over what is still collected (the copy is written).
  mutating func end() {
    guard let feed else { return }
    handOver(to: feed)
  }

  private mutating func handOver(to feed: LabelFeed) {
    feed.offer(batch)
    batch = LabelFeed.Batch(first: batch.first + Int64(batch.count))
  }
}
