/// `Optional`, as a constraint (the published library's name): an API that takes "any
/// optional" — a section keyed by `String?`, a `FetchOne` of an optional row — says
/// `where Value: _OptionalProtocol`.
public protocol _OptionalProtocol<Wrapped> {
  associatedtype Wrapped
  var _wrapped: Wrapped? { get }
  static var _none: Self { get }
  static func _some(_ wrapped: Wrapped) -> Self
}

extension Optional: _OptionalProtocol {
  public var _wrapped: Wrapped? { self }
  public static var _none: Self { .none }
  public static func _some(_ wrapped: Wrapped) -> Self { .some(wrapped) }
}
