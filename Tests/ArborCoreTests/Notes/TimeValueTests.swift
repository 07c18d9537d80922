import ArborFixtures
import ArborTestSupport
import Foundation
import Testing

@testable import ArborCore

/// Numbers a column's name says are times, read as local dates beside the number (issue
/// "Daily use at 80×24", item 6).
@Suite struct TimeValueTests {
  func local(_ seconds: Double) -> String { DateText.seconds(Date(timeIntervalSince1970: seconds)) }

  @Test func secondsMillisecondsMicrosecondsAndJulianDays() {
    // CherryTree's ts_creation (seconds), Joplin's created_time (ms), Firefox's dateAdded (µs).
    #expect(TimeValue.reading(1_715_000_000, column: "ts_creation") == local(1_715_000_000))
    #expect(TimeValue.reading(1_715_000_000_123, column: "created_time") == local(1_715_000_000.123))
    #expect(TimeValue.reading(1_715_000_000_000_000, column: "dateAdded") == local(1_715_000_000))
    #expect(TimeValue.reading(1_715_000_000_000_000_000, column: "updatedAt") == local(1_715_000_000))
    // An SQLite Julian day: 2461266.5 is 2026-08-14 00:00 UTC.
    #expect(TimeValue.reading(2_461_266.5, column: "observedAt") == local(1_786_665_600))
    // Not a time: the name does not say so, or the number is no date.
    #expect(TimeValue.reading(1_715_000_000, column: "size") == nil)
    #expect(TimeValue.reading(12, column: "created") == nil)
    #expect(TimeValue.reading(.nan, column: "date") == nil)
    #expect(!TimeValue.saysTime("status") && !TimeValue.saysTime("category") && TimeValue.saysTime("mtime"))
  }
}
