#!/usr/bin/env python3
"""Run tests/cases/*.py under a baton binary and compare with CPython's output.

Usage: python3 tests/run_cases.py BATON_BINARY [--filter SUBSTR] [--jobs N]
                                  [--wrap "valgrind -q"] [--timeout SECS] [-v]

Each case runs as `BATON_BINARY run --timeout 0 NAME.py` with cwd tests/cases. Stdout must
equal NAME.out exactly. If NAME.err exists the exit status must be non-zero and
the last non-empty stderr line must equal it; otherwise the exit status must be
0. The wrap command may also be given in the env var BATON_WRAP.
The timeout is a hang guard on the case's CPU time (so that a loaded
machine cannot fail a case; wall time is also capped, at four times the
limit, for a case that blocks): 10 s a case, 90 s for a sanitizer build (a
binary under a directory whose name contains "asan"), where GC stress
collects the whole heap at every safe point and a program that builds a
big heap (a module's tables, a random differential case) runs 10-50x
slower than in a normal build.
With --times FILE each case's CPU time (user + system, from the child's
rusage: the machine's load does not count) goes to FILE, slowest first,
and the ten slowest are printed: what to make cheaper when the sanitizer
run grows.
The last line printed is always `N passed, M failed`; exit status 1 on failure.
"""
import argparse
import concurrent.futures
import os
import shlex
import subprocess
import sys
import threading
import time

CASES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases")


def last_line(text):
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return lines[-1] if lines else ""


def first_diff(expected, actual):
    """Describe the first differing line between two texts."""
    el = expected.split("\n")
    al = actual.split("\n")
    for i in range(max(len(el), len(al))):
        e = el[i] if i < len(el) else "<missing>"
        a = al[i] if i < len(al) else "<missing>"
        if e != a:
            return f"line {i + 1}: expected {e!r}\n{'':8}got      {a!r}"
    return "outputs differ only in trailing newline"


class Ran:
    """What run_timed gives: returncode, stdout, stderr (bytes), cpu (s)."""


def child_cpu(pid):
    """CPU seconds (user + system) a running child has used, from
    /proc/PID/stat; None where there is no /proc (then only the wall
    cap guards)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
    except OSError:
        return None
    # fields after the ")" that closes the command name: state is the
    # first, utime and stime are the 12th and 13th
    fields = stat[stat.rfind(b")") + 2:].split()
    try:
        ticks = int(fields[11]) + int(fields[12])
    except (IndexError, ValueError):
        return None
    return ticks / os.sysconf("SC_CLK_TCK")


def run_timed(cmd, cwd, timeout):
    """subprocess.run with the child's CPU time (os.wait4's rusage)."""
    proc = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    bufs = {}

    def drain(key, stream):
        bufs[key] = stream.read()
    readers = [threading.Thread(target=drain, args=(k, st))
               for k, st in (("out", proc.stdout), ("err", proc.stderr))]
    for t in readers:
        t.start()
    wall_deadline = time.monotonic() + 4 * timeout
    next_cpu_check = 0.0
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        now = time.monotonic()
        over = now > wall_deadline
        if not over and now >= next_cpu_check:
            next_cpu_check = now + 0.25
            cpu = child_cpu(proc.pid)
            over = cpu is not None and cpu > timeout
        if over:
            proc.kill()
            os.wait4(proc.pid, 0)
            proc.returncode = -9
            for t in readers:
                t.join()
            raise subprocess.TimeoutExpired(cmd, timeout)
        time.sleep(0.005)
    for t in readers:
        t.join()
    proc.returncode = os.waitstatus_to_exitcode(status)
    r = Ran()
    r.returncode, r.stdout, r.stderr = proc.returncode, bufs["out"], bufs["err"]
    r.cpu = usage.ru_utime + usage.ru_stime
    return r


def run_one(name, cmd_prefix, timeout, times=None):
    base = name[:-3]
    with open(os.path.join(CASES, base + ".out"), "rb") as f:
        want_out = f.read().decode("utf-8", "replace")
    err_path = os.path.join(CASES, base + ".err")
    want_err = None
    if os.path.exists(err_path):
        with open(err_path, encoding="utf-8") as f:
            want_err = f.read().strip("\n")
    try:
        # --timeout 0: the hang guard is this runner's (the CLI's default
        # of 5 s is too short for a sanitizer build or a loaded machine)
        proc = run_timed(cmd_prefix + ["run", "--timeout", "0", name], CASES, timeout)
    except subprocess.TimeoutExpired:
        return False, f"timeout after {timeout}s"
    except OSError as e:
        return False, f"cannot run: {e}"
    if times is not None:
        times[name] = proc.cpu
    out = proc.stdout.decode("utf-8", "replace")
    err = proc.stderr.decode("utf-8", "replace")
    problems = []
    if proc.returncode < 0:
        problems.append(f"killed by signal {-proc.returncode}; "
                        f"stderr: {last_line(err)!r}")
    if out != want_out:
        problems.append("stdout " + first_diff(want_out, out))
    if want_err is None:
        if proc.returncode != 0:
            problems.append(f"exit status {proc.returncode}, expected 0; "
                            f"stderr: {last_line(err)!r}")
    else:
        if proc.returncode == 0:
            problems.append(f"exit status 0, expected failure {want_err!r}")
        got = last_line(err)
        if got != want_err:
            problems.append(f"stderr last line: expected {want_err!r}\n"
                            f"{'':8}got      {got!r}")
    return not problems, "\n    ".join(problems)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--filter", default="")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--wrap", default=os.environ.get("BATON_WRAP", ""))
    ap.add_argument("--timeout", type=float, default=None)
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--times", metavar="FILE",
                    help="write each case's CPU seconds to FILE, slowest first")
    args = ap.parse_args()

    binary = os.path.abspath(args.binary)
    if args.timeout is None:
        args.timeout = 90.0 if "asan" in os.path.dirname(binary) else 10.0
    cmd_prefix = shlex.split(args.wrap) + [binary]
    names = sorted(n for n in os.listdir(CASES)
                   if n.endswith(".py") and args.filter in n
                   and os.path.exists(os.path.join(CASES, n[:-3] + ".out")))
    if "asan" in os.path.dirname(binary):
        # a case whose first line is "# not under ASan: REASON" runs on
        # normal builds only (GC stress collects at every safe point, so
        # recursion 1000 frames deep costs minutes there)
        def asan_ok(n):
            with open(os.path.join(CASES, n), encoding="utf-8") as f:
                return not f.readline().startswith("# not under ASan:")
        skipped = [n for n in names if not asan_ok(n)]
        names = [n for n in names if n not in skipped]
        if skipped:
            print(f"not under ASan: {', '.join(skipped)}")
    passed = failed = 0
    times = {} if args.times else None
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
        futs = {n: ex.submit(run_one, n, cmd_prefix, args.timeout, times)
                for n in names}
        for n in names:
            ok, msg = futs[n].result()
            if ok:
                passed += 1
                if args.verbose:
                    print(f"PASS {n}")
            else:
                failed += 1
                print(f"FAIL {n}\n    {msg}")
    if times is not None:
        ranked = sorted(times.items(), key=lambda kv: -kv[1])
        with open(args.times, "w") as f:
            f.writelines(f"{cpu:8.2f} {n}\n" for n, cpu in ranked)
        print(f"CPU seconds: {sum(times.values()):.1f} in all; slowest:")
        for n, cpu in ranked[:10]:
            print(f"{cpu:8.2f} {n}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
