import ArborDB

extension SideCarSlot {
  /// `details` with the node's total first: the subtree's, the node's own value (NULL said
  /// as counting nothing), whether the file stored the totals itself, and how many nodes
  /// the total covers — or that it is still being worked out.
  func withTotals(_ details: NodeDetails?, of node: NodeID, sum: TreeSum?) -> NodeDetails? {
    guard var details, let sum, case .row(let key) = node else { return details }
    var fields: [DetailField]
    // A link copy counts a node once per way down; any other copy has one way.
    let found = (try? skeleton?.total(of: key)) ?? (try? links?.total(of: key)) ?? nil
    if let found {
      let own: String
      if let value = Double.fromDatabaseValue(found.own) {
        own = TotalText.value(value, bytes: sum.isBytes)
      } else {
        own = "none (NULL counts as nothing)"
      }
      fields = [
        DetailField(sum.name + " (total)", TotalText.value(found.total, bytes: sum.isBytes)),
        DetailField(sum.name + " (own)", own),
        DetailField("descendants", TotalText.grouped(Int64(found.descendants))),
      ]
      if skeleton == nil {
        fields.insert(DetailField("totals", "a node under several parents counts under each"), at: 1)
      }
      if found.stored {
        // Said, so a wrong guess is seen and can be overruled.
        fields.insert(DetailField("totals", "stored by the file; --totals added adds up"), at: 1)
      }
    } else {
      fields = [DetailField(sum.name + " (total)", "… (worked out with arbor's copy of the tree)", style: "dim")]
    }
    details.fields.insert(contentsOf: fields, at: 0)
    return details
  }
}
