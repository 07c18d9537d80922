extension Array {
  /// The elements in runs of at most 500: as many values as one statement binds for an
  /// `IN (?, …)` list, well under SQLite's limit of 32,766 variables.
  var boundChunks: [[Element]] {
    stride(from: 0, to: count, by: 500).map { Array(self[$0..<Swift.min($0 + 500, count)]) }
  }
}
