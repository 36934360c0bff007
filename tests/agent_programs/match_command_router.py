# Route parsed agent commands with structural pattern matching: class, mapping, sequence, or- and guard patterns.
from dataclasses import dataclass, field
import shlex

@dataclass
class Call:
    tool: str
    args: list = field(default_factory=list)
    opts: dict = field(default_factory=dict)

@dataclass
class Point:
    x: float
    y: float

def parse(line):
    words = shlex.split(line)
    if not words:
        return None
    args, opts = [], {}
    for w in words[1:]:
        if w.startswith("--") and "=" in w:
            k, _, v = w[2:].partition("=")
            opts[k] = int(v) if v.isdigit() else v
        else:
            args.append(int(w) if w.lstrip("-").isdigit() else w)
    return Call(words[0], args, opts)

def route(cmd):
    match cmd:
        case None:
            return "empty line"
        case Call(tool="user", args=[int(uid)]) if uid > 0:
            u = get_user(uid)
            return f"user {uid}: {u['name']} ({u['tier']})"
        case Call(tool="user", args=[*ids]) if ids and all(isinstance(i, int) for i in ids):
            return "users: " + ", ".join(get_user(i)["name"].split()[0] for i in ids)
        case Call(tool="weather" | "forecast", args=[str(city)], opts={"units": ("C" | "F") as units, **rest}):
            w = get_weather(city, units=units)
            return f"{city}: {w['temp']}°{units} {w['sky']}" + (f" (ignored {sorted(rest)})" if rest else "")
        case Call(tool="weather", args=[city]):
            w = get_weather(city)
            return f"{city}: {w['temp']}°C"
        case Call(tool="orders", opts={"status": str() as st}):
            r = list_orders(status=st, page_size=100)
            return f"{r['total']} {st} orders"
        case Call(tool="move", args=[x, y]):
            match Point(x, y):
                case Point(x=0, y=0):
                    return "origin"
                case Point(x=0) | Point(y=0):
                    return "on an axis"
                case Point(x=a, y=b) if a == b:
                    return f"diagonal at {a}"
                case _:
                    return f"somewhere {Point(x, y)}"
        case Call(tool=t, args=[first, *others]):
            return f"unknown tool {t!r} with {1 + len(others)} args, first={first!r}"
        case Call(tool=t):
            return f"unknown tool {t!r}"

lines = ["user 3", "user 1 2 12", "user -4", "weather Oslo --units=F --verbose=yes", "forecast Lima --units=C",
         "weather Cairo", "orders --status=pending", "move 0 0", "move 0 5", "move 3 3", "move 1 2",
         "frobnicate 'two words' x", "ping", "", "weather 'New York' --units=K"]
for line in lines:
    try:
        print(f"{line!r:42} -> {route(parse(line))}")
    except (ValueError, KeyError) as e:
        print(f"{line!r:42} !! {type(e).__name__}: {e}")

def classify(v):
    match v:
        case {"status": 200, "body": str(b)} if b.startswith("<html"):
            return "html page"
        case {"status": 404 | 410}:
            return "gone"
        case {"status": int(s)} if s >= 500:
            return "server error"
        case [(_, _), *_]:
            return "list of pairs"
        case (1 | 2 | 3) as n:
            return f"small {n}"
        case float() | int():
            return "number"
        case _:
            return "other"
for url in ["https://example.com/", "https://example.com/missing"]:
    print(classify(http_get(url)))
print([classify(x) for x in [[(1, 2)], 2, 7.5, "s", {"status": 503}, [(1, 2, 3)]]])
