# Keep many kinds of live objects (iterators mid-way, regex objects, StringIO, csv writer, Random, lru_cache, logging, deque, zoneinfo datetimes) across tool calls.
import re, io, csv, random, itertools, functools, logging, heapq, json
from collections import deque, Counter, OrderedDict, defaultdict, namedtuple
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo
from decimal import Decimal, localcontext
from fractions import Fraction
from string import Template

pat = re.compile(r"(?P<k>\w+)=(?P<v>\d+)")
it_match = pat.finditer("a=1 b=2 c=3 d=4")
first = next(it_match)
buf = io.StringIO()
w = csv.writer(buf)
w.writerow(["start", first["k"]])
rng = random.Random(99)
rng.random()
groups = itertools.groupby(sorted("mississippi"))
k0, g0 = next(groups)
counter_it = itertools.count(10, 3)
next(counter_it)
zipped = zip(range(5), "abcde")
next(zipped)
mapped = map(str.upper, ["x", "y", "z"])
next(mapped)
en = enumerate(["p", "q", "r"], 1)
next(en)
dq = deque(maxlen=3)
log_stream = io.StringIO()
log = logging.getLogger("live")
log.addHandler(logging.StreamHandler(log_stream))
log.setLevel(logging.INFO)
tz = ZoneInfo("Europe/Berlin")
when = datetime(2024, 10, 27, 1, 30, tzinfo=tz)
Pt = namedtuple("Pt", "x y")
od = OrderedDict(a=1, b=2)
dd = defaultdict(list)
heap = [5, 1, 4]
heapq.heapify(heap)
part = functools.partial(round, ndigits=1)
tmpl = Template("$who: $n")
sorted_it = iter(sorted({"b", "a", "c"}))
next(sorted_it)
dict_it = iter({"x": 1, "y": 2, "z": 3}.items())
next(dict_it)
chain = itertools.chain([1], [2, 3])
next(chain)
perms = itertools.permutations("abc", 2)
next(perms)
acc = itertools.accumulate([1, 2, 3, 4])
next(acc)
cyc = itertools.cycle("xy")
next(cyc)
tee_a, tee_b = itertools.tee(iter([7, 8, 9]))
next(tee_a)

@functools.lru_cache(maxsize=8)
def user(uid):
    return get_user(uid)["name"]

def gen_users(ids):
    for i in ids:
        yield user(i)

g = gen_users([1, 2, 3, 2, 1])
print(next(g))
for uid in (4, 5, 6):
    name = user(uid)
    dq.append(name)
    log.info("got %s", name)
    dd[name[0]].append(uid)
    with localcontext() as ctx:
        ctx.prec = 5
        dec = Decimal(uid) / Decimal(7)
    w.writerow([uid, name, dec])
    heapq.heappush(heap, uid * 2)
    od.move_to_end("a")
    print(uid, next(it_match).group("k", "v"), k0, list(g0)[:1], next(groups)[0], next(counter_it), next(zipped), next(mapped, "-"), next(en, "-"),
          round(rng.random(), 6), next(sorted_it, "-"), next(dict_it, "-"), next(chain, "-"), next(perms), next(acc, "-"), next(cyc), next(tee_a, "-"), next(tee_b))
    g0 = []
print(list(g), user.cache_info())
print(buf.getvalue().splitlines())
print(log_stream.getvalue().split("\n"), list(dq), dict(dd), heap, list(od))
print(when + timedelta(hours=1), (when + timedelta(hours=1)).tzname(), when.fold, part(Fraction(22, 7)), tmpl.substitute(who="x", n=Pt(1, 2)))
print(get_weather("Oslo")["temp"], list(tee_b), list(perms), list(pat.finditer("z=9")), Counter(next(groups)[0] for _ in range(1)))
