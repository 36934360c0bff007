#!/usr/bin/env python3
"""Generate tests/unit/fmt_cases.txt: expected outputs of CPython 3.11 for
vm/fmt.c (format(), '%' formatting, str.format, float repr and hash).

Usage: gen_fmt_cases.py [OUT] [--repr N] [--seed S]

The output is reproducible (fixed seed, no dates).  Line format, fields
separated by one tab; TEXT is UTF-8 with \\\\ and \\xNN escapes for
backslash, control characters and DEL:
  R <float bits hex16> <repr TEXT>
  H <float bits hex16> <hash decimal>
  F <value> <spec TEXT> <result>           format(value, spec)
  P <fmt TEXT> <value> <result>            fmt % value
  S <fmt TEXT> <args tuple> <kwargs dict or -> <result>   fmt.format(...)
result: "=" + TEXT of the output, or "!" + exception type + ":" + TEXT of
str(exception).
value: i<decimal> | x<hex> (big ints) | b0 | b1 | f<bits hex16> | s<hex> | n
       | t(v,...) | l(v,...) | d(k:v,...)
"""
import math
import random
import struct
import sys

assert sys.version_info[:2] == (3, 11), "the oracle must be CPython 3.11"


def hx(s):
    return s.encode("utf-8", "surrogatepass").hex()


def tx(s):
    """Text field: UTF-8 as is, with backslash escapes for '\\', control
    characters and DEL (so a field never holds a tab or newline)."""
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif o < 0x20 or o == 0x7f:
            out.append("\\x%02x" % o)
        else:
            out.append(ch)
    return "".join(out)


def fbits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def enc(v):
    if isinstance(v, bool):
        return "b1" if v else "b0"
    if isinstance(v, int):
        if abs(v) > 10**1000:
            return "x%s%x" % ("-" if v < 0 else "", abs(v))
        return "i%d" % v
    if isinstance(v, float):
        return "f%016x" % fbits(v)
    if isinstance(v, str):
        return "s" + hx(v)
    if v is None:
        return "n"
    if isinstance(v, tuple):
        return "t(" + ",".join(enc(x) for x in v) + ")"
    if isinstance(v, list):
        return "l(" + ",".join(enc(x) for x in v) + ")"
    if isinstance(v, dict):
        return "d(" + ",".join(enc(k) + ":" + enc(x) for k, x in v.items()) + ")"
    raise TypeError(v)


def result(fn):
    try:
        r = fn()
    except MemoryError:
        return None
    except Exception as e:  # noqa: BLE001 - every error is a case
        return "!%s:%s" % (type(e).__name__, tx(str(e)))
    return "=" + tx(r)


INTS = [0, 1, -1, 7, 42, -42, 65, 255, -255, 1234, 99999, 1234567, -1234567,
        2**31, 2**53 + 1, 2**63 - 1, -2**63, 2**63, -2**63 - 1, 2**64,
        10**20, -(10**25), 10**30 + 7, 2**100, -(2**129), True, False]
FLOATS = [0.0, -0.0, 0.1, 0.5, 1.5, 2.5, -2.5, 1.0, -1.0, 100.0, 1e16, 1e15,
          1e-5, 1e-4, 123456.789, 1234567.0, 1e300, -1e300, 5e-324,
          2.2250738585072014e-308, 1.7976931348623157e308, math.nan, math.inf,
          -math.inf, 0.125, 0.375, 1 / 3, 2 / 3, 9.995, 0.0005, 0.00015, 1e22,
          1e21, 123456789012345678.0, 12345.6789, -0.0001, 1.23456789e-7,
          0.999999, 9.9999999, 99.5, 0.05, 1e100, 3.14159, -2.0e-10]
STRS = ["", "a", "abc", "hello world", "\u00e9", "na\u00efve",
        "\u65e5\u672c\u8a9e", "\U0001f600x", "tab\there", "quote'd", "1234"]

SPECS = [
    "", "d", "x", "X", "o", "b", "c", "n", "e", "E", "f", "F", "g", "G", "%",
    "s", "10", "<10", ">10", "^10", "=10", "*^11", "0>8", "08", "+", "-", " ",
    "+08", " 8", ",", "_", "015,", "012_", "#x", "#o", "#b", "#X", "#010x",
    "_x", "_b", "#_b", "_o", "_X", "#_X", ",d", ".2f", ".0f", ".10f", ".3e",
    ".0e", "#.0e", ".3g", ".10g", "#g", "#.3g", ".0%", ".2%", ",.2f", "_.3f",
    "020,.2f", "z.1f", "z", "+z.0f", "z g", ".1", ".5", ".17", ".20", "#",
    "#.0", ".100f", ".30e", "\u00e9>7", "\U0001f600^9", "\x00", "xx", ".2x",
    ",s", ",c", "_n", ",n", ".", ",_", "_,", ",,", "=", ">", "0", "00",
    "010", "-010", "=+12,", "x=+9", "0=9", "<08", "^08", ">+10.3f", "012,.1f",
    "01,", "02,", "03,", "04,", "05,", "06_", "07_x", "9_b", ",.0%", "^#12_b",
    "\u0663", "\u0661\u0662.2f", "1" * 25, "#c", "+c", "=5c", "0=6c", "10c",
    ".2s", "10.3s", "^9.1s", "z5", "#s", " s", "+s", "=s", ".3n", "n",
    "0^10", "0<10", ",.3", "_g", ",e", ",%", "#,", "\u00e9", "\x7f",
    ".2147483648f", ".2147483647x", "%%", "-^10", ">>10", "<<",
]


