#!/usr/bin/env python3
"""errmsg_diff.py - the messages of builtin errors, baton against CPython
3.11 (the oracle), from random wrong calls (outside the test suite).

Each case calls a builtin function, a method of str/bytes/list/tuple/dict/
set/int/float, or a builtin type with 0-3 random positional arguments and
sometimes a keyword argument, drawn from a pool of values of many types
(wrong counts, wrong types, bad values), or applies an operator, a
subscript, an unpacking or an attribute read to random values.  It prints
the result's type, or the exception's type and message (addresses masked).
Cases run in programs of 250 under both interpreters; differing cases are
printed with their source.

With --tb, each program instead is one random chain of functions ending in
an uncaught exception (raise ... from, implicit context in except and
finally blocks, add_note, ExceptionGroup, a builtin's own error): the whole
stderr is compared, file paths cut to the base name.

usage: python3 tools/errmsg_diff.py BATON N SEED [--tb] [-v]
       N cases (or N programs with --tb); exit status 1 when one differs.
"""
import os
import random
import re
import subprocess
import sys
import tempfile

VALUES = ["0", "-1", "3", "2.5", "'a'", "'abc'", "b'x'", "None", "[]", "[1, 2]", "(1,)",
          "{}", "{'a': 1}", "True", "10**20", "float('nan')", "object()", "int", "str",
          "(lambda: 0)", "1j", "{1}", "range(3)", "bytearray(b'ab')", "-2**63", "'1.5'", "'12'",
          "iter([])", "...", "NotImplemented", "[[1, 2], [3]]", "'\\u00e9\\n'"]
KWARGS = ["key", "reverse", "sep", "start", "default", "base", "x", "maxsplit", "encoding",
          "errors", "byteorder", "signed", "end", "strict", "fillchar", "keepends", "tabsize"]
FUNCS = ["len", "abs", "int", "float", "str", "bytes", "list", "tuple", "dict", "set",
         "frozenset", "range", "sorted", "min", "max", "sum", "round", "divmod", "pow", "chr",
         "ord", "hex", "oct", "bin", "isinstance", "issubclass", "getattr", "setattr", "hasattr",
         "delattr", "iter", "next", "enumerate", "zip", "map", "filter", "reversed", "format",
         "repr", "hash", "any", "all", "slice", "bool", "complex", "bytearray", "callable",
         "ascii", "id", "type", "vars", "dir", "divmod", "memoryview", "object",
         "super", "property", "staticmethod", "classmethod"]
METHODS = {
    "'abc'": ["split", "rsplit", "join", "replace", "find", "rfind", "index", "rindex",
              "startswith", "endswith", "center", "ljust", "rjust", "zfill", "encode",
              "format", "strip", "lstrip", "count", "partition", "rpartition", "expandtabs",
              "splitlines", "translate", "maketrans", "removeprefix", "isdigit", "upper",
              "casefold", "format_map", "__getitem__", "__add__", "__mul__", "__mod__",
              "__contains__"],
    "b'ab'": ["split", "join", "replace", "find", "decode", "hex", "startswith", "count",
              "center", "strip", "fromhex", "translate", "index", "__getitem__"],
    "[3, 1, 2]": ["append", "insert", "pop", "index", "remove", "sort", "extend", "count",
                  "copy", "__getitem__", "__setitem__", "__delitem__", "__add__", "__iadd__",
                  "__mul__", "__contains__"],
    "(1, 2)": ["index", "count", "__getitem__", "__add__", "__mul__"],
    "{'a': 1}": ["get", "pop", "setdefault", "update", "fromkeys", "popitem", "items",
                 "__getitem__", "__setitem__", "copy", "__or__", "__ior__", "keys"],
    "{1, 2}": ["add", "remove", "discard", "pop", "union", "update", "issubset",
               "intersection", "difference_update", "__or__", "__contains__"],
    "7": ["to_bytes", "bit_length", "from_bytes", "__add__", "__pow__", "__round__",
          "__format__", "as_integer_ratio", "__truediv__", "conjugate"],
    "1.5": ["hex", "fromhex", "is_integer", "__round__", "__format__", "__mod__",
            "as_integer_ratio", "__floordiv__"],
}
OPS = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "<", "<=", "@",
       "in", "not in"]


def args(r, n_max=3):
    a = [r.choice(VALUES) for _ in range(r.randint(0, n_max))]
    if r.random() < 0.25:
        a.append(f"{r.choice(KWARGS)}={r.choice(VALUES)}")
    return ", ".join(a)


def case(r):
    k = r.random()
    if k < 0.35:
        return f"{r.choice(FUNCS)}({args(r)})"
    if k < 0.7:
        obj = r.choice(list(METHODS))
        return f"({obj}).{r.choice(METHODS[obj])}({args(r)})"
    if k < 0.8:
        return f"({r.choice(VALUES)}) {r.choice(OPS)} ({r.choice(VALUES)})"
    if k < 0.87:
        return f"({r.choice(VALUES)})[{r.choice(VALUES + ['1:2', '::0', '0, 1'])}]"
    if k < 0.93:
        return f"(lambda: [(a, b) for a, b in [{r.choice(VALUES)}]])()"
    return f"({r.choice(VALUES)}).{r.choice(['real', 'append', 'keys', 'x', 'upper', '__len__', 'decode', 'items', 'imag', 'sort'])}"


