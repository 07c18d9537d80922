import ArborDB

// In the query layer `\(text)` binds a String as a value, as the published library does.
// Arbor's own SQL splices names and expressions into statements, where a String bound by
// mistake would be a `?` in place of a table's name: a statement that fails, or one that
// compares with the name as text and quietly finds nothing. So in this module a String
// interpolated into a `QueryFragment` is a warning (CI fails on warnings): it is
// `\(bind:)` (a value), `\(quote:)` (a name) or a `QueryFragment` built so. Deprecation is
// the one way Swift refuses a concrete argument that a generic overload would take (an
// unavailable overload is passed over for the generic one). The behaviour is the layer's.
// Internal, not `package`: the published library's suites, compiled in this package, bind
// Strings so on purpose.
extension QueryFragment.StringInterpolation {
  @available(*, deprecated, message: "say what the text is: \\(bind:) a value, \\(quote:) a name")
  mutating func appendInterpolation(_ text: String) { appendInterpolation(bind: text) }

  @available(*, deprecated, message: "say what the text is: \\(bind:) a value, \\(quote:) a name")
  mutating func appendInterpolation(_ text: Substring) { appendInterpolation(bind: String(text)) }
}

// The other way round: a fragment written into a String would be its debug text, its
// bound values lost. SQL is put together as `QueryFragment`s only.
extension DefaultStringInterpolation {
  @available(*, deprecated, message: "a QueryFragment goes into a QueryFragment, not a String")
  mutating func appendInterpolation(_ fragment: QueryFragment) { appendInterpolation(String(describing: fragment)) }

  @available(*, deprecated, message: "a QueryFragment goes into a QueryFragment, not a String")
  mutating func appendInterpolation(_ fragment: QueryFragment?) { appendInterpolation(String(describing: fragment)) }
}
