# Rich class state kept across tool calls: a dict subclass cache, slotted dataclasses, Enum-keyed maps, exception objects with notes, bound methods and closures.
from dataclasses import dataclass, field
from enum import Enum, auto
from collections import defaultdict
import functools

class Kind(Enum):
    USER = auto()
    DOC = auto()
    RATE = auto()

class TTLCache(dict):
    def __init__(self, ttl):
        super().__init__()
        self.ttl = ttl
        self.clock = 0
        self.hits = self.misses = 0
    def tick(self):
        self.clock += 1
        for k in [k for k, (t, _) in self.items() if self.clock - t > self.ttl]:
            del self[k]
    def fetch(self, key, loader):
        self.tick()
        if key in self:
            self.hits += 1
            return super().__getitem__(key)[1]
        self.misses += 1
        val = loader()
        self[key] = (self.clock, val)
        return val

@dataclass(slots=True)
class Event:
    kind: Kind
    key: object
    ok: bool
    note: str = ""

@dataclass
class Journal:
    events: list = field(default_factory=list)
    by_kind: dict = field(default_factory=lambda: defaultdict(int))
    def record(self, ev):
        self.events.append(ev)
        self.by_kind[ev.kind] += 1

cache = TTLCache(ttl=3)
journal = Journal()
errors = []
loaders = {
    Kind.USER: lambda k: functools.partial(get_user, k),
    Kind.DOC: lambda k: functools.partial(read_doc, k),
    Kind.RATE: lambda k: functools.partial(get_exchange_rate, *k),
}
plan = [(Kind.USER, 1), (Kind.DOC, "d2"), (Kind.USER, 1), (Kind.RATE, ("USD", "CHF")), (Kind.USER, 42),
        (Kind.DOC, "d9"), (Kind.USER, 1), (Kind.DOC, "d2"), (Kind.RATE, ("USD", "CHF")), (Kind.USER, 2)]
record = journal.record
for kind, key in plan:
    try:
        val = cache.fetch((kind, key), loaders[kind](key))
        summary = val.get("name") or val.get("title") or val.get("rate")
        record(Event(kind, key, True, str(summary)))
    except (KeyError, FileNotFoundError) as e:
        e.add_note(f"while loading {kind.name.lower()} {key!r}")
        errors.append(e)
        record(Event(kind, key, False, type(e).__name__))
for ev in journal.events:
    print(f"{ev.kind.name:<5} {str(ev.key):<16} {'ok ' if ev.ok else 'ERR'} {ev.note}")
print(dict(journal.by_kind), cache.hits, cache.misses, sorted(k[0].name for k in cache), cache.clock)
for e in errors:
    print(type(e).__name__, e.args, e.__notes__)
print(isinstance(cache, dict), len(cache), Event.__slots__, hasattr(journal.events[0], "__dict__"))
last = errors[-1]
raise RuntimeError("some lookups failed") from last
