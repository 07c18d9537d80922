extension Array {
  /// The arrays at `field` of `parts`, one after another, in one buffer of their exact
  /// total size; each part's array is emptied as it is copied. Joined with `flatMap`, the
  /// parts of a 2 GB archive's page hashes, the growing whole and its copies were all held
  /// at once: arbor's heap peaked at 14.6 MB there, and at 10.7 MB joined this way.
  static func joined<Part>(moving field: WritableKeyPath<Part, [Element]>, of parts: inout [Part]) -> [Element] {
    if parts.count == 1 {
      defer { parts[0][keyPath: field] = [] }
      return parts[0][keyPath: field]
    }
    var whole: [Element] = []
    whole.reserveCapacity(parts.reduce(0) { $0 + $1[keyPath: field].count })
    for index in parts.indices {
      whole.append(contentsOf: parts[index][keyPath: field])
      parts[index][keyPath: field] = []
    }
    return whole
  }
}
