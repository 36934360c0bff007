#!/usr/bin/env python3
"""pydiff.py - run folders of Python files under baton and CPython 3.11 and
report where they differ, grouped by cause (outside the test suite).

usage: python3 tools/pydiff.py [options] FOLDER_OR_FILE...

Every .py file under the folders runs under python3 and under
`build/baton run FILE`.  A file counts only if CPython runs it cleanly with
the modules an agent would import (AGENT_MODULES, or --modules); the others
are reported as skipped, by reason:

  - CPython imports a module outside that list (an import that fails is
    not counted: `try: import ujson except ImportError: import json` is
    fine, as the failure is the same under baton);
  - CPython reports a SyntaxError (another dialect's syntax), fails the
    file's own assert (a test of another implementation's behaviour), runs
    out of time, or prints only "SKIP" (MicroPython's way to skip a test).

A counted file matches when stdout (with the addresses of default reprs,
` at 0x...`, blanked), the exit status and, after an uncaught exception,
the last line of the traceback (type and message) are the same.
Differences are grouped by cause, most frequent first: baton crashed or hit
a limit, "ModuleNotFoundError: X", a "not supported" refusal, the exception
baton raised where CPython did not (or the other way round), or "stdout
differs" with the first differing line.  The script fetches nothing: give
it folders you have (MicroPython's tests/basics, Monty's test_cases, ...).

Options: --baton PATH (default build/baton), --python PATH (python3),
-j N parallel runs (default 2), --timeout SECONDS per run (default 10),
--modules a,b,c (replace the list), --json FILE (every file's result),
--baton-arg ARG (repeatable: one word of options for `baton run`:
--baton-arg=--entropy, or --baton-arg=--max-memory --baton-arg=256M),
-v (every differing file's first difference).  Exit status 0 when every
counted file matches, 1 otherwise.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys

# The modules an agent's program imports: baton's own, the ones on their way
# in, and a few more of the same kind (a file that needs one of these and
# fails under baton is a missing module, not a file to skip).
AGENT_MODULES = sorted("""
    __future__ abc asyncio base64 bisect calendar collections contextlib copy
    csv dataclasses datetime decimal enum fnmatch fractions functools hashlib
    heapq html io itertools json math operator pprint random re shlex
    statistics string sys textwrap time typing unicodedata urllib uuid
