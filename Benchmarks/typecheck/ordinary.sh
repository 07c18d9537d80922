#!/bin/bash
# Type-checks Ordinary.swift with and without `import ArborDB` and prints each
# expression's time (ms) side by side. Run after `swift build` (it reads .build/debug).
# A benchmark, not a test: times move with the machine's load; compare the columns.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
modules="$root/.build/debug/Modules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/Benchmarks/typecheck/Ordinary.swift" "$work/plain.swift"
{ echo "import ArborDB"; cat "$root/Benchmarks/typecheck/Ordinary.swift"; } > "$work/imported.swift"
typecheck_times() {
  # `|| true`: an expression the compiler gives up on is an error, reported as such below.
  { swiftc -typecheck -I "$modules" \
    -Xcc -fmodule-map-file="$root/.build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap" \
    -Xcc -fmodule-map-file="$root/.build/debug/CSQLiteConfig.build/module.modulemap" \
    -Xfrontend -warn-long-expression-type-checking=1 "$1" 2>&1 || true; } \
    | sed -n -e 's/^.*\.swift:\([0-9]*\):[0-9]*: warning: expression took \([0-9]*\)ms.*/\1 \2/p' \
      -e 's/^.*\.swift:\([0-9]*\):[0-9]*: error: the compiler is unable to type-check.*/\1 !/p'
}
for run in 1 2 3; do
  typecheck_times "$work/plain.swift" > "$work/plain.$run"
  typecheck_times "$work/imported.swift" | awk '{ print $1 - 1, $2 }' > "$work/imported.$run"
done
# One run's figure for a line: its time, marked `!` where the compiler gave up.
took() {
  awk -v l="$1" '$1 == l { if ($2 == "!") gave = "!"; else ms = $2 } END { print ms gave }' "$2"
}
echo "(! : the compiler gave up on the expression: \"unable to type-check in reasonable time\")"
echo "line  plain ms (3 runs)  import ArborDB ms (3 runs)  expression"
for line in $(cut -d' ' -f1 "$work/plain.1" "$work/imported.1" | sort -n -u); do
  plain=$(for run in 1 2 3; do took "$line" "$work/plain.$run"; done | paste -sd/)
  imported=$(for run in 1 2 3; do took "$line" "$work/imported.$run"; done | paste -sd/)
  text=$(sed -n "${line}p" "$work/plain.swift" | sed 's/^ *let \([a-z]*\) =.*/\1/')
  printf '%4s  %-18s  %-26s  %s\n' "$line" "${plain:--}" "${imported:--}" "$text"
done