def gen_format(out):
    values = INTS + FLOATS + STRS + [None, [1, 2], (1,), {"a": 1}]
    for v in values:
        for spec in SPECS:
            r = result(lambda: format(v, spec))
            if r is None:
                continue
            out.append("F\t%s\t%s\t%s" % (enc(v), tx(spec), r))
    # grouping with zero padding around chunk boundaries
    for n in [1, 12, 123, 1234, 12345, 123456, 1234567, -1234, -12]:
        for w in range(1, 16):
            for g in [",", "_"]:
                for pre in ["0", "0=", "x=", "+0", " 0", "0>"]:
                    spec = "%s%d%s" % (pre, w, g)
                    out.append("F\t%s\t%s\t%s" %
                               (enc(n), tx(spec), result(lambda: format(n, spec))))
        for w in range(1, 12):
            for t in ["x", "b", "o", "X"]:
                spec = "0%d_%s" % (w, t)
                out.append("F\t%s\t%s\t%s" %
                           (enc(n), tx(spec), result(lambda: format(n, spec))))
    for x in [1234.5, -1234.5, 0.5, 1e20, 12.0, math.inf, math.nan]:
        for w in range(1, 14):
            for g in [",", "_", ""]:
                for t in ["f", "", "e", "g", ".1f", "%"]:
                    spec = "0%d%s%s" % (w, g, t)
                    out.append("F\t%s\t%s\t%s" %
                               (enc(x), tx(spec), result(lambda: format(x, spec))))
    # float precisions across every type
    rnd = random.Random(7)
    fl = FLOATS + [rnd.uniform(-1e6, 1e6) for _ in range(8)] + \
        [10.0 ** rnd.randint(-30, 30) * rnd.random() for _ in range(8)] + \
        [0.5, 1.5, 2.5, 0.25, 0.35, 0.45, 1.005, 2.675, 1e-7, 5e-5, 4.5e15]
    for x in fl:
        for t in "eEfFgG%n":
            for p in [None, 0, 1, 2, 3, 6, 12, 16, 17, 25]:
                for alt in ["", "#"]:
                    spec = alt + ("" if p is None else ".%d" % p) + t
                    out.append("F\t%s\t%s\t%s" %
                               (enc(x), tx(spec), result(lambda: format(x, spec))))
        for p in [0, 1, 2, 5, 10, 16, 17, 20]:
            for alt in ["", "#"]:
                spec = "%s.%d" % (alt, p)
                out.append("F\t%s\t%s\t%s" %
                           (enc(x), tx(spec), result(lambda: format(x, spec))))
    # big precision
    for x in [1.0, 0.1, 5e-324, 1e300, -2.5]:
        for spec in [".400f", ".1100f", ".800e", ".770g", "#.780g", ".1074f",
                     ".1075f", ".2000e", ".767e", ".766e"]:
            out.append("F\t%s\t%s\t%s" %
                       (enc(x), tx(spec), result(lambda: format(x, spec))))
    # big int bases
    for n in [2**64, -(2**64), 3**100, -(7**77), 2**200 - 1]:
        for spec in ["x", "#X", "o", "#b", "_x", "#_b", ",", "_", "+,", "50",
                     "0=80,", "^90_d", "e", ".3f", "c"]:
            out.append("F\t%s\t%s\t%s" %
                       (enc(n), tx(spec), result(lambda: format(n, spec))))
    big = 10**5000
    for spec in ["x", "", "d", ",", "n", ">10", "e", "c"]:
        out.append("F\t%s\t%s\t%s" %
                   (enc(big), tx(spec), result(lambda: format(big, spec))))
    for f in ["%d", "%s", "%x", "%r", "%.3e"]:
        out.append("P\t%s\t%s\t%s" % (tx(f), enc(big), result(lambda: f % big)))


