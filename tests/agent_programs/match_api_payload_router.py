"""Route heterogeneous webhook/API payloads with structural pattern matching:
dict shapes with guards, nested list shapes, class patterns on dataclasses,
or-patterns, captures with `as`, and a fallback that reports the shape."""
from dataclasses import dataclass, field
from typing import Any
import json


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Order:
    id: str
    items: list = field(default_factory=list)
    status: str = "new"


def shape(v: Any) -> str:
    match v:
        case dict():
            return "{" + ", ".join(f"{k}: {shape(x)}" for k, x in sorted(v.items())) + "}"
        case list() | tuple():
            return "[" + ", ".join(sorted({shape(x) for x in v})) + "]"
        case bool():
            return "bool"
        case int() | float():
            return "num"
        case str():
            return "str"
        case None:
            return "null"
        case _:
            return type(v).__name__


def route(msg: Any) -> str:
    match msg:
        case {"type": "order.created", "order": {"id": str(oid), "items": [_, *rest] as items}}:
            return f"new order {oid} with {len(items)} items (rest {len(rest)})"
        case {"type": "order.created", "order": {"id": oid, "items": []}}:
            return f"empty order {oid}"
        case {"type": "order.updated", "order": {"id": oid, "status": "shipped" | "delivered" as st}}:
            return f"order {oid} left the warehouse ({st})"
        case {"type": "user.login", "user": {"id": int(uid)}, **extra} if uid in (1, 2, 3):
            return f"vip login {uid} extra={sorted(extra)}"
        case {"type": "user.login", "user": {"id": int(uid)}}:
            user = get_user(uid)
            return f"login {user['name']} ({user['tier']})"
        case {"type": "metrics", "points": [{"cpu": float() | int() as first}, *_, {"cpu": last}]}:
            return f"metrics cpu {first} .. {last}"
        case {"type": "batch", "events": [*events]} if len(events) > 3:
            return f"large batch: {len(events)} -> " + "; ".join(route(e) for e in events[:2])
        case {"type": "batch", "events": list(events)}:
            return "batch: " + " | ".join(route(e) for e in events)
        case Point(x=0, y=0):
            return "origin"
        case Point(x=x, y=y) if x == y:
            return f"diagonal at {x}"
        case Point(x, y):
            return f"point ({x}, {y})"
        case Order(id=oid, items=[]):
            return f"Order {oid} empty"
        case Order(id=oid, status="cancelled" | "refunded"):
            return f"Order {oid} closed"
        case Order(id, items=[first, *_], status=status):
            return f"Order {id} first={first} status={status}"
        case [("add" | "sub") as op, int(a), int(b)]:
            return f"{op} -> {a + b if op == 'add' else a - b}"
        case ["echo", *words]:
            return " ".join(map(str, words))
        case str() as s if s.startswith("{"):
            try:
                return "json: " + route(json.loads(s))
            except json.JSONDecodeError as e:
                return f"bad json at {e.pos}: {e.msg}"
        case {"type": t}:
            return f"unhandled type {t!r}: {shape(msg)}"
        case _:
            return f"unknown {shape(msg)}"


orders = list_orders(page_size=4)["items"]
metrics = get_metrics("web-1", points=5)
messages = [
    {"type": "order.created", "order": {"id": orders[0]["id"], "items": orders[:3]}},
    {"type": "order.created", "order": {"id": "ORD-X", "items": []}},
    {"type": "order.updated", "order": {"id": orders[1]["id"], "status": orders[1]["status"]}},
    {"type": "order.updated", "order": {"id": orders[2]["id"], "status": "shipped"}},
    {"type": "user.login", "user": {"id": 2}, "ip": "10.0.0.1", "agent": "cli"},
    {"type": "user.login", "user": {"id": 7}},
    {"type": "user.login", "user": {"id": "7"}},
    {"type": "metrics", "points": metrics},
    {"type": "metrics", "points": [{"cpu": "n/a"}]},
    {"type": "batch", "events": [["add", 2, 3], ["sub", 2, 3], ["echo", "hi", 1]]},
    {"type": "batch", "events": [["add", 1, 1]] * 5},
    Point(0, 0), Point(2.5, 2.5), Point(1, -1),
    Order("A1"), Order("A2", ["x"], "cancelled"), Order("A3", ["pen", "ink"], "paid"),
    '{"type": "user.login", "user": {"id": 1}}', '{"type": ', "plain text",
    ("add", 1, 2), ["mul", 3, 4], 42, None, {"kind": "?"},
]
for i, m in enumerate(messages):
    try:
        print(f"{i:2}: {route(m)}")
    except Exception as e:
        print(f"{i:2}: {type(e).__name__}: {e}")
