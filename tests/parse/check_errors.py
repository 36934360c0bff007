#!/usr/bin/env python3
"""Parse-error cases for the front end, with CPython 3.11 as the oracle.

errors.txt holds blocks:

    === name [nonl] [nopos]
    <source lines>
    --- Kind line offset message

`nonl`: the source has no final newline.  `esc`: the source is written
with backslash escapes (for bytes that cannot stand in this file).  `own`: baton deliberately differs from CPython
here; --regen keeps the expectation.  `nopos`: only kind and message
are compared (CPython 3.11's positions for that case are not reproduced).

    check_errors.py --regen            rewrite the '---' lines from python3
    check_errors.py /path/to/astdump   run astdump on each case and compare;
                                       prints `N passed, M failed`
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "errors.txt")


def load():
    cases = []
    cur = None
    for line in open(CASES, encoding="utf-8").read().split("\n"):
        if line.startswith("=== "):
            words = line[4:].split()
            cur = {"name": words[0], "flags": set(words[1:]), "src": [],
                   "expect": None}
            cases.append(cur)
        elif line.startswith("--- ") and cur is not None:
            cur["expect"] = line[4:]
        elif cur is not None and cur["expect"] is None:
            cur["src"].append(line)
    for c in cases:
        src = "\n".join(c["src"]) + "\n"
        if "nonl" in c["flags"]:
            src = src[:-1]
        c["text"] = src
        if "esc" in c["flags"]:
            src = src.encode("ascii").decode("unicode_escape")
        c["src"] = src
    return cases


def oracle(src):
    try:
        compile(src, "<case>", "exec")
    except SyntaxError as e:
        return "%s %s %s %s" % (type(e).__name__, e.lineno, e.offset, e.msg)
    return "OK"


def regen():
    out = []
    for c in load():
        flags = " ".join(sorted(c["flags"]))
        out.append("=== " + c["name"] + (" " + flags if flags else ""))
        src = c["text"]
        if "nonl" not in c["flags"]:
            src = src[:-1]
        out.append(src)
        if "own" in c["flags"]:
            out.append("--- " + c["expect"])
        else:
            out.append("--- " + oracle(c["src"]))
    open(CASES, "w", encoding="utf-8").write("\n".join(out) + "\n")


def run(astdump):
    passed = failed = 0
    with tempfile.TemporaryDirectory() as d:
        for c in load():
            path = os.path.join(d, "case.py")
            with open(path, "w", encoding="utf-8") as f:
                f.write(c["src"])
            r = subprocess.run([astdump, "-q", path], capture_output=True,
                               text=True)
            m = re.search(r"^(\w+): (.*) \(offset (-?\d+)\)$", r.stdout, re.M)
            l = re.search(r'^File ".*", line (-?\d+)$', r.stdout, re.M)
            if r.returncode == 0:
                got = "OK"
            elif m and l:
                got = "%s %s %s %s" % (m.group(1), l.group(1), m.group(3),
                                       m.group(2))
            else:
                got = "CRASH rc=%d %s %s" % (r.returncode, r.stdout, r.stderr)
            want = c["expect"]
            if "nopos" in c["flags"] and got != "OK" and want != "OK":
                ok = got.split(" ", 3)[0::3] == want.split(" ", 3)[0::3]
            else:
                ok = got == want
            if ok:
                passed += 1
            else:
                failed += 1
                print("FAIL %s\n  want: %s\n  got:  %s" % (c["name"], want, got))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--regen":
        regen()
    elif len(sys.argv) > 1:
        sys.exit(run(sys.argv[1]))
    else:
        print(__doc__)
        sys.exit(2)
