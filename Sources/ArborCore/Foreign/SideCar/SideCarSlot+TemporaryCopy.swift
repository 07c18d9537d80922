import Foundation

extension SideCarSlot {
  /// Runs `body` with a copy made by `build` installed — for an export outside a session,
  /// whose totals are the copy's. The copy goes in a temporary directory of its own
  /// (`build` is given the file's location there), removed after.
  func withTemporaryCopy(_ build: (String) throws -> Copy?, _ body: () throws -> Void) throws {
    let directory = NSTemporaryDirectory() + "arbor-export-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    guard let copy = try build(directory + "/tree.sqlite") else {
      throw OpenError(description: "the tree could not be copied for its totals")
    }
    install(copy)
    defer { install(nil) }
    try body()
  }
}
