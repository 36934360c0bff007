# Tool calls from inside sort keys, __eq__/__hash__, generators, decorators,
# class bodies, __exit__, except handlers, default arguments and lambdas.
import functools
from concurrent.futures import ThreadPoolExecutor

def audited(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        stamp = echo(fn.__name__, *args)["args"]
        wrapper.calls.append(stamp)
        return fn(*args, **kwargs)
    wrapper.calls = []
    return wrapper

@audited
def temp_of(city):
    return get_weather(city)["temp"]

cities = ["Paris", "Tokyo", "Oslo", "Cairo", "Lima"]
print(sorted(cities, key=temp_of))
print(temp_of.__name__, temp_of.__wrapped__.__name__, len(temp_of.calls), temp_of.calls[0])

class Customer:
    tier_names = {u: get_user(u)["tier"] for u in (1, 2, 3)}     # a tool in a class body
    def __init__(self, uid):
        self.uid = uid
    def __eq__(self, other):
        return get_user(self.uid)["email"].split("@")[1] == get_user(other.uid)["email"].split("@")[1] and \
            self.uid % 3 == other.uid % 3
    def __hash__(self):
        return hash(get_user(self.uid)["tier"])
    def __repr__(self):
        return f"Customer({self.uid}, {self.tier_names.get(self.uid, '?')})"

print(Customer.tier_names)
people = {Customer(1), Customer(4), Customer(2), Customer(7)}
print(sorted(people, key=lambda c: c.uid))
print(Customer(1) in people, Customer(10) in people, [Customer(2), Customer(3)].index(Customer(5)))

def weather_stream(names):
    for n in names:
        try:
            yield n, get_weather(n, units="F")
        except ValueError as e:
            yield n, {"error": str(e)}

for name, w in weather_stream(["Sydney", "Atlantis", "Oslo"]):
    print(f"{name:8} {w.get('temp', '-'):>5} {w.get('error', w.get('sky'))}")

class Section:
    def __init__(self, title):
        self.title = title
    def __enter__(self):
        print(f"## {self.title} ({echo(self.title)['args'][0].lower()})")
        return self
    def __exit__(self, kind, exc, tb):
        note = read_doc("d5")["title"] if exc else "ok"
        print(f"   end of {self.title}: {note}; suppressed={kind is KeyError}")
        return kind is KeyError

with Section("Users") as s:
    print("  ", get_user(2)["name"])
with Section("Broken"):
    get_user(77)
print("after suppressed KeyError")

def rate(base="USD", quote="EUR", r=get_exchange_rate("USD", "EUR")["rate"]):
    return r
print(rate(), rate.__defaults__[2])

try:
    get_metrics("nas-1")
except LookupError as e:
    fallback = get_metrics("web-1", points=3)
    print("fallback after", repr(e), [m["cpu"] for m in fallback])
finally:
    print("finally sees", len(search_docs("cache")), "docs")

with ThreadPoolExecutor(max_workers=3) as pool:
    temps = list(pool.map(lambda c: get_weather(c)["temp"], cities))
print(temps, max(zip(temps, cities)))
total = functools.reduce(lambda acc, uid: acc + len(get_user(uid)["name"]), range(1, 6), 0)
print("name chars:", total)
print([d["id"] for d in map(read_doc, filter(lambda i: search_docs(i), ["d1", "d3"]))] if False else
      [read_doc(h["id"])["updated"] for h in search_docs("the", limit=4)])
