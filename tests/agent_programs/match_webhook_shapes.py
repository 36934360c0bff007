# Webhook router using structural pattern matching on dict and list shapes: mapping patterns with **rest, class patterns, guards, or-patterns, captures, sequence stars, literals.
from dataclasses import dataclass

@dataclass
class Ping:
    zen: str

@dataclass
class Push:
    ref: str
    commits: list
    pusher: str = "unknown"

class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

def route(event):
    match event:
        case {"type": "ping", "zen": str(zen)}:
            return f"ping: {zen}"
        case {"type": "push", "ref": str(ref), "commits": [*_]} if ref.startswith("refs/tags/"):
            return f"tag {ref.rsplit('/', 1)[-1]}"
        case {"type": "push", "ref": ref, "commits": []}:
            return f"empty push to {ref}"
        case {"type": "push", "ref": ref, "commits": [first, *rest], **extra}:
            return f"push {ref}: {first['msg']!r} +{len(rest)} more, extra={sorted(extra)}"
        case {"type": "order", "order": {"id": oid, "status": "cancelled" | "refunded" as st}}:
            return f"order {oid} closed ({st})"
        case {"type": "order", "order": {"id": oid, "quantity": int(q)}} if q >= 5:
            return f"bulk order {oid} x{q}"
        case {"type": "order", "order": {"id": oid}}:
            return f"order {oid}"
        case {"type": "metric", "values": [float() | int() as v]}:
            return f"single metric {v}"
        case {"type": "metric", "values": [a, b, *_, z]}:
            return f"metrics {a}..{z} ({b} second)"
        case {"type": t, **rest} if not rest:
            return f"bare {t}"
        case {"type": str() as t}:
            return f"unhandled type {t}"
        case Ping(zen=z):
            return f"Ping object {z}"
        case Push(ref, [_, _, *more], pusher=p):
            return f"Push object {ref} by {p}, {2 + len(more)} commits"
        case Push(ref):
            return f"small Push {ref}"
        case Point(0, 0):
            return "origin"
        case Point(x, 0) | Point(0, x):
            return f"on an axis at {x}"
        case Point(x=x, y=y) if x == y:
            return f"diagonal {x}"
        case (int() | float() as a, int() | float() as b):
            return f"pair sum {a + b}"
        case [("GET" | "HEAD") as m, str(path)]:
            return f"{m} {path}"
        case str() as s if len(s) > 3:
            return f"text {s[:3]}..."
        case None | True | False:
            return f"constant {event!r}"
        case _:
            return f"unknown {type(event).__name__}"

orders = list_orders(page_size=8)["items"]
events = [
    {"type": "ping", "zen": "Keep it simple"},
    {"type": "ping", "zen": 42},
    {"type": "push", "ref": "refs/tags/v1.2.0", "commits": [{"msg": "release"}]},
    {"type": "push", "ref": "refs/heads/main", "commits": []},
    {"type": "push", "ref": "refs/heads/dev", "commits": [{"msg": "fix"}, {"msg": "wip"}], "forced": True, "size": 3},
    *({"type": "order", "order": o} for o in orders),
    {"type": "metric", "values": [1.5]},
    {"type": "metric", "values": ["x"]},
    {"type": "metric", "values": [1, 2, 3, 4, 5]},
    {"type": "heartbeat"},
    {"type": "heartbeat", "n": 1},
    {"type": 7},
    Ping("hi"), Push("main", [1, 2, 3], pusher="ada"), Push("dev", [1]),
    Point(0, 0), Point(3, 0), Point(0, -2), Point(4, 4), Point(1, 2),
    (1, 2.5), [3, 4], ("GET", "/health"), ["POST", "/x"], "hello", "hi", None, True, 0, {}, [],
]
for e in events:
    print(route(e))

def eval_cmd(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"going {d}"
        case ["go", *_]:
            return "go where?"
        case ["take", *items] if items:
            return "taking " + ", ".join(items)
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "say something"
        case [verb, *_]:
            return f"I don't know how to {verb}"
for c in ["go north", "go up", "take lamp key", "take", "exit", "", "dance wildly"]:
    print(repr(c), "->", eval_cmd(c))
