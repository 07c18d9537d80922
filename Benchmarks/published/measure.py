#!/usr/bin/env python3
"""The published library's own tests, compiled and run against ArborDB.

    python3 Benchmarks/published/measure.py [--library DIR] [--commit C] [--run]

Lays out the library's test files (swift-structured-queries, `Tests/StructuredQueriesTests`
at the commit measured in BENCHMARKS.md) in Tests/PublishedSuite, which git ignores: that
code is not ours to commit. Its imports become ArborDB's, its support target is our shim
(`Shim/`: `Database`, `@Dependency`, `assertQuery`, which compares rows, not SQL text).
Package.swift adds the PublishedSuite test target only when ARBOR_PUBLISHED_SUITE is set,
as this script sets it.

Then it builds the target and blanks each test whose body (or signature) has an error — a declaration outside tests
with an error is removed, and the tests it stops blanked in turn — until the target
builds. With --run it builds and runs what is left and counts the tests that give the
library's rows. Reports go to Tests/PublishedSuite/report.txt.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

# Package.swift adds the PublishedSuite target only under this variable.
ENVIRONMENT = dict(os.environ, ARBOR_PUBLISHED_SUITE="1")

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SUITE = os.path.join(ROOT, "Tests", "PublishedSuite")
# The build's and the run's output, and what was blanked (excluded from the target).
LOGS = os.path.join(SUITE, "logs")
SHIM = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Shim")

IMPORTS = {
    "import StructuredQueries": "import ArborDB",
    "import StructuredQueriesCore": "import ArborDB",
    "import StructuredQueriesSQLite": "import ArborDB",
    "import StructuredQueriesSQLiteCore": "import ArborDB",
    "import StructuredQueriesTestSupport": "import ArborQueryTestSupport",
    "import _StructuredQueriesSQLite": "",
    "import Dependencies": "",
    "import _StructuredQueriesSQLite3": "import GRDBSQLite",
}


def extract(library, commit, folder, suite, logs):
    """The library's test folder at `commit`, laid out afresh in `suite`."""
    if os.path.exists(suite):
        shutil.rmtree(suite)
    os.makedirs(logs)
    archive = subprocess.run(
        ["git", "-C", library, "archive", commit, folder], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", suite, "--strip-components=2"], input=archive, check=True)


def rewrite(suite, imports, change=lambda text: text):
    """Each Swift file's imports made ours (a line that is a key of `imports` becomes its
    value), then `change` applied to its text."""
    for folder, _, files in os.walk(suite):
        for name in files:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            lines = []
            for line in open(path).read().split("\n"):
                stripped = line.strip()
                if stripped in imports:
                    line = imports[stripped]
                lines.append(line)
            open(path, "w").write(change("\n".join(lines)))


def copy_shim(shim, suite):
    for name in os.listdir(shim):
        shutil.copy(os.path.join(shim, name), os.path.join(suite, "Shim" + name))


def adapt(text):
    text = text.replace("assertInlineSnapshot(", "shimSQLSnapshot(")
    text = text.replace("StructuredQueriesTestSupport.", "ArborQueryTestSupport.")
    # Its schema's default `datetime('subsec')` needs SQLite 3.42: on 3.40.1 it is
    # NULL, and every insert that leaves `updatedAt` out fails its NOT NULL.
    return text.replace("DEFAULT (datetime('subsec'))", "DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now'))")


def lay_out(library, commit):
    extract(library, commit, "Tests/StructuredQueriesTests", SUITE, LOGS)
    # Its assertQuery is ours (the shim's); everything else of its support is used as is.
    os.remove(os.path.join(SUITE, "Support", "AssertQuery.swift"))
    # Its snapshot suite's trait (`.snapshots(record:)`) does not expand here; the suite
    # only groups the others, and our assertQuery records nothing.
    open(os.path.join(SUITE, "Support", "SnapshotTests.swift"), "w").write(
        "import Testing\n\n@MainActor @Suite(.serialized) struct SnapshotTests {}\n")
    rewrite(SUITE, IMPORTS, adapt)
    copy_shim(SHIM, SUITE)


# --- A small Swift scanner: braces outside strings and comments.

def skip_string(text, i):
    """`text[i]` opens a string literal (after any `#`s); returns the index past its end."""
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    multi = text.startswith('"""', i)
    quote = '"""' if multi else '"'
    i += len(quote)
    close = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    while i < len(text):
        if text.startswith(escape, i):
            j = i + len(escape)
            if j < len(text) and text[j] == "(":
                i = skip_parens(text, j)
                continue
            i = j + 1
            continue
        if text.startswith(close, i):
            return i + len(close)
        if not multi and text[i] == "\n":
            return i + 1
        i += 1
    return i


def skip_parens(text, i):
    depth = 0
    while i < len(text):
        c = text[i]
        if c == '"' or (c == "#" and text[i:].lstrip("#").startswith('"')):
            i = skip_string(text, i)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def blocks(text):
    """Every brace pair (open, close) and the code's significant offsets."""
    pairs = []
    stack = []
    i = 0
    while i < len(text):
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            if i < 0:
                break
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i)
            i = len(text) if end < 0 else end + 2
            continue
        if c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            i = skip_string(text, i)
            continue
        if c == "{":
            stack.append(i)
        elif c == "}" and stack:
            pairs.append((stack.pop(), i))
        i += 1
    return pairs


