#!/usr/bin/env python3
"""Writes Linking/hot-functions.txt: the functions arbor runs in ordinary use.

The linker (lld's --symbol-ordering-file, set in Package.swift) lays these out first
and together, so the pages of code a session touches are few: the kernel maps 64 KiB
around each page of code faulted in, and scattered hot functions drag in most of the
binary's 20 MB. A name the linker no longer finds is skipped and a function not listed
goes after the listed ones, so a stale list costs memory, never correctness; regenerate
it after large changes (Benchmarks/history/2026-11-29.md; CI runs `arbor-bench hot-functions`,
which fails when fewer than 90 % of the names are found):

    swift build -c release --product arbor --static-swift-stdlib
    python3 Linking/hot-functions.py .build/release/arbor
    rm .build/release/arbor   # SwiftPM does not see the list change: link again
    swift build -c release --product arbor --static-swift-stdlib

Runs the binary under valgrind's callgrind in a pseudo-terminal over four sessions:
the notes (created with the demo data, then edited and searched), an SQLite archive of
a directory (--tree, default /usr/share/doc) opened twice (the first run makes the
side-car copy), and a table with a parent column summed with --sum, all in their own
empty XDG directories. --profiles DIR keeps the profiles there and reuses those found.

The functions every session ran come first, then those fewer sessions ran, each group
by name: a session's code then lies close together (a name begins with its module and
type). Needs valgrind, strip and the sqlite3 shell.
"""

import argparse
import fcntl
import os
import pty
import re
import select
import shutil
import sqlite3
import struct
import subprocess
import sys
import tempfile
import termios
import time

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "hot-functions.txt")

# Keys as the terminal sends them.
UP, DOWN, RIGHT, LEFT, ESC = "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1b"
BROWSE = [RIGHT, DOWN, RIGHT, DOWN, DOWN, DOWN, UP, LEFT, LEFT, RIGHT, DOWN, RIGHT,
          "G", "g", "s", "s", "s", "?", ESC, "/", "a", "b", ESC, "\t", "\t"]
NOTES = BROWSE + [DOWN, DOWN, "x", "u", "\x12", "/", "t", "o", "m", "\r", ESC]


def drive(command, keys, env, quiet=1.5, limit=120.0):
    """Runs command in a 120x40 pty, sends each key once the screen is quiet, then q."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(command[0], command, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))

    def settle():
        start = last = time.monotonic()
        while time.monotonic() - last < quiet and time.monotonic() - start < limit:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    if not os.read(fd, 65536):
                        return
                except OSError:
                    return
                last = time.monotonic()

    settle()
    for key in keys + ["q"]:
        os.write(fd, key.encode())
        settle()
    os.waitpid(pid, 0)
    os.close(fd)


def functions(profile):
    """Function names callgrind charged to the program it ran (names may be compressed)."""
    objects, names, current, program, found = {}, {}, None, None, set()
    pattern = re.compile(r"(c?)(ob|fn)=(?:\((\d+)\))?(?: ?(.*))?$")
    with open(profile, errors="replace") as lines:
        for line in lines:
            if line.startswith("cmd:"):
                program = line.split(":", 1)[1].split()[0]
                continue
            match = pattern.match(line.rstrip("\n"))
            if not match:
                continue
            called, kind, number, text = match.groups()
            table = objects if kind == "ob" else names
            if number is not None and text:
                table[number] = text
            value = table.get(number) if number is not None else text
            if kind == "ob" and not called:
                current = value
            elif kind == "fn" and not called and current == program:
                if value and not value.startswith("0x"):
                    found.add(value)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--tree", default="/usr/share/doc", help="the directory archived")
    parser.add_argument("--profiles", help="keep the profiles here; reuse those found")
    options = parser.parse_args()
    if not os.path.isfile(options.binary):
        sys.exit(f"hot-functions: no binary at {options.binary}: build it first (see --help)")
    for tool in ("valgrind", "sqlite3", "strip"):
        if not shutil.which(tool):
            sys.exit(f"hot-functions: needs {tool}")
    work = tempfile.mkdtemp(prefix="arbor-hot-")
    profiles = options.profiles or work
    os.makedirs(profiles, exist_ok=True)
    # valgrind 3.19 cannot read the DWARF 5 of a build; the symbol table is enough.
    stripped = os.path.join(work, "arbor")
    subprocess.run(["strip", "--strip-debug", "-o", stripped, options.binary], check=True)

    archive = os.path.join(work, "tree.sqlar")
    subprocess.run(["sqlite3", archive, "-A", "-c", options.tree], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    accounts = os.path.join(work, "accounts.sqlite")
    with sqlite3.connect(accounts) as db:
        db.execute("CREATE TABLE accounts (id INTEGER PRIMARY KEY, parent_id INTEGER"
                   " REFERENCES accounts (id), name TEXT NOT NULL, amount INTEGER)")
        db.executemany("INSERT INTO accounts VALUES (?, ?, ?, ?)",
                       [(n, None if n == 1 else (n - 2) // 4 + 1, f"account {n}",
                         (n * 37) % 1000 - 100) for n in range(1, 2000)])

    sessions = [
        ("notes", [], NOTES),
        ("archive-copy", [archive], BROWSE),
        ("archive", [archive], BROWSE),
        ("accounts", [accounts, "--table", "accounts", "--parent", "parent_id",
                      "--sum", "amount"], BROWSE),
    ]
    home = os.path.join(work, "home")
    counts = {}
    for name, arguments, keys in sessions:
        profile = os.path.join(profiles, f"{name}.callgrind")
        if not os.path.exists(profile):
            env = dict(os.environ, TERM="xterm-256color", HOME=home,
                       XDG_DATA_HOME=os.path.join(home, "data"),
                       XDG_CACHE_HOME=os.path.join(home, "cache"),
                       XDG_CONFIG_HOME=os.path.join(home, "config"),
                       XDG_STATE_HOME=os.path.join(home, "state"))
            command = ["valgrind", "--tool=callgrind", "--demangle=no", "--quiet",
                       f"--callgrind-out-file={profile}", stripped] + arguments
            print(f"hot-functions: {name}", file=sys.stderr)
            drive(command, keys, env)
        seen = functions(profile)
        print(f"hot-functions: {name}: {len(seen)} functions", file=sys.stderr)
        for function in seen:
            counts[function] = counts.get(function, 0) + 1

    # By name within a group, too, so that the file changes only where the code did.
    ordered = sorted(counts, key=lambda name: (-counts[name], name))
    with open(OUTPUT, "w") as out:
        out.write("".join(f"{name}\n" for name in ordered))
    print(f"hot-functions: {len(ordered)} functions in {OUTPUT}", file=sys.stderr)
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
