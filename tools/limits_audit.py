#!/usr/bin/env python3
"""limits_audit.py - every builtin, method, operator and module function
of baton called with huge operands, under a deadline and a step budget
(issue 16: a limit stops the program within ~10 ms, in any operation).

    nice python3 tools/limits_audit.py [--build build] [--timeout-ms 1000]
        [--bound-ms 10] [--rate 1000] [--only SUBSTR]... [--shard K/N]
        [--batch 200] [--list] [--all]

Builds build/limits_audit from tools/limits_audit.c (the runner; see its
header for what it measures), asks baton which modules it has and which
callables each module and builtin type has, makes one call per (callable,
argument pattern) with the big operands below (built once, untimed), and
prints the calls that went more than --bound-ms without looking at the
clock (a GAP: how far past any deadline they could run), that ended more
than --bound-ms past the deadline, or that ran over 20 ms while charged
fewer than --rate steps per ms (a step budget would let them run on: the
interpreter charges tens of thousands a ms).  A collection charges no
steps and may fall inside any call: a call over on the rate alone is
measured again in a fresh runner with the other such calls, and counts
only if it is over again.  Time is the runner thread's
CPU time, so load on the machine does not count; run it niced.

Exit status 1 when something is over the bound.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# The big operands: globals built once by an untimed setup run.  Each is
# big enough that one linear pass over it takes well over 10 ms.
SETUP = r"""
import sys
sys.set_int_max_str_digits(0)
S = 'ab' * (5 * 10**6)
S2 = 'ab' * 10**5 + 'c'
U = 'a\u00e9\u4e00\U0001F600' * (2 * 10**6)
B = b'ab' * (5 * 10**6)
B2 = b'ab' * 10**5 + b'c'
BA = bytearray(B)
L = list(range(2 * 10**6))
LS = [str(i) for i in range(5 * 10**5)]
LL = [[i] for i in range(5 * 10**5)]
T = tuple(L)
D = dict.fromkeys(range(10**6), 1)
DS = dict(zip(LS, L))
ST = set(range(10**6))
FS = frozenset(ST)
I = 7 ** 10**5
I2 = 3 ** 10**5 + 1
N = 10**7
F = 1.5e300
R = range(10**12)
"""

# receivers of the builtin types' methods: (type name, expression); a
# mutable one is copied (untimed) before each call
RECEIVERS = [
    ("str", "S", False), ("str", "U", False), ("bytes", "B", False),
    ("bytearray", "BA", True), ("list", "L", True), ("list", "LS", True),
    ("list", "LL", True), ("tuple", "T", False), ("dict", "D", True),
    ("dict", "DS", True), ("set", "ST", True), ("frozenset", "FS", False),
    ("int", "I", False), ("range", "R", False), ("float", "F", False),
]
MUTABLE = {"BA", "L", "LS", "LL", "D", "DS", "ST"}

# argument patterns for every callable
ARGS = [
    "", "S", "U", "B", "BA", "L", "LS", "LL", "T", "D", "DS", "ST", "I", "N",
    "R", "S, S2", "U, S2", "B, B2", "S, N", "B, N", "L, N", "I, I2", "N, N",
    "I, N", "L, L", "ST, ST", "D, D", "S, S", "L, S", "S, L", "N, I",
    "'%s', S", "b'%s', B", "'x', N", "I, I2, I", "U, 'x'", "S, ''",
    "'{}' * 10**6, *LS[:10**6]", "LS, L", "S, 'b', 'c'", "B, b'b', b'c'",
    "LS, key=len", "L, key=lambda x: -x", "*LS",
]

OPERATORS = ["+", "-", "*", "/", "//", "%", "**", "==", "<", "<=", "&", "|",
             "^", "<<", ">>", "in", "not in", "is"]
OPERANDS = ["S", "U", "B", "L", "LS", "LL", "T", "D", "DS", "ST", "FS", "I",
            "I2", "N", "F", "R", "S2", "B2"]

# modules of plain Python over small data (their loops are the
# interpreter's, charged as any program's) or of side effects
SKIP_MODULES = {"asyncio", "asyncio.locks", "asyncio.queues", "threading",
                "concurrent", "concurrent.futures", "queue", "unittest",
                "logging", "typing", "abc", "collections.abc", "numbers",
                "types", "enum", "dataclasses", "contextlib", "contextvars",
                "warnings", "traceback", "inspect", "keyword", "__future__"}

LISTING = r"""
import sys
def show(kind, owner, obj):
    for n in sorted(dir(obj)):
        if n.startswith('_'):
            continue
        try:
            v = getattr(obj, n)
        except BaseException:
            continue
        if callable(v):
            print(kind, owner, n)
