#!/usr/bin/env python3
"""agentprog_diff.py - random whole programs of the kind agents write, run
under baton and CPython 3.11, compared on stdout, stderr and exit status
(outside the test suite).

pyfuzz_diff.py tries one construct per snippet; here each program mixes
many at once as an agent's script does: records as a list of dicts with
unicode names, a class with a property, __repr__, ordering and a
classmethod, f-strings with computed format specs, dict and list
comprehensions with conditions, sorting with tuple keys, str methods,
slices with negative steps, unpacking with a star, integer and float edge
cases (floor division and modulo of negatives, float repr, round half to
even, int('...') errors), repr of unicode and escapes, exceptions caught
and chained.  A program may end in an uncaught exception raised a few
calls deep (in a method, a lambda, a comprehension, a generator, or during
the handling of another): then the whole traceback must be CPython's, with
its ^^^^ lines.

usage: python3 tools/agentprog_diff.py BATON [PROGRAMS [SEED]] [--keep DIR]
       [-v]  (default 100 programs, seed 1; exit status 1 when one differs)
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

NAMES = ["Ana", "Björn", "Chloé", "Dmitri", "Émile", "Fatima", "Gül", "Hiro",
         "Ivan", "Jürgen", "Kai", "Łukasz", "Mía", "Noël", "O'Brien",
         "Zoë", "李", "Søren", "Renée", "Ñandú", "tab\there", "quote\"s"]
CATS = ["books", "tools", "food", "toys", "Garden", "misc"]
TEXTS = ["  Hello, World!  ", "a,b,,c", "key=value; other = 2", "naïve café",
         "ﬁne ß İ", "line1\nline2\r\nline3", "x-y_z", "   ", "", "CamelCaseText",
         "tab\tsep\tvals", "emoji 🙂 ok", "zero\u200bwidth", "e\u0301", "12,345.67",
         "MiXeD 123 cAsE", "'single' \"double\"", "back\\slash", "\x00nul\x7f"]
NUM_STRS = ["42", "-7", " 12 ", "3.5", "1e3", "0x1f", "1_000", "", "abc", "12a",
            "٣", "+5", "-0", "inf", "nan", "9" * 25, "1__0", "0b101", "  -3  "]
INTS = [0, 1, -1, 2, -2, 3, 7, -7, 10, -10, 12, 100, 255, -128, 10 ** 6, 2 ** 31,
        -(2 ** 63), 2 ** 64 + 1, 10 ** 20]
FLOATS = ["0.0", "-0.0", "0.1", "0.5", "1.5", "2.5", "-2.5", "2.675", "0.125", "1e16",
          "1e-7", "123.456", "3.0", "1/3", "2/3", "1e300", "5e-324", "0.1 + 0.2",
          "float('inf')", "-float('inf')", "float('nan')", "1e22", "9.995", "-0.5"]
SPECS_F = ["", ".2f", ">10.3f", "<8.1f", "^12.2e", "+.3g", ",.2f", "_.1f", ".0%",
           ".1%", "08.2f", "e", "g", ".10g", "=+10.2f", "*^11.1f", "n", ".3", "#.0f"]
SPECS_I = ["", "d", ",", "_", ">6", "<6", "^7", "+d", " d", "08d", "x", "#x", "X",
           "#o", "b", "#b", "_b", ",d", "=+8", "c", "e", ".2f", "%", "*>9,"]
SPECS_S = ["", ">10", "<10", "^10", "*^9", ".3", ">8.2", "-<7", "s", "10"]


class Gen:
    def __init__(self, r):
        self.r = r
        self.lines = []

    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def emit(self, text):
        self.lines.extend(text.strip("\n").split("\n"))

    def guarded(self, expr, label=None):
        """print(expr), or the exception's type and message."""
        label = label or expr
        self.emit("try:\n    print(%r, %s)\nexcept Exception as e:\n"
                  "    print(%r, type(e).__name__, e)" % (label[:60], expr, label[:60]))

    # ---- data ----
    def records(self):
        n = self.r.randint(3, 8)
        recs = []
        for i in range(n):
            price = self.pick([round(self.r.uniform(0, 500), self.r.randint(0, 3)),
                               self.r.randint(-5, 50), 0.5 + self.r.randint(0, 9),
                               2.675, 1e-3, 1e7 + 0.5])
            rec = {"id": i + 1, "name": self.pick(NAMES), "cat": self.pick(CATS),
                   "price": price, "qty": self.r.randint(-3, 12)}
            if self.chance(0.15):
                del rec[self.pick(["qty", "cat"])]
            if self.chance(0.1):
                rec["price"] = self.pick(["'12.5'", "None"])
                rec["price"] = {"'12.5'": "12.5", "None": None}[rec["price"]]
            recs.append(rec)
        self.emit("records = %r" % (recs,))

    def klass(self):
        order = self.pick(["price", "name", "qty", "(self.cat, -self.qty)"])
        order_expr = order if order.startswith("(") else "self." + order
        other_expr = order_expr.replace("self.", "other.")
        self.emit('''
class Item:
    tax = %s

    def __init__(self, id, name, cat="misc", price=0, qty=0):
        self.id, self.name, self.cat = id, name, cat
        self.price, self.qty = price, qty

    @classmethod
    def from_dict(cls, d):
        return cls(**d)

    @property
    def total(self):
        return self.price * self.qty * (1 + self.tax)

    def __repr__(self):
        return f"Item({self.id!r}, {self.name!r}, price={self.price!r})"

    def __str__(self):
        return f"{self.name:<8}|{self.cat:^7}|{self.qty:>4}"

    def __eq__(self, other):
        return isinstance(other, Item) and self.id == other.id

    def __lt__(self, other):
        return %s < %s

    def __hash__(self):
        return hash(self.id)
''' % (self.pick(["0.2", "0", "0.075", "1/3", "0.1"]), order_expr, other_expr))

    # ---- blocks ----
    def block_items(self):
        self.emit("items = []\nfor r in records:\n    try:\n        items.append(Item.from_dict(r))\n"
                  "    except TypeError as e:\n        print('skip', r.get('id'), e)")
        self.emit("print(sorted(items)[:3])" if self.chance(0.5) else
                  "print(max(items), min(items), sep=' / ')")
        self.guarded("[str(i) for i in sorted(items, reverse=True)]")
        self.guarded("{i.cat: round(i.total, %d) for i in items}" % self.r.randint(0, 3))
        self.guarded("sum(i.total for i in items if i.qty > 0)")
        self.guarded("f'{sum(i.qty for i in items):%s}'" % self.pick(SPECS_I))
        self.guarded("len(set(items)), items[0] in items, items[0] == records[0]")

    def block_report(self):
        key = self.pick(["lambda r: r['price']", "lambda r: (r.get('cat', ''), -r['id'])",
                         "lambda r: r['name'].lower()", "lambda r: r.get('qty', 0) or 0",
                         "lambda r: (r['price'] is None, r['price'])", "lambda r: r['name'][::-1]"])
        w = self.r.randint(3, 12)
        spec = self.pick(SPECS_F)
        self.emit('''
try:
    for r in sorted(records, key=%s%s):
        print(f"{r['id']:>3} {r['name']:<%d.%d} {r['price']:%s} {r.get('qty', '?')!s:>4}")
except Exception as e:
    print("report failed:", type(e).__name__, e)
''' % (key, ", reverse=True" if self.chance(0.3) else "", w, max(1, w - 2), spec))
        self.emit('''
groups = {}
for r in records:
    groups.setdefault(r.get("cat", "none"), []).append(r["id"])
print({k: v[::-1] for k, v in sorted(groups.items())})
counts = {k: len(v) for k, v in groups.items() if len(v) %s 1}
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
''' % self.pick([">", ">=", "=="]))

    def block_text(self):
        t = self.pick(TEXTS)
        self.emit("text = %r" % t)
        for _ in range(self.r.randint(3, 6)):
            self.guarded(self.pick([
                "text.split(%r)" % self.pick([",", " ", "=", ";", "\t"]),
                "text.split(maxsplit=%d)" % self.r.randint(0, 2),
                "text.strip(%r)" % self.pick([" ", " H!", "xa", "  \t"]),
                "[w.capitalize() for w in text.split()]",
                "text.title(), text.swapcase(), text.casefold()",
                "text.upper(), text.lower(), len(text.upper())",
                "text[::%d]" % self.pick([-1, -2, 2, -3]),
                "text[%d:%d:%d]" % (self.r.randint(-8, 8), self.r.randint(-8, 8),
                                   self.pick([-1, -2, 1, 3])),
                "text.center(%d, %r)" % (self.r.randint(0, 24), self.pick(["*", "-", "é"])),
                "text.partition(%r)" % self.pick(["=", ",", " ", "x"]),
                "text.rsplit(%r, 1)" % self.pick([",", " ", "="]),
                "text.splitlines(%s)" % self.pick(["", "True"]),
                "text.replace(%r, %r, %d)" % (self.pick(["a", " ", ",", "l"]),
                                              self.pick(["", "--", "É"]), self.r.randint(-1, 2)),
                "repr(text), ascii(text)",
                "text.find(%r, %d), text.rfind(%r)" % (self.pick(["a", "l", " "]),
                                                      self.r.randint(-3, 5), self.pick(["e", "o"])),
                "text.index(%r)" % self.pick(["=", "zz", "a"]),
                "text.encode('utf-8')[:12], text.encode('ascii', 'replace')[:8]",
                "text.expandtabs(%d)" % self.r.randint(0, 8),
                "text.zfill(%d), text.ljust(%d, '.')" % (self.r.randint(0, 20), self.r.randint(0, 20)),
                "[c for c in text if c.isalpha()][-3:]",
                "'|'.join(sorted(set(text.lower()) - set(' ,')))",
                "text.startswith((%r, %r)), text.endswith(%r)" % (
                    self.pick(["a", " ", "H", "k"]), self.pick(["x", "C", "n"]), self.pick(["!", "3", " "])),
                "f'{text!r:^30}'", "f'{text:%s}'" % self.pick(SPECS_S),
                "text.removeprefix('  ').removesuffix('!  ')",
                "dict(p.split('=', 1) for p in text.split(';'))",
            ]))

    def block_numbers(self):
        a, b = self.pick(INTS), self.pick(INTS + [3, -3, 4, -4])
        x, y = self.pick(FLOATS), self.pick(FLOATS)
        for _ in range(self.r.randint(3, 6)):
            self.guarded(self.pick([
                "%d // %d, %d %% %d" % (a, b, a, b),
                "divmod(%d, %d)" % (a, b),
                "divmod(%s, %s)" % (x, y),
                "(%s) // (%s), (%s) %% (%s)" % (x, y, x, y),
                "round(%s), round(%s, %d)" % (x, x, self.r.randint(-2, 3)),
                "round(%d, %d)" % (a, self.r.randint(-3, 1)),
                "repr(%s), str(%s * 3)" % (x, x),
                "int(%r)" % self.pick(NUM_STRS),
                "float(%r)" % self.pick(NUM_STRS),
                "int(%r, %d)" % (self.pick(["ff", "0x1f", "101", "z", "-10", "0o17"]),
                                 self.pick([0, 2, 8, 16, 36])),
                "%d ** %d" % (self.pick([2, -2, 10, 0, 3]), self.pick([-1, 0, 5, 64, -2])),
                "(%s) ** %s" % (x, self.pick(["0.5", "2", "-1", "1e3"])),
                "%d / %d" % (a, b),
                "int(%s), float(%d)" % (x, a),
                'f"{%s:%s}"' % (x, self.pick(SPECS_F)),
                "f'{%d:%s}'" % (a, self.pick(SPECS_I)),
                "format(%s, %r), format(%d, %r)" % (x, self.pick(SPECS_F), a, self.pick(SPECS_I)),
                "'%%5.2f|%%-6d|%%x|%%r' %% (%s, %d, %d, %r)" % (x, a, abs(a), self.pick(TEXTS)),
                "sorted([%s, %s, %d, %d])" % (x, y, a, b),
                "max(%s, %s), min(%d, %s)" % (x, y, a, y),
                "abs(%s), -(%s), +(%d)" % (x, x, a),
                "(%s).is_integer(), (%s).as_integer_ratio()" % (x, x),
                "(%d).bit_length(), hex(%d), bin(%d)" % (a, a, b),
                "sum([0.1] * %d), sum([%s, %s])" % (self.r.randint(1, 12), x, y),
                "%s == %s, %s < %s, %d == %s" % (x, y, x, y, a, x),
            ]))

    def block_unpack(self):
        seq = self.pick(["records", "[r['id'] for r in records]", "'abcdef'",
                         "list(range(%d))" % self.r.randint(0, 6), "(1, 2)", "[]"])
        self.emit('''
try:
    first, *middle, last = %s
    print(first if isinstance(first, int) else sorted(first.items())[:2], len(middle), last == first)
except ValueError as e:
    print("unpack:", e)
try:
    a, b = %s
    a, b = b, a
    print(a, b)
except (ValueError, TypeError) as e:
    print("pair:", type(e).__name__, e)
merged = {**{"a": 1, "b": 2}, **{"b": %d, "c": [%s]}}
print(merged, [*merged], [*merged.values()][::-1])
''' % (seq, self.pick(["(1, 2)", "[3]", "'xy'", "range(3)", "{'k': 1, 'j': 2}", "5"]),
       self.pick(INTS), ", ".join(repr(self.pick(NAMES)) for _ in range(2))))

    def block_exceptions(self):
        exc = self.pick(["ValueError", "KeyError", "RuntimeError", "LookupError"])
        self.emit('''
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code

def lookup(table, key):
    try:
        return table[key]
    except %s as e:
        raise AppError(%d, f"no {key!r} in table") from e

for key in (%r, %r):
    try:
        print(lookup({"a": 1, "b": [1, 2]}, key))
    except AppError as e:
        print("AppError", e.code, e, repr(e.__cause__), e.args)
    except Exception as e:
        print("other", type(e).__name__, e)
    finally:
        print("done", key)
''' % (exc, self.r.randint(400, 599), self.pick(["a", "b", "z", "é"]),
       self.pick(["b", "q", 0, ("a",)])))
        if self.chance(0.5):
            self.emit('''
errors = []
for raw in %r:
    try:
        errors.append(int(raw))
    except ValueError as e:
        errors.append(str(e))
print(errors)
''' % ([self.pick(NUM_STRS) for _ in range(4)],))

    # ---- the end: an uncaught exception a few calls deep ----
    def ending(self):
        kind = self.pick(["method", "lambda", "comp", "gen", "during", "from", "nested",
                          "dict", "attr", "int", "format", "unpack"])
        self.emit("\n# ending: %s" % kind)
        if kind == "method":
            self.emit('''
class Parser:
    def __init__(self, text):
        self.text = text
    def numbers(self):
        return [self.convert(p) for p in self.text.split(%r)]
    def convert(self, part):
        return int(part.strip()) * %d
print(Parser(%r).numbers())
''' % (",", self.pick([1, 2, -1]), self.pick(["1, 2, x", "4,5,,6", "7, 8.5"])))
        elif kind == "lambda":
            self.emit("rows = %r\nprint(sorted(rows, key=lambda r: (r[%r], r['name'])))"
                      % ([{"name": self.pick(NAMES), "v": self.r.randint(0, 9)} for _ in range(3)]
                         + [{"name": "x"}], "v"))
        elif kind == "comp":
            self.emit("data = {'a': '1', 'b': %r}\ntotals = {k: int(v) * 2 for k, v in data.items()}"
                      % self.pick(["two", "3.0", ""]))
        elif kind == "gen":
            self.emit('''
def ratios(values):
    for v in values:
        yield %d / v
avg = sum(r for r in ratios(%r)) / 3
''' % (self.pick([1, 10, -3]), [self.pick([1, 2, 4]), 0, 5]))
        elif kind == "during":
            self.emit('''
def fetch(cache, k):
    try:
        return cache[k]
    except KeyError:
        return cache["default"].upper()
fetch({"default": %s}, "x")
''' % self.pick(["None", "3", "[1]"]))
        elif kind == "from":
            self.emit('''
class ConfigError(Exception):
    pass
def setting(cfg, name):
    try:
        return float(cfg[name])
    except (KeyError, ValueError) as e:
        raise ConfigError(f"bad setting {name!r}") from %s
setting({"rate": %r}, %r)
''' % (self.pick(["e", "None"]), self.pick(["fast", "1.5"]), self.pick(["rate", "speed"])))
        elif kind == "nested":
            self.emit('''
def level3(x):
    return x[%d]
def level2(x):
    return level3(x) + 1
def level1(xs):
    return [level2(x) for x in xs]
print(level1(%r))
''' % (self.r.randint(0, 2), [[1, 2, 3], [4, 5], [6]]))
        elif kind == "dict":
            self.emit("config = {'db': {'host': 'h', 'port': 5432}}\n"
                      "print(config['db'][%r] + 1)" % self.pick(["port", "user", "host"]))
        elif kind == "attr":
            self.emit('''
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
pts = [Point(3, 4), Point(1, None)]
print([round(p.norm(), 2) for p in pts])
''')
        elif kind == "int":
            self.emit("values = %r\nprint(sum(int(v) for v in values))"
                      % (["1", "2", self.pick(["3.5", "x", "", " 4 ", "1e3"])],))
        elif kind == "format":
            self.emit("value = %s\nprint(f'{value:%s}')" % (
                self.pick(["'text'", "3.5", "12", "None", "[1]"]), self.pick(["d", ".2f", ">5", "x", ","])))
        else:
            self.emit("def split_pair(s):\n    k, v = s.split(%r)\n    return k, v\n"
                      "print(dict(split_pair(p) for p in %r))"
                      % ("=", ["a=1", self.pick(["b=2=3", "c", "d=4"])]))

    def program(self):
        self.lines = []
        self.records()
        self.klass()
        blocks = [self.block_items, self.block_report, self.block_text, self.block_numbers,
                  self.block_unpack, self.block_exceptions, self.block_text, self.block_numbers]
        for b in self.r.sample(blocks, self.r.randint(3, len(blocks))):
            b()
        if self.chance(0.5):
            self.ending()
        return "\n".join(self.lines) + "\n"


