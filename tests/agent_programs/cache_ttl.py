# A TTL cache with LRU eviction in front of a slow tool, with hit statistics.
from collections import OrderedDict
from dataclasses import dataclass
from functools import wraps
import hashlib, json

@dataclass
class Stats:
    hits: int = 0
    misses: int = 0
    evictions: int = 0
    expired: int = 0
    @property
    def ratio(self):
        total = self.hits + self.misses
        return self.hits / total if total else 0.0
    def __str__(self):
        return (f"hits={self.hits} misses={self.misses} evictions={self.evictions} "
                f"expired={self.expired} ratio={self.ratio:.0%}")

class TTLCache:
    def __init__(self, maxsize, ttl, clock):
        self.maxsize, self.ttl, self.clock = maxsize, ttl, clock
        self.data = OrderedDict()
        self.stats = Stats()
    def _key(self, args, kwargs):
        raw = json.dumps([args, sorted(kwargs.items())], default=str)
        return hashlib.md5(raw.encode()).hexdigest()[:10]
    def get(self, key):
        item = self.data.get(key)
        if item is None:
            return None
        value, born = item
        if self.clock() - born > self.ttl:
            del self.data[key]
            self.stats.expired += 1
            return None
        self.data.move_to_end(key)
        return item
    def put(self, key, value):
        self.data[key] = (value, self.clock())
        self.data.move_to_end(key)
        while len(self.data) > self.maxsize:
            old, _ = self.data.popitem(last=False)
            self.stats.evictions += 1
    def __call__(self, fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            key = self._key(args, kwargs)
            hit = self.get(key)
            if hit is not None:
                self.stats.hits += 1
                return hit[0]
            self.stats.misses += 1
            value = fn(*args, **kwargs)
            self.put(key, value)
            return value
        wrapper.cache = self
        return wrapper

now = [0.0]
cache = TTLCache(maxsize=3, ttl=10, clock=lambda: now[0])

@cache
def weather(city, units="C"):
    return get_weather(city, units)

plan = [("Paris", 1), ("Tokyo", 1), ("Paris", 2), ("Oslo", 1), ("Cairo", 1), ("Paris", 1),
        ("Tokyo", 15), ("Oslo", 1), ("Lima", 1), ("Paris", 1)]
for city, dt in plan:
    now[0] += dt
    w = weather(city)
    print(f"t={now[0]:>4.0f} {city:<6} {w['temp']:>5} keys={list(cache.data)}")
print(cache.stats)
print(weather.__name__, weather.cache is cache, len(cache.data), cache.data.popitem()[0][:4] if False else "")
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(OrderedDict(a=1, b=2)) == {"b": 2, "a": 1})
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b"); od.move_to_end("e", last=False)
print(list(od), od.popitem(last=False), repr(OrderedDict([(1, None)])))
