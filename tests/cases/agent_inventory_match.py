"""Route tool results through match statements."""
from dataclasses import dataclass
from enum import Enum, auto

class Kind(Enum):
    FILE = auto()
    DIR = auto()
    LINK = auto()

@dataclass
class Entry:
    name: str
    kind: Kind
    size: int = 0

@dataclass
class Error:
    code: int
    message: str

def describe(result):
    match result:
        case {"type": "search", "hits": []}:
            return "search: nothing found"
        case {"type": "search", "hits": [first, *rest]}:
            return f"search: {first!r} and {len(rest)} more"
        case {"type": "weather", "temp": float(t) | int(t), "unit": "C" | "F" as unit}:
            return f"weather: {t:.1f}°{unit}"
        case {"type": "error", "code": 404 | 410}:
            return "gone"
        case {"type": "error", "code": int(code), **rest} if code >= 500:
            return f"server error {code} extra={sorted(rest)}"
        case Entry(name=n, kind=Kind.DIR):
            return f"dir {n}/"
        case Entry(n, Kind.FILE, size) if size > 1_000_000:
            return f"big file {n} ({size / 1_048_576:.2f} MiB)"
        case Entry(name=n, kind=k):
            return f"{k.name.lower()} {n}"
        case Error(code=c, message=m):
            return f"E{c:04d}: {m}"
        case [("ok" | "done") as s, *_]:
            return f"status {s}"
        case (x, y) if isinstance(x, int) and isinstance(y, int):
            return f"point ({x}, {y})"
        case str() as s if s.isdigit():
            return f"numeric string {int(s):,}"
        case str(s):
            return f"text {s.upper()!r}"
        case None:
            return "nothing"
        case _:
            return f"unknown {type(result).__name__}"

results = [
    {"type": "search", "hits": []},
    {"type": "search", "hits": ["a.txt", "b.txt", "c.txt"]},
    {"type": "weather", "temp": 21, "unit": "C"},
    {"type": "weather", "temp": 70.25, "unit": "F", "extra": True},
    {"type": "weather", "temp": "hot", "unit": "C"},
    {"type": "error", "code": 410},
    {"type": "error", "code": 503, "retry": 3, "host": "x"},
    {"type": "error", "code": 400},
    Entry("src", Kind.DIR),
    Entry("video.mp4", Kind.FILE, 5_500_000),
    Entry("notes.md", Kind.FILE, 120),
    Entry("latest", Kind.LINK),
    Error(7, "disk full"),
    ["done", 1, 2],
    ("ok",),
    (3, 4),
    (3, "4"),
    "12345678",
    "hello",
    None,
    3.5,
    {1, 2},
]
for i, r in enumerate(results, 1):
    print(f"{i:>2}. {describe(r)}")

print(Kind.FILE, repr(Kind.DIR), Kind["LINK"], Kind(1), list(Kind))
print(Entry("a", Kind.FILE) == Entry("a", Kind.FILE), Entry("a", Kind.FILE))
try:
    Kind(9)
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
try:
    Kind["NOPE"]
except KeyError as e:
    print(f"{type(e).__name__}: {e}")
