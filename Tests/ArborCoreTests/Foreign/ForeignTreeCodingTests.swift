import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

@testable import ArborCore

/// A tree's shape is a value (`ForeignTree.Shape`), saved as the flat object of columns it
/// always was: choices saved by earlier versions read back as the same trees, and each
/// shape saved now reads back unchanged.
@Suite struct ForeignTreeCodingTests {
  func decoded(_ json: String) throws -> ForeignTree {
    try JSONDecoder().decode(ForeignTree.self, from: Data(json.utf8))
  }

  @Test func choicesSavedBeforeTheShapeWasAValueReadBack() throws {
    #expect(
      try decoded(#"{"table": "accounts", "id": "guid", "parent": "parent_guid", "label": "name"}"#)
        == ForeignTree(table: "accounts", id: "guid", parent: "parent_guid", label: "name"))
    #expect(
      try decoded(
        #"{"table": "node", "parent": "father_id", "links": ["children"], "child": "node_id", "order": "sequence"}"#)
        == ForeignTree(table: "node", parent: "father_id", order: "sequence", links: ["children"], child: "node_id"))
    #expect(
      try decoded(#"{"table": "files", "parent": "", "path": "path", "separator": "/"}"#)
        == ForeignTree.paths(in: "files", column: "path"))
    #expect(
      try decoded(#"{"table": "tree", "parent": "", "path": "path", "step": 4, "label": "name"}"#).shape
        == .paths(column: "path", rule: .step(4)))
    #expect(
      try decoded(#"{"table": "t", "parent": "", "nested": ["lft", "rgt"], "treeID": "tree_id"}"#)
        == ForeignTree.nestedSets(in: "t", left: "lft", right: "rgt", treeID: "tree_id"))
    #expect(
      try decoded(#"{"table": "tags", "parent": "", "closure": "h", "ancestor": "a", "descendant": "d"}"#)
        == ForeignTree.closure(of: "tags", in: "h", ancestor: "a", descendant: "d"))
    let summed = try decoded(#"{"table": "t", "parent": "p", "sum": {"name": "size", "expression": "size"}}"#)
    #expect(summed.sum == TreeSum(name: "size", expression: "size"))
  }

  @Test func everyShapeSavedNowReadsBackUnchanged() throws {
    var roots = ForeignTree(table: "accounts", id: "guid", parent: "parent_guid", label: "name")
    roots.roots = ["books", "root_account_guid"]
    var summed = ForeignTree.paths(in: "files", column: "path", separator: "::")
    summed.sum = TreeSum(name: "size", expression: "size")
    summed.moreSums = [TreeSum(name: "files", expression: "1")]
    let trees = [
      roots, summed, ForeignTree.paths(in: "t", column: "path", step: 4),
      ForeignTree(table: "node", parent: "father_id", order: "sequence", links: ["a", "b"], child: "node_id"),
      ForeignTree.nestedSets(in: "t", left: "lft", right: "rgt"),
      ForeignTree.closure(of: "tags", in: "h", ancestor: "a", descendant: "d", depth: "generations"),
    ]
    for tree in trees {
      #expect(try JSONDecoder().decode(ForeignTree.self, from: JSONEncoder().encode(tree)) == tree)
    }
    // The shape decides the options that open it again.
    #expect(
      roots.options == [
        "--table", "accounts", "--id", "guid", "--parent", "parent_guid", "--label", "name",
        "--roots", "books.root_account_guid",
      ])
  }
}
