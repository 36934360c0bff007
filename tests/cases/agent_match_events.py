from dataclasses import dataclass
from typing import Any, Dict, List, Union
from enum import Enum

class Kind(str, Enum):
    CLICK = "click"
    VIEW = "view"
    PURCHASE = "purchase"

@dataclass
class Point:
    x: int
    y: int

events: List[Dict[str, Any]] = [
    {"type": "click", "pos": {"x": 10, "y": 20}, "user": "u1"},
    {"type": "view", "page": "/home", "user": "u2", "ms": 340},
    {"type": "purchase", "items": [{"sku": "A1", "qty": 2, "price": 9.99}, {"sku": "B2", "qty": 1, "price": 24.5}], "user": "u1"},
    {"type": "purchase", "items": [], "user": "u3"},
    {"type": "error", "code": 503, "detail": "upstream"},
    {"type": "error", "code": 404},
    {"type": "view", "page": "/cart", "user": "u1", "ms": 12000},
    ["legacy", "u9", 5],
    {"type": "click", "pos": [1, 2], "user": "u4"},
    None,
    42,
    "ping",
]

def handle(ev: Any) -> str:
    match ev:
        case {"type": "click", "pos": {"x": int(x), "y": int(y)}, "user": user}:
            return f"{user} clicked at {Point(x, y)}"
        case {"type": "click", "pos": [x, y], **rest}:
            return f"legacy click {x},{y} extra={sorted(rest)}"
        case {"type": "view", "page": page, "ms": ms} if ms > 5000:
            return f"SLOW view of {page}: {ms / 1000:.1f}s"
        case {"type": "view", "page": str() as page}:
            return f"view {page}"
        case {"type": "purchase", "items": []}:
            return "empty purchase"
        case {"type": "purchase", "items": [first, *others], "user": u}:
            total = sum(i["qty"] * i["price"] for i in [first, *others])
            return f"{u} bought {1 + len(others)} skus starting {first['sku']} total={total:.2f}"
        case {"type": "error", "code": 500 | 502 | 503 as code, **kw}:
            return f"server error {code} {kw.get('detail', '-')}"
        case {"type": "error", "code": code}:
            return f"client error {code}"
        case [str(tag), str(user), int(n)]:
            return f"tuple event {tag}/{user}/{n}"
        case None:
            return "nothing"
        case int() | float() as num if num > 10:
            return f"big number {num}"
        case str(s):
            return f"string {s.upper()}"
        case _:
            return f"unknown {ev!r}"

for e in events:
    print(handle(e))

def classify(p: Point) -> str:
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y) | Point(x=y, y=0):
            return f"on axis at {y}"
        case Point(x=x, y=y) if x == y:
            return "diagonal"
        case _:
            return "elsewhere"

print([classify(Point(*c)) for c in [(0, 0), (0, 5), (3, 0), (2, 2), (1, 7)]])

def route(cmd: str) -> str:
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"going {d}"
        case ["take", *items] if items:
            return "taking " + " and ".join(items)
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case [verb, *_]:
            return f"unknown verb {verb!r}"

for c in ["go north", "go up", "take key lamp", "take", "quit", "", "dance wildly"]:
    print(f"{c!r:>16} -> {route(c)}")

def kind_of(k: Union[str, Kind]) -> str:
    match Kind(k):
        case Kind.CLICK:
            return "interaction"
        case Kind.VIEW | Kind.PURCHASE as kk:
            return f"tracked:{kk.value}"

print(kind_of("click"), kind_of(Kind.PURCHASE), Kind.VIEW == "view", Kind("view").name)
try:
    kind_of("scroll")
except ValueError as e:
    print("ValueError:", e)
