# Mapping patterns: keys are literals or dotted names, extra keys are
# allowed, **rest collects them, get() is used (no KeyError, no
# __missing__), duplicate keys found at run time raise ValueError.
def m(x):
    match x:
        case {"type": "point", "x": x0, "y": y0}:
            return ("point", x0, y0)
        case {"type": "circle", "r": r, **rest}:
            return ("circle", r, rest)
        case {1: one, -2: minus_two}:
            return ("ints", one, minus_two)
        case {None: n, True: t}:
            return ("singletons", n, t)
        case {}:
            return "some mapping"
    return "not a mapping"

for v in [{"type": "point", "x": 1, "y": 2}, {"type": "point", "x": 1},
          {"type": "circle", "r": 3, "color": "red", "z": 0}, {"type": "circle", "r": 3},
          {1: "a", -2: "b", 3: "c"}, {None: 0, True: 1}, {None: 0, 1: 1}, {}, {"x": 1},
          [("type", "point")], "type", 5]:
    print(v, "->", m(v))

# **rest is a new dict without the matched keys, in the mapping's order
d = {"a": 1, "b": 2, "c": 3}
match d:
    case {"b": b, **rest}:
        print(b, rest, rest is d)
match d:
    case {**everything}:
        print(everything, everything == d, everything is d)

# keys from dotted names
class Keys:
    A = "a"
    C = "c"
match d:
    case {Keys.A: a, Keys.C: c}:
        print("dotted keys", a, c)

# a value of None is found (get's default is a private object)
match {"k": None}:
    case {"k": v}:
        print("found None:", v)

# the length check comes first: too short a mapping is no match at all
class Dup:
    ONE = 1
for v in [{1: 1}, {1: 1, 2: 2}]:
    try:
        match v:
            case {1: a, Dup.ONE: b}:
                print("matched?", a, b)
            case _:
                print("no match", v)
    except ValueError as e:
        print("ValueError:", e)

# nested mapping and sequence patterns
config = {"servers": [{"host": "a", "port": 80}, {"host": "b", "port": 443}], "debug": False}
match config:
    case {"servers": [{"host": h1}, {"host": h2, "port": 443 as p}], "debug": False}:
        print(h1, h2, p)

# an unhashable key value
class Bad:
    key = []
try:
    match {"x": 1}:
        case {Bad.key: v}:
            print(v)
except TypeError as e:
    print("TypeError:", e)
