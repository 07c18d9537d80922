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
      return unit == 0 ? "\(sign)\(Int64(scaled)) B" : sign + decimals(scaled, 1) + " " + units[unit]
    }
    guard abs(value) < 1e15 else { return String(value) }
    if value == value.rounded() { return grouped(Int64(value)) }
    // Two decimals, the whole part grouped as above ("1,464.50").
    let cents = Int64((abs(value) * 100).rounded())
    return (value < 0 ? "-" : "") + grouped(cents / 100) + "."
      + decimals(Double(cents % 100), 0).leftPadded(to: 2, with: "0")
  }

  /// `value` with `places` decimals (0 or 1), without Foundation's `String(format:)`: a
  /// frame formats three figures a row, and that took a millisecond a frame on Linux.
  static func decimals(_ value: Double, _ places: Int) -> String {
    let scale = places == 0 ? 1.0 : 10.0
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e15 else { return String(value) }
    let units = Int64(scaled)
    let sign = value < 0 && units != 0 ? "-" : ""
    return places == 0 ? sign + String(units) : sign + String(units / 10) + "." + String(units % 10)
  }

  /// "1,204,331": the same in every locale, as the rest of the screen is English.
  public static func grouped(_ number: Int64) -> String {
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
    // Built in one buffer from pieces made once: a frame writes a badge on every row.
    var text = value(total.value, bytes: bytes)
    // No share: a root's place for the bar is kept so the roots' sizes line up, unless
    // there is nothing to share (every total zero or empty): then no room is taken.
    guard let share = total.share else { return total.value == 0 ? text : text + noShare }
    // With negative values beside (a ledger), a share may be above 100 % or below 0: said
    // as it is, the bar kept within its ten steps.
    let clamped = min(max(share, 0), 1)
    let percent = decimals(share * 100, 1)
    text.reserveCapacity(text.utf8.count + 14 + max(6, percent.utf8.count + 1))
    text += bars[Int((clamped * 10).rounded())]
    text += spaces[max(0, 5 - percent.utf8.count)]
    text += percent
    text += "%"
    return text
  }

  /// A count of nodes in at most six columns: `987`, `12.3k`, `1.8M`.
  public static func count(_ count: Int) -> String {
    switch count {
    case ..<10_000: return String(count)
    case ..<1_000_000: return decimals(Double(count) / 1_000, count < 100_000 ? 1 : 0) + "k"
    default: return decimals(Double(count) / 1_000_000, 1) + "M"
    }
  }

  /// The badge without its bar, for a narrow row: `113.0 KiB  52.2%`, `3.7 KiB   1.7%`.
  public static func compactBadge(_ total: SubtreeTotal?, bytes: Bool) -> String {
    guard let total else { return "…" }
    let text = value(total.value, bytes: bytes)
    guard let share = total.share else { return total.value == 0 ? text : text + "       " }
    // The share right-aligned in six columns, as in the whole badge, so they line up.
    let percent = decimals(share * 100, 1)
    return text + " " + spaces[max(0, 5 - percent.utf8.count)] + percent + "%"
  }

  /// " [###       ] ": the bar of each of its eleven steps, with the spaces around it.
  private static let bars = (0...10).map {
    " [" + String(repeating: "#", count: $0) + String(repeating: " ", count: 10 - $0) + "] "
  }
  /// What the share pads to six columns with.
  private static let spaces = (0...5).map { String(repeating: " ", count: $0) }
  /// Where a root's bar and share would be.
  private static let noShare = String(repeating: " ", count: 20)
}

extension String {
  fileprivate func leftPadded(to width: Int, with pad: Character) -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