PCT_FMTS = [
    "%s", "%r", "%a", "%d", "%i", "%u", "%x", "%X", "%o", "%e", "%E", "%f",
    "%F", "%g", "%G", "%c", "%5d", "%-5d|", "%05d", "%+d", "% d", "%#x",
    "%#o", "%#X", "%#08x", "%#-8x|", "%.3d", "%8.3f", "%-8.3f|", "%+.2e",
    "%.0f", "%#.0f", "%#g", "%10s", "%-10s|", "%.2s", "%5.1s|", "%%%s",
    "%5%", "%y", "%", "ab%", "%ld", "%hd", "%Lf", "%+s", "% s", "%05s",
    "%+05d", "% 05d", "%-+5d|", "%0-5d|", "%#.5x", "%#010.5x", "%.5d",
    "%+.3x", "%.0e", "%#.0e", "%.30f", "%.20g", "%-10r|", "%10a", "%.3r",
    "%010f", "%-010f|", "%+010.2f", "%10c", "%-3c|", "%.0c", "%s %s",
    "x%sy%sz", "%(a)s", "%*d", "%.*f", "%*.*f", "%-*d|", "\u00e9%s\u00e9",
    "%\u00e9", "\u00e9\u00e9%y", "%0*d", "%#*x", "%.*s", "%.100f",
    "%.2147483648f", "%.2147483647d", "%99999999999999999999d", "%(", "%(a", "%(a)",
    "%(a)5.2f", "%(a)s %(b)s", "%(a)s %s", "%s %(a)s", "%((a))s",
]
PCT_ARGS = [
    0, 1, -1, 42, -42, 255, 65, 233, 0x1F600, 2**64, -(2**70), True, False,
    0.0, -0.0, 1.5, -2.5, 3.14159, 1e16, 1e-5, 1e300, math.inf, -math.inf,
    math.nan, 1e20, "abc", "", "\u00e9x", "q'\"", None, (), (1,), (1, 2),
    (1, 2, 3), ("x", 5), (5, "x"), (5, 3.14159), (10, 2, 3.14159),
    (-10, 2, 3.14159), (2**64, 1), (1, 2**40), ("a", 1), (1.5, 1),
    [1, 2], {"a": 1}, {"a": 1.25, "b": "B"}, {"(a)": 7}, {}, [], "x",
    (0x110000,), (-1,), ("ab",), (1.0,), ([1],), (None,), ({"a": 1},),
    ("\U0001f600",), (12.7,),
]


def gen_percent(out):
    for f in PCT_FMTS:
        for a in PCT_ARGS:
            r = result(lambda: f % a)
            if r is None:
                continue
            out.append("P\t%s\t%s\t%s" % (tx(f), enc(a), r))
    for f in ["%d", "%x", "%o", "%X", "%#x", "%10d", "%.50d", "%e"]:
        for a in [2**64, -(2**100), 3**50, 7.5e20, -1e25, 1e300]:
            out.append("P\t%s\t%s\t%s" % (tx(f), enc(a), result(lambda: f % a)))


SF = [
    ("{}", (1,), None), ("{} {}", (1, "a"), None), ("{0} {0}", (1,), None),
    ("{1} {0}", (1, 2), None), ("{name}", (), {"name": "x"}),
    ("{0[key]}", ({"key": 5},), None), ("{0[0]}", ([7, 8],), None),
    ("{0[1]}", ((7, 8),), None), ("{0[0]}", ({0: "zero"},), None),
    ("{0[a]}", ({"a": 5},), None), ("{0[-1]}", ([1],), None),
    ("{0[5]}", ([1],), None), ("{0[x]}", ({},), None),
    ("{:>10}", ("ab",), None), ("{!r:^9}", ("ab",), None),
    ("{!s}", (1.5,), None), ("{!a}", ("\u00e9",), None), ("{!r}", (1.5,), None),
    ("{{}}", (), None), ("{{{}}}", (3,), None), ("}}{{", (), None),
    ("{:{w}.{p}f}", (1.23456,), {"w": 10, "p": 2}),
    ("{:{}.{}f}", (1.23456, 9, 3), None), ("{0:{1}}", (5, "x"), None),
    ("{:{:{}}}", (1, 2, 3), None), ("{}{0}", (1,), None), ("{0}{}", (1,), None),
    ("{1}", (1,), None), ("{a}", (1,), None), ("{a}", (), {"b": 1}),
    ("{!r", (1,), None), ("{:", (1,), None), ("{", (1,), None),
    ("}", (1,), None), ("a}b", (), None), ("{0[}", (1,), None),
    ("{0!}", (1,), None), ("{0!}x", (1,), None), ("{0!x}", (1,), None),
    ("{0!\u00e9}", (1,), None), ("{0!rr}", (1,), None), ("{0[]}", (1,), None),
    ("{0.}", (1,), None), ("{0]}", (1,), None), ("{0[0]x}", ([1],), None),
    ("{ {a}", (), {"a": 1}), ("{0{}", (1,), None),
    ("{99999999999999999999}", (1,), None), ("{0.foo}", (5,), None),
    ("{0[0].foo}", ([5],), None), ("{0[0][1]}", ([[1, 2]],), None),
    ("{0[0]", ([1],), None), ("{0[0}", ([1],), None),
    ("{\u0661}", (1, 2), None), ("{:d}", ("x",), None), ("{:x}", (1.5,), None),
    ("{:,}", (1234567,), None), ("{:\u00e9^7}", ("ab",), None),
    ("\u00e9{}\u00e9", ("\u65e5",), None), ("{0:{0}}", (5,), None),
    ("{!}", (1,), None), ("{!r}", (), None), ("{:}", ("x",), None),
    ("{0!r:}", ("x",), None), ("{0:>{1}{2}}", (3, 5, "d"), None),
    ("{0:{1}}", (3, "{}"), None), ("{:{{}}}", (1,), None),
    ("{[0]}", ([9],), None), ("{.foo}", (1,), None), ("{} {x}", (1,), {"x": 2}),
    ("{x} {}", (1,), {"x": 2}), ("{0:}{1:}", (1, 2), None),
    ("{:s}", (None,), None), ("{:}", (None,), None), ("{}", ([1, "a"],), None),
    ("{:>5}", (None,), None), ("{:10}", ([1],), None), ("{!r:>5}", (None,), None),
    ("{:.2%}", (0.1234,), None), ("{:_b}", (1000,), None), ("{:#_o}", (1000,), None),
    ("{0}", (), None), ("{}", (), None), ("{0[0]}", ((),), None),
    ("{0:\x00<5}", (1,), None), ("{:{}}", ("a",), None),
    ("{:{}}", ("a", "é>5"), None),
]


