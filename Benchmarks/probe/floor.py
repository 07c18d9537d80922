"""A stand-in for arbor that answers every key at once with N bytes of redraw (rows of
text with cursor moves and colour changes, like an expand), so that ttyprobe's own cost
for an answer of that size can be measured:

    python3 ../shared/tools/ttyprobe.py --cols 120 --rows 40 \\
        --scenario Benchmarks/probe/floor.json -- python3 Benchmarks/probe/floor.py 1180
"""
import os
import sys
import tty

size = int(sys.argv[1]) if len(sys.argv) > 1 else 2200
fd = sys.stdin.fileno()
tty.setraw(fd)
os.write(1, b"\x1b[?1049h\x1b[H\x1b[2JTree ready\r\n")


def row(r):
    return (f"\x1b[{r};2H\x1b[0;1m\u25b8 \x1b[0mCategory {r:03d} name here"
            f"\x1b[38;5;244m   {r * 7:5d}\x1b[0m").encode()


frame = b"".join(row(r) for r in range(5, 40))
while len(frame) < size:
    frame += frame
frame = frame[:size]
while True:
    key = os.read(fd, 1)
    if not key or key == b"q":
        break
    os.write(1, frame)
os.write(1, b"\x1b[?1049l")
