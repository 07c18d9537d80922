import ArborCore
import ArborFixtures
import ArborTestSupport
import Testing

/// Totals that are all zero take no room for a bar they will never have (issue "Daily use
/// at 80×24", item 2: empty total columns took 20 columns).
@Suite struct TotalBadgeTests {
  @Test func aZeroTotalWithoutShareTakesNoBarRoom() {
    let zero = SubtreeTotal(value: 0, descendants: 3, share: nil)
    let badge = TotalText.badge(zero, bytes: true)
    #expect(badge == TotalText.value(0, bytes: true))
    #expect(TotalText.compactBadge(zero, bytes: true) == badge)
    // A root with a size keeps the bar's room, so the roots' sizes line up.
    let root = SubtreeTotal(value: 4_096, descendants: 3, share: nil)
    #expect(TotalText.badge(root, bytes: true).hasSuffix(String(repeating: " ", count: 20)))
    let child = SubtreeTotal(value: 1_024, descendants: 0, share: 0.25)
    #expect(TotalText.badge(child, bytes: true).hasSuffix(" 25.0%"))
    #expect(TotalText.compactBadge(child, bytes: true).hasSuffix("  25.0%"))
  }
}
