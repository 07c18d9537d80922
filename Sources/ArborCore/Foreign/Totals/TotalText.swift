import Foundation

/// Totals in words and columns, as ncdu shows sizes: bytes in binary units with one
/// decimal ("3.4 MiB"), other numbers whole with thousands marked ("1,204,331") or with
/// two decimals; a row's figure right-aligned, then a ten-step bar and its share of the
/// parent's total.
public enum TotalText {
  public static func value(_ value: Double, bytes: Bool) -> String {
    guard value.isFinite else { return String(value) }
    if bytes {
      let units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
      var scaled = abs(value)
      var unit = 0
      while scaled >= 1024 && unit < units.count - 1 {
        scaled /= 1024
        unit += 1
      }
      let sign = value < 0 ? "-" : ""
      return unit == 0 ? "\(sign)\(Int64(scaled)) B" : sign + String(format: "%.1f %@", scaled, units[unit])
    }
    guard abs(value) < 1e15 else { return String(format: "%.4g", value) }
    if value == value.rounded() { return grouped(Int64(value)) }
    // Two decimals, the whole part grouped as above ("1,464.50").
    let cents = Int64((abs(value) * 100).rounded())
    return (value < 0 ? "-" : "") + grouped(cents / 100) + "." + String(format: "%02lld", cents % 100)
  }

  /// "1,204,331".
  static func grouped(_ number: Int64) -> String {
    let digits = String(number.magnitude)
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return (number < 0 ? "-" : "") + text
  }

  /// The right-hand columns of a tree row: the total, the bar and the share; "…" while the
  /// total is not known yet.
  public static func badge(_ total: SubtreeTotal?, bytes: Bool) -> String {
    guard let total else { return "…" }
    let figure = value(total.value, bytes: bytes)
    guard let share = total.share else { return figure + String(repeating: " ", count: 20) }
    // With negative values beside (a ledger), a share may be above 100 % or below 0: said
    // as it is, the bar kept within its ten steps.
    let clamped = min(max(share, 0), 1)
    let filled = Int((clamped * 10).rounded())
    let percent = String(format: "%5.1f%%", share * 100)
    return figure + " [" + String(repeating: "#", count: filled) + String(repeating: " ", count: 10 - filled) + "] " + percent
  }
}