def tests(text):
    """(name, start of `@Test`, body open, body close) for each test function."""
    found = []
    pairs = dict(blocks(text))
    for match in re.finditer(r"^\s*@Test\b", text, re.M):
        func = re.compile(r"\bfunc\s+([`\w]+)").search(text, match.end())
        if not func:
            continue
        open_brace = None
        i = func.end()
        while i < len(text):
            if text[i] == "(":
                i = skip_parens(text, i)
                continue
            if text[i] == "{":
                open_brace = i
                break
            i += 1
        if open_brace is None or open_brace not in pairs:
            continue
        found.append((func.group(1), match.start(), open_brace, pairs[open_brace]))
    return found


DECL = re.compile(
    r"^\s*(?:@\w+(?:\([^\n]*\))?\s*)*(?:(?:public|private|fileprivate|internal|static|final|nonisolated|"
    r"mutating|override|indirect)\s+)*(?:struct|enum|class|extension|func|var|let|init|case|protocol|typealias|"
    r"subscript|actor)\b")


def line_offsets(text):
    offsets = [0]
    for index, c in enumerate(text):
        if c == "\n":
            offsets.append(index + 1)
    return offsets


def fix(path, lines_with_errors, report):
    """Blanks the tests of `path` with an error, or removes the declarations that have
    one; returns whether anything changed."""
    text = open(path).read()
    offsets = line_offsets(text)
    edits = []  # (start, end, replacement)
    for line in sorted(set(lines_with_errors)):
        at = offsets[min(line, len(offsets)) - 1]
        for name, start, body_open, body_close in tests(text):
            if start <= at <= body_close:
                if at > body_open:
                    edits.append((body_open, body_close + 1, "{}", name))
                else:
                    edits.append((start, body_close + 1, "", name))
                break
        else:
            # The innermost declaration holding the line: its first line to its brace.
            best = None
            for open_, close in blocks(text):
                line_start = text.rfind("\n", 0, open_) + 1
                # The declaration may begin on an earlier line (attributes, a wrapped
                # signature): walk back while the lines are not blank and not a brace's end.
                if not (line_start <= at <= close):
                    continue
                if not DECL.match(text[line_start:open_]) and not DECL.match(text[line_start:text.find("\n", line_start)]):
                    continue
                if best is None or close - line_start < best[1] - best[0]:
                    best = (line_start, close + 1)
            if best:
                start, end = best
                # Attribute lines just above belong to it.
                while True:
                    previous = text.rfind("\n", 0, start - 1) + 1
                    if start > 0 and re.match(r"^\s*@\w+", text[previous:start]) and "{" not in text[previous:start]:
                        start = previous
                    else:
                        break
                edits.append((start, end, "", "declaration at line %d" % line))
            else:
                line_end = text.find("\n", at)
                edits.append((at, line_end if line_end >= 0 else len(text), "", "line %d" % line))
    if not edits:
        return False
    # Outermost edits win; apply from the end.
    edits.sort(key=lambda e: (e[0], -(e[1] - e[0])))
    kept = []
    for edit in edits:
        if kept and edit[0] < kept[-1][1]:
            continue
        kept.append(edit)
    for start, end, replacement, name in reversed(kept):
        text = text[:start] + replacement + text[end:]
        report.append("%s: %s %s" % (os.path.relpath(path, SUITE), "blanked" if replacement == "{}" else "removed", name))
    open(path, "w").write(text)
    return True




