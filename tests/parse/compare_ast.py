#!/usr/bin/env python3
"""Compare tools/astdump output with CPython's ast for valid programs.

Usage: compare_ast.py ASTDUMP FILE...

CPython's tree is converted to astdump's S-expression format; positions are
compared where CPython has them ("@?" is a wildcard for nodes CPython gives
no position, or where baton deliberately differs: f-string parts).  Files
CPython rejects, or that use bytes/complex literals or match statements
(which baton rejects or skips), are not compared.  Prints
`N passed, M failed`.
"""
import ast
import re
import subprocess
import sys

BINOPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.MatMult: "@",
          ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%", ast.Pow: "**",
          ast.LShift: "<<", ast.RShift: ">>", ast.BitOr: "|",
          ast.BitXor: "^", ast.BitAnd: "&"}
UNOPS = {ast.USub: "-", ast.UAdd: "+", ast.Not: "not", ast.Invert: "~"}
CMPOPS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
          ast.Eq: "==", ast.NotEq: "!=", ast.Is: "is", ast.IsNot: "is not",
          ast.In: "in", ast.NotIn: "not in"}


class Skip(Exception):
    pass


def qstr(s):
    out = ['"']
    for c in s:
        b = ord(c)
        if c in '"\\':
            out.append("\\" + c)
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif b < 0x20 or b == 0x7F:
            out.append("\\x%02x" % b)
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


