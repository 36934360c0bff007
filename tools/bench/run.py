#!/usr/bin/env python3
"""Benchmark baton against CPython on the programs in tools/bench/.

usage: python3 tools/bench/run.py BATON [--repeat N] [--filter S]

Runs each program under `BATON run` and `python3` in the same session,
takes the best wall time of N runs each, checks that both print the same
output, and prints the time ratio (CPython time / baton time: above 1 means
baton is faster) and the geometric mean of the ratios.
"""
import math
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# scripts of the benchmark itself, not programs to compare
NOT_PROGRAMS = {"run.py", "async_wall.py", "mcp_overhead.py", "python_bench.py",
                "api_ratio.py"}


def best_time(cmd, repeat):
    best, out = None, None
    for _ in range(repeat):
        t0 = time.perf_counter()
        p = subprocess.run(cmd, capture_output=True, text=True)
        dt = time.perf_counter() - t0
        if p.returncode != 0:
            return None, p.stdout + p.stderr
        out = p.stdout
        best = dt if best is None else min(best, dt)
    return best, out


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    baton, repeat, filt = args[0], 3, ""
    if "--repeat" in args:
        repeat = int(args[args.index("--repeat") + 1])
    if "--filter" in args:
        filt = args[args.index("--filter") + 1]
    progs = sorted(f for f in os.listdir(HERE)
                   if f.endswith(".py") and f not in NOT_PROGRAMS and filt in f)
    ratios = []
    print(f"{'program':<14}{'cpython s':>11}{'baton s':>10}{'speedup':>9}")
    for f in progs:
        path = os.path.join(HERE, f)
        tc, oc = best_time([sys.executable, path], repeat)
        tb, ob = best_time([baton, "run", path], repeat)
        if tb is None:
            print(f"{f:<14}{tc:>11.3f}{'FAILED':>10}   {ob.strip().splitlines()[-1:]}")
            continue
        mark = "" if oc == ob else "  (output differs!)"
        ratios.append(tc / tb)
        print(f"{f:<14}{tc:>11.3f}{tb:>10.3f}{tc / tb:>8.2f}x{mark}")
    if ratios:
        g = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"geometric mean speedup over CPython: {g:.2f}x "
              f"({len(ratios)} programs; >1 means baton is faster)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
