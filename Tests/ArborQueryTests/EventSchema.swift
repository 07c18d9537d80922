import ArborDB
import Foundation

// A table whose column types the macro reads from default values, stored through each of
// the published library's representations.

enum EventKind: String, QueryBindable {
  case meeting, trip
}

@Table
struct Event: Equatable {
  let id: Int
  var title = ""
  // Types read from the default values, as the published library's macro does.
  var startsAt = Date(timeIntervalSince1970: 0)
  var kind = EventKind.meeting
  var homepage = URL(string: "https://example.com")!
  var score = (0.5)
  @Column(as: [String].JSONRepresentation.self) var tags = [String]()
  @Column(as: Date.UnixTimeRepresentation.self) var loggedAt = Date(timeIntervalSince1970: 0)
  @Column(as: Date.JulianDayRepresentation.self) var observedAt = Date(timeIntervalSince1970: 0)
  @Column(as: Date.UnixTimeRepresentation?.self) var confirmedAt: Date?
  @Column(as: UUID.UppercasedRepresentation.self) var token = UUID(uuidString: "0B6E1A70-3C1E-4F51-9C43-7F0F5D2A9E11")!
  @Column(as: [String: Int].JSONBRepresentation.self) var counts = [String: Int]()
}

/// Seconds in a day, for dates far from any time-zone question.
let day: TimeInterval = 86_400

func eventsDatabase() throws -> DatabaseQueue {
  let queue = try DatabaseQueue()
  try queue.write { db in
    try #sql(
      """
      CREATE TABLE "events" (
        "id" INTEGER PRIMARY KEY, "title" TEXT NOT NULL DEFAULT '',
        "startsAt" TEXT NOT NULL DEFAULT '1970-01-01 00:00:00.000', "kind" TEXT NOT NULL DEFAULT 'meeting',
        "homepage" TEXT NOT NULL DEFAULT 'https://example.com', "score" REAL NOT NULL DEFAULT 0.5,
        "tags" TEXT NOT NULL DEFAULT '[]', "loggedAt" INTEGER NOT NULL DEFAULT 0,
        "observedAt" REAL NOT NULL DEFAULT 2440587.5, "confirmedAt" INTEGER,
        "token" TEXT NOT NULL DEFAULT '0B6E1A70-3C1E-4F51-9C43-7F0F5D2A9E11', "counts" TEXT NOT NULL DEFAULT '{}'
      )
      """
    ).execute(db)
    try Event.insert {
      Event(
        id: 1, title: "  Kickoff  ", startsAt: Date(timeIntervalSince1970: 20_000 * day + 3_600),
        tags: ["a", "b"], loggedAt: Date(timeIntervalSince1970: 20_010 * day),
        observedAt: Date(timeIntervalSince1970: 20_020 * day), confirmedAt: Date(timeIntervalSince1970: 20_030 * day),
        counts: ["x": 1])
      Event(id: 2, title: "Trip", kind: .trip, score: -2.25)
    }.execute(db)
  }
  return queue
}
