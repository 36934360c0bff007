#!/usr/bin/env python3
"""classmodel_diff.py - the object model, baton against CPython 3.11 (the
oracle), on random class hierarchies (outside the test suite).

Each snippet builds 2-4 classes, each from a random earlier class (or
object, int, str, list, dict, Exception), with random members: __init__
calling super().__init__, properties with setters, __slots__, a data or
non-data descriptor, classmethods and staticmethods calling super(),
binary operators returning values or NotImplemented (plain, reflected and
in-place), comparisons, __eq__ with or without __hash__, __repr__/__str__/
__format__, __bool__/__len__, __init_subclass__ with keyword arguments,
__class_getitem__, __getattr__, __set_name__.  It then applies random
operations to instances (operators between classes and builtins, ==, hash,
set/dict membership, repr/str/format/f-strings, attribute reads and writes,
super() through the MRO, isinstance, sorted, bool, len, copy) and prints
each result or the exception's type and message.  Snippets run in programs
of 30 under both interpreters; differing snippets are printed.

usage: python3 tools/classmodel_diff.py BATON N SEED   (exit 1 when one differs)
"""
import os
import random
import subprocess
import sys
import tempfile

PRELUDE = r'''
import re as _re, copy
def _m(s):
    return _re.sub(r' at 0x[0-9a-fA-F]+', ' at 0x?', s)
def _show(i, f):
    try:
        print(i, 'ok', _m(repr(f()))[:100])
    except BaseException as e:
        print(i, type(e).__name__, _m(str(e))[:100])
class Desc:
    def __set_name__(self, owner, name):
        self.name = '_d_' + name
    def __get__(self, obj, typ=None):
        return self if obj is None else getattr(obj, self.name, 'unset')
    def __set__(self, obj, v):
        object.__setattr__(obj, self.name, v * 2)
class NonData:
    def __get__(self, obj, typ=None):
        return ('nd', typ.__name__ if typ else None)
'''

BASES = ["object", "int", "str", "list", "dict", "Exception"]
OPS = ["+", "-", "*", "<", "==", "!=", "<=", "&", "@", "//", "%"]
IOPS = ["+=", "-=", "*=", "|="]
DUNDER = {"+": "add", "-": "sub", "*": "mul", "<": "lt", "==": "eq", "!=": "ne", "<=": "le",
          "&": "and", "@": "matmul", "//": "floordiv", "%": "mod", "|": "or"}


def make_class(r, name, prev):
    base = r.choice(prev + BASES) if prev else r.choice(BASES)
    kw = ""
    lines = []
    if r.random() < 0.3 and prev:
        kw = f", tag={r.randint(1, 9)}"
    lines.append(f"class {name}({base}{kw}):")
    body = [f"    cnt = {r.randint(0, 5)}"]
    if r.random() < 0.25 and base == "object":
        body.append(f"    __slots__ = ({r.choice(['', repr('a') + ',', repr('a') + ', ' + repr('b')])})")
    if r.random() < 0.6 and base not in ("int", "str"):
        body += ["    def __init__(self, *args, **kw):",
                 f"        {r.choice(['super().__init__(*args, **kw)', 'super().__init__()', 'pass'])}",
                 "        try:", f"            self.a = {r.randint(1, 9)}", "        except AttributeError as e:",
                 "            print('init', e)"]
    for _ in range(r.randint(1, 5)):
        c = r.random()
        if c < 0.3:
            op = r.choice(OPS + ["|"])
            d = DUNDER[op]
            pre = r.choice(["", "r", "i"]) if d not in ("lt", "eq", "ne", "le") else ""
            ret = r.choice(["NotImplemented", f"'{name}.{pre}{d}'", "(self.cnt, other)",
                            f"super().__{pre}{d}__(other)" if prev or base != "object" else "NotImplemented",
                            "self"])
            body += [f"    def __{pre}{d}__(self, other):", f"        return {ret}"]
        elif c < 0.4:
            body += ["    def __hash__(self):", f"        return {r.choice(['self.cnt', 'hash(repr(type(self)))', '7'])}"]
        elif c < 0.45:
            body.append("    __hash__ = None")
        elif c < 0.55:
            f = r.choice(["__repr__", "__str__"])
            ret = r.choice([f"'{name}!'", f"f'{name}({{self.cnt}})'",
                            f"super().{f}() + '+'", "42"])
            body += [f"    def {f}(self):", f"        return {ret}"]
        elif c < 0.6:
            body += ["    def __format__(self, spec):",
                     f"        return {r.choice(['spec.upper() or ' + repr(name), 'super().__format__(spec)', 'format(self.cnt, spec)'])}"]
        elif c < 0.68:
            body += ["    @property", "    def p(self):", f"        return {r.choice(['self.cnt * 2', 'self.missing', 'type(self).__name__'])}"]
            if r.random() < 0.5:
                body += ["    @p.setter", "    def p(self, v):", "        self.cnt = v"]
        elif c < 0.73:
            body += ["    @classmethod", "    def make(cls, *a):",
                     f"        return {r.choice(['cls(*a)', 'super().make(*a)', 'cls.__name__', 'cls.__mro__[1].__name__'])}"]
        elif c < 0.76:
            body += ["    @staticmethod", "    def st(x=1):", "        return x * 3"]
        elif c < 0.8:
            body += ["    def __init_subclass__(cls, tag=0, **kw):", "        super().__init_subclass__(**kw)",
                     f"        print('subclass', cls.__name__, tag)"]
        elif c < 0.84:
            body += ["    def __class_getitem__(cls, item):", "        return (cls.__name__, item)"]
        elif c < 0.88:
            body += ["    d = Desc()", "    nd = NonData()"]
        elif c < 0.92:
            body += ["    def __getattr__(self, name):",
                     f"        {r.choice(['return name.upper()', 'raise AttributeError(name)', 'return super().__getattr__(name)'])}"]
        elif c < 0.96:
            body += ["    def __bool__(self):", f"        return {r.choice(['False', 'True', '0', 'self.cnt > 2'])}"]
        else:
            body += ["    def __len__(self):", f"        return {r.choice(['3', '-1', 'self.cnt', '2.5'])}"]
    return "\n".join(lines + body)