""".split())

# Runs the file as __main__ and writes, at exit, the top-level names of the
# modules it imported successfully itself (imports made by the standard
# library's own modules are not the file's).  Argument 1: the file; the
# environment variable PYDIFF_IMPORTS: where to write the names.
CPYTHON_WRAPPER = r'''
import builtins, os, runpy, sys
_real_import = builtins.__import__
_seen = set()
def _import(name, globals=None, locals=None, fromlist=(), level=0):
    mod = _real_import(name, globals, locals, fromlist, level)
    if level == 0 and globals is not None and globals.get("__name__") == "__main__":
        _seen.add(name.split(".")[0])
    return mod
def _write_imports():
    with open(os.environ["PYDIFF_IMPORTS"], "w") as f:
        f.write(" ".join(sorted(_seen)))
import atexit
atexit.register(_write_imports)
path = sys.argv[1]
sys.argv = sys.argv[1:]
sys.path[0] = os.path.dirname(os.path.abspath(path))
builtins.__import__ = _import
runpy.run_path(path, run_name="__main__")
'''


def last_line(text):
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return lines[-1].strip() if lines else ""


def run(cmd, timeout, env=None, cwd=None):
    """(exit status or 'timeout', stdout bytes, stderr text)"""
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout, env=env,
                           cwd=cwd, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired as e:
        return "timeout", e.stdout or b"", (e.stderr or b"").decode("utf-8", "replace")
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def run_cpython(args, path, imports_file):
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8",
               PYDIFF_IMPORTS=imports_file)
    env.pop("PYTHONSTARTUP", None)
    if os.path.exists(imports_file):
        os.unlink(imports_file)
    rc, out, err = run([args.python, "-c", CPYTHON_WRAPPER, path], args.timeout,
                       env=env, cwd=os.path.dirname(os.path.abspath(path)))
    imported = set()
    if os.path.exists(imports_file):
        with open(imports_file) as f:
            imported = set(f.read().split())
        os.unlink(imports_file)
    return rc, out, err, imported


def run_baton(args, path):
    cmd = [args.baton, "run", "--timeout", str(args.timeout)] + args.baton_arg + [path]
    return run(cmd, args.timeout + 5)


def skip_reason(args, rc, out, err, imported):
    if rc == "timeout":
        return "CPython runs out of time"
    outside = sorted(imported - set(args.modules))
    if outside:
        return "imports " + ", ".join(outside)
    if rc != 0 and last_line(err).startswith(("SyntaxError", "IndentationError", "TabError")):
        return "CPython: " + last_line(err).split(":")[0]
    if rc != 0 and last_line(err).startswith("AssertionError"):
        return "CPython fails the file's own assert"
    if out.strip() == b"SKIP":
        return "prints SKIP"
    return None


def first_difference(want, got):
    """The first differing line, as 'line N: CPython ... | baton ...'."""
    a = want.decode("utf-8", "replace").splitlines()
    b = got.decode("utf-8", "replace").splitlines()
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else "<end of output>"
        y = b[i] if i < len(b) else "<end of output>"
        if x != y:
            return "line %d: CPython %r | baton %r" % (i + 1, x[:120], y[:120])
    return "the same lines, different line ends"


def exc_type(line):
    m = re.match(r"([A-Za-z_][\w.]*)(:|$)", line)
    return m.group(1) if m else line[:40]


def blank_addresses(out):
    """Default reprs' addresses blanked: `<X object at 0x...>` differs by
    design (baton's addresses are stable fakes)."""
    return re.sub(rb" at 0x[0-9a-fA-F]+", b" at 0x?", out)


def cause_of(c_rc, c_out, c_err, b_rc, b_out, b_err):
    """Name the cause of one difference (None when there is none)."""
    c_out, b_out = blank_addresses(c_out), blank_addresses(b_out)
    c_last = last_line(c_err) if c_rc != 0 else ""
    b_last = last_line(b_err) if b_rc != 0 else ""
    if c_out == b_out and c_rc == b_rc and c_last == b_last:
        return None
    if b_rc == "timeout":
        return "baton runs out of time"
    if isinstance(b_rc, int) and b_rc < 0:
        return "baton crashed: signal %d" % -b_rc
    if b_rc == 3:
        return "baton limit: " + b_last
    if b_rc not in (0, 1) and b_rc != c_rc:
        return "baton exit status %s (CPython %s)" % (b_rc, c_rc)
    if b_last != c_last:
        if b_last.startswith("ModuleNotFoundError"):
            m = re.search(r"No module named '([^']*)'", b_last)
            return "ModuleNotFoundError: " + (m.group(1) if m else b_last)
        if "not supported" in b_last:
            return b_last
        if b_out.strip() == b"SKIP":
            return "baton prints SKIP (the test found a feature missing)"
        if b_last and not c_last:
            return "baton raises " + b_last[:160]
        if c_last and not b_last:
            return "CPython raises %s, baton does not" % exc_type(c_last)
        if exc_type(b_last) != exc_type(c_last):
            return "exception type: CPython %s, baton %s" % (exc_type(c_last), exc_type(b_last))
        return "exception message: " + exc_type(c_last)
    if b_out.strip() == b"SKIP":
        return "baton prints SKIP (the test found a feature missing)"
    if c_rc != b_rc:
        return "exit status: CPython %s, baton %s" % (c_rc, b_rc)
    return "stdout differs"


def check(args, path, slot):
    imports_file = os.path.join(args.tmp, "imports.%d" % slot)
    c_rc, c_out, c_err, imported = run_cpython(args, path, imports_file)
    reason = skip_reason(args, c_rc, c_out, c_err, imported)
    if reason:
        return {"file": path, "skipped": reason}
    b_rc, b_out, b_err = run_baton(args, path)
    cause = cause_of(c_rc, c_out, c_err, b_rc, b_out, b_err)
    res = {"file": path, "cpython_exit": c_rc, "baton_exit": b_rc,
           "cpython_exception": last_line(c_err) if c_rc != 0 else ""}
    if cause:
        res["cause"] = cause
        detail = first_difference(c_out, b_out)
        if c_out == b_out:
            detail = "CPython %r | baton %r" % (res["cpython_exception"][:120],
                                                  (last_line(b_err) if b_rc != 0 else "")[:120])
        res["detail"] = detail
    return res


def files_under(paths):
    out = []
    for p in paths:
        if os.path.isfile(p):
            out.append(p)
            continue
        for root, dirs, names in os.walk(p):
            dirs.sort()
            out.extend(os.path.join(root, n) for n in sorted(names) if n.endswith(".py"))
    return out


def group(results, key):
    groups = {}
    for r in results:
        if key in r:
            groups.setdefault(r[key], []).append(r)
    return sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))


def main():
    ap = argparse.ArgumentParser(description="baton vs CPython on folders of .py files")
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--baton", default="build/baton")
    ap.add_argument("--python", default="python3")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--modules", default=",".join(AGENT_MODULES))
    ap.add_argument("--json")
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--baton-arg", action="append", default=[])
    args = ap.parse_args()
    args.modules = [m for m in args.modules.split(",") if m]
    args.baton = os.path.abspath(args.baton)
    import tempfile
    with tempfile.TemporaryDirectory(prefix="pydiff") as tmp:
        args.tmp = tmp
        files = files_under(args.paths)
        with concurrent.futures.ThreadPoolExecutor(max(1, args.j)) as pool:
            results = list(pool.map(lambda ip: check(args, ip[1], ip[0]),
                                    enumerate(files)))
    counted = [r for r in results if "skipped" not in r]
    matched = [r for r in counted if "cause" not in r]
    ending = [r for r in counted if r["cpython_exception"]]
    pct = 100.0 * len(matched) / len(counted) if counted else 0.0
    print("pydiff: %d files, %d skipped, %d counted (%d end in an exception), "
          "%d match baton (%.1f%%)" % (len(results), len(results) - len(counted),
                                      len(counted), len(ending), len(matched), pct))
    print("\nskipped, by reason:")
    reasons = {}
    for r in results:
        if "skipped" in r:
            key = "imports a module outside the list" if r["skipped"].startswith("imports ") else r["skipped"]
            reasons.setdefault(key, []).append(r)
    for key, rs in sorted(reasons.items(), key=lambda kv: -len(kv[1])):
        print("  %4d  %s" % (len(rs), key))
        if key.startswith("imports"):
            mods = {}
            for r in rs:
                for m in r["skipped"][len("imports "):].split(", "):
                    mods[m] = mods.get(m, 0) + 1
            print("        " + ", ".join("%s %d" % kv for kv in
                                        sorted(mods.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("\ndifferences, by cause:")
    for cause, rs in group(counted, "cause"):
        print("  %4d  %s" % (len(rs), cause))
        for r in rs:
            name = os.path.relpath(r["file"])
            print("          %s" % name + (":  " + r["detail"] if args.v else ""))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0 if len(matched) == len(counted) else 1


if __name__ == "__main__":
    sys.exit(main())
