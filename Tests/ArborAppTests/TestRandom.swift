/// A small deterministic generator for property tests: the same seed gives the same
/// cases, so a failure names a seed that reproduces it.
struct TestRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) }

  mutating func below(_ bound: Int) -> Int {
    Int((next() >> 33) % UInt64(bound))
  }

  /// Also a generator for the standard library's `shuffle(using:)`.
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}
