import Foundation

/// Dates as the detail pane shows them: local time, minutes, sortable.
enum DateText {
  private static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter
  }()

  private static let dayFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }()

  static func minutes(_ date: Date) -> String { formatter.string(from: date) }
  static func day(_ date: Date) -> String { dayFormatter.string(from: date) }
}
