#!/usr/bin/env python3
"""Benchmark baton against CPython on the programs in tools/bench/.

usage: python3 tools/bench/run.py BATON [--repeat N] [--filter S]

Both run each program in-process, so that neither side's start-up counts:
CPython execs the program's precompiled code in a fresh namespace (its
cyclic GC on, as in a normal run); baton runs it in a fresh Sandbox of the
Python package built beside BATON (BUILD/python, `make python`), the
load (compile) of the source included.  Each measurement is the CPU time
(time.process_time) of that phase in a child process of its own, so the
load of a shared machine counts little; the best of N runs is kept.  The
outputs of both must be the same.  It prints the time ratio (CPython time
/ baton time: above 1 means baton is faster) and the geometric mean.
"""
import io
import math
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# scripts of the benchmark itself, not programs to compare
NOT_PROGRAMS = {"run.py", "async_wall.py", "mcp_overhead.py", "python_bench.py",
                "api_ratio.py", "redis_bench.py"}


def child(kind, path, build):
    """Run one program once; print its output, then the CPU seconds of its
    run phase on the last line."""
    with open(path) as fh:
        src = fh.read()
    if kind == "cpython":
        code = compile(src, path, "exec")
        ns = {"__name__": "__main__", "__builtins__": __builtins__}
        out, saved = io.StringIO(), sys.stdout
        sys.stdout = out
        t0 = time.process_time()
        exec(code, ns)
        dt = time.process_time() - t0
        sys.stdout = saved
        text = out.getvalue()
    else:
        sys.path.insert(0, os.path.join(build, "python"))
        import baton
        sb = baton.Sandbox(max_steps=None, max_memory="4G", max_output=None,
                           timeout=None)
        t0 = time.process_time()
        r = sb.run(src)
        dt = time.process_time() - t0
        if r.error is not None:
            sys.stdout.write(r.output + str(r.error) + "\n")
            return 1
        text = r.output
    sys.stdout.write(text)
    sys.stdout.write("%.6f\n" % dt)
    return 0


def best_time(kind, path, build, repeat):
    best, out = None, None
    for _ in range(repeat):
        p = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", kind,
                            path, build], capture_output=True, text=True)
        if p.returncode != 0:
            return None, p.stdout + p.stderr
        text, _, last = p.stdout.rstrip("\n").rpartition("\n")
        dt = float(last)
        out = text
        best = dt if best is None else min(best, dt)
    return best, out


def main():
    args = sys.argv[1:]
    if args and args[0] == "--child":
        return child(args[1], args[2], args[3])
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    baton, repeat, filt = args[0], 3, ""
    build = os.path.dirname(os.path.abspath(baton))
    if "--repeat" in args:
        repeat = int(args[args.index("--repeat") + 1])
    if "--filter" in args:
        filt = args[args.index("--filter") + 1]
    progs = sorted(f for f in os.listdir(HERE)
                   if f.endswith(".py") and f not in NOT_PROGRAMS and filt in f)
    ratios = []
    print("CPU seconds of the run phase, in-process, best of %d" % repeat)
    print(f"{'program':<14}{'cpython s':>11}{'baton s':>10}{'speedup':>9}")
    for f in progs:
        path = os.path.join(HERE, f)
        tc, oc = best_time("cpython", path, build, repeat)
        tb, ob = best_time("baton", path, build, repeat)
        if tc is None or tb is None:
            msg = (ob if tb is None else oc).strip().splitlines()[-1:]
            print(f"{f:<14}{'FAILED':>21}   {msg}")
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
