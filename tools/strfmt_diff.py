#!/usr/bin/env python3
"""strfmt_diff.py - random string formatting and str methods, run under
baton and CPython 3.11 (the oracle), compared case by case (outside the
test suite).

Families (each case prints the repr of its result, or the exception's
type and message):
  spec    format(value, spec): random specs [[fill]align][sign][z][#][0]
          [width][grouping][.precision][type], valid and invalid, over ints,
          bools, floats, Decimals, Fractions, complex, str, None, dates,
          enums; also through f-strings with nested {width}/{prec} fields
  fmt     str.format / format_map with indexes, attributes, conversions
          (!r !s !a), nested specs, braces; and %-formatting (tuples,
          dicts, *, flags, wrong types and counts)
  fstr    f-string shapes: `=` with spaces and specs, nested quotes and
          f-strings, conditional expressions, !a on unicode, dict/call
          expressions in fields
  strm    str methods on unicode text (case mapping with special casing,
          split/strip/partition with odd arguments, center/zfill/
          expandtabs, find/count/index ranges, is* predicates, translate,
          encode with error handlers, removeprefix...)

usage: python3 tools/strfmt_diff.py BATON N SEED [--only FAMILY[,FAMILY]] [-v]
       N cases per family from SEED, in programs of 200 cases; prints each
       differing case with its source; exit status 1 when one differs.
"""
import os
import random
import subprocess
import sys
import tempfile

VALUES = {
    "int": ["0", "1", "-1", "7", "-42", "255", "1234567", "-9876543210", "10**20", "-(2**64)"],
    "bool": ["True", "False"],
    "float": ["0.0", "-0.0", "1.5", "2.5", "-2.5", "0.125", "1e16", "1.234e-5", "123456.789",
              "float('inf')", "float('-inf')", "float('nan')", "0.1", "1/3", "5e-324", "1e300",
              "-1e-300", "9.995", "0.5", "1e22", "-123.456"],
    "dec": ["Decimal('1.5')", "Decimal('-0')", "Decimal('1234.5678')", "Decimal('NaN')",
            "Decimal('-Infinity')", "Decimal('1E+5')", "Decimal('0.000012')", "Decimal('2.675')",
            "Decimal('-1234567.891')", "Decimal('100')", "Decimal('sNaN')"],
    "frac": ["Fraction(1, 3)", "Fraction(-7, 2)", "Fraction(0)"],
    "complex": ["1+2j", "-1.5j", "complex(0, -0.0)", "complex(1e20, 3)", "complex('nan+1j')"],
    "str": ["'abc'", "''", "'naïve'", "'日本語'", "'ß'", "'ǅx'", "'tab\\there'", "'🙂ok'", "'e\\u0301'"],
    "none": ["None"],
    "date": ["date(2024, 3, 5)", "datetime(2024, 12, 31, 23, 59, 7, 120)", "time(7, 5)"],
    "enum": ["Color.RED", "Pri.HIGH", "Mode.R"],
}
TYPES_NUM = "bcdeEfFgGnosxX%"
PRELUDE = '''from decimal import Decimal
from fractions import Fraction
from datetime import date, datetime, time
import enum
class Color(enum.Enum):
    RED = 1
class Pri(enum.IntEnum):
    HIGH = 3
class Mode(enum.Flag):
    R = 4
class P:
    def __init__(self):
        self.x, self.items, self.d = 1.25, [10, 'b', 'ç'], {'k': 'v', 1: 'one'}
    def __repr__(self):
        return 'P()'
    def __format__(self, spec):
        return 'P<' + spec + '>'
p = P()
def _case(i, f):
    try:
        r = repr(f())
    except Exception as e:
        r = type(e).__name__ + ': ' + str(e)
    print(i, r)
'''


