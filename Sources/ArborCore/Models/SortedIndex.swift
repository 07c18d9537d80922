extension Array where Element: Comparable {
  /// In an ascending array, the first index whose element is not below `value` (`count`
  /// when every element is): a binary search.
  func firstIndex(notBelow value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
