#!/usr/bin/env python3
"""Wall time of concurrent async tool calls under `baton run --async-tool`.

usage: python3 tools/bench/async_wall.py BATON [--calls N] [--delay S] [--repeat R]

A program gathers N calls (default 10) of an async tool whose command
sleeps S seconds (default 0.3); the best wall time of R runs (default 3),
process start included, is printed against N * S, the time the calls
would take one after another.
"""
import os
import subprocess
import sys
import time

PROGRAM = """import asyncio
async def main():
    rs = await asyncio.gather(*[work(i) for i in range({n})])
    print(sum(r["args"][0] for r in rs))
asyncio.run(main())
"""


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    baton, calls, delay, repeat = os.path.abspath(args[0]), 10, 0.3, 3
    if "--calls" in args:
        calls = int(args[args.index("--calls") + 1])
    if "--delay" in args:
        delay = float(args[args.index("--delay") + 1])
    if "--repeat" in args:
        repeat = int(args[args.index("--repeat") + 1])
    cmd = [baton, "run", "--async-tool", f"work=sleep {delay}; cat",
           "-c", PROGRAM.format(n=calls)]
    want = f"{calls * (calls - 1) // 2}\n"
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        p = subprocess.run(cmd, capture_output=True, text=True)
        dt = time.perf_counter() - t0
        if p.returncode != 0 or p.stdout != want:
            print(f"async tool calls: FAILED (status {p.returncode})\n{p.stdout}{p.stderr}",
                  end="")
            return 1
        best = dt if best is None else min(best, dt)
    seq = calls * delay
    print(f"{calls} gathered calls of a {delay:g} s command: {best:.3f} s wall "
          f"(one after another: {seq:.1f} s; {seq / best:.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
