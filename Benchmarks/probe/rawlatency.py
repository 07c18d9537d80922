"""A program's own time per key, without a terminal emulator: ttyprobe.py feeds each
answer to pyte before it notes the time, so a program writing more bytes looks slower
than it is. This one only reads the pseudo-terminal: a key's latency is the time of the
last byte read before 40 ms of quiet. Same scenarios as ttyprobe (keys and repeat).

    python3 Benchmarks/probe/rawlatency.py --ready GiB \\
        --scenario Benchmarks/probe/usr-arbor.json -- arbor usr.sqlar
    python3 Benchmarks/probe/rawlatency.py --ready "Total disk usage" \\
        --scenario Benchmarks/probe/usr-ncdu.json -- ncdu -f usr.ncdu

Arrow keys are sent in application mode (ESC O A), which both programs read.
"""
import argparse
import fcntl
import json
import os
import pty
import select
import statistics
import struct
import termios
import time

KEYS = {"<Up>": b"\x1bOA", "<Down>": b"\x1bOB", "<Right>": b"\x1bOC", "<Left>": b"\x1bOD", "<Enter>": b"\r"}
QUIET = 0.04


def drain(fd):
    """Reads until QUIET seconds pass without output; the time of the last byte."""
    last = None
    while select.select([fd], [], [], QUIET)[0]:
        if not os.read(fd, 65536):
            break
        last = time.monotonic()
    return last


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ready", required=True)
    parser.add_argument("--scenario", required=True)
    parser.add_argument("--cols", type=int, default=120)
    parser.add_argument("--rows", type=int, default=40)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    steps = json.load(open(args.scenario))
    started = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", args.rows, args.cols, 0, 0))
    seen = b""
    while args.ready.encode() not in seen:
        if not select.select([fd], [], [], 10)[0]:
            raise SystemExit(f"{args.ready!r} did not appear")
        seen += os.read(fd, 65536)
    first = (time.monotonic() - started) * 1000
    drain(fd)
    latencies = {}
    for step in steps:
        for _ in range(step.get("repeat", 1)):
            sent = time.monotonic()
            os.write(fd, KEYS.get(step["keys"], step["keys"].encode()))
            last = drain(fd)
            if last is not None:
                latencies.setdefault(step.get("label", step["keys"]), []).append((last - sent) * 1000)
    with open(f"/proc/{pid}/status") as status:
        peak = next((int(line.split()[1]) for line in status if line.startswith("VmHWM")), 0)
    os.write(fd, b"q")
    try:
        while os.read(fd, 65536):
            pass
    except OSError:
        pass
    os.waitpid(pid, 0)
    report = {"first_frame_ms": round(first, 2), "peak_rss_kb": peak}
    for label, values in sorted(latencies.items()):
        values.sort()
        report[label] = {"n": len(values), "median": round(statistics.median(values), 2),
                         "p95": round(values[max(0, int(len(values) * 0.95) - 1)], 2)}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