class Conv:
    def __init__(self, src):
        self.src = src
        self.lines = []

    def pos(self, n):
        if n is None or not hasattr(n, "lineno"):
            return "@?"
        return "@%d:%d-%d:%d" % (n.lineno, n.col_offset, n.end_lineno,
                                 n.end_col_offset)

    def node(self, ind, head, posn, kids=(), lists=()):
        """kids: list of (node-or-None, always) ; lists: (tag, [items])"""
        self.lines.append(" " * ind + "(" + head + " " + posn)
        for k, always in kids:
            if k is None:
                if always:
                    self.lines.append(" " * (ind + 2) + "-")
                continue
            self.emit(k, ind + 2)
        for tag, items in lists:
            if not items:
                continue
            self.lines.append(" " * (ind + 2) + "[" + tag)
            for it in items:
                if it is None:
                    self.lines.append(" " * (ind + 4) + "-")
                else:
                    self.emit(it, ind + 4)
            self.lines[-1] += "]"
        self.lines[-1] += ")"

    def params(self, a):
        out = []
        pos = a.posonlyargs + a.args
        defs = [None] * (len(pos) - len(a.defaults)) + list(a.defaults)
        for i, p in enumerate(pos):
            kind = "posonly" if i < len(a.posonlyargs) else "normal"
            out.append(("arg", p, kind, defs[i]))
        if a.vararg:
            out.append(("arg", a.vararg, "*", None))
        for p, d in zip(a.kwonlyargs, a.kw_defaults):
            out.append(("arg", p, "kwonly", d))
        if a.kwarg:
            out.append(("arg", a.kwarg, "**", None))
        return out

    def emit(self, n, ind):
        t = type(n)
        P = self.pos(n)
        if isinstance(n, tuple) and n[0] == "arg":
            _, p, kind, d = n
            self.node(ind, "Arg %s %s" % (kind, qstr(p.arg)), self.pos(p),
                      [(d, False), (p.annotation, False)])
            return
        if isinstance(n, tuple) and n[0] == "block":
            self.node(ind, "Block", "@?", lists=[("l1", n[1])])
            return
        if isinstance(n, tuple) and n[0] == "cmpop":
            self.node(ind, "CmpOp " + CMPOPS[type(n[1])], "@?",
                      [(n[2], False)])
            return
        if isinstance(n, tuple) and n[0] == "withitem":
            self.node(ind, "WithItem", "@?", [(n[1].context_expr, False),
                                              (n[1].optional_vars, False)])
            return
        if isinstance(n, tuple) and n[0] == "fstr":
            self.node(ind, "Str " + qstr(n[1]), "@?")
            return
        if isinstance(n, tuple) and n[0] == "gname":
            self.node(ind, "Name " + qstr(n[1]), "@?")
            return
        if t is ast.Module:
            self.node(ind, "Module", "@?", lists=[("l1", n.body)])
        elif t is ast.Expr:
            self.node(ind, "Expr", P, [(n.value, False)])
        elif t is ast.Assign:
            self.node(ind, "Assign", P, [(n.value, False)],
                      [("l1", n.targets)])
        elif t is ast.AugAssign:
            self.node(ind, "AugAssign " + BINOPS[type(n.op)], P,
                      [(n.target, False), (n.value, False)])
        elif t is ast.AnnAssign:
            self.node(ind, "AnnAssign", P, [(n.target, False),
                                            (n.annotation, False),
                                            (n.value, False)])
        elif t is ast.Delete:
            self.node(ind, "Del", P, lists=[("l1", n.targets)])
        elif t in (ast.Pass, ast.Break, ast.Continue):
            self.node(ind, t.__name__, P)
        elif t is ast.Return:
            self.node(ind, "Return", P, [(n.value, False)])
        elif t in (ast.Global, ast.Nonlocal):
            self.node(ind, t.__name__, P,
                      lists=[("l1", [("gname", x) for x in n.names])])
        elif t is ast.If:
            self.node(ind, "If", P, [(n.test, False)],
                      [("l1", n.body), ("l2", n.orelse)])
        elif t is ast.While:
            self.node(ind, "While", P, [(n.test, False)],
                      [("l1", n.body), ("l2", n.orelse)])
        elif t in (ast.For, ast.AsyncFor):
            self.node(ind, "For" + (" async" if t is ast.AsyncFor else ""),
                      P, [(n.target, False), (n.iter, False)],
                      [("l1", n.body), ("l2", n.orelse)])
        elif t in (ast.FunctionDef, ast.AsyncFunctionDef):
            a = " async" if t is ast.AsyncFunctionDef else ""
            self.node(ind, "Def " + qstr(n.name) + a, P, [(n.returns, False)],
                      [("l1", self.params(n.args)), ("l2", n.body),
                       ("l3", n.decorator_list)])
        elif t is ast.ClassDef:
            self.node(ind, "Class " + qstr(n.name), P, [],
                      [("l1", n.bases + n.keywords), ("l2", n.body),
                       ("l3", n.decorator_list)])
        elif t in (ast.Try, ast.TryStar):
            fin = ("block", n.finalbody) if n.finalbody else None
            self.node(ind, "Try" + (" star" if t is ast.TryStar else ""), P,
                      [(fin, False)],
                      [("l1", n.body), ("l2", n.handlers), ("l3", n.orelse)])
        elif t is ast.ExceptHandler:
            h = "Handler" + (" " + qstr(n.name) if n.name else "")
            self.node(ind, h, P, [(n.type, False)], [("l1", n.body)])
        elif t is ast.Raise:
            self.node(ind, "Raise", P, [(n.exc, False), (n.cause, False)])
        elif t is ast.Assert:
            self.node(ind, "Assert", P, [(n.test, False), (n.msg, False)])
        elif t is ast.Import:
            self.node(ind, "Import", P, lists=[("l1", n.names)])
        elif t is ast.ImportFrom:
            m = "." * n.level + (n.module or "")
            self.node(ind, "ImportFrom " + qstr(m), P, lists=[("l1", n.names)])
        elif t is ast.alias:
            h = "Alias " + qstr(n.name) + (" as " + n.asname if n.asname else "")
            self.node(ind, h, P)
        elif t in (ast.With, ast.AsyncWith):
            a = " async" if t is ast.AsyncWith else ""
            self.node(ind, "With" + a, P, [],
                      [("l1", [("withitem", x) for x in n.items]),
                       ("l2", n.body)])
        elif t is ast.Match:
            raise Skip("match")
        elif t is ast.BoolOp:
            op = "and" if type(n.op) is ast.And else "or"
            self.node(ind, "BoolOp " + op, P, lists=[("l1", n.values)])
        elif t is ast.NamedExpr:
            self.node(ind, "NamedExpr", P, [(n.target, False), (n.value, False)])
        elif t is ast.BinOp:
            self.node(ind, "BinOp " + BINOPS[type(n.op)], P,
                      [(n.left, False), (n.right, False)])
        elif t is ast.UnaryOp:
            self.node(ind, "Unary " + UNOPS[type(n.op)], P, [(n.operand, False)])
        elif t is ast.Lambda:
            self.node(ind, "Lambda", P, [(n.body, False)],
                      [("l1", self.params(n.args))])
        elif t is ast.IfExp:
            self.node(ind, "IfExp", P, [(n.test, True), (n.body, True),
                                        (n.orelse, True)])
        elif t is ast.Dict:
            self.node(ind, "Dict", P, lists=[("l1", n.keys), ("l2", n.values)])
        elif t is ast.Set:
            self.node(ind, "Set", P, lists=[("l1", n.elts)])
        elif t in (ast.ListComp, ast.SetComp, ast.GeneratorExp):
            name = {ast.ListComp: "ListComp", ast.SetComp: "SetComp",
                    ast.GeneratorExp: "GenExp"}[t]
            self.node(ind, name, P, [(n.elt, False)],
                      [("l1", n.generators)])
        elif t is ast.DictComp:
            self.node(ind, "DictComp", P, [(n.key, False), (n.value, False)],
                      [("l1", n.generators)])
        elif t is ast.comprehension:
            self.node(ind, "CompFor" + (" async" if n.is_async else ""), "@?",
                      [(n.target, False), (n.iter, False)], [("l1", n.ifs)])
        elif t is ast.Await:
            self.node(ind, "Await", P, [(n.value, False)])
        elif t is ast.Yield:
            self.node(ind, "Yield", P, [(n.value, False)])
        elif t is ast.YieldFrom:
            self.node(ind, "YieldFrom", P, [(n.value, False)])
        elif t is ast.Compare:
            self.node(ind, "Compare", P, [(n.left, False)],
                      [("l1", [("cmpop", o, c) for o, c in
                               zip(n.ops, n.comparators)])])
        elif t is ast.Call:
            self.node(ind, "Call", P, [(n.func, False)],
                      [("l1", n.args), ("l2", n.keywords)])
        elif t is ast.keyword:
            h = "Keyword" + (" " + qstr(n.arg) if n.arg else "")
            self.node(ind, h, P, [(n.value, False)])
        elif t is ast.FormattedValue:
            c = " !" + chr(n.conversion) if n.conversion > 0 else ""
            self.node(ind, "Formatted" + c, "@?", [(n.value, False),
                                                   (n.format_spec, False)])
        elif t is ast.JoinedStr:
            vals = [("fstr", v.value) if type(v) is ast.Constant else v
                    for v in n.values]
            self.node(ind, "JoinedStr", "@?",
                      lists=[("l1", vals)])
        elif t is ast.Constant:
            v = n.value
            if v is None:
                self.node(ind, "None", P)
            elif v is True:
                self.node(ind, "True", P)
            elif v is False:
                self.node(ind, "False", P)
            elif v is Ellipsis:
                self.node(ind, "Ellipsis", P)
            elif isinstance(v, str):
                self.node(ind, "Str " + qstr(v), P)
            elif isinstance(v, (bytes, complex)):
                raise Skip("bytes/complex")
            else:
                text = ast.get_source_segment(self.src, n)
                kind = "Int" if isinstance(v, int) else "Float"
                self.node(ind, kind + " " + qstr(text), P)
        elif t is ast.Attribute:
            self.node(ind, "Attr " + qstr(n.attr), P, [(n.value, False)])
        elif t is ast.Subscript:
            self.node(ind, "Subscript", P, [(n.value, False), (n.slice, False)])
        elif t is ast.Starred:
            self.node(ind, "Starred", P, [(n.value, False)])
        elif t is ast.Name:
            self.node(ind, "Name " + qstr(n.id), P)
        elif t is ast.List:
            self.node(ind, "List", P, lists=[("l1", n.elts)])
        elif t is ast.Tuple:
            self.node(ind, "Tuple", P, lists=[("l1", n.elts)])
        elif t is ast.Slice:
            self.node(ind, "Slice", P, [(n.lower, True), (n.upper, True),
                                        (n.step, True)])
        else:
            raise Skip(t.__name__)


