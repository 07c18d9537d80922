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

  /// Arithmetic and comparisons joined by `&&` and `||`, as ordinary code writes them:
  /// with `&&` and `||` of the query language weighed as equals, the compiler gave up on
  /// the first line ("unable to type-check this expression in reasonable time") and took
  /// half a second on the second. Disfavoured, they are tried only where the standard
  /// library's cannot apply (`Benchmarks/typecheck/ordinary.sh` measures the cost).
  @Test func arithmeticJoinedByLogicCompiles() {
    let total = 7.5
    let count = 4
    let share: Double? = nil
    let weighed = total * 2 + Double(count) / 3 - (share ?? 0) * 4 > 10 || total < 0
    let deep = [["a", "b"], ["a", "c"], ["d", "e"]]
    let tops = Set(deep.map { $0[0] })
    let shared = tops.count * 3 <= deep.count || (deep.count < 30 && tops.count < deep.count)
    #expect(weighed && shared)
    #expect(type(of: weighed) == Bool.self && type(of: shared) == Bool.self)
  }

  /// String methods the query language also spells (`contains`, `hasPrefix`,
  /// `hasSuffix`) keep the standard library's meaning on plain strings, with no type
  /// annotation: each result is a `Bool` an `if` takes.
  @Test func stringMethodsKeepTheirMeaning() {
    let text = "garden tools"
    let needle = "tools"
    let found = text.contains(needle)
    let starts = text.hasPrefix("gar")
    let ends = text.hasSuffix(needle)
    let lower = text.lowercased()
    let count = text.count
    if found && starts && ends && !lower.isEmpty {
      #expect(count == 12)
    } else {
      Issue.record("the standard library's results")
    }
    #expect(type(of: found) == Bool.self && type(of: starts) == Bool.self && type(of: ends) == Bool.self)
    let optional: String? = "x"
    let same = optional == "x"
    let ordered = "a" < "b"
    let joined = text + needle
    #expect(type(of: same) == Bool.self && type(of: ordered) == Bool.self && type(of: joined) == String.self)
    #expect(type(of: [1, 2].contains(1)) == Bool.self)
    // The collection-side membership and the bitwise operators are the query language's
    // only for columns and computed expressions.
    let element = 5
    let inArray = [1, 5].contains(element)
    let inRange = (0...10).contains(element)
    let inHalfOpen = (0..<5).contains(element)
    let bits = element & 4 | 1 << 2
    let flipped = ~element
    let plus = +element
    var mask = element
    mask &= 1
    mask <<= 2
    #expect(inArray && inRange && !inHalfOpen)
    #expect(type(of: inArray) == Bool.self && type(of: inRange) == Bool.self && type(of: inHalfOpen) == Bool.self)
    #expect(bits == 4 && flipped == -6 && plus == 5 && mask == 4)
    #expect(type(of: bits) == Int.self && type(of: flipped) == Int.self && type(of: plus) == Int.self)
  }

  /// The query layer's `abs`, `round`, `sign`, `map` and date parts apply to SQL operands
  /// only: on plain numbers, dates and optionals the standard library's meaning stays,
  /// inside extensions of those types too (a member named `abs` on `Int` would hide the
  /// global function there).
  @Test func numericDateAndOptionalNamesKeepTheirMeaning() {
    #expect(7.magnitudeViaGlobalAbs == 7 && (-7).magnitudeViaGlobalAbs == 7)
    var value = 2.5
    value.round()
    #expect(value == 3)
    #expect(round(2.4) == 2 && abs(-3) == 3)
    let maybe: Int? = 4
    let doubled = maybe.map { $0 * 2 }
    #expect(doubled == 8)
    let flat = maybe.flatMap { $0 > 3 ? $0 : nil }
    #expect(flat == 4)
    let now = Date.now
    #expect(now.timeIntervalSince1970 > 0)
  }
}

extension Int {
  /// A global function called inside an extension of a type that is also an SQL value.
  fileprivate var magnitudeViaGlobalAbs: Int { abs(self) }
}