def rand_spec(r, in_fstring=False):
    s = ""
    if r.random() < 0.35:
        if r.random() < 0.5:
            s += r.choice("*0_x.é " if in_fstring else "*0_x.é {}")
        s += r.choice("<>^=")
    if r.random() < 0.3:
        s += r.choice("+- ")
    if r.random() < 0.08:
        s += "z"
    if r.random() < 0.2:
        s += "#"
    if r.random() < 0.15:
        s += "0"
    if r.random() < 0.5:
        s += str(r.choice([1, 3, 6, 10, 14, 25]))
    if r.random() < 0.25:
        s += r.choice(",_")
    if r.random() < 0.45:
        s += "." + str(r.choice([0, 1, 2, 3, 6, 12, 20]))
    if r.random() < 0.6:
        s += r.choice(TYPES_NUM + "s" + "r" * 0)
    return s


def value(r, kinds=None):
    k = r.choice(kinds or list(VALUES))
    return r.choice(VALUES[k])


def case_spec(r):
    v = value(r)
    kind = r.random()
    if kind < 0.6:
        return f"format({v}, {rand_spec(r)!r})"
    if kind < 0.8:
        return f'(lambda v: f"{{v:{rand_spec(r, True)}}}")({v})'
    w, pr = r.choice([0, 5, 12, -1]), r.choice([0, 2, 4])
    t = r.choice(["f", "e", "g", "", "%", "s", "d", "x"])
    fill = r.choice(["", "*<", ">", "^", "0"])
    return f'(lambda v, w, pr: f"{{v:{fill}{{w}}.{{pr}}{t}}}")({v}, {w}, {pr})'


def fill(template, **kw):
    """@name@ -> str(kw[name]), @name!r@ -> repr(kw[name])"""
    for k, v in kw.items():
        template = template.replace(f"@{k}!r@", repr(v)).replace(f"@{k}@", str(v))
    return template


FMT_TEMPLATES = [
    "'{0}|{1!r}|{0!s:>8}'.format(@a@, @b@)",
    "'{:{}}|{:>{w}.{p}}'.format(@a@, @spec!r@, @b@, w=@w@, p=@pr@)",
    "'{0[1]} {0[2]!a} {1.x:.1f} {1.d[k]} {1.d[1]}'.format(p.items, p)",
    "'{x:{s}} {{literal}} {y!r:^{w}}'.format(x=@a@, y=@b@, s=@spec!r@, w=@w@)",
    "'{} {}'.format(@a@)",
    "'{0} {}'.format(@a@, @b@)",
    "'{a} {b'.format(a=@a@)",
    "'{!x}'.format(@a@)",
    "'{:{}}'.format(@a@, @spec!r@)",
    "'{0.real:{1}}'.format(@a@, @spec!r@)",
    "'{d[k]:>{w}}'.format_map({'d': {'k': @b@}, 'w': @w@})",
    "'{k}'.format_map({})",
    "'%s|%r|%a' % (@a@, @b@, @b@)",
    "'%@flag@@w@.@pr@@pt@' % (@a@,)",
    "'%(x)@flag@@w@@pt@|%(y)s' % {'x': @a@, 'y': @b@}",
    "'%*.*f' % (@w@, @pr@, @a@)",
    "'%c%c' % (65, @b@)",
    "'%d %d' % (@a@,)",
    "'%s' % (@a@, @b@)",
    "'%(x)s %s' % {'x': 1}",
    "'%z' % (@a@,)",
    "'100%% of %.1f%%' % (@a@,)",
    "'%-@w@s|%+d|% i|%#x|%#o|%e' % (@b@, @i@, @i@, @i@, @i@, @a@)",
    "str.format('{0:{1}{2}}', @a@, @w@, @t!r@)",
    "format(p, @spec!r@) + f'{p:{ @w@ }}' + '{:{}}'.format(p, @w@)",
    "'{:@spec@}'.format(@a@)",
]


def case_fmt(r):
    t = r.choice(FMT_TEMPLATES)
    return fill(t, a=value(r), b=value(r), spec=rand_spec(r, True), w=r.choice([1, 4, 9, 15]),
                p=r.choice([0, 2, 5]), pr=r.choice([0, 2, 5]),
                flag=r.choice(["", "-", "+", " ", "0", "#", "-0", "+ "]),
                pt=r.choice("sdifeEgGxXorac"), i=r.choice(VALUES["int"] + VALUES["bool"]),
                t=r.choice(["f", "d", "s", "", "%", "e"]))


