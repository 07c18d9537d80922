#!/usr/bin/env python3
"""The published observation library's own tests (sqlite-data), compiled and run against ArborDB.

    python3 Benchmarks/published/measure-sqlite-data.py [--library DIR] [--commit C] [--run]

As `measure.py` does for swift-structured-queries: lays out sqlite-data's
`Tests/SQLiteDataTests` at the release measured in BENCHMARKS.md in
Tests/PublishedDataSuite (git ignores it: that code is not ours to commit), less what
needs CloudKit. Its imports become ArborDB's; what it takes from swift-dependencies'
test support (`.dependency(\\.defaultDatabase, …)`, `@Dependency`) is our shim
(`DataShim/`). Package.swift adds the PublishedDataSuite test target only when
ARBOR_PUBLISHED_DATA_SUITE is set, as this script sets it.

Then it blanks each test with an error until the target builds (measure.py's way) and,
with --run, runs what is left and counts the tests that pass.
"""
import argparse
import os
import re
import shutil

import measure

SUITE = os.path.join(measure.ROOT, "Tests", "PublishedDataSuite")
LOGS = os.path.join(SUITE, "logs")
SHIM = os.path.join(os.path.dirname(os.path.abspath(__file__)), "DataShim")
ENVIRONMENT = dict(os.environ, ARBOR_PUBLISHED_DATA_SUITE="1")

IMPORTS = {
    "import SQLiteData": "import ArborDB",
    "@testable import SQLiteData": "import ArborDB",
    "import SQLiteDataTestSupport": "import ArborDBTestSupport",
    "import DependenciesTestSupport": "",
    "import Dependencies": "",
    "import SQLite3": "import GRDBSQLite",
}


def lay_out(library, commit):
    measure.extract(library, commit, "Tests/SQLiteDataTests", SUITE, LOGS)
    # CloudKit exists on Apple's systems only: its tests and their helpers go.
    shutil.rmtree(os.path.join(SUITE, "CloudKitTests"), ignore_errors=True)
    for name in os.listdir(os.path.join(SUITE, "Internal")):
        if "CloudKit" in name:
            os.remove(os.path.join(SUITE, "Internal", name))
    # What the library compiles only on Apple's systems: primary-key migration is part of
    # its CloudKit sync (`#if canImport(CloudKit)`), FetchBox of its SwiftUI support.
    for name in ["PrimaryKeyMigrationTests.swift", "FetchBoxTests.swift"]:
        os.remove(os.path.join(SUITE, name))
    measure.rewrite(SUITE, IMPORTS)
    measure.copy_shim(SHIM, SUITE)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--library", default="/work/.mirror/pointfreeco+sqlite-data/repo")
    parser.add_argument("--commit", default="1.11.0")
    parser.add_argument("--run", action="store_true")
    parser.add_argument("--keep", action="store_true", help="use the suite as laid out already")
    arguments = parser.parse_args()
    # measure.py's scanner, blanking and build loop, pointed at this suite.
    measure.SUITE, measure.LOGS, measure.ENVIRONMENT = SUITE, LOGS, ENVIRONMENT
    if not arguments.keep:
        lay_out(arguments.library, arguments.commit)
    report, built = measure.compile_suite()
    if not (built and arguments.run):
        return
    output = measure.run_suite("PublishedDataSuite")
    # A blanked test passes with nothing in it: not a pass.
    # (A test in a suite removed whole never runs; names repeat across files, so a
    # blanked name is taken off once.)
    blanked_names = [line.split(" blanked ")[1] for line in report if " blanked " in line]
    passed = 0
    # (A test that passes with a known issue, as the library expects of it, is marked ━.)
    for name in re.findall(r"^[✔━] Test (.+?) passed after", output, re.M):
        bare = name.split("(")[0]
        if bare in blanked_names:
            blanked_names.remove(bare)
        else:
            passed += 1
    failures = measure.failure_reasons(output)
    print("ran: %d pass; %d fail" % (passed, len(failures)))
    for name, reason in sorted(failures.items()):
        print("  %s: %s" % (name, reason.strip().split("\n")[0][:160]))


if __name__ == "__main__":
    main()
