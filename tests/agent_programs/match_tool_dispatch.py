import json
from dataclasses import dataclass
from typing import Any, Dict, List, Literal, Union


@dataclass
class Call:
    tool: str
    args: Dict[str, Any]


@dataclass
class Point:
    x: float
    y: float


Plan = List[Union[Call, Dict[str, Any], str, tuple]]

PLAN: Plan = [
    Call("get_weather", {"city": "Oslo"}),
    {"action": "lookup_user", "id": 3},
    {"action": "lookup_user", "id": 99},
    {"action": "search", "query": "cache", "opts": {"limit": 1}},
    ("convert", 100, "USD", "EUR"),
    ("convert", 5, "EUR"),
    "stock ACME 3",
    "noop",
    Point(0, 0),
    Point(3.0, -4.0),
    {"action": "orders", "filters": {"status": "pending", "region": "east"}},
    [1, 2, 3, 4],
    42,
]


def describe(item: Any) -> str:
    match item:
        case Call(tool="get_weather", args={"city": str(city)}):
            w = get_weather(city)
            return f"weather in {city}: {w['temp']}{w['units']} {w['sky']}"
        case {"action": "lookup_user", "id": int(uid)} if 1 <= uid <= 12:
            return "user " + get_user(uid)["name"]
        case {"action": "lookup_user", "id": uid}:
            return f"user id {uid} out of range"
        case {"action": "search", "query": q, "opts": {"limit": int() as n}, **rest}:
            hits = search_docs(q, limit=n)
            return f"search {q!r} -> {[h['id'] for h in hits]} rest={rest}"
        case ("convert", amount, base, quote):
            r = get_exchange_rate(base, quote)["rate"]
            return f"{amount} {base} = {amount * r:.2f} {quote}"
        case ("convert", *others):
            return f"convert needs 3 args, got {len(others)}: {others}"
        case str() as s if s.startswith("stock "):
            _, sym, days = s.split()
            closes = [b["close"] for b in get_stock(sym, days=int(days))]
            return f"{sym} last {days}: {closes}"
        case "noop" | "skip":
            return "nothing to do"
        case Point(x=0, y=0):
            return "origin"
        case Point(x=x, y=y):
            return f"point at distance {(x * x + y * y) ** 0.5}"
        case {"action": "orders", "filters": {"status": st, **flt}}:
            r = list_orders(status=st, **flt)
            return f"{r['total']} {st} orders in {flt}"
        case [first, *middle, last]:
            return f"list {first}..{last} ({len(middle)} between)"
        case _:
            return f"unrecognized {type(item).__name__}: {item!r}"


for i, item in enumerate(PLAN):
    print(f"{i:>2}. {describe(item)}")

Mode = Literal["fast", "safe"]
def pick(mode: Mode) -> int:
    match mode:
        case "fast":
            return 1
        case "safe":
            return 2
    return 0
print(pick("fast"), pick("safe"), pick("other"))  # type: ignore[arg-type]
msgs = json.loads('[{"type": "text", "text": "hi"}, {"type": "image", "url": "x.png", "w": 10}, {"type": "tool_use", "name": "echo", "input": {"a": 1}}]')
for m in msgs:
    match m:
        case {"type": "text", "text": t}:
            print("TEXT", t)
        case {"type": "tool_use", "name": name, "input": dict(inp)}:
            print("TOOL", name, echo(**inp))
        case {"type": other}:
            print("OTHER", other, sorted(m))