POS_END = re.compile(r"@\d+:\d+-\d+:\d+([)\]]*)$")
WILD = re.compile(r" @\?[)\]]*$")


def expected(src):
    tree = ast.parse(src)
    c = Conv(src)
    c.emit(tree, 0)
    # JoinedStr parts inside f-strings: CPython gives them the span of the
    # whole literal; baton does the same for the parts, but nested format
    # specs differ in 3.11 (off by one), so parts are not position-checked.
    return c.lines


def normalize(mine):
    out = []
    for line in mine.rstrip("\n").split("\n"):
        out.append(re.sub(r" paren(?= @)", "", line))
    return out


def compare(astdump, path):
    src = open(path, encoding="utf-8").read()
    try:
        exp = expected(src)
    except (SyntaxError, ValueError):
        return None, "cpython rejects"
    except Skip as e:
        return None, str(e)
    r = subprocess.run([astdump, path], capture_output=True)
    mine = normalize(r.stdout.decode("utf-8", "surrogateescape"))
    if r.returncode != 0:
        return False, "astdump failed: " + " ".join(mine[-2:])
    in_fstr = 0
    for i, (a, b) in enumerate(zip(exp, mine)):
        if WILD.search(a):
            b = POS_END.sub(lambda m: "@?" + m.group(1), b, count=1)
        if a != b:
            return False, "line %d:\n  expected: %s\n  got:      %s" % (i + 1, a, b)
    if len(exp) != len(mine):
        return False, "length %d vs %d" % (len(exp), len(mine))
    return True, ""


def main():
    astdump = sys.argv[1]
    passed = failed = 0
    for path in sys.argv[2:]:
        ok, why = compare(astdump, path)
        if ok is None:
            continue
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL %s: %s" % (path, why))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
