#!/bin/bash
# Type-checks Selections.swift (selects of one expression, tuples of growing width with
# literal and named offsets, a labeled tuple, nested subqueries) against a build's modules
# and prints each expression's time (ms), three runs. Run after `swift build`; give another
# build's directory (`selections.sh .build/release`) to compare two builds of ArborDB.
# A benchmark, not a test: times move with the machine's load; compare the columns.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$root/.build/debug}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{ echo "import ArborDB"; cat "$root/Benchmarks/typecheck/Selections.swift"; } > "$work/selections.swift"
typecheck_times() {
  # `|| true`: an expression the compiler gives up on is an error, reported as such below.
  { swiftc -typecheck -I "$build/Modules" \
    -load-plugin-executable "$build/ArborQueryMacros-tool#ArborQueryMacros" \
    -Xcc -fmodule-map-file="$root/.build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap" \
    -Xcc -fmodule-map-file="$build/CSQLiteConfig.build/module.modulemap" \
    -Xfrontend -warn-long-expression-type-checking=1 "$1" 2>&1 || true; } \
    | sed -n -e 's/^selections\.swift:\([0-9]*\):[0-9]*: warning: expression took \([0-9]*\)ms.*/\1 \2/p' \
      -e 's/^selections\.swift:\([0-9]*\):[0-9]*: error: the compiler is unable to type-check.*/\1 !/p'
}
cd "$work"
for run in 1 2 3; do typecheck_times selections.swift | awk '{ print $1 - 1, $2 }' > "run.$run"; done
took() {
  awk -v l="$1" '$1 == l { if ($2 == "!") gave = "!"; else if ($2 > ms) ms = $2 } END { print ms gave }' "$2"
}
echo "(! : the compiler gave up on the expression: \"unable to type-check in reasonable time\")"
echo "line  ms (3 runs)     expression"
for line in $(cut -d' ' -f1 run.1 | sort -n -u); do
  times=$(for run in 1 2 3; do took "$line" "run.$run"; done | paste -sd/)
  text=$(sed -n "$((line + 1))p" selections.swift | sed -e 's/^ *//' | cut -c1-70)
  printf '%4s  %-14s  %s\n' "$line" "$times" "$text"
done
