/// Input an edit refuses, with the field it is about (for the message beside it).
public struct EditError: Error, CustomStringConvertible, Equatable {
  public var field: String
  public var message: String

  public init(field: String, _ message: String) {
    self.field = field
    self.message = message
  }

  public var description: String { message }
}