FSTR_TEMPLATES = [
    "(lambda x: f'{x=}')(@a@)",
    "(lambda x: f'{x = }|{x=!s}|{x = :>@w@}')(@a@)",
    "(lambda x: f'{x!r:>@w@}|{x!s:<@w@}|{x!a}')(@a@)",
    "(lambda x, y: f'{x if x else y!r:^@w@}')(@a@, @b@)",
    "(lambda x: f\"{f'{x}':*>@w@}\")(@a@)",
    "(lambda d: f\"{d['k']!r} {d.get('z', 'none'):>@w@}\")({'k': @a@})",
    "(lambda x: f'{{{x}}}{{}}')(@a@)",
    "(lambda xs: f'{len(xs):03d} {xs[-1]!r} {\", \".join(map(str, xs))}')([@a@, @b@])",
    "(lambda x: f'{x:{\"\"}>@w@}')(@a@)",
    "(lambda x: f'{x!s:.@w@}' + f'{str(x)[::-1]}')(@a@)",
    "(lambda x: f'{(x, x)!r:>30}')(@a@)",
    "(lambda x: f'{x=:@spec@}')(@a@)",
    "(lambda n: f'{n:,}|{n:_x}|{n:_b}|{n:#_o}|{n:+,}')(@i@)",
    "(lambda x, w: f'{x:>{w}}|{x:{w}}|{x!r:{w}.{w}}')(@a@, @w@)",
]


def case_fstr(r):
    t = r.choice(FSTR_TEMPLATES)
    return fill(t, a=value(r), b=value(r), w=r.choice([1, 4, 9, 15]), spec=rand_spec(r, True),
                i=r.choice(VALUES["int"] + VALUES["bool"]))


TEXTS = ["'Hello, World'", "'  naïve café  '", "'ß straße STRASSE'", "'İstanbul ı I'", "'ǅungla ǆ Ǆ'",
         "'ﬁne ﬂow ŉ'", "'ΣΑΣ σας ός'", "'日本語 テキスト'", "'tab\\tsep\\tx'", "'a\\nb\\r\\nc\\x0bd\\x1ce\\u2028f'",
         "''", "'   '", "'x'", "'MiXeD 123 cAsE'", "'e\\u0301 é'", "'🙂 emoji 🙂'", "'a,b,,c,'",
         "'ǰ̌'", "'Ⅻ ⅻ ①②'", "'١٢٣ 123 ½'", "'hello_world9'", "'Title Case Words'", "'ǈ ǉ'"]