PRELUDE = r'''
import re as _re
def _m(s):
    return _re.sub(r' at 0x[0-9a-fA-F]+', ' at 0x?', str(s))
def _run(i, f):
    try:
        v = f()
        print(i, 'ok', type(v).__name__)
    except BaseException as e:
        print(i, type(e).__name__, _m(e))
'''


def program(cases):
    lines = [PRELUDE]
    for i, c in enumerate(cases):
        lines.append(f"_run({i}, lambda: {c})")
    return "\n".join(lines) + "\n"


def tb_program(r):
    """A chain of 2-5 functions; the last fails; some catch and re-raise."""
    fails = ["[][1]", "{}['k']", "int('x1')", "1 / 0", "None.foo", "'a' + 1", "len(5)",
             "[1].index(9)", "undefined_name", "(1, 2)[5]", "float('z')", "ord('ab')",
             "sorted([1, 'a'])", "next(iter([]))", "'{}'.format()", "divmod(1, 0)",
             "int.from_bytes(1)", "'abc'.split('')", "dict(a=1)['b']", "set().pop()"]
    n = r.randint(2, 5)
    out = []
    for i in range(n):
        body = []
        call = f"f{i + 1}(x + 1)" if i + 1 < n else r.choice(fails)
        style = r.choice(["plain", "plain", "from", "from_none", "context", "note", "finally",
                          "group", "custom"])
        if style == "plain" or i + 1 == n and style in ("group",):
            body.append(f"    return {call}")
        elif style == "from":
            body += ["    try:", f"        return {call}", "    except Exception as e:",
                     f"        raise RuntimeError(f'step {i} failed: {{e}}') from e"]
        elif style == "from_none":
            body += ["    try:", f"        return {call}", "    except Exception:",
                     f"        raise ValueError('hidden {i}') from None"]
        elif style == "context":
            body += ["    try:", f"        return {call}", "    except Exception as e:",
                     f"        raise KeyError(str(e)[:{r.randint(3, 12)}])"]
        elif style == "note":
            body += ["    try:", f"        return {call}", "    except Exception as e:",
                     f"        e.add_note('while in f{i} with ' + repr(x))", "        raise"]
        elif style == "finally":
            body += ["    try:", f"        return {call}", "    finally:",
                     f"        {r.choice(['pass', 'print(' + repr('cleanup') + ', x)', '[][0]'])}"]
        elif style == "group":
            body += ["    try:", f"        return {call}", "    except Exception as e:",
                     f"        raise ExceptionGroup('batch {i}', [e, TypeError('also')])"]
        else:
            body += ["    try:", f"        return {call}", "    except Exception as e:",
                     "        raise AppError(x, e) from None if x > 2 else e"]
        out.append(f"def f{i}(x):\n" + "\n".join(body))
    head = ("class AppError(Exception):\n    def __init__(self, x, e):\n"
            "        super().__init__(f'app {x}: {type(e).__name__}')\n")
    return head + "\n\n".join(out) + f"\n\nprint('start')\nf0({r.randint(0, 3)})\n"


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=120,
                       stdin=subprocess.DEVNULL,
                       cwd=os.path.dirname(path))
    err = re.sub(r'File "[^"]*/([^"/]+)"', r'File "\1"', p.stderr)
    return p.returncode, p.stdout, err


def main():
    argv = [a for a in sys.argv[1:] if not a.startswith("-")]
    baton, n, seed = os.path.abspath(argv[0]), int(argv[1]), int(argv[2])
    r = random.Random(seed)
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "prog.py")
        if "--tb" in sys.argv:
            for k in range(n):
                src = tb_program(r)
                with open(path, "w") as f:
                    f.write(src)
                a, b = run([sys.executable], path), run([baton, "run"], path)
                if a != b:
                    bad += 1
                    print(f"--- program {k} differs:\n{src}\n--- CPython:\n{a[1]}{a[2]}"
                          f"--- baton:\n{b[1]}{b[2]}")
            print(f"errmsg_diff --tb: {n} programs, {bad} differ (seed {seed})")
            return 1 if bad else 0
        done = 0
        while done < n:
            cases = [case(r) for _ in range(min(250, n - done))]
            with open(path, "w") as f:
                f.write(program(cases))
            a, b = run([sys.executable], path), run([baton, "run"], path)
            al, bl = a[1].splitlines(), b[1].splitlines()
            for i, c in enumerate(cases):
                x = al[i] if i < len(al) else "<missing>"
                y = bl[i] if i < len(bl) else "<missing>"
                if x != y:
                    bad += 1
                    print(f"{c}\n  CPython: {x}\n  baton:   {y}")
            if a[2] != b[2] and "-v" in sys.argv:
                print("stderr differs:", a[2][-300:], b[2][-300:])
            done += len(cases)
    print(f"errmsg_diff: {n} cases, {bad} differ (seed {seed})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
