# Keep many half-consumed iterators and stateful objects alive across tool
# calls (each call may pause and snapshot the program), then finish them.
import itertools as it
import functools
import random
import re
import heapq
from collections import deque, OrderedDict, Counter, defaultdict
from decimal import Decimal, localcontext
import enum

orders = list_orders(page_size=12)["items"]
keyed = sorted(orders, key=lambda o: o["region"])
groups = it.groupby(keyed, key=lambda o: o["region"])
first_region, first_group = next(groups)
first_two = [next(first_group)["id"]]
counter = it.count(100, 5)
cyc = it.cycle(["a", "b", "c"])
a, b = it.tee(o["quantity"] for o in orders)
acc = it.accumulate(o["quantity"] for o in orders)
zipped = zip(it.count(), (o["id"] for o in orders))
mapped = map(lambda o: o["product"].upper(), orders)
filt = filter(lambda o: o["status"] == "shipped", orders)
chained = it.chain([1, 2], (x * 10 for x in range(3)))
sl = it.islice(it.count(), 2, None, 3)
perm = it.permutations("abc", 2)
prod = it.product([0, 1], repeat=3)
pw = it.pairwise(range(6))
rev = reversed([o["id"] for o in orders])
dict_it = iter({"x": 1, "y": 2, "z": 3}.items())
str_it = iter("hello")
rng_it = iter(range(0, 30, 7))
dq = deque(range(5), maxlen=5)
dq_it = iter(dq)
rnd = random.Random(42)
rnd.random()
finder = re.finditer(r"\d+", "a1 b22 c333 d4444")
m = next(finder)
heap = [(o["quantity"], o["id"]) for o in orders]
heapq.heapify(heap)
partial_rate = functools.partial(get_exchange_rate, "USD")
Color = enum.Enum("Color", "RED GREEN BLUE")
color_it = iter(Color)


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


fib(30)


def numbered():
    n = 0
    while True:
        got = yield n
        n += got or 1


gen = numbered()
next(gen)
gen.send(10)

print("before call:", first_region, first_two, next(counter), next(cyc), next(a), next(acc), next(zipped))
print("   ", next(mapped), next(filt)["id"], next(chained), next(sl), next(perm), next(prod), next(pw), next(rev))
print("   ", next(dict_it), next(str_it), next(rng_it), next(dq_it), m.group(), heapq.heappop(heap), next(color_it))

# tool calls in the middle: everything above is alive across them
eur = partial_rate("EUR")["rate"]
user = get_user(4)
with localcontext() as ctx:
    ctx.prec = 5
    share = Decimal(1) / Decimal(3)
    weather = get_weather("Lima")
    share2 = Decimal(2) / Decimal(3)
print("calls:", eur, user["name"], weather["sky"], share, share2)

print("after call:", [o["id"] for o in first_group], next(counter), next(cyc), next(cyc), list(it.islice(a, 3)), list(b)[:4])
print("   ", next(acc), next(zipped), next(mapped), next(filt)["id"], list(chained), next(sl), next(sl))
print("   ", list(perm), next(prod), list(pw), next(rev), list(dict_it), "".join(str_it), list(rng_it))
print("   ", list(dq_it), [x.group() for x in finder], heapq.nsmallest(2, heap), list(color_it), rnd.random())
print("   ", [(k, len(list(g))) for k, g in groups], gen.send(5), next(gen), fib(60), fib.cache_info().currsize)
more = get_metrics("web-09", points=3)
dq.append(99)
print("deque:", list(dq), next(dq_it, "exhausted-before-append") if False else dq.maxlen)
print("final:", len(more), next(counter), gen.send(0), Counter(next(cyc) for _ in range(7)))