def run(cmd, path):
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8")
    try:
        p = subprocess.run(cmd + [path], capture_output=True, timeout=60, env=env)
    except subprocess.TimeoutExpired:
        return None
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def first_difference(a, b):
    la, lb = a.split("\n"), b.split("\n")
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<end>"
        y = lb[i] if i < len(lb) else "<end>"
        if x != y:
            return "line %d:\n      CPython: %s\n      baton:   %s" % (i + 1, x[:200], y[:200])
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("baton")
    ap.add_argument("programs", nargs="?", type=int, default=100)
    ap.add_argument("seed", nargs="?", type=int, default=1)
    ap.add_argument("--keep")
    ap.add_argument("--python", default="python3")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    gen = Gen(random.Random(args.seed))
    differ = 0
    with tempfile.TemporaryDirectory(prefix="agentprog") as tmp:
        for n in range(args.programs):
            text = gen.program()
            path = os.path.join(tmp, "prog%d.py" % n)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            want = run([args.python], path)
            got = run([args.baton, "run", "--max-output", "0"], path)
            if want == got:
                continue
            differ += 1
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                with open(os.path.join(args.keep, "seed%d_prog%d.py" % (args.seed, n)), "w",
                          encoding="utf-8") as f:
                    f.write(text)
            print("program %d differs:" % n)
            if want is None or got is None:
                print("    %s timed out" % ("CPython" if want is None else "baton"))
                continue
            if want[0] != got[0]:
                print("    exit status: CPython %d, baton %d" % (want[0], got[0]))
            for label, w, g in (("stdout", want[1], got[1]), ("stderr", want[2], got[2])):
                if w != g:
                    print("    %s %s" % (label, first_difference(w, g)))
    print("agentprog_diff: %d programs, %d differ (seed %d)" % (args.programs, differ, args.seed))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
