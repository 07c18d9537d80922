// Ordinary Swift, no query in sight: `ordinary.sh` type-checks this file with and without
// `import ArborDB` and prints how long each expression takes. The query language's
// operators must not make such code slower to compile (issue 24, item 1).
import Foundation

func ordinary(
  deep: [[String]], tops: Set<String>, name: String, needle: String, count: Int, limit: Int,
  total: Double, share: Double?, flags: [Bool], isOpen: Bool, isDone: Bool, maybe: Int?
) -> [Bool] {
  // Loading the modules is charged to the first expression.
  let warm = count + 1 > 0
  let shared = tops.count * 3 <= deep.count || (deep.count < 30 && tops.count < deep.count)
  let within = count >= 0 && count < limit && limit - count > 2 || count == limit
  let weighed = total * 2 + Double(count) / 3 - (share ?? 0) * 4 > 10 || total < 0
  let named = name.contains(needle) && !name.hasPrefix("x") || name.hasSuffix(needle)
  let lowered = name.lowercased() == needle.lowercased() || name.count + needle.count < 10
  let either = !isOpen && isDone || isOpen && !isDone || flags.allSatisfy { $0 } && !flags.isEmpty
  let optional = maybe ?? 0 > limit || maybe == nil || maybe != count
  let summed = flags.filter { $0 }.count + deep.map(\.count).reduce(0, +) == count * 2
  let joined = name + "/" + needle + "/" + String(count) == needle + name
  return [warm, shared, within, weighed, named, lowered, either, optional, summed, joined]
}
