import ArborApp
import ArborCore
import ArborDB
import ArborTerminal
import Foundation

/// `arbor-bench app PATH`: the app's own operations on a generated database, timed
/// in process (the terminal side is measured with ttyprobe, see BENCHMARKS.md).
enum AppBenchmarks {
  static func run(path: String) throws {
    var database: AppDatabase!
    let open = try milliseconds { database = try AppDatabase.open(path: path) }
    print(String(format: "open + migrate check            %7.3f ms", open))
    let keymap = try Keymap.parse(Keymap.standardText)
    let theme = Theme(entries: [:], support: .palette256)
    var screen: AppScreen!
    let make = try milliseconds {
      screen = try AppScreen(tree: try NotesTree(database: database), keymap: keymap, theme: theme)
    }
    print(String(format: "screen (tree root, first detail) %7.3f ms", make))
    let surface = MemorySurface(size: Size(rows: 40, columns: 120))
    let first = milliseconds { screen.draw(on: surface) }
    print(String(format: "first frame drawn (120×40)      %7.3f ms", first))

    measureBrowsing(screen, on: surface, rounds: 200)
    var settles: [Double] = []
    for _ in 0..<100 {
      screen.handle(.key(.down))
      settles.append(
        milliseconds {
          screen.settle()
          screen.draw(on: surface)
        })
    }
    print("detail pane follows + frame     " + latencySummary(settles))

    // Edits through the keyboard path: a rename (dialog, transaction with undo logging,
    // refresh of what is on screen, frame), then its undo.
    var edits: [Double] = []
    var undos: [Double] = []
    screen.handle(.key(.home))
    for round in 0..<50 {
      screen.handle(.key(.character("r")))
      screen.handle(.key(.ctrl("u")))
      for character in "Renamed \(round)" { screen.handle(.key(.character(character))) }
      edits.append(
        milliseconds {
          screen.handle(.key(.enter))
          screen.draw(on: surface)
        })
      undos.append(
        milliseconds {
          screen.handle(.key(.character("u")))
          screen.draw(on: surface)
        })
    }
    print("edit (rename) → redrawn frame   " + latencySummary(edits))
    print("undo → redrawn frame            " + latencySummary(undos))

    let prefixes = [
      "b", "br", "bra", "brai", "braid", "k", "ka", "kab", "kabr", "gr", "gru", "grurk", "ste", "plo",
      "moul bra", "a", "e", "x", "zzz", "pl", "sh", "tr", "nai", "mai",
    ]
    var firsts: [Double] = []
    var rankeds: [Double] = []
    var slowest: (String, Double) = ("", 0)
    for text in prefixes {
      try database.read { db in
        let first = try milliseconds { _ = try SearchQueries.first(text, db) }
        if first > slowest.1 { slowest = (text, first) }
        firsts.append(first)
        rankeds.append(try milliseconds { _ = try SearchQueries.ranked(text, db) })
      }
    }
    print(String(format: "  (slowest first answer: %@ in %.1f ms)", slowest.0 as NSString, slowest.1))
    print("search, first 50 matches        " + latencySummary(firsts))
    print("search, best 50 (bm25)          " + latencySummary(rankeds))
    // The keys of the issue "Trees of every shape": the same keys cost 28–43 ms on a
    // 100k-node file and 1–11 ms on the 1M one.
    for text in ["bra", "st", "ple", "plea", "pleas gr"] {
      let (first, ranked) = try database.read { db in
        (
          try milliseconds { _ = try SearchQueries.first(text, db) },
          try milliseconds { _ = try SearchQueries.ranked(text, db) }
        )
      }
      print(String(format: "  %-10@ first %7.2f ms  ranked %7.2f ms", text as NSString, first, ranked))
    }
    for text in ["b", "br", "brai", "kabriwon", "zzz"] {
      var count = 0
      let ms = try database.read { db in
        try milliseconds { count = try SearchQueries.ranked(text, db).count }
      }
      let matches = try database.read { db in
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM searchIndex WHERE searchIndex MATCH ?",
          arguments: [SearchQueries.matchQuery(text) ?? ""]) ?? 0
      }
      print(
        String(
          format: "  ranked %-10@ %8.2f ms  %7d matching documents, %d shown", text as NSString, ms, matches, count))
    }
  }

  /// Expands then moves down three rows, `rounds` times, each with its frame; prints the
  /// latencies.
  static func measureBrowsing(_ screen: AppScreen, on surface: MemorySurface, rounds: Int) {
    var moves: [Double] = []
    var expands: [Double] = []
    for _ in 0..<rounds {
      expands.append(
        milliseconds {
          screen.handle(.key(.enter))
          screen.draw(on: surface)
        })
      for _ in 0..<3 {
        moves.append(
          milliseconds {
            screen.handle(.key(.down))
            screen.draw(on: surface)
          })
      }
    }
    print("cursor move + frame             " + latencySummary(moves))
    print("expand + frame                  " + latencySummary(expands))
  }
}