ARGS = {
    "upper": [""], "lower": [""], "casefold": [""], "title": [""], "capitalize": [""],
    "swapcase": [""], "isupper": [""], "islower": [""], "istitle": [""], "isalpha": [""],
    "isdigit": [""], "isdecimal": [""], "isnumeric": [""], "isalnum": [""], "isspace": [""],
    "isidentifier": [""], "isprintable": [""], "isascii": [""],
    "center": ["@w@", "@w@, 'é'", "@w@, '**'"], "ljust": ["@w@, '.'"], "rjust": ["@w@, '0'"],
    "zfill": ["@w@"], "expandtabs": ["", "@w@", "0"],
    "split": ["", "None, 1", "' '", "','", "'', 1", "' ', -1", "maxsplit=2"],
    "rsplit": ["None, 1", "','", "' ', 2"], "splitlines": ["", "True"],
    "strip": ["", "' aé'", "None"], "lstrip": ["'  na'"], "rstrip": ["'eé '"],
    "partition": ["' '", "','", "''"], "rpartition": ["' '", "'x'"],
    "find": ["'a'", "'a', 2", "'', 50", "'é', -5, -1"], "rfind": ["'a'", "'', 3"],
    "index": ["'z'", "'a', 1"], "rindex": ["'a'"], "count": ["''", "'a'", "'a', 1, 5", "'', 2, 1"],
    "replace": ["'a', 'AA'", "'', '-'", "'', '-', 2", "' ', '', 1"],
    "startswith": ["('H', 'n')", "'a', 1", "('',)", "'x', 0, 0"], "endswith": ["'e'", "('é', ' ')"],
    "removeprefix": ["'  '"], "removesuffix": ["'  '"],
    "encode": ["", "'ascii', 'replace'", "'ascii', 'ignore'", "'ascii', 'xmlcharrefreplace'",
               "'ascii', 'backslashreplace'", "'latin-1'", "'utf-16-le'", "'ascii'"],
    "translate": ["str.maketrans('aeiou', 'AEIOU', ' ')", "{ord('a'): None, ord('ß'): 'ss'}",
                  "str.maketrans({{'é': 'e', 'n': '', 'L': 123}})"],
    "join": ["['x', 'y']", "'ab'", "[1]"], "format": ["1, 2"], "__mod__": ["()"],
    "__getitem__": ["slice(None, None, -1)", "slice(1, -1, 2)", "-1", "100"],
    "__contains__": ["''", "'a'"], "__mul__": ["3", "-1"],
}


def case_strm(r):
    t = r.choice(TEXTS)
    m = r.choice(list(ARGS))
    a = fill(r.choice(ARGS[m]), w=r.choice([0, 3, 11, 20, -2]))
    return f"{t}.{m}({a})"


FAMILIES = {"spec": case_spec, "fmt": case_fmt, "fstr": case_fstr, "strm": case_strm}


def program(cases):
    lines = [PRELUDE]
    for i, c in enumerate(cases):
        lines.append(f"_case({i}, lambda: {c})")
    return "\n".join(lines) + "\n"


def run(cmd):
    env = dict(os.environ, PYTHONIOENCODING="utf-8", PYTHONHASHSEED="0")
    p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", env=env, timeout=300)
    out = {}
    for ln in p.stdout.splitlines():
        i, _, rest = ln.partition(" ")
        if i.isdigit():
            out[int(i)] = rest
    if p.returncode:
        out[-1] = p.stderr.strip().splitlines()[-1:] if p.stderr.strip() else ["exit"]
    return out


def main():
    argv = sys.argv[1:]
    if "--only" in argv:
        k = argv.index("--only")
        argv = argv[:k] + argv[k + 2:]
    args = [a for a in argv if not a.startswith("-")]
    if len(args) != 3:
        print(__doc__)
        return 2
    baton, n, seed = args[0], int(args[1]), int(args[2])
    fams = list(FAMILIES)
    if "--only" in sys.argv:
        fams = sys.argv[sys.argv.index("--only") + 1].split(",")
    verbose = "-v" in sys.argv
    differ = total = 0
    with tempfile.TemporaryDirectory(prefix="strfmt-") as tmp:
        for fam in fams:
            r = random.Random(f"{fam}:{seed}")
            cases = [FAMILIES[fam](r) for _ in range(n)]
            for start in range(0, n, 200):
                chunk = cases[start:start + 200]
                path = os.path.join(tmp, f"{fam}_{start}.py")
                with open(path, "w") as f:
                    f.write(program(chunk))
                want = run([sys.executable, "-W", "ignore", path])
                got = run([baton, "run", path])
                total += len(chunk)
                if -1 in want or -1 in got:
                    print(f"{fam} batch {start}: program failed: cpython {want.get(-1)} baton {got.get(-1)}")
                for i, c in enumerate(chunk):
                    if want.get(i) != got.get(i):
                        differ += 1
                        print(f"{fam}: {c}\n  cpython: {want.get(i)}\n  baton:   {got.get(i)}")
                    elif verbose:
                        print(f"{fam}: {c} -> {want.get(i)}")
    print(f"strfmt_diff: {total} cases, {differ} differ (seed {seed})")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
