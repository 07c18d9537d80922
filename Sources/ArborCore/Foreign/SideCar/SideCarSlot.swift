import ArborDB
import GRDB
import Synchronization

/// The side-car a foreign hierarchy reads once it is ready, swapped in by the thread
/// that builds it; and what that thread is doing, for the status line. Typed by the
/// tree's kind of copy: a reader gets the copy it made, never one to cast.
final class SideCarSlot<Copy: SideCar>: TreeSignals, Sendable {
  private struct State {
    var copy: Copy?
    var labels: LabelIndex?
    var changed = false
    /// The copy was compared with a changed file and nothing of the tree differed.
    var compared = false
    /// A word from outside the keeper's runs (our own commit's patch failed).
    var note: String?
    /// The copy's keeper: what it is doing, or has left to say.
    var keeper: BackgroundJob<String, String?>?
    /// A copy is being made of a tree too large to read directly: show nothing yet.
    var pending = false
    /// Why the copy is not kept (`SideCarDirectory`), for as long as the tree is shown.
    var notice: String?
    /// How the copy lists siblings (the file itself is read in the tree's own order).
    var order = SiblingOrder.tree
  }

  private let state = Mutex(State())

  var copy: Copy? { state.withLock { $0.copy } }
  var readsCopy: Bool { copy != nil }
  var labels: LabelIndex? { state.withLock { $0.labels } }

  /// Hits for `text` from the side-car: the label index once it is built, else a bounded
  /// substring scan of the copy (`pattern`, a `LIKE` pattern of `needle`); nil without a
  /// copy, when the caller reads the file itself.
  func search(
    _ text: String, needle: String, pattern: String, ranked: Bool, limit: Int, access: InterruptibleAccess
  ) throws -> [(key: DatabaseValue, title: String)]? {
    // Read together: the index's row numbers are those of the copy it was made for.
    let (installed, labels) = state.withLock { ($0.copy, $0.labels) }
    guard let copy = installed else { return nil }
    if let labels {
      guard let query = LabelIndex.matchQuery(text) else { return [] }
      let hits = try labels.search(query, text: text, ranked: ranked, limit: limit, access: access)
      let keys = try copy.keys(of: hits.map(\.seq))
      return hits.compactMap { hit in keys[hit.seq].map { ($0, hit.title) } }
    }
    return try copy.substringSearch(pattern, text: ranked ? text : nil, limit: limit, access: access)
      .map { ($0.key, SubstringMatch.mark(needle, in: $0.label)) }
  }

  /// The nodes whose label matches the `LIKE` pattern (the filter's letters in order),
  /// at most `limit`, from the copy; nil without a copy, when the caller reads the file.
  func substringMatches(_ pattern: String, limit: Int, access: InterruptibleAccess) throws -> [NodeID]? {
    try copy?.substringSearch(pattern, text: nil, limit: limit, access: access).map { .row($0.key) }
  }

  /// How many hits `search` finds with no limit; nil without a copy.
  func hitCount(_ text: String, pattern: String, access: InterruptibleAccess) throws -> Int? {
    let (installed, labels) = state.withLock { ($0.copy, $0.labels) }
    guard let copy = installed else { return nil }
    if let labels {
      guard let query = LabelIndex.matchQuery(text) else { return 0 }
      return try labels.count(query, access: access)
    }
    return try copy.substringCount(pattern, access: access)
  }

  /// The label index of the installed copy; search reads it from now on.
  func install(labels: LabelIndex?) {
    state.withLock { state in
      state.labels = labels
      state.changed = true
    }
  }
  var activity: String? {
    let (notice, note, keeper) = state.withLock { ($0.notice, $0.note, $0.keeper) }
    let said: String?
    switch keeper?.state {
    case .running(let progress): said = progress
    case .finished(let words): said = words
    case .idle, .cancelled, nil: said = nil
    }
    return [notice, note, said].compactMap { $0 }.joined(separator: " · ").nilIfEmpty
  }

  /// The status line says what `keeper` is doing from now on.
  func follow(_ keeper: BackgroundJob<String, String?>) {
    state.withLock { $0.keeper = keeper }
  }

  func setNotice(_ notice: String?) {
    state.withLock { $0.notice = notice }
  }

  /// The tree pane's text with no rows: the copy still being made, or an empty table.
  func emptyText(table: String) -> String {
    isPending
      ? "Reading \(table) into arbor's index for fast browsing; the tree shows when it is ready…"
      : "\(table) has no rows."
  }
  var isPending: Bool { state.withLock { $0.pending && $0.copy == nil } }

  func setPending(_ pending: Bool) {
    state.withLock { state in
      state.pending = pending
      state.changed = true
    }
  }

  /// A new copy of the tree; its label index comes later (`install(labels:)`).
  func install(_ copy: Copy?) {
    state.withLock { state in
      state.copy = copy
      state.labels = nil
      state.changed = true
    }
  }

  /// Says `note` beside what the keeper says, until the keeper's next run.
  func report(_ note: String?) {
    state.withLock { $0.note = note }
  }

  var order: SiblingOrder { state.withLock { $0.order } }

  /// Lists siblings in `order` from now on; the panes read again.
  func order(siblingsBy order: SiblingOrder) {
    state.withLock { state in
      state.order = order
      state.changed = true
    }
  }

  /// The installed copy was patched: the panes read again.
  func markChanged() {
    state.withLock { $0.changed = true }
  }

  func takeChange() -> Bool {
    state.withLock { state in
      defer { state.changed = false }
      return state.changed
    }
  }

  func markCompared() {
    state.withLock { $0.compared = true }
  }

  func takeComparison() -> Bool {
    state.withLock { state in
      defer { state.compared = false }
      return state.compared
    }
  }
}

extension String {
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
