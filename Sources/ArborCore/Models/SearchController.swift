import ArborDB
import Foundation
import Synchronization

/// Runs searches off the main thread so typing never waits: each new text interrupts
/// the query still running (SQLite's interrupt) and only the newest text's results are
/// ever published. First the quick unranked matches, then the ranked ones.
public final class SearchController: Sendable {
  private let database: AppDatabase
  private let hierarchy: any Hierarchy
  /// What the search box says before anything is typed.
  public var prompt: String { hierarchy.vocabulary.searchPrompt }
  /// What the tree is still making in the background (its copy, its label index), while
  /// a search may miss what is not indexed yet.
  public var backgroundWork: String? { signals.activity }
  private let signals: any TreeSignals
  /// What the current search read: a commit that touches it runs the search again.
  public let watched = WatchedRegion()
  /// One search at a time: a new text cancels the one under way and waits behind it.
  private let job = BackgroundJob<Never, Void>("arbor-search")
  private let state = Mutex(State())
  private let notify: @Sendable () -> Void
  /// Only the search's own statements are interrupted (never the writer's).
  private let access = InterruptibleAccess()

  private struct State {
    var results: SearchResults?
    /// The last count of all hits, and the text it counted: kept while the same text is
    /// paged through (or searched again after a change) until it is counted again.
    var counted: (text: String, total: Int)?
    var error: String?
    var delivered = true
  }

  /// `notify` is called from the search thread when results are ready to take.
  public init(
    database: AppDatabase, hierarchy: any Hierarchy = NotesHierarchy(), signals: any TreeSignals = NoTreeSignals(),
    notify: @escaping @Sendable () -> Void
  ) {
    self.database = database
    self.hierarchy = hierarchy
    self.signals = signals
    self.notify = notify
  }

  /// Starts searching for `text`, abandoning any earlier search; `limit` hits at most
  /// (more as the list is paged through).
  public func submit(_ text: String, limit: Int = SearchQueries.limit) {
    job.cancel()
    access.interrupt()
    hierarchy.interruptSearch()
    job.spawn { [self] run in self.run(text, limit: limit, run) }
  }

  /// Forgets the current search (the box was closed).
  public func cancel() {
    job.cancel()
    state.withLock { $0.results = nil }
    access.interrupt()
    hierarchy.interruptSearch()
  }

  /// The newest results not taken yet.
  public func take() -> SearchResults? {
    state.withLock { state in
      guard !state.delivered else { return nil }
      state.delivered = true
      return state.results
    }
  }

  private func publish(_ results: SearchResults, _ run: SearchJob.Run) {
    // Under the job's lock: a search cancelled meanwhile never replaces what `cancel` cleared.
    let published = run.whileWanted {
      state.withLock { state in
        var results = results
        if results.total == nil, results.hits.count >= results.limit, let counted = state.counted,
          counted.text == results.text, counted.total >= results.hits.count
        {
          results.total = counted.total
        }
        if let total = results.total { state.counted = (results.text, total) }
        state.results = results
        state.delivered = false
      }
    }
    if published { notify() }
  }

  private typealias SearchJob = BackgroundJob<Never, Void>

  private func run(_ text: String, limit: Int, _ run: SearchJob.Run) {
    // A newer text arrived while this one waited.
    guard !run.isCancelled else { return }
    do {
      let (hierarchy, watched) = (hierarchy, watched)
      watched.reset()
      func search(ranked: Bool) throws -> [SearchHit] {
        try database.searchReader.read { db in
          try db.recording(into: watched) {
            try access.run(db) { try hierarchy.search(text, ranked: ranked, limit: limit, $0) }
          }
        }
      }
      let first = try search(ranked: false)
      guard !run.isCancelled else { return }
      if first.count < limit {
        // Every match is known: rank these few in memory by running the ranked query,
        // which is as cheap as the first one here.
        let ranked = try search(ranked: true)
        publish(SearchResults(text: text, hits: ranked, isRanked: true, limit: limit), run)
        return
      }
      // Too many matches to rank (a bounded count, a millisecond or two): the quick answer
      // is the answer, shown once as final — not first as "ranking…" and again a moment
      // later without it, two redraws for one key.
      let ranks = try database.searchReader.read { db in try access.run(db) { try hierarchy.ranks(text, $0) } }
      guard !run.isCancelled else { return }
      var results = SearchResults(text: text, hits: first, isRanked: !ranks, limit: limit)
      publish(results, run)
      if ranks {
        results.hits = try search(ranked: true)
        results.isRanked = true
        publish(results, run)
      }
      // The hits show first; counting them all reads every match (a scan of the labels
      // where no index answers), and the next key interrupts it.
      guard !run.isCancelled else { return }
      results.total = try database.searchReader.read { db in
        try db.recording(into: watched) { try access.run(db) { try hierarchy.hitCount(text, $0) } }
      }
      publish(results, run)
    } catch {
      // Interrupted by a newer search, or the database went away: the newer search (or
      // the next keystroke) publishes instead.
    }
  }

  /// Waits until the search thread is idle (for tests).
  public func waitUntilIdle() {
    job.wait()
  }
}
