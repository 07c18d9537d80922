import Foundation

/// Seconds `body` took.
func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Milliseconds `body` took.
func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  try seconds(body) * 1000
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// `median … ms  p95 … ms  p99 … ms  (n=…)` of latencies in milliseconds.
func latencySummary(_ milliseconds: [Double]) -> String {
  let sorted = milliseconds.sorted()
  guard !sorted.isEmpty else { return "no samples" }
  func percentile(_ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }
  return String(
    format: "median %7.3f ms  p95 %7.3f ms  p99 %7.3f ms  (n=%d)", sorted[sorted.count / 2], percentile(0.95),
    percentile(0.99), sorted.count)
}