ERROR = re.compile(r"^(/[^:]+\.swift):(\d+):\d+: error: (.*)$")
NOTE = re.compile(r"^(/[^:]+\.swift):(\d+):\d+: note: (?:in expansion of macro|expanded code originates here)")


def errors_by_file(output):
    found = {}
    pending = []
    for line in output.split("\n"):
        error = ERROR.match(line)
        if error:
            path, number = error.group(1), int(error.group(2))
            if path.startswith(SUITE):
                found.setdefault(path, []).append(number)
                pending = []
            else:
                pending.append(line)
            continue
        note = NOTE.match(line)
        if note and pending and note.group(1).startswith(SUITE):
            found.setdefault(note.group(1), []).append(int(note.group(2)))
            pending = []
    return found


def build(report, limit=40):
    for attempt in range(limit):
        result = subprocess.run(
            ["swift", "build", "--build-tests"],
            cwd=ROOT, capture_output=True, text=True, env=ENVIRONMENT)
        output = result.stdout + result.stderr
        open(os.path.join(LOGS, "build-%d.log" % attempt), "w").write(output)
        if result.returncode == 0:
            return True
        found = errors_by_file(output)
        shim = [p for p in found if os.path.basename(p).startswith("Shim")]
        if shim:
            print("errors in the shim:", shim, file=sys.stderr)
            return False
        changed = False
        for path, lines in found.items():
            changed = fix(path, lines, report) or changed
        print("attempt %d: %d files with errors" % (attempt, len(found)), file=sys.stderr)
        if not changed:
            print(output[-4000:], file=sys.stderr)
            return False
    return False


def count_tests():
    total = 0
    for folder, _, files in os.walk(SUITE):
        for name in files:
            if name.endswith(".swift") and not name.startswith("Shim"):
                total += len(tests(open(os.path.join(folder, name)).read()))
    return total


def compile_suite(keep=False):
    """Blanks what does not compile until the suite builds, says how much was blanked, and
    keeps the list in the logs; returns the list and whether it built. With `keep`, the
    suite was blanked by an earlier run: its list is read back, since those empty tests
    pass and must not count."""
    everything = count_tests()
    report = []
    earlier = os.path.join(LOGS, "report.txt")
    if keep and os.path.exists(earlier):
        report = [line for line in open(earlier).read().split("\n") if line]
    built = build(report)
    blanked = [line for line in report if " blanked " in line or "removed" in line]
    open(os.path.join(LOGS, "report.txt"), "w").write("\n".join(report) + "\n")
    print("tests: %d; blanked or removed: %d; built: %s" % (everything, len(blanked), built))
    return report, built


def run_suite(target):
    """The test target's run, its output kept in the logs."""
    result = subprocess.run(
        ["swift", "test", "--skip-build", "--filter", target], cwd=ROOT, capture_output=True, text=True,
        env=ENVIRONMENT)
    output = result.stdout + result.stderr
    open(os.path.join(LOGS, "run.log"), "w").write(output)
    return output


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--library", default="/work/.mirror/pointfreeco+swift-structured-queries/repo")
    parser.add_argument("--commit", default="7cdc5c4")
    parser.add_argument("--run", action="store_true")
    parser.add_argument("--keep", action="store_true", help="use the suite as laid out already")
    arguments = parser.parse_args()
    if not arguments.keep:
        lay_out(arguments.library, arguments.commit)
    report, built = compile_suite(arguments.keep)
    if not (built and arguments.run):
        return
    output = run_suite("PublishedSuite")
    # A blanked test passes with nothing in it: not a pass.
    blanked_tests = len([line for line in report if " blanked " in line])
    passed = len(re.findall(r"^✔ Test .+? passed after", output, re.M)) - blanked_tests
    failures = failure_reasons(output)
    newer, wording, fixed, other = [], [], [], []
    for name, reason in sorted(failures.items()):
        if NEWER_SQLITE.search(reason) or name.split(" (")[0] in NEWER_BY_NAME:
            newer.append(name)
        elif is_wording(reason):
            wording.append(name)
        elif reason.startswith("Known issue was not recorded"):
            # The library marks its own wrong answer as a known issue; ArborDB gives the
            # right one, so the issue never comes.
            fixed.append(name)
        else:
            other.append((name, reason))
    # Every test of the suite counts, those blanked because they do not compile too, unless
    # every statement of one needs a newer SQLite: 3.40.1 could not run it compiled either.
    blanked_newer = blanked_needing_newer_sqlite(report, arguments.library, arguments.commit)
    runnable = count_tests() - len(newer) - len(blanked_newer)
    print("ran: %d give the library's rows; %d fail: %d need a newer SQLite, %d only in an error's words, "
          "%d answer where the library records a known issue of its own, %d other"
          % (passed, len(failures), len(newer), len(wording), len(fixed), len(other)))
    print("  of the %d that SQLite 3.40.1 runs: %d (%.1f %%) give the library's rows; with its own known issues "
          "answered right, %d (%.1f %%)" % (runnable, passed, 100.0 * passed / max(runnable, 1),
                                            passed + len(fixed), 100.0 * (passed + len(fixed)) / max(runnable, 1)))
    print("  newer SQLite:", ", ".join(newer))
    print("  blanked, and every statement needs a newer SQLite:", ", ".join(blanked_newer))
    print("  error words:", ", ".join(wording))
    print("  known issues of the library's own, answered:", ", ".join(fixed))
    for name, reason in other:
        print("  other: %s: %s" % (name, reason.strip().split("\n")[0][:160]))


