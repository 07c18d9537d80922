/// Which quotes `\(quote: text, delimiter:)` writes: `"…"` around a name, `'…'` around a
/// text literal (where SQL takes no parameter, such as a table-valued function's argument
/// inside a type's `tableFragment`). Quotes inside are doubled, so any text is safe.
public enum QuoteDelimiter: Sendable {
  case identifier
  case text

  func quote(_ text: String) -> String {
    switch self {
    case .identifier: quoteIdentifier(text)
    case .text: QueryBinding.text(text).sqlLiteral
    }
  }
}

extension QueryFragment {
  /// `text` quoted as a name (the default) or as a text literal.
  public init(quote text: String, delimiter: QuoteDelimiter = .identifier) {
    self.init(delimiter.quote(text), shape: .operand)
  }
}
