/// How a generated constant is declared: stored, computed once, where Swift allows it; in
/// a generic type (`struct PragmaTableInfo<Base: Table>`), which cannot hold static stored
/// properties, computed on each use.
struct StaticConstant {
  let generic: Bool
  let access: String

  func callAsFunction(_ name: String, _ type: String, _ value: String) -> String {
    generic
      ? "\(access)static var \(name): \(type) { \(value) }"
      : "\(access)static let \(name): \(type) = \(value)"
  }
}