def gen_str_format(out):
    for f, args, kw in SF:
        r = result(lambda: f.format(*args, **(kw or {})))
        out.append("S\t%s\t%s\t%s\t%s" %
                   (tx(f), enc(tuple(args)), "-" if kw is None else enc(kw), r))


def gen_repr(out, count, seed):
    rnd = random.Random(seed)
    special = [0.0, -0.0, 0.1, 0.2, 0.3, 1e16, 1e-5, 1e-4, 1e15, 9999999999999998.0,
               1e23, 5e-324, 1e-323, 2.2250738585072014e-308,
               2.225073858507201e-308, 1.7976931348623157e308, 123456789012345.0,
               1.2345678901234567e16, 0.1 + 0.2, 1 / 3, math.inf, -math.inf,
               math.nan, 2.0**-1074 * 3, 100.0, 1e22, 4.35, 2.0**63, 2.0**64,
               9007199254740993.0, 0.000123, 0.0001, 123e-7]
    vals = list(special)
    for e in range(-1074, 1024):            # every power of two
        vals.append(math.ldexp(1.0, e))
    for e in range(-1074, 1024, 7):         # and its neighbours
        x = math.ldexp(1.0, e)
        vals.append(math.nextafter(x, 0))
        vals.append(math.nextafter(x, math.inf))
    for k in range(-325, 309):              # powers of ten
        try:
            vals.append(float("1e%d" % k))
        except OverflowError:
            pass
    for _ in range(500):                    # small subnormals
        vals.append(struct.unpack("<d", struct.pack("<Q", rnd.getrandbits(rnd.randint(1, 52))))[0])
    for _ in range(count):
        vals.append(struct.unpack("<d", struct.pack("<Q", rnd.getrandbits(64)))[0])
    for _ in range(count // 10):           # short decimals
        vals.append(float("%d.%de%d" % (rnd.randint(1, 999), rnd.randint(0, 99),
                                         rnd.randint(-30, 30))))
    for x in vals:
        b = fbits(x)
        out.append("R\t%016x\t%s" % (b, tx(repr(x))))
    for x in vals[:len(special)] + vals[-1000:]:
        if x != x:
            continue
        out.append("H\t%016x\t%d" % (fbits(x), hash(x)))
    for x in [1.5, -1.5, 2.0**61, 2.0**62, -2.0**61, 2.0**-61, 1e300, -1e-300,
              float(2**61 - 1), 0.5, -0.5, 1e18, 12345.678, -2.0**1023]:
        out.append("H\t%016x\t%d" % (fbits(x), hash(x)))


def main():
    args = sys.argv[1:]
    outpath = "tests/unit/fmt_cases.txt"
    count, seed = 2000, 1
    i = 0
    while i < len(args):
        if args[i] == "--repr":
            count = int(args[i + 1]); i += 2
        elif args[i] == "--seed":
            seed = int(args[i + 1]); i += 2
        else:
            outpath = args[i]; i += 1
    out = ["# generated by tests/unit/gen_fmt_cases.py from CPython %s; do not edit"
           % sys.version.split()[0]]
    gen_format(out)
    gen_percent(out)
    gen_str_format(out)
    gen_repr(out, count, seed)
    with open(outpath, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
