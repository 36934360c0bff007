"""re_random.py - random regular expressions and texts for testing the re
module against CPython (tests/unit/gen_re_cases.py, tools/re_diff.py).

pattern(rnd) gives a pattern using every feature of the engine, now and
then broken on purpose (a character dropped) to exercise the errors;
text(rnd) a short subject over a small alphabet so that matches happen.
"""

ALPHA = "aabbc\n AB1_é-"
LITS = ["a", "b", "c", "A", "é", "1", "-", "\\n", " ", "\\.", "_"]
CLASSES = ["[ab]", "[^a]", "[a-c]", "[\\w-]", "[^\\W\\d]", "[\\s1]", "[A-Z]",
           "[é-ê]", "[]a]", "[\\d]", "[.]", "[^\\n]"]
ESCAPES = ["\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "\\b", "\\B", "\\A", "\\Z",
           "^", "$", "."]
QUANTS = ["*", "+", "?", "{2}", "{1,2}", "{,2}", "{2,}", "*?", "+?", "??",
          "{1,3}?", "*+", "++", "?+", "{1,2}+"]


def _atom(rnd, depth, st):
    r = rnd.random()
    if depth > 3 or r < 0.35:
        return rnd.choice(LITS)
    if r < 0.45:
        return rnd.choice(CLASSES)
    if r < 0.55:
        return rnd.choice(ESCAPES)
    if r < 0.62 and st["groups"]:
        g = rnd.randrange(1, st["groups"] + 1)
        if g in st["closed"]:
            return "\\%d" % g if rnd.random() < 0.7 else "(?P=g%d)" % g
        return rnd.choice(LITS)
    if r < 0.67 and st["closed"]:
        g = rnd.choice(sorted(st["closed"]))
        return "(?(%d)%s|%s)" % (g, _seq(rnd, depth + 1, st), _seq(rnd, depth + 1, st))
    if r < 0.72:
        # lookbehind: fixed width
        body = "".join(rnd.choice(LITS[:6]) for _ in range(rnd.randrange(1, 3)))
        return rnd.choice(["(?<=%s)", "(?<!%s)"]) % body
    kind = rnd.choice(["(", "(", "(?:", "(?P<g>", "(?>", "(?=", "(?!", "(?i:", "(?-i:", "(?s:"])
    if kind in ("(", "(?P<g>"):
        st["groups"] += 1
        g = st["groups"]
        if kind == "(?P<g>":
            kind = "(?P<g%d>" % g
        else:
            st["names"].append(None)
        inner = _alt(rnd, depth + 1, st)
        st["closed"].add(g)
        if kind.startswith("(?P"):
            return kind + inner + ")"
        return "(" + inner + ")"
    return kind + _alt(rnd, depth + 1, st) + ")"


def _seq(rnd, depth, st):
    out = []
    for _ in range(rnd.randrange(0, 4)):
        a = _atom(rnd, depth, st)
        if rnd.random() < 0.3 and a not in ("^", "$", "\\A", "\\Z", "\\b", "\\B") \
                and not a.startswith("(?<") and not a.startswith("(?("):
            a += rnd.choice(QUANTS)
        out.append(a)
    return "".join(out)


def _alt(rnd, depth, st):
    n = 1 if rnd.random() < 0.7 else rnd.randrange(2, 4)
    return "|".join(_seq(rnd, depth, st) for _ in range(n))


def pattern(rnd):
    st = {"groups": 0, "closed": set(), "names": []}
    p = _alt(rnd, 0, st)
    if rnd.random() < 0.1:
        p = rnd.choice(["(?i)", "(?m)", "(?s)", "(?x)", "(?a)"]) + p
    if p and rnd.random() < 0.08:
        i = rnd.randrange(len(p))
        p = p[:i] + p[i + 1:]
    return p


def text(rnd):
    return "".join(rnd.choice(ALPHA) for _ in range(rnd.randrange(0, 9)))
