/// A small deterministic generator for property tests: the same seed gives the same
/// cases, so a failure names a seed that reproduces it.
package struct TestRandom: RandomNumberGenerator {
  package var state: UInt64

  package init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) }

  package mutating func below(_ bound: Int) -> Int {
    Int((next() >> 33) % UInt64(bound))
  }

  /// Also a generator for the standard library's `shuffle(using:)`.
  package mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}
