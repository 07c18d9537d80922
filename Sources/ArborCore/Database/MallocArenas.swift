import CSQLiteConfig

/// How the C heap is shared between the app's threads.
public enum MallocArenas {
  /// One heap for all threads, set before any thread starts. glibc gives each thread that
  /// allocates a heap of its own, to spare them the lock; arbor's threads allocate little
  /// at a time (the page watch's parts, the copy's batches, SQLite's pages), and what one
  /// frees in its own heap stays resident there. The 2M-path table's peak RSS went from
  /// 50–53 MB to 46.5 MB, the copy as fast within the noise (Benchmarks/history/2026-11-29.md,
  /// "One C heap for all threads").
  public static func useOne() {
    arbor_use_one_malloc_arena()
  }
}
