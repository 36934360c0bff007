"""Caching tool results: lru_cache, cached_property, partial, singledispatch, wraps."""
import functools
from functools import lru_cache, cached_property, partial, singledispatch, wraps, reduce, cmp_to_key
import operator

CALLS = []

def logged(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        CALLS.append(fn.__name__)
        return fn(*args, **kwargs)
    return inner

@lru_cache(maxsize=3)
@logged
def lookup(city: str) -> dict:
    """Pretend to call a weather tool."""
    return {"city": city, "temp": len(city) * 3.5}

for c in ["paris", "oslo", "paris", "rome", "lima", "oslo", "paris"]:
    lookup(c)
print(CALLS, lookup.cache_info())
print(lookup.__name__, lookup.__doc__, lookup.__wrapped__.__name__)
lookup.cache_clear()
print(lookup.cache_info())

class Report:
    def __init__(self, rows):
        self.rows = rows
        self.computed = 0

    @cached_property
    def total(self):
        self.computed += 1
        return sum(r["n"] for r in self.rows)

r = Report([{"n": 3}, {"n": 4}])
print(r.total, r.total, r.computed, "total" in vars(r))
del r.total
print(r.total, r.computed)

def fetch(tool, query, *, limit=10, verbose=False):
    return f"{tool}({query!r}, limit={limit}, verbose={verbose})"

search = partial(fetch, "search", limit=3)
print(search("cats"), search("dogs", verbose=True), search("x", limit=1))
print(search.func.__name__, search.args, search.keywords)
print(repr(partial(int, base=2))[:26], partial(int, base=2)("101"))

@singledispatch
def render(value):
    return f"<{type(value).__name__}>"

@render.register
def _(value: int):
    return f"int:{value:+d}"

@render.register(list)
def _(value):
    return "[" + ", ".join(render(v) for v in value) + "]"

@render.register(dict)
def _(value):
    return "{" + ", ".join(f"{k}={render(v)}" for k, v in value.items()) + "}"

print(render(5), render([1, -2, "x"]), render({"a": [3], "b": None}), render(True), render(2.5))
print(reduce(operator.mul, range(1, 6)), reduce(lambda a, b: a + b, [], 0))
try:
    reduce(operator.add, [])
except TypeError as e:
    print(f"{type(e).__name__}: {e}")

def compare(a, b):
    return (a["pri"] > b["pri"]) - (a["pri"] < b["pri"]) or (a["name"] > b["name"]) - (a["name"] < b["name"])
tasks = [{"name": "b", "pri": 2}, {"name": "a", "pri": 2}, {"name": "c", "pri": 1}]
print([t["name"] for t in sorted(tasks, key=cmp_to_key(compare))])
print(sorted(tasks, key=operator.itemgetter("pri", "name"))[0], list(map(operator.attrgetter("real"), [1, 2.5])))
print(operator.methodcaller("upper")("abc"), operator.neg(3), operator.contains([1, 2], 2), operator.getitem("abc", 1))

@functools.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info().hits)

@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(vs), max(vs), Version("1.0") >= Version("1.0.0"), Version("2.0") > Version("1.9.9"))
try:
    Version("1.x")
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
