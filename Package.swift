// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

#if canImport(Glibc)
  import Glibc
#endif

// Type-checker guard: a chain that takes longer than this to type-check is a design bug
// in the query language (too many overloads), so tests are built with the warning on.
// 400 ms, not 200: an ordinary `#expect(try db.read { … } == x)` costs 150–260 ms here
// depending on the machine's load, so a lower limit named different innocent lines on each
// CI run, while an overload explosion costs seconds and still stands out.
let typeCheckGuard: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-warn-long-expression-type-checking=400"])
]

// Memory: the largest part of what the app holds resident is its own code, which the
// kernel maps 64 KiB around each function first called. lld lays out the functions that
// ordinary use runs first and together (Linking/hot-functions.txt, written by
// Linking/hot-functions.py); the executable exports no symbols (nothing looks any up in
// it); and where the loader knows packed relative relocations (glibc 2.36), its 2 MB
// relocation table takes 36 KB. Peak RSS on /usr as an archive: 34 → 27 MB
// (Benchmarks/history/2026-11-29.md). CI checks the list still names the code
// (`arbor-bench hot-functions`).
let compactExecutable: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-use-ld=lld",
      "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Linking/hot-functions.txt",
      "-Xlinker", "--no-warn-symbol-ordering",
      "-Xlinker", "--no-export-dynamic",
    ] + (loaderKnowsPackedRelocations ? ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] : []),
    .when(platforms: [.linux])
  )
]

// A binary with packed relocations does not start under an older loader (it says which
// glibc it needs), so they are used only where the build's own glibc has them.
var loaderKnowsPackedRelocations: Bool {
  #if canImport(Glibc)
    // "glibc 2.36"
    var text = [CChar](repeating: 0, count: 64)
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count) > 0 else { return false }
    let bytes = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let version = String(decoding: bytes, as: UTF8.self).split(separator: " ").last ?? ""
    let parts = version.split(separator: ".").compactMap { Int($0) }
    return parts.count >= 2 && (parts[0], parts[1]) >= (2, 36)
  #else
    return false
  #endif
}

