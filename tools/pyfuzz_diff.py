#!/usr/bin/env python3
"""pyfuzz_diff.py - random differential testing of baton against CPython 3.11
on the small programs agents write (outside the test suite).

A grammar makes random snippets: arithmetic on ints, floats, bools, strs,
lists, tuples, dicts and sets; indexing and slicing; format specs
(f-strings, format(), str.format, %); str, list and dict methods;
comprehensions; sorted/min/max/sum with keys; conversions; exceptions
and their chaining; star arguments and unpacking; big ints; str methods
with odd arguments; attribute hooks (__getattr__, __getattribute__,
__setattr__, __delattr__, properties, __slots__);
classes with random special methods (operators, builtins, formatting,
static/class methods) and generators stepped by next/send/throw/close.
Each snippet prints its result or the exception it raised (type and
message).  A program of many snippets runs under python3 and under baton;
every snippet whose lines differ is reported with its source, and the
differences are grouped by the snippet's template.

usage: python3 tools/pyfuzz_diff.py BATON [PROGRAMS [SEED]] [--snippets N]
       (default 50 programs of 40 snippets, seed 1; exit status 1 when a
       snippet differs; --keep DIR keeps each differing program)
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

INTS = ["0", "1", "-1", "2", "3", "7", "-7", "10", "255", "-128", "1000000",
        "2**63", "-2**63", "2**64 + 1", "10**20", "True", "False"]
FLOATS = ["0.0", "-0.0", "0.1", "1.5", "-2.5", "2.675", "1e16", "1e-7", "123.456",
          "3.0", "1/3", "float('inf')", "-float('inf')", "float('nan')", "1e300", "5e-324"]
STRS = ["''", "'a'", "'abc'", "'Hello World'", "'  pad  '", "'a,b,,c'", "'x-y-z'",
        "'123'", "'-42'", "'3.14'", "'ÄéÑ'", "'ß'", "'tab\\there'", "'line1\\nline2\\n'",
        "'MiXeD cAsE'", "'aaa'", "'  '", "'1_000'", "'0x1f'", "'İ'", "'ﬁ'"]
SPECS_FILL = ["", "*", "0", " ", "_"]
ALIGNS = ["", "<", ">", "^", "="]
SIGNS = ["", "+", "-", " "]
WIDTHS = ["", "1", "5", "8", "12"]
GROUPS = ["", ",", "_"]
PRECS = ["", ".0", ".1", ".2", ".3", ".6", ".10"]
TYPES_NUM = ["", "d", "b", "o", "x", "X", "e", "E", "f", "F", "g", "G", "%", "n", "c"]
TYPES_STR = ["", "s"]
STR_METHODS0 = ["upper", "lower", "title", "capitalize", "swapcase", "strip", "lstrip",
                "rstrip", "split", "rsplit", "splitlines", "isdigit", "isalpha",
                "isalnum", "isspace", "isupper", "islower", "istitle", "isdecimal",
                "isnumeric", "isidentifier", "casefold", "expandtabs"]
STR_METHODS1 = ["split", "rsplit", "find", "rfind", "index", "rindex", "count",
                "startswith", "endswith", "strip", "lstrip", "rstrip", "partition",
                "rpartition", "removeprefix", "removesuffix", "center", "ljust",
                "rjust", "zfill", "join", "expandtabs", "splitlines"]
KEYS = ["len", "abs", "str", "repr", "lambda v: -v", "lambda v: v % 3",
        "lambda v: (len(str(v)), str(v))", "lambda v: str(v)[::-1]", "None",
        "str.lower", "lambda v: v[-1]", "lambda v: v[0]"]


class Gen:
    def __init__(self, rnd):
        self.r = rnd

    def pick(self, xs):
        return self.r.choice(xs)

    # ---- atoms ----
    def int_(self):
        return self.pick(INTS) if self.r.random() < 0.7 else str(self.r.randint(-300, 300))

    def float_(self):
        if self.r.random() < 0.6:
            return self.pick(FLOATS)
        return repr(round(self.r.uniform(-1000, 1000), self.r.randint(0, 6)))

    def num(self):
        return self.int_() if self.r.random() < 0.55 else self.float_()

    def str_(self):
        return self.pick(STRS)

    def list_(self, depth=0):
        n = self.r.randint(0, 5)
        kind = self.r.random()
        if kind < 0.4:
            items = [self.int_() for _ in range(n)]
        elif kind < 0.7:
            items = [self.str_() for _ in range(n)]
        elif kind < 0.85:
            items = [self.num() for _ in range(n)]
        else:
            items = [self.any_(depth + 1) for _ in range(n)]
        return "[" + ", ".join(items) + "]"

    def tuple_(self, depth=0):
        items = [self.any_(depth + 1) for _ in range(self.r.randint(0, 4))]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"

    def dict_(self, depth=0):
        n = self.r.randint(0, 4)
        keys = [self.pick([self.str_(), self.int_()]) for _ in range(n)]
        return "{" + ", ".join("%s: %s" % (k, self.any_(depth + 1)) for k in keys) + "}"

    def set_(self, strs=False):
        # strings only where the set is sorted: baton's str hashes are not
        # CPython's, so sets of strings iterate in another order (README)
        items = [self.pick([self.int_(), self.str_()]) if strs else self.int_()
                 for _ in range(self.r.randint(1, 4))]
        return "{" + ", ".join(items) + "}"

    def seq(self):
        return self.pick([self.list_, self.str_, self.tuple_])()

    def any_(self, depth=0):
        if depth > 2:
            return self.pick([self.int_, self.str_, self.float_])()
        return self.pick([self.int_, self.float_, self.str_, self.int_, self.str_,
                          lambda: self.list_(depth), lambda: self.tuple_(depth),
                          lambda: self.dict_(depth), self.set_,
                          lambda: "None"])()

    def idx(self):
        return self.pick(["0", "1", "-1", "2", "-2", "5", "-6", "100", "True"])

    def slice_part(self):
        return self.pick(["", "", "0", "1", "-1", "2", "-3", "10", "None"])

    def spec(self, for_str=False):
        fill = self.pick(SPECS_FILL)
        align = self.pick(ALIGNS)
        s = (fill + align) if align and fill else align
        if not for_str or self.r.random() < 0.2:
            s += self.pick(SIGNS)
            if self.r.random() < 0.2:
                s += "#"
        if self.r.random() < 0.2:
            s += "0"
        s += self.pick(WIDTHS)
        if not for_str or self.r.random() < 0.2:
            s += self.pick(GROUPS)
        s += self.pick(PRECS)
        s += self.pick(TYPES_STR if for_str else TYPES_NUM)
        return s

    # ---- templates: (name, source of one expression or statements) ----
    def t_arith(self):
        op = self.pick(["+", "-", "*", "/", "//", "%", "**", "<", "<=", "==", "!=",
                        "&", "|", "^", "<<", ">>", "and", "or"])
        a, b = self.num(), self.num()
        if op == "**":
            b = self.pick(["0", "1", "2", "3", "-1", "0.5", "-2", "10"])
        if op in ("<<", ">>"):
            b = self.pick(["0", "1", "3", "64", "-1"])
        return "(%s) %s (%s)" % (a, op, b)

    def t_seq_arith(self):
        op = self.pick(["+", "*", "==", "<", "in", "not in"])
        a = self.seq()
        b = self.pick([self.seq(), self.int_(), self.str_()])
        if op == "*":
            b = self.pick(["0", "2", "-1", "3", "True"])
        return "%s %s %s" % (a, op, b)

    def t_set_ops(self):
        return "sorted((%s) %s (%s), key=repr)" % (self.set_(True), self.pick(["|", "&", "-", "^"]),
                                                   self.set_(True))

    def t_index(self):
        return "%s[%s]" % (self.seq(), self.idx())

    def t_slice(self):
        s = "%s[%s:%s" % (self.seq(), self.slice_part(), self.slice_part())
        if self.r.random() < 0.5:
            s += ":" + self.pick(["1", "2", "-1", "-2", "3", "0", "None"])
        return s + "]"

    def t_fstring(self):
        if self.r.random() < 0.3:
            return "f'{%s:%s}'" % (self.str_(), self.spec(True))
        return "f'{%s:%s}'" % (self.num(), self.spec())

    def t_format(self):
        if self.r.random() < 0.3:
            return "format(%s, %r)" % (self.str_(), self.spec(True))
        return "format(%s, %r)" % (self.num(), self.spec())

    def t_str_format(self):
        parts = []
        args = []
        for i in range(self.r.randint(1, 3)):
            if self.r.random() < 0.5:
                parts.append("{%d:%s}" % (i, self.spec()))
                args.append(self.num())
            else:
                parts.append("{%d!r:%s}" % (i, self.spec(True)) if self.r.random() < 0.3
                             else "{%d}" % i)
                args.append(self.any_())
        return "%r.format(%s)" % ("|".join(parts), ", ".join(args))

    def t_percent(self):
        conv = self.pick(["d", "i", "s", "r", "f", "e", "g", "x", "o", "c", "%", "5.2f",
                          "-8s", "+d", "08.3f", "#x", ".3s", "*d"])
        val = self.pick([self.num(), self.str_(), self.tuple_()])
        if conv == "*d":
            val = "(5, %s)" % self.int_()
        return "'[%%%s]' %% %s" % (conv, val)

    def t_str_method0(self):
        return "%s.%s()" % (self.str_(), self.pick(STR_METHODS0))

    def t_str_method1(self):
        m = self.pick(STR_METHODS1)
        if m in ("center", "ljust", "rjust", "zfill", "expandtabs"):
            arg = self.pick(["0", "3", "9", "-1", "12"])
            if m != "zfill" and m != "expandtabs" and self.r.random() < 0.4:
                arg += ", " + self.pick(["'*'", "'-'", "'ab'"])
        elif m == "join":
            arg = self.pick([self.list_(), self.str_(), "map(str, %s)" % self.list_()])
        elif m == "splitlines":
            arg = self.pick(["True", "False"])
        else:
            arg = self.pick([self.str_(), "','", "' '", "'a'", "''"])
            if m in ("split", "rsplit") and self.r.random() < 0.4:
                arg += ", " + self.pick(["1", "0", "-1", "2"])
            if m in ("find", "count", "startswith", "index") and self.r.random() < 0.3:
                arg += ", " + self.pick(["1", "-2", "0, 2", "5"])
        return "%s.%s(%s)" % (self.str_(), m, arg)

    def t_replace(self):
        return "%s.replace(%s, %s%s)" % (self.str_(), self.pick(["'a'", "''", "' '", "'l'"]),
                                          self.pick(["'_'", "''", "'XY'"]),
                                          self.pick(["", ", 1", ", 0", ", -1"]))

    def t_conv(self):
        f = self.pick(["int", "float", "str", "bool", "repr", "abs", "round", "len", "list",
                       "tuple", "sorted", "reversed", "hex", "oct", "bin", "chr", "ord",
                       "hash", "sum", "min", "max", "any", "all", "set", "dict"])
        if f == "round":
            return "round(%s%s)" % (self.num(), self.pick(["", ", 0", ", 1", ", 2", ", -1", ", None"]))
        if f == "int" and self.r.random() < 0.3:
            return "int(%s, %s)" % (self.str_(), self.pick(["0", "2", "10", "16", "36"]))
        if f in ("hash", "set"):
            ints = "[" + ", ".join(self.int_() for _ in range(self.r.randint(0, 4))) + "]"
            num = self.num()
            while f == "hash" and "nan" in num:     # a NaN's hash is its address
                num = self.num()
            return "%s(%s)" % (f, self.pick([self.int_(), self.float_(), ints]) if f == "set"
                               else num)
        if f == "reversed":
            return "list(reversed(%s))" % self.seq()
        return "%s(%s)" % (f, self.any_())

    def t_divmod(self):
        f = self.pick(["divmod", "pow", "max", "min"])
        b = self.pick(["2", "-1", "0.5", "3", "-2"]) if f == "pow" else self.num()
        return "%s(%s, %s)" % (f, self.num(), b)

    def t_comprehension(self):
        src = self.pick([self.list_(), self.str_(), "range(%s)" % self.pick(["5", "0", "-2", "1, 10, 3"])])
        expr = self.pick(["x", "x * 2", "str(x)", "(x, x)", "x if x else 0", "repr(x)[:3]"])
        cond = self.pick(["", " if x", " if not x", " if str(x) > '1'"])
        kind = self.r.random()
        if kind < 0.5:
            return "[%s for x in %s%s]" % (expr, src, cond)
        if kind < 0.7:
            return "{str(x): %s for x in %s%s}" % (expr, src, cond)
        if kind < 0.85:
            return "sorted({repr(x) for x in %s%s})" % (src, cond)
        return "%s(%s for x in %s%s)" % (self.pick(["sum", "any", "all", "list", "tuple", "max"]),
                                         expr, src, cond)

    def t_sorted_key(self):
        f = self.pick(["sorted", "min", "max"])
        extra = ""
        if f == "sorted" and self.r.random() < 0.5:
            extra = ", reverse=%s" % self.pick(["True", "False"])
        if f != "sorted" and self.r.random() < 0.3:
            extra = ", default=%s" % self.any_()
        return "%s(%s, key=%s%s)" % (f, self.list_(), self.pick(KEYS), extra)

    def t_builtins_iter(self):
        return self.pick([
            "list(zip(%s, %s))" % (self.seq(), self.seq()),
            "list(enumerate(%s, %s))" % (self.seq(), self.int_()),
            "list(map(%s, %s))" % (self.pick(KEYS[:6]), self.seq()),
            "list(filter(None, %s))" % self.list_(),
            "list(range(%s, %s, %s))" % (self.int_(), self.int_(), self.pick(["1", "2", "-1", "3"])),
            "sum(%s, %s)" % (self.list_(), self.pick(["0", "0.0", "[]"])),
            "dict(zip(%s, %s))" % (self.seq(), self.seq()),
        ])

    def t_list_stmts(self):
        lines = ["v = %s" % self.list_()]
        for _ in range(self.r.randint(1, 4)):
            lines.append(self.pick([
                "v.append(%s)" % self.any_(), "v.extend(%s)" % self.seq(),
                "v.insert(%s, %s)" % (self.idx(), self.any_()), "v.pop()",
                "v.pop(%s)" % self.idx(), "v.remove(%s)" % self.any_(), "v.sort()",
                "v.sort(key=%s)" % self.pick(KEYS), "v.reverse()", "v[%s] = %s" % (self.idx(), self.any_()),
                "v[%s:%s] = %s" % (self.slice_part(), self.slice_part(), self.seq()),
                "del v[%s]" % self.idx(), "v += %s" % self.seq(), "v *= %s" % self.pick(["2", "0"]),
                "out = v.index(%s)" % self.any_(), "out = v.count(%s)" % self.any_(),
            ]))
        lines.append("print(v)")
        return "\n".join(lines)

    def t_dict_stmts(self):
        lines = ["d = %s" % self.dict_()]
        for _ in range(self.r.randint(1, 4)):
            k = self.pick([self.str_(), self.int_()])
            lines.append(self.pick([
                "d[%s] = %s" % (k, self.any_()), "print(d.get(%s), d.get(%s, 0))" % (k, k),
                "print(d.setdefault(%s, %s))" % (k, self.any_()), "print(d.pop(%s))" % k,
                "print(d.pop(%s, None))" % k, "d.update(%s)" % self.dict_(), "print(d.popitem())",
                "print(list(d.items()), list(d.keys()), list(d.values()))",
                "del d[%s]" % k, "print(%s in d, len(d))" % k, "d |= %s" % self.dict_(),
                "print(sorted(d, key=repr))",
            ]))
        lines.append("print(d)")
        return "\n".join(lines)

    def t_raise(self):
        exc = self.pick(["ValueError", "KeyError", "TypeError", "IndexError", "RuntimeError",
                         "ZeroDivisionError", "Exception", "AttributeError"])
        arg = self.pick(["", "'msg'", "1, 2", "%s" % self.str_(), "'a', 'b'"])
        return ("try:\n    raise %s(%s)\nexcept %s as e:\n"
                "    print(type(e).__name__, repr(e), str(e), e.args)" % (exc, arg, exc))

    def t_unpack(self):
        return self.pick([
            "a, b = %s\nprint(a, b)" % self.seq(),
            "a, *b = %s\nprint(a, b)" % self.seq(),
            "*a, b = %s\nprint(a, b)" % self.seq(),
            "(a, b), c = %s\nprint(a, b, c)" % self.tuple_(),
        ])

    def t_repr_float(self):
        return "repr(%s), str(%s)" % (self.float_(), self.float_())

    def t_str_ops(self):
        s = self.str_()
        return self.pick([
            "%s * %s" % (s, self.pick(["0", "2", "-1"])),
            "%s %% ()" % s, "%s < %s" % (s, self.str_()),
            "sorted(%s)" % s, "%s.encode()" % s, "%s[::-1]" % s, "'-'.join(%s)" % s,
            "%s.split(None, 1)" % s, "%s.translate({97: 'X', 98: None})" % s,
            "[c for c in %s if c.isalpha()]" % s, "%s.title().swapcase()" % s,
        ])

    # classes whose special methods the operators and builtins must call
    # (a __repr__ always: the default one shows an address)
    CLASS_METHODS = [
        "def __eq__(self, o):\n        return isinstance(o, C) and self.v == o.v",
        "def __lt__(self, o):\n        return self.v < (o.v if isinstance(o, C) else o)",
        "def __hash__(self):\n        return hash(self.v)",
        "def __add__(self, o):\n        return C(self.v + (o.v if isinstance(o, C) else o))",
        "def __radd__(self, o):\n        return C(o + self.v)",
        "def __iadd__(self, o):\n        self.v += 10\n        return self",
        "def __len__(self):\n        return len(str(self.v))",
        "def __bool__(self):\n        return self.v > 0",
        "def __index__(self):\n        return int(self.v)",
        "def __int__(self):\n        return int(self.v) + 1",
        "def __float__(self):\n        return self.v / 2",
        "def __getitem__(self, k):\n        return str(self.v)[k]",
        "def __contains__(self, x):\n        return x == self.v",
        "def __iter__(self):\n        return iter([self.v, -self.v])",
        "def __str__(self):\n        return 'str-C'",
        "def __format__(self, spec):\n        return 'fmt[' + spec + ']'",
        "@staticmethod\n    def __neg__():\n        return 'neg'",
        "@classmethod\n    def __invert__(cls):\n        return cls.__name__",
        "@staticmethod\n    def __mul__(o):\n        return ('mul', o)",
    ]
    CLASS_USES = ["c + 1", "1 + c", "c + c", "c == C(3)", "c != C(3)", "c < C(5)", "c < 2",
                  "sorted([C(3), c, C(1)])", "max(C(3), c)", "len(c)", "bool(c)", "not c",
                  "[10, 20, 30, 40][c]", "'%d' % c", "'%x' % c", "'%.1f' % c", "c[0]", "3 in c",
                  "list(c)", "-c", "~c", "c * 2", "hash(c) == hash(c.v)", "repr(c)", "str(c)",
                  "f'{c}|{c:>4}'", "format(c, 'x')", "{c: 1}", "int(c)", "float(c)",
                  "abs(c)", "sum([c, c], C(0))", "dict.fromkeys([c]).keys()", "c in [C(3)]",
                  "divmod(c, 2)", "round(c)", "[*c]", "min(c, C(0))", "bin(c)"]

    def t_class_ops(self):
        body = ["class C:", "    def __init__(self, v):", "        self.v = v",
                "    def __repr__(self):", "        return f'C({self.v!r})'"]
        for m in self.r.sample(self.CLASS_METHODS, self.r.randint(2, 7)):
            body.append("    " + m)
        body.append("c = C(%s)" % self.pick(["0", "1", "3", "-2", "7"]))
        for use in self.r.sample(self.CLASS_USES, 4):
            body += ["try:", "    print(repr(%s))" % use, "except Exception as e:",
                     "    print('!', type(e).__name__, e)"]
        if self.r.random() < 0.3:
            body += ["c += 1", "print(c)"]
        return "\n".join(body)

    GENERATORS = [
        "def g():\n    x = yield 1\n    y = yield x\n    return (x, y)",
        "def g():\n    try:\n        yield 1\n        yield 2\n    except ValueError as e:\n"
        "        yield 'caught ' + str(e)\n    finally:\n        print('finally')\n    return 'r'",
        "def sub():\n    x = yield 'a'\n    yield x\n    return 'sub-done'\n"
        "def g():\n    r = yield from sub()\n    yield r\n    return 'g-done'",
        "def g():\n    for i in range(3):\n        try:\n            yield i\n"
        "        except KeyError:\n            yield 'k'\n    return i",
        "def g():\n    yield from [1, 2]\n    yield from (x * 2 for x in range(2))\n    return 9",
    ]
    GEN_OPS = ["next(it)", "it.send(None)", "it.send(5)", "it.send('s')",
               "it.throw(ValueError('v'))", "it.throw(KeyError)", "it.close()", "list(it)",
               "next(it, 'dflt')"]

    def t_generator(self):
        body = self.pick(self.GENERATORS).split("\n") + ["it = g()"]
        for op in [self.pick(self.GEN_OPS) for _ in range(self.r.randint(2, 6))]:
            body += ["try:", "    print(repr(%s))" % op, "except StopIteration as e:",
                     "    print('stop', repr(e.value))", "except Exception as e:",
                     "    print('!', type(e).__name__, e)"]
        return "\n".join(body)

    # ---- control flow, exceptions, classes, match (statement templates) ----
    EXC_BODIES = ["return 'body'", "raise ValueError('v')", "raise KeyError('k')", "1 / 0",
                  "x = [][0]", "pass", "return {}['m']", "raise TypeError", "int('z')"]
    EXC_HANDLERS = ["return 'h'", "raise", "raise RuntimeError('wrap') from e",
                    "raise RuntimeError('ctx')", "print('caught', type(e).__name__, e)",
                    "pass", "return repr(e)", "raise e"]
    EXC_FINALLY = ["", "print('fin')", "return 'fin'"]

    def t_exc_flow(self):
        exc = self.pick(["ValueError", "KeyError", "LookupError", "Exception",
                         "(ValueError, ZeroDivisionError)", "ArithmeticError", "IndexError"])
        lines = ["def f():", "    try:", "        " + self.pick(self.EXC_BODIES),
                 "    except %s as e:" % exc, "        " + self.pick(self.EXC_HANDLERS)]
        if self.r.random() < 0.4:
            lines += ["    else:", "        " + self.pick(["print('else')", "return 'else'"])]
        fin = self.pick(self.EXC_FINALLY)
        if fin:
            lines += ["    finally:", "        " + fin]
        lines += ["    return 'end'",
                  "try:", "    print(repr(f()))", "except Exception as e:",
                  "    print('!', type(e).__name__, e, repr(e.__cause__), repr(e.__context__),"
                  " e.__suppress_context__)"]
        return "\n".join(lines)

    def t_loop_flow(self):
        kind = self.pick(["for i in range(%d):" % self.r.randint(0, 4), "while n < 3:"])
        body = [self.pick(["if i == 1: break", "if i == 2: continue", "if n > 1: break",
                           "n += 1", "out.append(i)", "out.append(n)",
                           "try:\n        if i: break\n    finally:\n        out.append('f')",
                           "try:\n        continue\n    finally:\n        n += 1"])
                for _ in range(self.r.randint(1, 3))]
        lines = ["out = []", "n = 0", "i = 0", kind] + ["    " + b for b in body]
        lines += ["    n += 1", "else:", "    out.append('else')", "print(out, n, i)"]
        return "\n".join(lines)

    CLS_BASE_METHODS = [
        "def who(self):\n        return 'A.who'",
        "def __str__(self):\n        return 'A' + str(self.v)",
        "@classmethod\n    def make(cls, v):\n        return cls(v)",
        "@staticmethod\n    def st(x):\n        return x * 2",
        "@property\n    def dbl(self):\n        return self.v * 2",
        "def __eq__(self, o):\n        return type(o) is type(self) and o.v == self.v",
        "def __init_subclass__(cls, **kw):\n        cls.tag = cls.__name__.lower()",
        "kind = 'a'",
        # (not __slots__: baton keeps slot attributes in the instance dict, so
        # a subclass's __dict__ shows them; a known difference)
    ]
    CLS_SUB_METHODS = [
        "def who(self):\n        return 'B.' + super().who()",
        "def __init__(self, v, w=0):\n        super().__init__(v)\n        self.w = w",
        "kind = 'b'",
        "def __repr__(self):\n        return f'B(v={self.v!r})'",
        "@property\n    def dbl(self):\n        return 'B' + str(super().dbl)",
        "def __len__(self):\n        return 3",
    ]
    CLS_USES = ["b.who()", "str(b)", "B.make(4).v", "b.st(3)", "b.dbl", "b == B(1)",
                "b == A(1)", "b.kind", "A.kind", "B.tag", "b.w", "len(b)", "repr(b)",
                "isinstance(b, A)", "issubclass(B, (int, A))", "type(b).__name__",
                "[k for k in vars(b)]", "b.__dict__", "B.__mro__", "B.__bases__",
                "getattr(b, 'nope', 'dflt')", "hasattr(b, 'who')", "b.__class__.__qualname__",
                "sorted(k for k in B.__dict__ if not k.startswith('__'))",
                "setattr(b, 'z', 1) or b.z", "delattr(b, 'v') or hasattr(b, 'v')",
                "b.nope", "B.who(b)", "A.who(b)", "super(B, b).who()", "callable(b)",
                "b.who.__name__", "B.who.__qualname__", "{b: 1}", "b != B(1)"]

    def t_class_inherit(self):
        body = ["class A:", "    def __init__(self, v):", "        self.v = v"]
        for m in self.r.sample(self.CLS_BASE_METHODS, self.r.randint(1, 4)):
            body.append("    " + m)
        body.append("class B(A):")
        for m in self.r.sample(self.CLS_SUB_METHODS, self.r.randint(1, 3)):
            body.append("    " + m)
        body.append("b = B(%s)" % self.pick(["1", "2", "'s'"]))
        for use in self.r.sample(self.CLS_USES, 5):
            body += ["try:", "    print(repr(%s))" % use, "except Exception as e:",
                     "    print('!', type(e).__name__, e)"]
        return "\n".join(body)

    MATCH_SUBJECTS = ["1", "0", "'go'", "[1, 2]", "[1, 2, 3]", "(1, 'x')", "{'a': 1, 'b': 2}",
                      "{'a': [1, 2]}", "None", "True", "2.5", "[]", "{}", "'abc'",
                      "{'type': 'call', 'args': ()}", "[[1], [2, 3]]", "Pt(1, 2)", "Pt(0, 0)"]
    # (pattern, the names it binds): locals() is not in baton
    MATCH_CASES = [("1", ""), ("0 | 1", ""), ("'go'", ""), ("[x, y]", "x, y"),
                   ("[x, *rest]", "x, rest"), ("[*_, 3]", ""), ("(a, b)", "a, b"),
                   ("{'a': x}", "x"), ("{'a': x, **kw}", "x, kw"), ("{'a': [p, q]}", "p, q"),
                   ("None", ""), ("True", ""), ("float()", ""), ("int(n)", "n"),
                   ("str() as s", "s"), ("[]", ""), ("{}", ""), ("[1, [x, *_]]", "x"),
                   ("[[a], [b, c]]", "a, b, c"), ("Pt(x=0)", ""), ("Pt(a, b)", "a, b"),
                   ("Pt(y=2) as pt", "pt"), ("{'type': 'call', 'args': args}", "args"),
                   ("list() | tuple()", ""), ("x if x", "x"), ("[x, y] if x < y", "x, y"),
                   ("dict(a=1)", ""), ("(1 | 2) as k", "k"), ("[_, _, *more]", "more")]

    def t_match(self):
        lines = ["class Pt:", "    __match_args__ = ('x', 'y')",
                 "    def __init__(self, x, y):", "        self.x, self.y = x, y",
                 "    def __repr__(self):", "        return f'Pt({self.x}, {self.y})'",
                 "def m(subject):", "    match subject:"]
        for c, names in self.r.sample(self.MATCH_CASES, self.r.randint(1, 5)):
            lines += ["        case %s:" % c, "            return (%r, %s)" % (c, names or "None")]
        if self.r.random() < 0.7:
            lines += ["        case _:", "            return 'default'"]
        lines += ["print(m(%s))" % self.pick(self.MATCH_SUBJECTS)]
        return "\n".join(lines)

    FSTRINGS = ["f'{v!r:>12}'", "f'{v=}'", "f'{v = !s:^9}'", "f'{v!a}'", "f'{{{v}}}'",
                "f'{str(v):{w}}'", "f'{v:{w}.{p}}'", "f'[{v!s:<{w}}]'", "f'{[v, v]}'",
                "f'{v}' f'{w}'", "f'{\"q\" if v else \"n\"}'", "f'{len(str(v)):03d}'",
                "f'{repr(v)[:4]!r}'", "f'{v:}'"]

    def t_fstring_expr(self):
        v = self.pick([self.num(), self.str_(), self.list_(), "None", "True"])
        return "v, w, p = %s, %s, %s\nprint(%s)" % (v, self.pick(["5", "10", "0", "2"]),
                                                       self.pick(["1", "3", "0"]),
                                                       self.pick(self.FSTRINGS))

    STR_METHODS_MORE = ["'{a}-{b}'.format_map({'a': 1, 'b': 2})", "'{0}{1}{0}'.format(%s, %s)",
                        "%s.zfill(6)", "%s.partition('-')", "%s.rpartition(',')",
                        "%s.ljust(7, '.') + '|'", "%s.count('')", "%s.split(',')",
                        "%s.strip('aA ')", "%s.startswith(('a', 'x'))", "%s.endswith(('c', 'z'), 1)",
                        "%s.isascii()", "%s.isprintable()", "%s.encode('utf-8', 'replace')",
                        "%s.encode('ascii', 'xmlcharrefreplace')", "'{:>{}}'.format(%s, 8)",
                        "%s.rjust(4, '0')", "%s.casefold() == %s.lower()", "%s.index('b')",
                        "%s.splitlines(True)", "%s.title()", "%s.removeprefix('a')",
                        "%s.rsplit(None, 1)", "%s.swapcase().swapcase()", "%s.find('', 2)",
                        "%s.replace('', '.')", "%s[len(%s):]", "%s.center(10, '*')"]

    def t_str_more(self):
        m = self.pick(self.STR_METHODS_MORE)
        return m.replace("%s", self.str_())

    INT_METHODS = ["(%s).bit_length()", "(%s).to_bytes(4, 'big', signed=True)",
                   "int.from_bytes(b'\\x01\\x02', %r)", "(%s).__index__()",
                   "(%s).as_integer_ratio()", "(%s).bit_count()", "(%s).conjugate()",
                   "int(%s)", "float(%s).is_integer()", "float(%s).hex()",
                   "round(%s, -1)", "(%s).numerator", "abs(%s)", "format(%s, ',')",
                   "format(%s, '_b')", "format(%s, '#o')", "str(%s)", "-(%s) // 3",
                   "(%s) % -3", "divmod(%s, -7)", "pow(%s, 2, 7)", "(%s) ** 2 % 1000",
                   "hash(%s) == hash(float(%s))", "complex" if False else "int(str(%s))"]

    def t_int_methods(self):
        m = self.pick(self.INT_METHODS)
        if "%r" in m:
            return m % self.pick(["big", "little"])
        return m.replace("%s", self.int_())

    COLLECTION_STMTS = [
        "print(sorted(recs, key=lambda r: (r['g'], -r['n'])))",
        "g = {}\nfor r in recs:\n    g.setdefault(r['g'], []).append(r['n'])\nprint(g)",
        "print({r['g']: r for r in recs})",
        "print(max(recs, key=lambda r: r['n']), min(recs, key=lambda r: r['n'], default=None))",
        "print(sum(r['n'] for r in recs) / max(len(recs), 1))",
        "print([r for r in recs if r.get('x')])",
        "print(sorted({r['g'] for r in recs}))",
        "print(dict(sorted((r['g'], r['n']) for r in recs)))",
        "print(list(map(lambda r: {**r, 'n2': r['n'] * 2}, recs))[:2])",
        "from collections import Counter\nprint(Counter(r['g'] for r in recs).most_common())",
        "from collections import defaultdict\ndd = defaultdict(int)\nfor r in recs:\n"
        "    dd[r['g']] += r['n']\nprint(dd)",
        "import json\nprint(json.dumps(recs, sort_keys=True)[:80])",
        "import json\nprint(json.loads(json.dumps(recs)) == recs)",
        "print('\\n'.join(f\"{r['g']:<4}{r['n']:>6.1f}\" for r in recs))",
        "recs.sort(key=lambda r: r['n'], reverse=True)\nprint([r['n'] for r in recs])",
        "print([(i, r['g']) for i, r in enumerate(recs, 1) if i % 2])",
        "print({k: len(v) for k, v in __import__('itertools').groupby(sorted(r['g'] for r in recs))})"
        if False else "import itertools\nprint([(k, len(list(v))) for k, v in "
        "itertools.groupby(sorted(recs, key=lambda r: r['g']), key=lambda r: r['g'])])",
    ]

    def t_records(self):
        recs = []
        for _ in range(self.r.randint(0, 5)):
            rec = "{'g': %s, 'n': %s" % (self.pick(["'a'", "'b'", "'c'"]),
                                         self.pick(["1", "2.5", "-3", "10", "0"]))
            if self.r.random() < 0.3:
                rec += ", 'x': %s" % self.pick(["1", "None", "''", "[0]"])
            recs.append(rec + "}")
        return "recs = [%s]\n%s" % (", ".join(recs), self.pick(self.COLLECTION_STMTS))

    def t_scope(self):
        return self.pick([
            "def mk():\n    fs = [lambda i=i: i * 2 for i in range(3)]\n    return [f() for f in fs]\nprint(mk())",
            "def mk():\n    fs = [lambda: i for i in range(3)]\n    return [f() for f in fs]\nprint(mk())",
            "x = 10\ndef f():\n    print(x)\n    x = 1\nf()",
            "def f():\n    n = 0\n    def g():\n        nonlocal n\n        n += 1\n        return n\n"
            "    g(); return g()\nprint(f())",
            "print([y := 5, y ** 2])", "print([(z := i) for i in range(3)], z)",
            "def f(a, b=[]):\n    b.append(a)\n    return b\nf(1)\nprint(f(2))",
            "def f(*args, **kw):\n    return args, sorted(kw.items())\nprint(f(1, *[2, 3], k=1, **{'j': 2}))",
            "def f(a, /, b, *, c=3):\n    return a, b, c\nprint(f(1, b=2), f(1, 2, c=4))",
            "def f(a, /, b):\n    return a\nprint(f(a=1, b=2))",
            "def f(**kw):\n    return kw\nprint(f(**{'a': 1}, a=2))",
            "def f(a, b):\n    return a\nprint(f(1, 2, 3))",
            "def f(a, b):\n    return a\nprint(f(1, a=2))",
            "def f(a):\n    return a\nprint(f())",
            "def f(*, a):\n    return a\nprint(f(1))",
            "g = (i * i for i in range(4))\nprint(next(g), list(g), list(g))",
        ])

    EXC_NAMES = ["ValueError", "KeyError", "TypeError", "RuntimeError", "LookupError",
                 "ZeroDivisionError", "Exception"]

    def t_exc_chain(self):
        a, b = self.pick(self.EXC_NAMES), self.pick(self.EXC_NAMES)
        how = self.pick(["raise %s('outer')" % b, "raise %s('outer') from e" % b,
                         "raise %s('outer') from None" % b, "raise",
                         "raise e", "raise %s('outer') from %s('cause')" % (b, a)])
        inner = self.pick(["raise %s('inner')" % a, "1 / 0", "{}['k']", "[][1]",
                           "int('x')", "None.attr"])
        return ("try:\n    try:\n        %s\n    except Exception as e:\n        %s\n"
                "except BaseException as x:\n"
                "    print(repr(x), repr(x.__cause__), repr(x.__context__), x.__suppress_context__)"
                % (inner, how))

    def t_star_calls(self):
        return self.pick([
            "def f(*a, **k):\n    return a, k\nprint(f(*%s, *%s))" % (self.seq(), self.seq()),
            "def f(a, b=2, *c, d, **e):\n    return a, b, c, d, e\nprint(f(*%s, d=1))" % self.seq(),
            "def f(a, b, /, c):\n    return a, b, c\nprint(f(*%s))" % self.seq(),
            "print(*%s, sep='|')" % self.seq(),
            "print([*%s, *%s], (*%s,), {*%s})" % (self.seq(), self.seq(), self.seq(), self.set_()),
            "print({**%s, **%s})" % (self.dict_(), self.dict_()),
            "for a, *b in [%s, %s]:\n    print(a, b)" % (self.seq(), self.seq()),
            "x, *y, z = range(%s)\nprint(x, y, z)" % self.pick(["1", "2", "3", "6"]),
            "print(dict(%s, **{'z': 1}))" % self.dict_(),
            "def f(**k):\n    return k\nprint(f(**%s))" % self.dict_(),
        ])

    ATTR_HOOKS = [
        "def __getattr__(self, n):\n        return 'ga:' + n",
        "def __getattribute__(self, n):\n        if n == 'magic':\n            return 42\n"
        "        return object.__getattribute__(self, n)",
        "def __setattr__(self, n, v):\n        object.__setattr__(self, n, v * 2 if isinstance(v, int) else v)",
        "def __delattr__(self, n):\n        if n == 'v':\n            raise AttributeError('keep v')\n"
        "        object.__delattr__(self, n)",
        "@property\n    def p(self):\n        return self.v + 1",
        "@property\n    def q(self):\n        raise AttributeError('q broke')",
        "__slots__ = ('v', 'w')",
    ]

    def t_attr_hooks(self):
        body = ["class H:"]
        for h in self.r.sample(self.ATTR_HOOKS, self.r.randint(1, 3)):
            body.append("    " + h)
        body += ["    def __init__(self):", "        self.v = 3"]
        ops = self.r.sample(["print(h.v)", "print(h.magic)", "print(h.missing)", "print(h.p)",
                             "print(h.q)", "h.w = 5\nprint(h.w)", "del h.v\nprint(h.v)",
                             "print(getattr(h, 'zz', 'dflt'))", "print(hasattr(h, 'q'))",
                             "h.u = 1\nprint(h.u)", "print(sorted(vars(h)))",
                             "print(object.__getattribute__(h, 'v'))"], 3)
        return "\n".join(body) + "\nh = H()\n" + "\n".join(ops)

    def t_bigint(self):
        a = self.pick(["10**30 + 7", "-(2**100)", "2**64 - 1", "3**50", "-10**25 - 3", "7"])
        b = self.pick(["3", "-7", "2**70", "10**12 + 1", "-1", "2**64"])
        return self.pick([
            "(%s) // (%s), (%s) %% (%s)" % (a, b, a, b), "divmod(%s, %s)" % (a, b),
            "pow(%s, 3, %s)" % (a, b), "(%s) * (%s) - (%s)" % (a, b, a),
            "(%s) >> 3, (%s) << 5, (%s) & (%s), (%s) ^ -1" % (a, a, a, b, a),
            "f'{%s:,}', f'{%s:x}', f'{%s:e}', f'{%s:_b}'" % (a, a, a, a),
            "(%s).bit_length(), abs(%s), -(%s), int(str(%s)) == (%s)" % (a, a, a, a, a),
            "(%s) / (%s), float(%s), round(%s, -5)" % (a, b, a, a),
            "(%s) == float(%s), (%s) < float('inf'), hash(%s) == hash(%s)" % (a, a, a, a, a),
            "(%s).to_bytes(20, 'big', signed=True).hex()" % a,
        ])

    def t_str_odd(self):
        s = self.str_()
        i, j = self.pick(["0", "1", "-1", "-3", "10", "None"]), self.pick(["0", "2", "-1", "100", "None"])
        return self.pick([
            "%s.find('a', %s, %s), %s.rfind('', %s, %s)" % (s, i, j, s, i, j),
            "%s.count('', %s, %s), %s.index('a', %s)" % (s, i, j, s, i),
            "%s.split(None, %s), %s.rsplit(' ', %s)" % (s, self.pick(["-1", "0", "1"]), s,
                                                        self.pick(["-1", "0", "2"])),
            "%s.center(%s, '-'), %s.ljust(%s), %s.rjust(%s, '0')" % (s, self.pick(["0", "-5", "9"]), s,
                                                                    self.pick(["0", "4"]), s, "7"),
            "%s.replace('', '.', %s)" % (s, self.pick(["-1", "0", "2"])),
            "%s.partition(%s)" % (s, self.pick(["''", "'a'", "' '"])),
            "%s.startswith(('a', 'H', ''), %s, %s), %s.endswith('c', %s)" % (s, i, j, s, i),
            "%s.zfill(%s), %s.expandtabs(%s)" % (self.pick(["'-42'", "'+7'", s]),
                                                 self.pick(["0", "6"]), s, self.pick(["0", "1", "3"])),
            "%s.strip(%s), %s.lstrip('') " % (s, self.pick(["None", "'a '", "'xyz'"]), s),
            "%s[%s:%s:%s]" % (s, i, j, self.pick(["-1", "2", "-2"])),
            "%s.splitlines(True), %s.title(), %s.capitalize()" % (s, s, s),
        ])

    # objects that log each truth test (__bool__, or __len__ when the class
    # has no __bool__), in boolean expressions compiled for a jump or for a
    # value, and in natives that take truth values
    TRUTH_CLASS = ("log = []\n"
                   "class T:\n"
                   "    def __init__(self, n, v): self.n, self.v = n, v\n"
                   "    def __bool__(self):\n"
                   "        log.append(self.n)\n"
                   "        return self.v\n"
                   "    def __repr__(self): return 'T' + self.n\n"
                   "class N(T):\n"
                   "    __bool__ = None\n"
                   "class L:\n"
                   "    def __init__(self, n, k): self.n, self.k = n, k\n"
                   "    def __len__(self):\n"
                   "        log.append(self.n)\n"
                   "        return self.k\n"
                   "    def __repr__(self): return 'L' + self.n\n")

    def truth_atom(self, names):
        n = names.pop(0)
        return self.pick(["T('%s', %s)" % (n, self.pick(["True", "False"])),
                          "L('%s', %d)" % (n, self.r.randint(0, 2)),
                          "T('%s', %s)" % (n, self.pick(["True", "False"])),
                          self.pick(["0", "1", "''", "'x'", "None", "[]", "[0]"])])

    def truth_expr(self, names, depth=0):
        if depth > 2 or self.r.random() < 0.3:
            e = self.truth_atom(names)
        else:
            op = self.pick([" and ", " or "])
            e = op.join(self.truth_expr(names, depth + 1) for _ in range(self.r.randint(2, 3)))
            e = "(" + e + ")"
        if self.r.random() < 0.2:
            e = "not " + e
        return e

    def t_truth(self):
        names = ["%d" % i for i in range(400)]
        e = self.truth_expr(names)
        ctx = self.pick([
            "r = %s\nprint(repr(r), log)",
            "if %s:\n    print('yes', log)\nelse:\n    print('no', log)",
            "while %s:\n    print('loop', log)\n    break\nelse:\n    print('done', log)",
            "try:\n    assert %s, 'msg'\n    print('ok', log)\nexcept AssertionError as e:\n    print('assert', e, log)",
            "print(repr(1 if %s else 2), log)",
            "print([i for i in range(2) if %s], log)",
            "print(repr(not %s), log)",
            "print(bool(%s), log)",
            "print(any([%s, %s]), log)",
            "print(all(iter([%s, %s])), log)",
            "print(list(filter(None, [%s, %s])), log)",
            "it = iter([%s, %s, 5, 6])\nprint(any(it), list(it), log)",
            "it = iter((%s, %s, 0, 7))\nprint(all(it), list(it), log)",
        ])
        k = ctx.count("%s")
        src = ctx % tuple(self.truth_expr(names) if i else e for i in range(k))
        return self.TRUTH_CLASS + src

    # natives that consume an iterable meeting items whose use is Python
    # code (__radd__, __lt__, __index__, __hash__/__eq__) part way through
    CONSUME_CLASS = ("class V:\n"
                     "    def __init__(s, x): s.x = x\n"
                     "    def __radd__(s, o): return V(s.x + o)\n"
                     "    def __add__(s, o): return V(s.x + (o.x if isinstance(o, V) else o))\n"
                     "    def __lt__(s, o): return s.x < (o.x if isinstance(o, V) else o)\n"
                     "    def __gt__(s, o): return s.x > (o.x if isinstance(o, V) else o)\n"
                     "    def __index__(s): return s.x % 256\n"
                     "    def __hash__(s): return hash(s.x)\n"
                     "    def __eq__(s, o): return s.x == (o.x if isinstance(o, V) else o)\n"
                     "    def __repr__(s): return 'V(%r)' % s.x\n")

    def t_consume(self):
        items = [self.pick(["1", "2", "3", "V(1)", "V(2)", "V(7)", "0"])
                 for _ in range(self.r.randint(1, 5))]
        src = self.pick(["iter([%s])", "[%s]", "iter((%s,))", "reversed([%s])",
                         "(x for x in [%s])"]) % ", ".join(items)
        call = self.pick(["sum(it)", "sum(it, 10)", "sum(it, start=V(0))", "max(it)", "min(it)",
                          "sorted(it)", "sorted(set(it), key=repr)", "len(dict.fromkeys(it))",
                          "bytes(it)", "list(map(int, it))", "sorted(it, reverse=True)",
                          "max(it, default=None)", "[x for x in it if x]", "tuple(it)",
                          "len(set(it))", "V(2) in it", "2 in it"])
        return self.CONSUME_CLASS + "it = %s\nprint(repr(%s))\nprint(list(it))" % (src, call)

    TEMPLATES = ["t_truth", "t_truth", "t_consume", "t_class_ops", "t_class_ops", "t_generator", "t_arith", "t_arith", "t_seq_arith", "t_set_ops", "t_index", "t_slice",
                 "t_slice", "t_fstring", "t_fstring", "t_format", "t_str_format", "t_percent",
                 "t_str_method0", "t_str_method1", "t_str_method1", "t_replace", "t_conv",
                 "t_conv", "t_divmod", "t_comprehension", "t_sorted_key", "t_builtins_iter",
                 "t_list_stmts", "t_dict_stmts", "t_raise", "t_unpack", "t_repr_float",
                 "t_str_ops", "t_exc_flow", "t_exc_flow", "t_loop_flow", "t_class_inherit",
                 "t_class_inherit", "t_match", "t_match", "t_fstring_expr", "t_str_more",
                 "t_int_methods", "t_records", "t_records", "t_scope", "t_exc_chain",
                 "t_star_calls", "t_attr_hooks", "t_attr_hooks", "t_bigint", "t_str_odd"]

    def snippet(self):
        name = self.pick(self.TEMPLATES)
        src = getattr(self, name)()
        return name[2:], src


def wrap(i, src):
    """The snippet as a try block printing its result or its exception."""
    body = src.split("\n")
    if len(body) == 1 and not body[0].startswith(("try:", "a, ", "*a", "(a")):
        body = ["print(repr(%s))" % body[0]]
    lines = ["print('#%d')" % i, "try:"]
    lines += ["    " + ln for ln in body]
    lines += ["except Exception as e:", "    print('!', type(e).__name__, e)"]
    return "\n".join(lines)


def run(cmd, path):
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8")
    try:
        p = subprocess.run(cmd + [path], capture_output=True, timeout=60, env=env)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    return p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


ADDRESS = re.compile(r" at 0x[0-9a-f]+>")


def split_out(text):
    """{snippet number: its lines}, default reprs' addresses blanked (baton's
    are made up)"""
    out, cur = {}, None
    for ln in ADDRESS.sub(" at 0x?>", text).splitlines():
        if ln.startswith("#") and ln[1:].isdigit():
            cur = int(ln[1:])
            out[cur] = []
        elif cur is not None:
            out[cur].append(ln)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("baton")
    ap.add_argument("programs", nargs="?", type=int, default=50)
    ap.add_argument("seed", nargs="?", type=int, default=1)
    ap.add_argument("--snippets", type=int, default=40)
    ap.add_argument("--keep")
    ap.add_argument("--python", default="python3")
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    gen = Gen(rnd)
    diffs = {}
    total = 0
    with tempfile.TemporaryDirectory(prefix="pyfuzz") as tmp:
        for prog in range(args.programs):
            snippets = [gen.snippet() for _ in range(args.snippets)]
            text = "\n".join(wrap(i, s) for i, (_, s) in enumerate(snippets)) + "\n"
            path = os.path.join(tmp, "p%d.py" % prog)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            c_out, c_err = run([args.python], path)
            b_out, b_err = run([args.baton, "run", "--max-output", "0"], path)
            total += len(snippets)
            if c_out is None or b_out is None:
                print("program %d: %s timed out" % (prog, "CPython" if c_out is None else "baton"))
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    with open(os.path.join(args.keep, "timeout_seed%d_p%d.py" % (args.seed, prog)), "w") as f:
                        f.write(text)
                continue
            cs, bs = split_out(c_out), split_out(b_out)
            bad = False
            for i, (name, src) in enumerate(snippets):
                if i not in cs:
                    continue   # CPython stopped before it (should not happen)
                if cs[i] != bs.get(i):
                    bad = True
                    diffs.setdefault(name, []).append((src, cs[i], bs.get(i), b_err))
            if bad and args.keep:
                os.makedirs(args.keep, exist_ok=True)
                with open(os.path.join(args.keep, "seed%d_p%d.py" % (args.seed, prog)), "w") as f:
                    f.write(text)
    n = sum(len(v) for v in diffs.values())
    print("pyfuzz_diff: %d programs, %d snippets, %d differ (seed %d)"
          % (args.programs, total, n, args.seed))
    for name, items in sorted(diffs.items(), key=lambda kv: -len(kv[1])):
        print("\n== %s: %d" % (name, len(items)))
        for src, want, got, err in items[:8]:
            print("  " + src.replace("\n", "\n  "))
            print("    CPython: %s" % " / ".join(want)[:300])
            if got is None:
                print("    baton:   (no output; stderr: %s)" % err.strip().splitlines()[-1:])
            else:
                print("    baton:   %s" % " / ".join(got)[:300])
    return 1 if n else 0


if __name__ == "__main__":
    sys.exit(main())
