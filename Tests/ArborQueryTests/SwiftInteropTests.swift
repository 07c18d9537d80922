import ArborDB
import Foundation
import Testing

// Importing ArborDB must not change what ordinary Swift code means: values such as `Int`
// and `String` are also SQL expressions, so the query operators must never win over (or
// tie with) the standard library's.
@Suite struct SwiftInteropTests {
  @Test func standardOperatorsKeepTheirMeaning() {
    let missing: Int? = nil
    let fallback = missing ?? 5
    #expect(fallback == 5)
    let text: String? = "a"
    #expect((text ?? "b") == "a")
    #expect(1 + 2 == 3 && "a" + "b" == "ab")
    #expect(2 > 1 && !(1 == 2) && (3 != 4))
    #expect(Int("42") == 42 && Int("x", radix: 10) == nil)
    var total = 1
    total += 2
    #expect(total == 3)
    #expect([3, 1, 2].max() == 3 && [3, 1, 2].min() == 1)
    #expect(["a", "b"].contains("a"))
  }
}
