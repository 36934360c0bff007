# A formula engine for spreadsheet-like metrics: tokenizer, recursive-descent parser to a tuple AST, evaluator with variables from tool data, function calls, error reporting with positions, and an AST pretty-printer.
import math
import operator

class ParseError(Exception):
    def __init__(self, msg, pos):
        super().__init__(f"{msg} at position {pos}")
        self.pos = pos

def tokenize(src):
    i, out = 0, []
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or (ch == "." and i + 1 < len(src) and src[i + 1].isdigit()):
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] in "._"):
                j += 1
            out.append(("num", float(src[i:j].replace("_", "")), i))
            i = j
        elif ch.isalpha() or ch == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            out.append(("name", src[i:j], i))
            i = j
        elif src.startswith(("**", "<=", ">=", "==", "!="), i):
            out.append(("op", src[i:i + 2], i))
            i += 2
        elif ch in "+-*/%()<>,^":
            out.append(("op", ch, i))
            i += 1
        else:
            raise ParseError(f"unexpected character {ch!r}", i)
    out.append(("end", None, len(src)))
    return out

class Parser:
    PREC = {"<": 1, ">": 1, "<=": 1, ">=": 1, "==": 1, "!=": 1, "+": 2, "-": 2, "*": 3, "/": 3, "%": 3, "**": 5, "^": 5}
    def __init__(self, src):
        self.toks = tokenize(src)
        self.i = 0
    def peek(self):
        return self.toks[self.i]
    def take(self, kind=None, value=None):
        t = self.peek()
        if (kind and t[0] != kind) or (value and t[1] != value):
            want = value or kind
            raise ParseError(f"expected {want!r}, got {t[1] if t[1] is not None else 'end'!r}", t[2])
        self.i += 1
        return t
    def parse(self):
        node = self.expr(0)
        self.take("end")
        return node
    def expr(self, min_prec):
        left = self.unary()
        while True:
            kind, op, pos = self.peek()
            if kind != "op" or op not in self.PREC or self.PREC[op] < min_prec:
                return left
            self.i += 1
            right_assoc = op in ("**", "^")
            right = self.expr(self.PREC[op] + (0 if right_assoc else 1))
            left = ("bin", op, left, right)
    def unary(self):
        if self.peek()[:2] == ("op", "-"):
            self.i += 1
            return ("neg", self.unary())
        return self.atom()
    def atom(self):
        kind, val, pos = self.peek()
        if kind == "num":
            self.i += 1
            return ("num", val)
        if kind == "name":
            self.i += 1
            if self.peek()[:2] == ("op", "("):
                self.i += 1
                args = []
                if self.peek()[:2] != ("op", ")"):
                    args.append(self.expr(0))
                    while self.peek()[:2] == ("op", ","):
                        self.i += 1
                        args.append(self.expr(0))
                self.take("op", ")")
                return ("call", val, tuple(args))
            return ("var", val)
        if (kind, val) == ("op", "("):
            self.i += 1
            node = self.expr(0)
            self.take("op", ")")
            return node
        raise ParseError(f"unexpected {val if val is not None else 'end'!r}", pos)

OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv, "%": operator.mod, "**": operator.pow, "^": operator.pow,
       "<": operator.lt, ">": operator.gt, "<=": operator.le, ">=": operator.ge, "==": operator.eq, "!=": operator.ne}
FUNCS = {"sqrt": math.sqrt, "max": max, "min": min, "abs": abs, "round": round, "log": math.log, "avg": lambda *a: sum(a) / len(a), "if": lambda c, a, b: a if c else b}

def evaluate(node, env):
    tag = node[0]
    if tag == "num":
        return node[1]
    if tag == "var":
        try:
            return env[node[1]]
        except KeyError:
            raise NameError(f"unknown variable {node[1]!r}") from None
    if tag == "neg":
        return -evaluate(node[1], env)
    if tag == "bin":
        return OPS[node[1]](evaluate(node[2], env), evaluate(node[3], env))
    fn = FUNCS.get(node[1])
    if fn is None:
        raise NameError(f"unknown function {node[1]}()")
    return fn(*(evaluate(a, env) for a in node[2]))

def show(node):
    tag = node[0]
    if tag == "num":
        return f"{node[1]:g}"
    if tag == "var":
        return node[1]
    if tag == "neg":
        return f"(-{show(node[1])})"
    if tag == "bin":
        return f"({show(node[2])} {node[1]} {show(node[3])})"
    return f"{node[1]}({', '.join(map(show, node[2]))})"

m = get_metrics("db-1", points=6)
env = {"cpu": m[-1]["cpu"], "mem": m[-1]["mem_mb"], "errors": sum(p["errors"] for p in m), "n": len(m), "peak": max(p["cpu"] for p in m)}
print(env)
formulas = ["cpu * 2 + 1", "-2 ** 2", "2 ^ 3 ^ 2", "(mem / 1024) % 1", "errors / n * 100 >= 50", "avg(cpu, peak, 100)", "if(cpu > 50, peak - cpu, 0)",
            "sqrt(mem) + round(cpu)", "1_000 * .5", "max(1, 2", "cpu +", "3 $ 4", "rate * 2", "foo(1)", "1 / (errors - errors)", "log(-1)", "round(cpu, 1, 2)", ")", ""]
for f in formulas:
    try:
        ast = Parser(f).parse()
        val = evaluate(ast, env)
        print(f"{f!r:28} {show(ast):40} = {val!r}")
    except ParseError as e:
        print(f"{f!r:28} ParseError: {e}\n{'':30}{f}\n{'':30}{' ' * e.pos}^")
    except (NameError, ZeroDivisionError, ValueError, TypeError) as e:
        print(f"{f!r:28} {type(e).__name__}: {e}")
