import ArborDB

extension SideCarSlot {
  /// `details` with the node's totals first: for each sum the subtree's and the node's own
  /// value (NULL said as counting nothing), whether the file stored the totals itself or a
  /// node under several parents counts under each, and how many nodes the totals cover —
  /// or that they are still being worked out.
  func withTotals(_ details: NodeDetails?, of node: NodeID, sums: [TreeSum]) -> NodeDetails? {
    guard var details, let first = sums.first, case .row(let key) = node else { return details }
    var fields: [DetailField] = []
    // A link copy counts a node once per way down; any other copy has one way.
    let installed = copy
    let found = (try? installed?.totals(of: key, sums: sums.count)) ?? nil
    if let found {
      for (sum, values) in zip(sums, found.sums) {
        let own = Self.ownText(values.own, bytes: sum.isBytes)
        fields.append(DetailField(sum.name + " (total)", TotalText.value(values.total, bytes: sum.isBytes)))
        if values.stored {
          // Said, so a wrong guess is seen and can be overruled.
          fields.append(DetailField("totals", "stored by the file; --totals added adds up"))
        }
        fields.append(DetailField(sum.name + " (own)", own))
      }
      if installed?.countsEveryWayDown == true {
        fields.insert(DetailField("totals", "a node under several parents counts under each"), at: 1)
      }
      fields.append(DetailField("descendants", TotalText.grouped(Int64(found.descendants))))
    } else {
      fields = [DetailField(first.name + " (total)", "… (worked out with arbor's copy of the tree)", style: "dim")]
    }
    details.fields.insert(contentsOf: fields, at: 0)
    return details
  }

  /// A node's own value in words. Its own function: written inline in the loop above,
  /// Swift 6.2's optimizer crashed on it in release builds ("Found ownership error").
  @inline(never)
  private static func ownText(_ value: DatabaseValue, bytes: Bool) -> String {
    switch value.storage {
    case .int64(let number): TotalText.value(Double(number), bytes: bytes)
    case .double(let number): TotalText.value(number, bytes: bytes)
    default: "none (NULL counts as nothing)"
    }
  }
}