for name, m in MODULES:
    show('mod', name, m)
for t in [str, bytes, bytearray, list, tuple, dict, set, frozenset, int, range, float]:
    show('meth', t.__name__, t)
"""


def baton_modules(build):
    """The modules baton ships: the list its ModuleNotFoundError gives."""
    proc = subprocess.run([os.path.join(build, "baton"), "run", "-c", "import no_such_module_"],
                          capture_output=True, text=True)
    m = re.search(r"baton's modules: ([^)]*)\)", proc.stderr)
    if not m:
        sys.exit("no module list in: " + proc.stderr[-500:])
    return [n for n in m.group(1).split(", ") if not n.startswith("_")]


def builtin_names():
    import builtins
    return sorted(n for n in dir(builtins) if not n.startswith("_") and n[0].islower()
                  and callable(getattr(builtins, n)))


def build_runner(build):
    exe = os.path.join(build, "limits_audit")
    src = os.path.join(HERE, "limits_audit.c")
    lib = os.path.join(build, "libbaton.a")
    if (not os.path.exists(exe) or os.path.getmtime(exe) < os.path.getmtime(src)
            or os.path.getmtime(exe) < os.path.getmtime(lib)):
        subprocess.run(["cc", "-std=c11", "-O2", "-Wall", "-Wextra", "-Werror",
                        "-I" + os.path.join(ROOT, "host"), "-o", exe, src, lib, "-lm"],
                       check=True)
    return exe


def alias(module):
    return "M_" + module.replace(".", "_")


def imports(modules):
    """A program binding each module to its alias (none for the missing)."""
    return "".join("try:\n    import %s as %s\nexcept ImportError:\n    pass\n"
                   % (m, alias(m)) for m in modules)


def listing(build, modules):
    src = imports(modules) + "MODULES = []\n" + "".join(
        "if %r in globals(): MODULES.append((%r, %s))\nelse: print('missing', %r, 'ImportError')\n"
        % (alias(m), m, alias(m), m) for m in modules) + LISTING + "".join(
        "try:\n    %s\nexcept NameError:\n    pass\nelse:\n    print('builtin builtins %s')\n"
        % (n, n) for n in builtin_names())
    proc = subprocess.run([os.path.join(build, "baton"), "run", "-c", src],
                          capture_output=True, text=True)
    if proc.returncode:
        sys.exit("listing the modules failed: " + proc.stderr[-2000:])
    out = proc.stdout
    rows = [line.split() for line in out.splitlines()]
    for r in rows:
        if r[0] == "missing":
            print("module %s: %s" % (r[1], r[2]), file=sys.stderr)
    return [r for r in rows if r[0] != "missing"]


def calls(rows):
    """(label, setup or None, program) for every call to make."""
    for kind, owner, name in rows:
        if kind == "mod":
            if owner in SKIP_MODULES:
                continue
            target = "%s.%s" % (alias(owner), name)
            for a in ARGS:
                yield "%s.%s(%s)" % (owner, name, a), a, "%s(%s)" % (target, a)
        elif kind == "builtin":
            if name in ("input", "breakpoint", "exit", "quit", "help"):
                continue
            for a in ARGS:
                yield "%s(%s)" % (name, a), a, "%s(%s)" % (name, a)
        else:
            for t, recv, mutable in RECEIVERS:
                if t != owner:
                    continue
                for a in ARGS:
                    yield "%s.%s(%s)" % (recv, name, a), recv + "," + a, \
                        "%s.%s(%s)" % (recv, name, a)
    for label, used, prog in EXTRA:
        yield label, used, prog
    for op in OPERATORS:
        for x in OPERANDS:
            for y in OPERANDS + ["1", "2", "N"]:
                e = "%s %s %s" % (x, op, y)
                yield e, x + "," + y, "_ = " + e


# Calls the generic patterns above do not make: natives and library
# functions whose cost lies in an argument other than the first (a width,
# an indent, a count) or that need an operand of their own shape.
# (label, globals used, program).
EXTRA = [
    ("json.dumps(LL, indent=4)", "LL", "import json; _ = json.dumps(LL, indent=4)"),
    ("json.dumps(DS, indent=1, sort_keys=True)", "DS",
     "import json; _ = json.dumps(DS, indent=1, sort_keys=True)"),
    ("format(1, '>' + str(N * 20))", "N", "_ = format(1, '>' + str(N * 20))"),
    ("'{:^{w}}'.format('x', w=N * 20)", "N", "_ = '{:^{w}}'.format('x', w=N * 20)"),
    ("'%*d' % (N * 20, 1)", "N", "_ = '%*d' % (N * 20, 1)"),
    ("f'{I:,}'", "I", "_ = f'{I:,}'"),
    ("str(I)", "I", "_ = str(I)"),
    ("int(S_digits)", "", "_ = int('7' * 10**6)"),
    ("hex(I) / int(hex, 16)", "I", "_ = int(hex(I), 16)"),
    ("I.to_bytes / int.from_bytes", "I",
     "_ = int.from_bytes(I.to_bytes((I.bit_length() + 7) // 8, 'big'), 'little')"),
    ("math.factorial(10**6)", "", "import math; _ = math.factorial(10**6)"),
    ("math.comb(10**6, 5 * 10**5)", "", "import math; _ = math.comb(10**6, 5 * 10**5)"),
    ("math.perm(10**6, 5 * 10**5)", "", "import math; _ = math.perm(10**6, 5 * 10**5)"),
    ("math.isqrt(I * I)", "I", "import math; _ = math.isqrt(I * I)"),
    ("math.gcd(I, I2)", "I", "import math; _ = math.gcd(I, I2)"),
    ("statistics.median(L)", "L", "import statistics; _ = statistics.median(L)"),
    ("statistics.mean(L)", "L", "import statistics; _ = statistics.mean(L)"),
    ("Fraction(I, I2) + 1", "I", "from fractions import Fraction; _ = Fraction(I, I2) + 1"),
    ("Decimal(str(I)) ** 2", "I", "from decimal import Decimal; _ = Decimal(str(I)) ** 2"),
    ("B.hex(':', 1)", "B", "_ = B.hex(':', 1)"),
    ("B.splitlines()", "B", "_ = (B + b'\\n' * 10**6).splitlines()"),
    ("B.expandtabs(N)", "B", "_ = b'\\t'.expandtabs(N * 20)"),
    ("B.center(N * 20)", "B", "_ = b'x'.center(N * 20)"),
    ("B.zfill(N * 20)", "B", "_ = b'1'.zfill(N * 20)"),
    ("shlex.split(S)", "S", "import shlex; _ = shlex.split(S[:10**5])"),
    ("shlex.quote(S)", "S", "import shlex; _ = shlex.quote(S)"),
    ("textwrap.wrap(S)", "S", "import textwrap; _ = textwrap.wrap(('ab ' * 10**5), 30)"),
    ("textwrap.dedent(S)", "S", "import textwrap; _ = textwrap.dedent(S)"),
    ("pprint.pformat(LL)", "LL", "import pprint; _ = pprint.pformat(LL)"),
    ("difflib.SequenceMatcher(LS, LS).ratio()", "LS",
     "import difflib; _ = difflib.SequenceMatcher(None, LS[:10**4], LS[:10**4]).ratio()"),
    ("itertools.product(L, L)", "L", "import itertools; _ = list(itertools.product(L, L))"),
    ("itertools.combinations(L, 2)", "L",
     "import itertools; _ = list(itertools.combinations(L, 2))"),
    ("argparse.parse_args(LS)", "LS",
     "import argparse; p = argparse.ArgumentParser(); p.add_argument('x', nargs='*'); "
     "_ = p.parse_args(LS[:10**5])"),
    # natives added after the audit was written (git log -- vm/lib since
    # 2026-11-20): functools.reduce over native operators, codecs'
    # transforms, io's in-memory files, unicodedata's numeric values,
    # Counter's native count
    ("functools.reduce(operator.add, LS)", "LS",
     "import functools, operator; _ = functools.reduce(operator.add, LS)"),
    ("functools.reduce(operator.add, LL)", "LL",
     "import functools, operator; _ = functools.reduce(operator.add, LL)"),
    ("functools.reduce(operator.mul, L[1:])", "L",
     "import functools, operator; _ = functools.reduce(operator.mul, L[1:10**5])"),
    ("functools.reduce(operator.xor, L)", "L",
     "import functools, operator; _ = functools.reduce(operator.xor, L)"),
    ("functools.reduce(operator.iadd, LL, [])", "LL",
     "import functools, operator; _ = functools.reduce(operator.iadd, LL, [])"),
    ("functools.reduce(operator.concat, LS)", "LS",
     "import functools, operator; _ = functools.reduce(operator.concat, LS)"),
    ("functools.reduce(lambda, L)", "L",
     "import functools; _ = functools.reduce(lambda a, b: a + b, L)"),
    ("operator.concat(L, L)", "L", "import operator; _ = operator.concat(L, L)"),
    ("operator.mul(S, N)", "S", "import operator; _ = operator.mul(S, N)"),
    ("operator.pow(I, 5)", "I", "import operator; _ = operator.pow(I, 5)"),
    ("operator.countOf(L, -1)", "L", "import operator; _ = operator.countOf(L, -1)"),
    ("operator.indexOf(LS, 'x')", "LS", "import operator; _ = operator.indexOf(LS, 'x')"),
    ("operator.itemgetter(*L)(L)", "L",
     "import operator; _ = operator.itemgetter(*L[:10**6])(L)"),
    ("codecs.encode(B, 'hex')", "B", "import codecs; _ = codecs.encode(B, 'hex')"),
    ("codecs.decode(hex, 'hex')", "B", "import codecs; _ = codecs.decode(B.hex(), 'hex')"),
    ("codecs.encode(B, 'base64')", "B", "import codecs; _ = codecs.encode(B, 'base64')"),
    ("codecs.decode(b64, 'base64')", "B",
     "import codecs, base64; _ = codecs.decode(base64.b64encode(B), 'base64')"),
    ("codecs.encode(B, 'zlib')", "B", "import codecs; _ = codecs.encode(B, 'zlib')"),
    ("codecs.encode(B, 'quopri')", "B", "import codecs; _ = codecs.encode(B, 'quopri')"),
    ("codecs.encode(S, 'rot13')", "S", "import codecs; _ = codecs.encode(S, 'rot13')"),
    ("codecs.encode(U, 'utf-16')", "U", "import codecs; _ = codecs.encode(U, 'utf-16')"),
    ("codecs.decode(B, 'utf-32', 'replace')", "B",
     "import codecs; _ = codecs.decode(B, 'utf-32', 'replace')"),
    ("codecs.encode(U, 'cp1252', 'xmlcharrefreplace')", "U",
     "import codecs; _ = codecs.encode(U, 'cp1252', 'xmlcharrefreplace')"),
    ("io.StringIO(S).read()", "S", "import io; _ = io.StringIO(S).read()"),
    ("io.StringIO(S).getvalue()", "S", "import io; _ = io.StringIO(S).getvalue()"),
    ("io.StringIO().write(S)", "S", "import io; _ = io.StringIO().write(S)"),
    ("io.StringIO(S + newlines).readlines()", "S",
     "import io; _ = io.StringIO('ab\\n' * 10**6).readlines()"),
    ("io.StringIO(S).seek/write", "S",
     "import io; f = io.StringIO(S); f.seek(10**7); _ = f.write(S)"),
    ("io.StringIO().writelines(LS)", "LS", "import io; _ = io.StringIO().writelines(LS)"),
    ("list(io.StringIO(lines))", "S", "import io; _ = list(io.StringIO('ab\\n' * 10**6))"),
    ("io.BytesIO(B).read()", "B", "import io; _ = io.BytesIO(B).read()"),
    ("io.BytesIO().write(B)", "B", "import io; _ = io.BytesIO().write(B)"),
    ("io.BytesIO(B).getbuffer()", "B", "import io; _ = bytes(io.BytesIO(B).getbuffer())"),
    ("io.BytesIO(lines).readlines()", "B",
     "import io; _ = io.BytesIO(b'ab\\n' * 10**6).readlines()"),
    ("[unicodedata.numeric(c) for c in U]", "U",
     "import unicodedata; _ = [unicodedata.numeric(c, 0) for c in U[:10**6]]"),
    ("unicodedata.normalize('NFD', U)", "U",
     "import unicodedata; _ = unicodedata.normalize('NFD', U)"),
    ("collections.Counter(LS)", "LS", "import collections; _ = collections.Counter(LS)"),
    ("collections.Counter(S)", "S", "import collections; _ = collections.Counter(S)"),
    ("Counter(L).most_common(10)", "L",
     "import collections; _ = collections.Counter(L).most_common(10)"),
    ("sorted(objects with __lt__)", "",
     "import functools\n@functools.total_ordering\nclass K:\n    def __init__(s, v): s.v = v\n"
     "    def __lt__(s, o): return s.v < o.v\n    def __eq__(s, o): return s.v == o.v\n"
     "_ = sorted([K(-i) for i in range(10**5)])"),
    ("dataclasses.asdict(deep)", "LL",
     "import dataclasses; C = dataclasses.make_dataclass('C', ['v']); "
     "_ = dataclasses.asdict(C(LL))"),
]


def names_in(args):
    return set(re.findall(r"\b[A-Z][A-Z0-9]*\b", args))


def batch(chunk):
    """A program making the calls of chunk, each announced by mark()."""
    # _safepoint(): a Python call is a safe point, where a collection due
    # runs (a batch is straight-line code: natives and tool calls only are
    # none, and the copies of the mutable operands, 50 MB each, would pile
    # up as garbage until the 2 GB limit stops a preparation)
    out = ["def _safepoint():\n    pass\n"]
    for k, (label, used, prog) in chunk:
        fresh = sorted(names_in(used) & MUTABLE)
        for n in fresh:
            prog = re.sub(r"\b%s\b" % n, "_c_" + n, prog)
        out.append("if _START <= %d:\n    mark(%d, 0)\n    _ = %s = None\n    _safepoint()\n"
                   % (k, k, " = ".join("_c_" + n for n in sorted(MUTABLE))))
        out += ["    _c_%s = %s.copy()\n" % (n, n) for n in fresh]
        out.append("    mark(%d, 1)\n    try:\n        %s\n    except BaseException:\n        pass\n"
                   % (k, prog.replace("\n", "\n        ")))
    out.append("mark(-1, 0)\n")
    return "".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--timeout-ms", type=int, default=1000)
    ap.add_argument("--bound-ms", type=float, default=10.0)
    ap.add_argument("--rate", type=float, default=1000.0,
                    help="least steps per CPU ms a call over 20 ms must be charged")
    ap.add_argument("--only", action="append", default=[],
                    help="keep the calls whose label contains this (repeatable)")
    ap.add_argument("--batch", type=int, default=200)
    ap.add_argument("--shard", default="0/1", metavar="K/N",
                    help="make only every Nth call from the Kth (0-based): the whole "
                    "audit in N runs, or a spread sample of it")
    ap.add_argument("--list", action="store_true", help="print the calls, run nothing")
    ap.add_argument("--all", action="store_true", help="print every measured call")
    args = ap.parse_args()
    exe = build_runner(args.build)
    modules = baton_modules(args.build)
    todo = list(calls(listing(args.build, modules)))
    if args.only:
        todo = [c for c in todo if any(o in c[0] for o in args.only)]
    shard, nshards = (int(x) for x in args.shard.split("/"))
    todo = todo[shard::nshards]
    if args.list:
        for label, _, prog in todo:
            print(label, "\t", prog)
        return 0
    cmd = [exe, "--timeout-ms", str(args.timeout_ms), "--max-memory-mb", "2048"]

    def verdict(cpu, gap, past, steps):
        bad = []
        if gap > args.bound_ms:
            bad.append("gap %.1f ms" % gap)
        if past > args.bound_ms:
            bad.append("%.1f ms past the deadline" % past)
        if cpu > 20 and steps < cpu * args.rate:
            bad.append("charged %.0f steps/ms" % (steps / cpu))
        return bad

    over = measured = 0
    suspects = []   # over on the rate alone: perhaps a collection's time
    rc = 0
    for k, st, cpu, gap, past, steps in measure(cmd, modules, todo, args.batch):
        label = todo[k][0]
        measured += 1
        bad = verdict(cpu, gap, past, steps)
        if bad and not (gap > args.bound_ms or past > args.bound_ms):
            suspects.append(k)
            continue
        if bad or args.all:
            print("%-5s %-60s %-12s cpu %7.1f steps %-9d %s" % (
                "OVER" if bad else "ok", label[:60], st, cpu, steps, "; ".join(bad)), flush=True)
        over += bool(bad)
    if suspects:
        # A collection (it charges no steps: README, "Limits") may fall
        # inside any call; a call over on the rate alone is measured again,
        # alone in a fresh runner, and counts only if it is over again.
        again = {}
        alone = [todo[k] for k in suspects]
        for k2, st, cpu, gap, past, steps in measure(cmd, modules, alone, args.batch):
            again[suspects[k2]] = (st, cpu, gap, past, steps)
        for k in suspects:
            label = todo[k][0]
            st, cpu, gap, past, steps = again.get(k, ("missing", 0.0, 0.0, 0.0, 0))
            bad = verdict(cpu, gap, past, steps)
            if bad or args.all:
                print("%-5s %-60s %-12s cpu %7.1f steps %-9d %s%s" % (
                    "OVER" if bad else "ok", label[:60], st, cpu, steps, "; ".join(bad),
                    " (again alone)" if bad else " (over the rate once, not again alone)"),
                    flush=True)
            over += bool(bad)
    print("%d calls measured, %d over (%d measured again alone)" % (measured, over, len(suspects)))
    return 1 if over or measure.rc else 0


def measure(cmd, modules, todo, size):
    """Run the setup and the calls of todo in one runner: yields (index in
    todo, status, cpu ms, gap ms, ms past the deadline, steps)."""
    import threading
    # one setup run per line, each well within the step budget
    records = ["S %s\n%s" % (line, line) for line in SETUP.strip().splitlines()]
    records.append("S imports\n" + imports(modules))
    numbered = list(enumerate(todo))
    for i in range(0, len(numbered), size):
        records.append("B batch\n" + batch(numbered[i:i + size]))
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    data = "\0".join(records)
    feeder = threading.Thread(target=lambda: (proc.stdin.write(data), proc.stdin.close()))
    feeder.start()
    for line in proc.stdout:
        f = line.rstrip("\n").split("\t")
        yield int(f[0]), f[1], float(f[2]), float(f[3]), float(f[4]), int(f[5])
    feeder.join()
    measure.rc = measure.rc or proc.wait()


measure.rc = 0


if __name__ == "__main__":
    sys.exit(main())
