#!/usr/bin/env python3
"""Run the asyncio programs of tests/async under build/async_host and compare
with CPython's output (NAME.out, NAME.err from gen_expected.py).

Each program runs in several host modes: requests answered first-in
first-out, newest first, in random subsets (seeds 1, 2, 3), with a
snapshot, free and restore at every BT_WAIT, each answered as soon as it is
issued (--eager), and with a snapshot after every request too.  Every mode checks bt_cancelled
(--check-cancel).  Stdout must equal NAME.out exactly in every mode; if
NAME.err exists the exit status must be 1 and the last non-empty stderr line
must equal it, else the exit status must be 0.  Each of the selftests of
`async_host --selftest` (the checks that need the C API directly) runs in
its own process and counts as one more test.

Usage: python3 tests/async/run.py BATON_BUILD_DIR [--filter SUBSTR] [--jobs N]
                                  [--modes fifo,reverse,...] [--timeout SECS] [-v]
(BATON_BUILD_DIR may also be a file in that directory, e.g. build/baton.)
The last line printed is always `N passed, M failed`; exit status 1 on failure.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from run_cases import first_diff, last_line  # noqa: E402  (tests/run_cases.py)
SKIP = {"tools.py", "gen_expected.py", "run.py"}
MODES = [
    ("fifo", ["--order", "fifo"]),
    ("reverse", ["--order", "reverse"]),
    ("random1", ["--order", "random", "--seed", "1"]),
    ("random2", ["--order", "random", "--seed", "2"]),
    ("random3", ["--order", "random", "--seed", "3"]),
    ("snapshot", ["--order", "fifo", "--snapshot-every-pause"]),
    ("eager", ["--order", "fifo", "--eager"]),
    ("snapshot-req", ["--order", "random", "--seed", "4", "--snapshot-at-requests"]),
]


def run_one(host, name, flags, timeout):
    base = os.path.join(HERE, name[:-3])
    with open(base + ".out", "rb") as f:
        want_out = f.read().decode("utf-8", "replace")
    want_err = None
    if os.path.exists(base + ".err"):
        with open(base + ".err", encoding="utf-8") as f:
            want_err = f.read().strip("\n")
    try:
        proc = subprocess.run([host, "--check-cancel"] + flags + [name], cwd=HERE,
                              capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"timeout after {timeout}s"
    except OSError as e:
        return f"cannot run: {e}"
    out = proc.stdout.decode("utf-8", "replace")
    err = proc.stderr.decode("utf-8", "replace")
    problems = []
    if proc.returncode < 0:
        problems.append(f"killed by signal {-proc.returncode}; stderr: {last_line(err)!r}")
    if out != want_out:
        problems.append("stdout " + first_diff(want_out, out))
    if want_err is None:
        if proc.returncode != 0:
            problems.append(f"exit status {proc.returncode}, expected 0; "
                            f"stderr: {last_line(err)!r}")
    else:
        if proc.returncode != 1:
            problems.append(f"exit status {proc.returncode}, expected 1 ({want_err!r})")
        got = last_line(err)
        if got != want_err:
            problems.append(f"stderr last line: expected {want_err!r}\n{'':8}got      {got!r}")
    return "\n    ".join(problems)


def selftest_names(host):
    try:
        proc = subprocess.run([host, "--selftest", "--list"], capture_output=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return ["(list)"]
    return proc.stdout.decode().split() if proc.returncode == 0 else ["(list)"]


def run_selftest(host, name, timeout):
    try:
        proc = subprocess.run([host, "--selftest", name], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"timeout after {timeout}s"
    except OSError as e:
        return f"cannot run: {e}"
    if proc.returncode == 0:
        return ""
    out = proc.stdout.decode("utf-8", "replace").splitlines()
    err = proc.stderr.decode("utf-8", "replace").splitlines()
    # the failed checks, and the end of stderr (a sanitizer's report can be long)
    lines = [ln for ln in out if not ln.startswith("ok ")] + err[-12:]
    return f"exit status {proc.returncode}\n    " + "\n    ".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("--filter", default="")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--modes", default=",".join(m for m, _ in MODES))
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    modes = [(m, f) for m, f in MODES if m in args.modes.split(",")]

    build = args.build if os.path.isdir(args.build) else os.path.dirname(args.build)
    host = os.path.abspath(os.path.join(build, "async_host"))
    if not os.access(host, os.X_OK):
        rel = os.path.join(os.path.normpath(build), "async_host")
        make = f"make {rel}" if os.path.normpath(build) == "build" else f"make B={build} {rel}"
        sys.exit(f"{rel} is not built: build it with `{make}` (`make` builds it too), then run again")
    names = sorted(n for n in os.listdir(HERE)
                   if n.endswith(".py") and n not in SKIP and args.filter in n
                   and os.path.exists(os.path.join(HERE, n[:-3] + ".out")))
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
        selftests = {} if args.filter else {
            t: ex.submit(run_selftest, host, t, args.timeout * 4) for t in selftest_names(host)}
        futs = {(n, m): ex.submit(run_one, host, n, flags, args.timeout)
                for n in names for m, flags in modes}
        for n in names:
            # one report per program: the first failing mode in full, then
            # the other modes that fail
            first, others = None, []
            for m, _ in modes:
                msg = futs[(n, m)].result()
                if not msg:
                    passed += 1
                    continue
                failed += 1
                if first is None:
                    first = (m, msg)
                else:
                    others.append(m + ("" if msg == first[1] else " (differently)"))
            if first is not None:
                also = f" (also: {', '.join(others)})" if others else ""
                print(f"FAIL {n} [{first[0]}]{also}\n    {first[1]}")
            elif args.verbose:
                print(f"PASS {n}")
        for t, fut in selftests.items():
            msg = fut.result()
            if msg:
                failed += 1
                print(f"FAIL async_host --selftest {t}\n    {msg}")
            else:
                passed += 1
                if args.verbose:
                    print(f"PASS async_host --selftest {t}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