def args_for(r):
    return r.choice(["", "1", "'ab'", "[1, 2]"])


def ops(r, names, i):
    out = []
    objs = [f"o{k}" for k in range(len(names))] + ["1", "'s'", "[0]", "None", "2.5"]
    for _ in range(r.randint(4, 10)):
        a, b = r.choice(objs[:len(names)]), r.choice(objs)
        c = r.random()
        if c < 0.3:
            op = r.choice(OPS + ["|"])
            x, y = (a, b) if r.random() < 0.6 else (b, a)
            out.append(f"_show({i}, lambda: {x} {op} {y})")
        elif c < 0.4:
            out.append(f"x = {a}\ntry:\n    x {r.choice(IOPS)} {b}\n    _show({i}, lambda: x)\nexcept Exception as e:\n    print({i}, type(e).__name__, _m(str(e)))")
        elif c < 0.5:
            out.append(f"_show({i}, lambda: (hash({a}) == hash({a}), {a} in {{{a}}}, {a} == {a}))")
        elif c < 0.6:
            out.append(f"_show({i}, lambda: (repr({a}), str({a}), f'{{{a}}}', format({a}, 'x')))")
        elif c < 0.68:
            out.append(f"_show({i}, lambda: ({a}.p, {a}.cnt, {a}.nd, {a}.d))")
        elif c < 0.74:
            out.append(f"_show({i}, lambda: setattr({a}, {r.choice(['chr(112)', repr('d'), repr('zz'), repr('a'), repr('cnt')])}, 4) or vars({a}))")
        elif c < 0.8:
            out.append(f"_show({i}, lambda: (type({a}).make({args_for(r)}), type({a}).st()))")
        elif c < 0.85:
            out.append(f"_show({i}, lambda: (bool({a}), len({a})))")
        elif c < 0.9:
            out.append(f"_show({i}, lambda: type({a})[int])")
        elif c < 0.95:
            out.append(f"_show({i}, lambda: sorted([{a}, {b}]))")
        else:
            out.append(f"_show({i}, lambda: copy.copy({a}).__class__.__name__)")
    return out


def snippet(r, i):
    names = [f"C{i}_{k}" for k in range(r.randint(2, 4))]
    out = []
    for k, n in enumerate(names):
        out.append(make_class(r, n, names[:k]))
    for k, n in enumerate(names):
        out.append(f"try:\n    o{k} = {n}({args_for(r)})\nexcept Exception as e:\n"
                   f"    print({i}, 'new', type(e).__name__, _m(str(e)))\n    o{k} = None")
    out += ops(r, names, i)
    out.append(f"print({i}, [c.__name__ for c in {names[-1]}.__mro__])")
    return "\n".join(out)


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=300,
                       stdin=subprocess.DEVNULL)
    return p.stdout, p.stderr


def main():
    baton, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    r = random.Random(seed)
    bad = done = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "prog.py")
        while done < n:
            snips = [snippet(r, done + k) for k in range(min(30, n - done))]
            src = PRELUDE + "\n".join(
                "try:\n" + "\n".join("    " + ln for ln in s.split("\n")) +
                f"\nexcept BaseException as e:\n    print({done + k}, 'ESC', type(e).__name__, _m(str(e)))"
                for k, s in enumerate(snips)) + "\n"
            with open(path, "w") as f:
                f.write(src)
            (a, ae), (b, be) = run([sys.executable], path), run([baton, "run"], path)
            al, bl = a.splitlines(), b.splitlines()
            for k, s in enumerate(snips):
                tag = str(done + k) + " "
                x = [ln for ln in al if ln.startswith(tag) or ln.startswith(("subclass", "init"))]
                y = [ln for ln in bl if ln.startswith(tag) or ln.startswith(("subclass", "init"))]
                x = [ln for ln in al if ln.startswith(tag)]
                y = [ln for ln in bl if ln.startswith(tag)]
                if x != y:
                    bad += 1
                    print(f"--- snippet {done + k}:\n{s}\n--- CPython:\n" + "\n".join(x) +
                          "\n--- baton:\n" + "\n".join(y))
            if a.count("subclass") != b.count("subclass") or ae != be:
                print("hooks or stderr differ:\n", ae[-500:], "\n---\n", be[-500:])
            done += len(snips)
    print(f"classmodel_diff: {n} snippets, {bad} differ (seed {seed})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