let package = Package(
  name: "Arbor",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ArborQuery", targets: ["ArborQuery"]),
    .library(name: "ArborDB", targets: ["ArborDB"]),
    .library(name: "ArborQueryTestSupport", targets: ["ArborQueryTestSupport"]),
    .library(name: "ArborDBTestSupport", targets: ["ArborDBTestSupport"]),
    .library(name: "ArborTerminal", targets: ["ArborTerminal"]),
    .library(name: "ArborCore", targets: ["ArborCore"]),
    .library(name: "ArborApp", targets: ["ArborApp"]),
    .library(name: "ArborCluster", targets: ["ArborCluster"]),
    .library(name: "ArborClusterNotes", targets: ["ArborClusterNotes"]),
    .executable(name: "arbor", targets: ["arbor"]),
    .executable(name: "arbor-bench", targets: ["arbor-bench"]),
  ],
  // The published library's trait of that name: `Tagged<Tag, RawValue>` ids are columns and
  // bound values. On by default here (the library's is opt-in): it adds conformances to a
  // type only code that imports Tagged can name.
  traits: [
    .trait(
      name: "Tagged",
      description: "Tagged<Tag, RawValue> values (swift-tagged) as columns and bound values."),
    .default(enabledTraits: ["Tagged"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // Table names from type names, shared by the macros (at compile time) and the query
    // layer (alias names at run time), so both pluralize alike.
    .target(name: "ArborNaming"),
    .macro(
      name: "ArborQueryMacros",
      dependencies: [
        "ArborNaming",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ArborQuery",
      dependencies: [
        "ArborNaming", "ArborQueryMacros",
        .product(name: "Tagged", package: "swift-tagged", condition: .when(traits: ["Tagged"])),
      ]
    ),
    // The query layer's overloads that exist once per width (joins, tuple selections),
    // written by templates into Sources/ArborQuery/Generated: `swift run arbor-codegen`.
    // Not a product; the test that the checked-in files are current depends on it.
    .target(name: "ArborCodegen"),
    .executableTarget(
      name: "arbor-codegen",
      dependencies: ["ArborCodegen"]
    ),
    // The demo data set's JSON made Swift at build time (`EmbedDemoData`), by this tool.
    .executableTarget(
      name: "arbor-embed",
      dependencies: ["ArborCodegen"]
    ),
    .plugin(
      name: "EmbedDemoData",
      capability: .buildTool(),
      dependencies: ["arbor-embed"]
    ),
    .target(
      name: "ArborDB",
      dependencies: [
        "ArborQuery",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "CasePaths", package: "swift-case-paths"),
      ]
    ),
    // For users' tests as much as ours: `assertQuery` (SQL and rows as inline snapshots)
    // and the `.sql` snapshot strategy. Its own product, so ArborDB ships no test code.
    .target(
      name: "ArborQueryTestSupport",
      dependencies: [
        "ArborDB",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // The published observation library's `assertQuery` (SQLiteDataTestSupport): a
    // statement's rows on a database, the default one unless given.
    .target(
      name: "ArborDBTestSupport",
      dependencies: [
        "ArborDB",
        "ArborQueryTestSupport",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    // The C calls Swift cannot make: sqlite3_db_config (variadic) for undo's replay and
    // hardening, the quiet VFS, glibc's malloc_trim and mallopt.
    .target(
      name: "CSQLiteConfig",
      linkerSettings: [.linkedLibrary("sqlite3")]
    ),
    .target(
      name: "CNCurses",
      linkerSettings: [.linkedLibrary("ncursesw")]
    ),
    // zlib's inflate, for an archive member's text (`sqlite3 -A` stores members deflated).
    .target(
      name: "CZlib",
      linkerSettings: [.linkedLibrary("z")]
    ),
    .target(
      name: "ArborTerminal",
      dependencies: ["CNCurses"]
    ),
    // The demo data set, default keymap and theme, compiled in (Swift raw string literals).
    .target(
      name: "ArborResources",
      path: "Resources",
      // The demo data's JSON, compiled in as DemoData.swift at build time.
      exclude: ["Data"],
      plugins: ["EmbedDemoData"]
    ),
    // Schema, migrations, view models, editing and undo, import and export: everything
    // the app knows without a terminal. Not depending on ArborTerminal is the point: the
    // compiler keeps view models off the screen.
    .target(
      name: "ArborCore",
      dependencies: [
        "ArborDB",
        "CSQLiteConfig",
        "CZlib",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    // The screen: components, dialogs, layout, the event loop.
    .target(
      name: "ArborApp",
      dependencies: [
        "ArborCore",
        "ArborDB",
        "ArborResources",
        "ArborTerminal",
      ]
    ),
    .executableTarget(
      name: "arbor",
      dependencies: [
        "ArborApp",
        "ArborCluster",
        "ArborClusterNotes",
        "ArborCore",
        "ArborDB",
        "ArborResources",
        "ArborTerminal",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      linkerSettings: compactExecutable
    ),
    // A tiny full-screen program over the toolkit alone: the pseudo-terminal smoke test
    // drives it, and BENCHMARKS.md measures bytes per cursor move with it.
    .executableTarget(
      name: "terminal-demo",
      dependencies: ["ArborTerminal"]
    ),
    .executableTarget(
      name: "arbor-bench",
      dependencies: [
        "ArborCluster",
        "ArborClusterNotes",
        "ArborDB",
        "ArborApp",
        "ArborCore",
        "ArborTerminal",
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      linkerSettings: compactExecutable
    ),
    // A client of a dqlite cluster, speaking its wire protocol: no terminal, no app code.
    .target(name: "ArborCluster", dependencies: ["ArborQuery"]),
    // arbor's notes on a cluster: a copy in memory the screen reads, kept current by the
    // cluster's change log, edits committed at the leader first.
    .target(
      name: "ArborClusterNotes",
      dependencies: [
        "ArborCluster",
        "ArborCore",
        "ArborDB",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "ArborQueryTests",
      dependencies: [
        "ArborCodegen",
        "ArborDB",
        .product(name: "Tagged", package: "swift-tagged", condition: .when(traits: ["Tagged"])),
        "ArborQueryTestSupport",
        "ArborDBTestSupport",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      swiftSettings: typeCheckGuard
    ),
    .testTarget(
      name: "ArborTerminalTests",
      dependencies: [
        "ArborTerminal",
        "ArborTestSupport",
        "CNCurses",
        "terminal-demo",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: typeCheckGuard
    ),
    // Test support, under Tests/Support: programs on pseudo-terminals and their screens,
    // processes, loopback dqlite nodes (ArborTestSupport); arbor's fixture data and files
    // real programs wrote (ArborFixtures). Only test targets depend on these; the shipped
    // toolkit carries none of it.
    .target(name: "CPseudoTerminal", path: "Tests/Support/CPseudoTerminal"),
    .target(
      name: "ArborTestSupport",
      dependencies: ["ArborCluster", "ArborTerminal", "CPseudoTerminal"],
      path: "Tests/Support/ArborTestSupport"
    ),
    .target(
      name: "ArborFixtures",
      dependencies: ["ArborCore", "ArborDB", "ArborTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Tests/Support/ArborFixtures",
      // Dumps of files real programs wrote, read by path (`RealFiles`).
      exclude: ["RealFiles"]
    ),
    // The app's screen in memory (`makeScreen`, `render`, keys pressed): for the tests of
    // the screen and of a cluster's notes on it.
    .target(
      name: "ArborScreenFixtures",
      dependencies: ["ArborApp", "ArborCore", "ArborDB", "ArborTerminal"],
      path: "Tests/Support/ArborScreenFixtures"
    ),
    // Everything ArborCore knows without a screen, by folder: copies of other programs'
    // trees, trees of paths, other programs' files, arbor's notes.
    .testTarget(
      name: "ArborCoreTests",
      dependencies: [
        "ArborCore", "ArborDB", "ArborFixtures", "ArborTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: typeCheckGuard
    ),
    // The screen: AppScreen driven by keys in memory, drawn on a memory surface.
    .testTarget(
      name: "ArborAppTests",
      dependencies: [
        "ArborApp", "ArborCore", "ArborDB", "ArborFixtures", "ArborResources", "ArborScreenFixtures", "ArborTerminal",
        "ArborTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: typeCheckGuard
    ),
    // arbor's notes on a cluster of `arbor serve` nodes, read and written in this process.
    .testTarget(
      name: "ArborClusterNotesTests",
      dependencies: [
        "ArborApp", "ArborCluster", "ArborClusterNotes", "ArborCore", "ArborFixtures", "ArborScreenFixtures",
        "ArborTerminal", "ArborTestSupport", "arbor", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: typeCheckGuard
    ),
    // The binary end to end: in a pseudo-terminal, over SSH, as `arbor serve` nodes.
    .testTarget(
      name: "ArborEndToEndTests",
      dependencies: [
        // ArborApp only to write the demo notes a session over SSH opens.
        "ArborApp", "ArborCore", "ArborDB", "ArborFixtures", "ArborTerminal", "ArborTestSupport", "arbor",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: typeCheckGuard
    ),
    .testTarget(
      name: "ArborQueryMacrosTests",
      dependencies: [
        "ArborNaming",
        "ArborQueryMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
      ],
      swiftSettings: typeCheckGuard
    ),
    .testTarget(
      name: "ArborClusterTests",
      dependencies: ["ArborCluster", "ArborDB", "ArborTestSupport"],
      swiftSettings: typeCheckGuard
    ),
  ]
)

// The published library's own tests compiled against ArborDB (BENCHMARKS.md, "Published
// library"): a target only when `Benchmarks/published/measure.py` builds, having laid them
// out in Tests/PublishedSuite, which git ignores — that code is not ours to commit. Asked
// by the environment, not by the folder: SwiftPM keeps a manifest's result until its text
// (or environment) changes, and would go on looking for a folder since removed.
#if canImport(Glibc)
  if getenv("ARBOR_PUBLISHED_DATA_SUITE") != nil {
    // What the suite gets from swift-dependencies besides the dependency values.
    package.dependencies.append(
      .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"))
    // sqlite-data's own tests (Benchmarks/published/measure-sqlite-data.py lays them out).
    package.targets.append(
      .testTarget(
        name: "PublishedDataSuite",
        dependencies: [
          "ArborDB",
          "ArborDBTestSupport",
          .product(name: "GRDB", package: "GRDB.swift"),
          .product(name: "GRDBSQLite", package: "GRDB.swift"),
          .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
          .product(name: "SnapshotTestingCustomDump", package: "swift-snapshot-testing"),
          .product(name: "CustomDump", package: "swift-custom-dump"),
          .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        ],
        exclude: ["logs"]
      ))
  }
  if getenv("ARBOR_PUBLISHED_SUITE") != nil {
    package.targets.append(
      .testTarget(
        name: "PublishedSuite",
        dependencies: [
          "ArborDB",
          "ArborQueryTestSupport",
          .product(name: "Tagged", package: "swift-tagged"),
          .product(name: "GRDB", package: "GRDB.swift"),
          .product(name: "GRDBSQLite", package: "GRDB.swift"),
          .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
          .product(name: "CustomDump", package: "swift-custom-dump"),
        ],
        exclude: ["logs"],
        // The library's `CasePaths` and `Tagged` traits, which ArborDB has by default.
        swiftSettings: [.define("CasePaths"), .define("Tagged")]
      ))
  }
#endif
