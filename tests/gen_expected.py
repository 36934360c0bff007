#!/usr/bin/env python3
"""Regenerate expected outputs for tests/cases/*.py using CPython (the oracle).

For each case NAME.py (run with cwd = tests/cases) writes NAME.out with the exact
stdout. If the exit status is non-zero, NAME.err holds only the last non-empty
line of stderr (the exception line); otherwise any stale NAME.err is removed.

Sandbox override: a case whose source has a line
    # baton-expect-error: <exception line>
differs from CPython on purpose (e.g. `import os` is refused by baton). Its
NAME.err is that line whatever CPython does; such a case must end at the
statement that fails, so its stdout is still taken from CPython.

Usage: python3 tests/gen_expected.py [NAME.py ...]
"""
import os
import subprocess
import sys

CASES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases")
TIMEOUT = 30


def last_line(text):
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return lines[-1] if lines else ""


OVERRIDE = "# baton-expect-error:"


def override_of(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith(OVERRIDE):
                return line[len(OVERRIDE):].strip()
    return None


def gen(name, python):
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = env.get("GEN_HASHSEED", "0")
    env["PYTHONIOENCODING"] = "utf-8"
    env.pop("PYTHONSTARTUP", None)
    proc = subprocess.run([python, name], cwd=CASES, capture_output=True,
                          timeout=TIMEOUT, env=env)
    base = name[:-3]
    with open(os.path.join(CASES, base + ".out"), "wb") as f:
        f.write(proc.stdout)
    err_path = os.path.join(CASES, base + ".err")
    forced = override_of(os.path.join(CASES, name))
    if forced is not None:
        with open(err_path, "w", encoding="utf-8") as f:
            f.write(forced + "\n")
        return "err (override): " + forced
    if proc.returncode != 0:
        line = last_line(proc.stderr.decode("utf-8", "replace"))
        with open(err_path, "w", encoding="utf-8") as f:
            f.write(line + "\n")
        return "err: " + line
    if os.path.exists(err_path):
        os.remove(err_path)
    return "ok"


def main(argv):
    python = os.environ.get("PYTHON", "python3")
    if argv:
        names = [os.path.basename(a) for a in argv]
    else:
        names = sorted(n for n in os.listdir(CASES) if n.endswith(".py"))
    n_err = 0
    for name in names:
        if not name.endswith(".py"):
            name += ".py"
        res = gen(name, python)
        if res != "ok":
            n_err += 1
        if argv or os.environ.get("GEN_VERBOSE"):
            print(f"{name}: {res}")
    print(f"{len(names)} cases generated, {n_err} with an expected error")


if __name__ == "__main__":
    main(sys.argv[1:])
