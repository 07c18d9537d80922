import ArborApp
import ArborCore
import ArborDB
import ArborTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Environment with no user configuration, so the shipped keymap and theme are used.
package let cleanEnvironment = ["HOME": "/nonexistent-arbor-home"]

/// The app screen over arbor's notes in `database`, monochrome (attributes only) so
/// snapshots are stable.
package func makeScreen(_ database: AppDatabase) throws -> AppScreen {
  try makeScreen(try NotesTree(database: database))
}

/// The app screen over the tree of another program's file opened as `database`: the one
/// `requested`, else the one detected.
package func makeScreen(foreign database: AppDatabase, _ requested: ForeignTree? = nil) throws -> AppScreen {
  try makeScreen(try ForeignFileTree(database: database, requested: requested))
}

/// The app screen over `tree`, monochrome.
package func makeScreen(_ tree: any OpenTree) throws -> AppScreen {
  // Dates on screen are local time: make the tests' local time UTC everywhere.
  setenv("TZ", "UTC", 1)
  tzset()
  let keymap = try AppSetup.keymap(environment: cleanEnvironment)
  let theme = try AppSetup.theme(environment: cleanEnvironment, support: .monochrome)
  let screen = try AppScreen(tree: tree, keymap: keymap, theme: theme, title: "test.db")
  screen.detailDelay = 0
  return screen
}

package func render(_ screen: AppScreen, rows: Int, columns: Int) -> MemorySurface {
  let surface = MemorySurface(size: Size(rows: rows, columns: columns))
  screen.settle()
  screen.draw(on: surface)
  return surface
}

/// Fixed timestamps, so screens with dates snapshot the same every run.
package func pinTimestamps(_ database: AppDatabase) throws {
  try database.write { db in
    try db.execute(
      sql: """
        UPDATE categories SET createdAt = '2026-01-02 03:04:05.000', updatedAt = '2026-02-03 04:05:06.000';
        UPDATE items SET createdAt = '2026-01-02 03:04:05.000', updatedAt = '2026-02-03 04:05:06.000';
        """)
  }
}

extension AppScreen {
  package func press(_ keys: Key...) {
    for key in keys { handle(.key(key)) }
  }

  package func type(_ text: String) {
    for character in text { handle(.key(.character(character))) }
  }
}
