import ArborDB

// As ArborCore's `TextInSQL.swift`, for this module's SQL: a String interpolated into a
// statement, or a statement into a String, is a warning (CI fails on warnings).
extension QueryFragment.StringInterpolation {
  @available(*, deprecated, message: "say what the text is: \\(bind:) a value, \\(quote:) a name")
  mutating func appendInterpolation(_ text: String) { appendInterpolation(bind: text) }
}

extension DefaultStringInterpolation {
  @available(*, deprecated, message: "a QueryFragment goes into a QueryFragment, not a String")
  mutating func appendInterpolation(_ fragment: QueryFragment) { appendInterpolation(String(describing: fragment)) }
}
