# A small calculator agent: tokenize, Pratt-parse, evaluate with variables
# from tool data. Ends with an uncaught parse error, as the last input is bad.
import math
import operator
import re

TOKEN = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/%(),^]))")


class ParseError(Exception):
    def __init__(self, msg, text, pos):
        super().__init__(msg)
        self.text, self.pos = text, pos

    def __str__(self):
        return f"{self.args[0]} at column {self.pos + 1}\n    {self.text}\n    {' ' * self.pos}^"


def tokenize(text):
    pos, out = 0, []
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m or m.end() == pos:
            if text[pos:].strip() == "":
                break
            raise ParseError(f"unexpected character {text[pos]!r}", text, pos)
        kind = m.lastgroup
        out.append((kind, m.group(kind), m.start(kind)))
        pos = m.end()
    out.append(("end", None, len(text)))
    return out


BINARY = {"+": (10, operator.add), "-": (10, operator.sub), "*": (20, operator.mul),
          "/": (20, operator.truediv), "%": (20, operator.mod), "**": (30, operator.pow), "^": (30, operator.pow)}
RIGHT = {"**", "^"}
FUNCS = {"sqrt": math.sqrt, "log": math.log, "max": max, "min": min, "round": round, "abs": abs}


class Parser:
    def __init__(self, text, env):
        self.text, self.env = text, env
        self.toks = tokenize(text)
        self.i = 0

    def peek(self):
        return self.toks[self.i]

    def take(self, value=None):
        tok = self.toks[self.i]
        if value is not None and tok[1] != value:
            raise ParseError(f"expected {value!r}, got {tok[1] or 'end of input'!r}", self.text, tok[2])
        self.i += 1
        return tok

    def expr(self, rbp=0):
        left = self.prefix()
        while True:
            kind, val, pos = self.peek()
            if kind != "op" or val not in BINARY or BINARY[val][0] <= rbp:
                return left
            self.take()
            bp, fn = BINARY[val]
            right = self.expr(bp - 1 if val in RIGHT else bp)
            left = fn(left, right)

    def prefix(self):
        kind, val, pos = self.take()
        if kind == "num":
            return float(val) if any(c in val for c in ".eE") else int(val)
        if kind == "name":
            if self.peek()[1] == "(":
                self.take("(")
                args = [self.expr()]
                while self.peek()[1] == ",":
                    self.take(",")
                    args.append(self.expr())
                self.take(")")
                return FUNCS[val](*args)
            if val not in self.env:
                raise ParseError(f"unknown name {val!r}", self.text, pos)
            return self.env[val]
        if val == "-":
            return -self.expr(25)
        if val == "(":
            v = self.expr()
            self.take(")")
            return v
        raise ParseError(f"unexpected {val or 'end of input'!r}", self.text, pos)


def evaluate(text, env):
    p = Parser(text, env)
    v = p.expr()
    p.take(None) if p.peek()[0] == "end" else p.take(")")
    return v


closes = [d["close"] for d in get_stock("ACME", days=10)]
env = {"first": closes[0], "last": closes[-1], "hi": max(closes), "lo": min(closes), "n": len(closes), "pi": math.pi}
print({k: round(v, 3) for k, v in env.items()})
inputs = ["1 + 2 * 3", "2 ** 3 ** 2", "-2 ^ 2", "(last - first) / first * 100", "round((hi - lo) / n, 3)",
          "max(first, last, 100) % 7", "sqrt(16) + log(1)", "10 / (n - 10)", "3 +", "4 $ 4", "foo * 2",
          "max(1, 2", "1e3 + .5"]
for text in inputs:
    try:
        print(f"{text:<32} = {evaluate(text, env)!r}")
    except ParseError as e:
        print(f"{text:<32} ! {e}")
    except ZeroDivisionError as e:
        print(f"{text:<32} ! {type(e).__name__}: {e}")
    except Exception as e:
        print(f"{text:<32} ? {type(e).__name__}: {e}")

print(evaluate("(hi - lo) * (2 + ", env))