# What SQLite 3.40.1 does not have: JSONB (3.45), `unhex` (3.41), `subsec` (3.42),
# `json_array_insert` and negative array indexes in JSON paths (3.47 and later).
NEWER_SQLITE = re.compile(
    r"no such (function|table): (jsonb_|unhex|json_array_insert)|JSON path error near '\[-|\$\[#-|subsec")


# Tests whose failure names no missing function: the `floor` date modifier (3.46) makes the
# date NULL; the schema's `subsec` default, written otherwise here, shows in a pragma's rows;
# a JSON5 document (a trailing comma, 3.42) read with a negative index (`$[#-1]`, 3.47) is
# "malformed JSON" (the error's words alone, as the library prints them, name neither).
NEWER_BY_NAME = {"monthOverflow()", "virtualTable()", "queryJSON()"}


# A statement's expected SQL that names what 3.40.1 lacks.
NEWER_IN_SQL = re.compile(r"\bjsonb_\w+\(|\bunhex\(|\bjson_array_insert\(|'subsec'")


def blanked_needing_newer_sqlite(report, library, commit):
    """The blanked tests (names with their files) each of whose `assertQuery` statements
    is written, in the library's own expected SQL, with a function 3.40.1 lacks."""
    found = []
    for line in report:
        match = re.match(r"(.+?): blanked (\S+)$", line)
        if not match:
            continue
        path, name = match.groups()
        original = subprocess.run(
            ["git", "-C", library, "show", "%s:Tests/StructuredQueriesTests/%s" % (commit, path)],
            capture_output=True, text=True).stdout
        for test_name, _, body_open, body_close in tests(original):
            if test_name != name:
                continue
            statements = original[body_open:body_close].split("assertQuery(")[1:]
            snapshots = [re.search(r'"""(.*?)"""', statement, re.S) for statement in statements]
            if statements and all(snapshot and NEWER_IN_SQL.search(snapshot.group(1)) for snapshot in snapshots):
                found.append("%s (%s)" % (name, path))
    return found


def failure_reasons(output):
    """Each failed test's first issue text."""
    reasons = {}
    current = None
    for line in output.split("\n"):
        started = re.match(r"✘ Test (.+?) recorded an issue at ([^:]+):\d+:\d+: (.*)", line)
        if started:
            # Names repeat across suites; the file tells them apart.
            current = "%s (%s)" % (started.group(1), started.group(2))
            reasons.setdefault(current, started.group(3) + "\n")
            continue
        if line.startswith("✘ Test") or line.startswith("◇") or line.startswith("✔"):
            current = None
            continue
        if current is not None and len(reasons[current]) < 4000:
            reasons[current] += line + "\n"
    return reasons


def is_wording(reason):
    """An error whose message is the library's with GRDB's words around it."""
    match = re.search(r"--- expected\n(.*?)\n\s*--- got\n(.*)", reason, re.S)
    if not match:
        return False
    expected = match.group(1).strip()
    got = re.sub(r"^SQLite error \d+: ", "", match.group(2).strip())
    got = re.sub(r" - while executing `.*$", "", got, flags=re.S)
    return bool(expected) and not expected.startswith("┌") and (got == expected or expected in got)

if __name__ == "__main__":
    main()
