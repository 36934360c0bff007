def tokenize(s):
    toks = []
    i = 0
    while i < len(s):
        c = s[i]
        if c in " \t":
            i += 1
        elif c in "0123456789.":
            j = i
            while j < len(s) and s[j] in "0123456789.":
                j += 1
            toks.append(("num", float(s[i:j]) if "." in s[i:j] else int(s[i:j])))
            i = j
        elif c in "+-*/()%":
            toks.append(("op", c))
            i += 1
        else:
            raise ValueError(f"bad char {c!r} at {i}")
    return toks
def parse(toks):
    pos = 0
    def peek():
        return toks[pos] if pos < len(toks) else ("end", None)
    def take():
        nonlocal pos
        t = peek()
        pos += 1
        return t
    def expr():
        v = term()
        while peek() in (("op", "+"), ("op", "-")):
            op = take()[1]
            v = v + term() if op == "+" else v - term()
        return v
    def term():
        v = factor()
        while peek()[0] == "op" and peek()[1] in "*/%":
            op = take()[1]
            r = factor()
            v = v * r if op == "*" else v / r if op == "/" else v % r
        return v
    def factor():
        kind, val = take()
        if kind == "num":
            return val
        if val == "-":
            return -factor()
        if val == "(":
            v = expr()
            if take() != ("op", ")"):
                raise ValueError("expected )")
            return v
        raise ValueError(f"unexpected {val!r}")
    result = expr()
    if peek()[0] != "end":
        raise ValueError("trailing tokens")
    return result
for src in ["1 + 2 * 3", "(1 + 2) * 3", "-4 + 10 % 3", "7 / 2", "2 * (3 + (4 - 1)) * 2",
            "1.5 * 4", "1 / 0", "2 $ 3", "(1 + 2", "3 4"]:
    try:
        print(src, "=", parse(tokenize(src)))
    except ZeroDivisionError as e:
        print(src, "-> ZeroDivisionError:", e)
    except ValueError as e:
        print(src, "-> ValueError:", e)
