"""Event records as slotted, keyword-only dataclasses: InitVar for derived
fields, field(default_factory), __post_init__ validation, fields()
metadata driving a CSV-like export, astuple/asdict on nested records,
replace() with validation, and errors of misuse."""
from dataclasses import (dataclass, field, fields, asdict, astuple, replace, InitVar, KW_ONLY,
                         is_dataclass, make_dataclass, MISSING)
from datetime import datetime, timedelta
from typing import Optional
import json


@dataclass(slots=True, frozen=True)
class Actor:
    id: int
    name: str
    tier: str = "free"


@dataclass(slots=True, kw_only=True)
class Event:
    kind: str
    actor: Actor
    at: datetime
    payload: dict = field(default_factory=dict, metadata={"export": False})
    tags: list[str] = field(default_factory=list, metadata={"export": True, "sep": "|"})
    weight: float = field(default=1.0, metadata={"export": True, "fmt": ".2f"})
    raw_ts: InitVar[Optional[str]] = None

    def __post_init__(self, raw_ts):
        if raw_ts is not None:
            self.at = datetime.fromisoformat(raw_ts.replace("Z", "+00:00")).replace(tzinfo=None)
        if self.kind not in {"order", "login", "refund"}:
            raise ValueError(f"unknown event kind {self.kind!r}")
        if self.weight <= 0:
            raise ValueError(f"weight must be positive, got {self.weight}")


@dataclass(order=True)
class Window:
    start: datetime
    _: KW_ONLY
    length: timedelta = timedelta(hours=12)
    events: list = field(default_factory=list, compare=False, repr=False)

    @property
    def end(self):
        return self.start + self.length

    def __contains__(self, ev):
        return self.start <= ev.at < self.end


actors = {}
events = []
for o in list_orders(page_size=10)["items"]:
    uid = o["customer_id"]
    if uid not in actors:
        u = get_user(uid)
        actors[uid] = Actor(u["id"], u["name"], u["tier"])
    events.append(Event(kind="order" if o["status"] != "cancelled" else "refund", actor=actors[uid],
                        at=datetime.min, raw_ts=o["created"], tags=o["tags"],
                        weight=o["quantity"] / 3, payload={"id": o["id"]}))
print(len(events), "events from", len(actors), "actors")
print(events[0])
print(Event.__slots__, hasattr(events[0], "__dict__"), Actor.__slots__)

for bad in [dict(kind="logout"), dict(kind="login", weight=0)]:
    try:
        Event(actor=actors[events[0].actor.id], at=datetime(2024, 1, 1), **bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    Event("order", actors[events[0].actor.id], datetime(2024, 1, 1))
except TypeError as e:
    print("TypeError:", e)
try:
    events[0].color = "red"
except AttributeError as e:
    print("AttributeError:", e)
try:
    actors[events[0].actor.id].name = "X"
except Exception as e:
    print(type(e).__name__ + ":", e)

export_cols = [f for f in fields(Event) if f.metadata.get("export", True)]
print("columns:", [f.name for f in export_cols], [f.name for f in fields(Event) if f.default_factory is not MISSING])
for ev in sorted(events, key=lambda e: (e.at, e.payload["id"]))[:5]:
    cells = []
    for f in export_cols:
        v = getattr(ev, f.name)
        if "sep" in f.metadata:
            v = f.metadata["sep"].join(v) or "-"
        elif "fmt" in f.metadata:
            v = format(v, f.metadata["fmt"])
        elif isinstance(v, Actor):
            v = v.name
        cells.append(str(v))
    print("  " + ",".join(cells))

first = min(e.at for e in events)
windows = [Window(first.replace(hour=0, minute=0) + timedelta(hours=12 * i)) for i in range(0, 400)]
for ev in events:
    for w in windows:
        if ev in w:
            w.events.append(ev)
            break
busy = sorted((w for w in windows if w.events), key=lambda w: (-len(w.events), w))
for w in busy[:4]:
    print(f"  {w.start:%m-%d %H:%M}..{w.end:%H:%M} {len(w.events)} {[e.actor.name.split()[0] for e in w.events]}")
print(windows[0] < windows[1], windows[0] == Window(windows[0].start), repr(windows[0]))

d = asdict(events[0])
print(sorted(d), d["actor"], type(d["at"]).__name__)
print(astuple(events[0].actor), astuple(events[0])[:2])
moved = replace(events[0], weight=2.5, at=datetime(2024, 7, 1))
print(moved.weight, moved.at, moved.payload is events[0].payload, moved.actor is events[0].actor)
try:
    replace(events[0], weight=-1)
except ValueError as e:
    print("replace ValueError:", e)
try:
    replace(events[0], colour=1)
except TypeError as e:
    print("replace TypeError:", e)
Point = make_dataclass("Point", [("x", int), ("y", int, field(default=0))], frozen=True)
print(Point(1), Point(1, 2) == Point(1, 2), is_dataclass(Point), is_dataclass(Point(1)), hash(Point(1)) == hash(Point(1, 0)))
print(json.dumps(asdict(events[1]), default=str, sort_keys=True)[:150])
try:
    asdict(Actor)
except TypeError as e:
    print("TypeError:", e)
