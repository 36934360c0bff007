#!/usr/bin/env python3
"""SyntaxErrors of the match statement, with CPython 3.11 as the oracle.

errors.txt holds blocks

    === name
    <source lines>
    --- Kind LINE message

The program runs under baton; the last line of its stderr must be
"Kind: message" and the traceback's `File "...", line N` must name LINE.
(tests/cases/ compares only the last line; these errors come from the
parser and from the compiler, whose line numbers matter as much.)

  python3 tests/match/run.py BATON     run every block, print `N passed, M failed`
  python3 tests/match/run.py --regen   rewrite the '---' lines from python3
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "errors.txt")


def load():
    cases, cur = [], None
    for line in open(CASES, encoding="utf-8").read().split("\n"):
        if line.startswith("=== "):
            cur = {"name": line[4:].strip(), "src": [], "expect": None}
            cases.append(cur)
        elif line.startswith("--- ") and cur is not None:
            cur["expect"] = line[4:]
        elif cur is not None and cur["expect"] is None:
            cur["src"].append(line)
    for c in cases:
        c["src"] = "\n".join(c["src"]) + "\n"
    return cases


def regen():
    cases = load()
    out = []
    for c in cases:
        try:
            compile(c["src"], "prog.py", "exec")
            expect = "OK 0 -"
        except SyntaxError as e:
            expect = "%s %d %s" % (type(e).__name__, e.lineno, e.msg)
        out.append("=== " + c["name"] + "\n" + c["src"] + "--- " + expect + "\n")
    with open(CASES, "w", encoding="utf-8") as f:
        f.write("".join(out))


def main():
    if sys.argv[1:] == ["--regen"]:
        regen()
        return 0
    baton = sys.argv[1]
    npass = nfail = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "prog.py")
        for c in load():
            with open(path, "w", encoding="utf-8") as f:
                f.write(c["src"])
            proc = subprocess.run([baton, "run", path], capture_output=True,
                                  timeout=30)
            err = proc.stderr.decode("utf-8", "replace")
            lines = [ln for ln in err.splitlines() if ln.strip()]
            kind, line, msg = c["expect"].split(" ", 2)
            if kind == "OK":
                ok = proc.returncode == 0
                got = "exit %d: %s" % (proc.returncode, lines[-1] if lines else "")
            else:
                m = re.findall(r'File "[^"]*", line (\d+)', err)
                got = "%s line %s" % (lines[-1] if lines else "", m[-1] if m else "?")
                ok = (proc.returncode != 0 and lines and lines[-1] == kind + ": " + msg
                      and m and m[-1] == line)
            if ok:
                npass += 1
            else:
                nfail += 1
                print("FAIL %s: expected %s, got %s" % (c["name"], c["expect"], got))
    print("%d passed, %d failed" % (npass, nfail))
    return 1 if nfail else 0


if __name__ == "__main__":
    sys.exit(main())
