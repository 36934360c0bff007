"""Generator pipeline over streamed log records, with itertools."""
import itertools
from itertools import groupby, islice, chain, accumulate, tee, zip_longest, count, takewhile, dropwhile, product, combinations, permutations, starmap, compress, pairwise, repeat, cycle, filterfalse
import operator

LOG = """2024-06-01T10:00:01 INFO api GET /users 200 12ms
2024-06-01T10:00:02 INFO api GET /users/7 200 8ms
2024-06-01T10:00:02 WARN db slow query 812ms
2024-06-01T10:00:03 ERROR api POST /orders 500 95ms
2024-06-01T10:00:04 INFO api GET /health 200 1ms
garbage line
2024-06-01T10:00:05 ERROR db connection reset
2024-06-01T10:00:06 INFO worker job=17 done 1500ms
2024-06-01T10:00:07 WARN api GET /users 429 3ms"""

def read_lines(text):
    for n, line in enumerate(text.splitlines(), 1):
        yield n, line

def parse(lines):
    for n, line in lines:
        parts = line.split(maxsplit=3)
        if len(parts) < 4 or "T" not in parts[0]:
            print(f"  skip line {n}: {line!r}")
            continue
        ts, level, source, msg = parts
        yield {"n": n, "ts": ts, "level": level, "source": source, "msg": msg}

def with_ms(records):
    for r in records:
        last = r["msg"].rsplit(" ", 1)[-1]
        r["ms"] = int(last[:-2]) if last.endswith("ms") and last[:-2].isdigit() else None
        yield r

records = list(with_ms(parse(read_lines(LOG))))
print(len(records), records[0])
key = operator.itemgetter("level")
for level, grp in groupby(sorted(records, key=key), key=key):
    items = list(grp)
    print(f"{level:<5} {len(items)} lines: {[r['n'] for r in items]}")
for src, grp in groupby(records, key=lambda r: r["source"]):
    print(src, sum(1 for _ in grp), end="; ")
print()
ms = [r["ms"] for r in records if r["ms"] is not None]
print(ms, list(accumulate(ms)), list(accumulate(ms, max)), list(accumulate(ms, initial=100))[:3])
print(list(islice(count(10, 5), 4)), list(islice("abcdefg", 1, None, 2)))
print(list(takewhile(lambda r: r["level"] != "ERROR", records))[-1]["n"])
print([r["n"] for r in dropwhile(lambda r: r["level"] != "ERROR", records)])
a, b = tee(ms)
next(b, None)
print([y - x for x, y in zip(a, b)], list(pairwise("abcd")))
print(list(zip_longest("ab", [1, 2, 3], fillvalue="-")))
print(list(chain.from_iterable([[1, 2], (3,), "xy"])), list(chain([1], "z")))
print(list(product("ab", range(2))), len(list(product(range(3), repeat=3))))
print(list(combinations("abcd", 2))[:4], list(permutations([1, 2, 3], 2))[:3])
print(list(starmap(pow, [(2, 3), (3, 2)])), list(compress("abcdef", [1, 0, 1, 0, 1])))
print(list(repeat("x", 3)), list(islice(cycle([1, 2]), 5)), list(filterfalse(str.isdigit, "a1b2")))
print(list(itertools.combinations_with_replacement("ab", 2)))
slow = (r for r in records if (r["ms"] or 0) > 100)
print(next(slow)["msg"], next(slow)["n"], sum(1 for _ in slow))
def batched(it, n):
    it = iter(it)
    while chunk := list(islice(it, n)):
        yield chunk
print(list(batched(range(7), 3)))
gen = (x * x for x in range(3))
print(list(gen), list(gen))
def countdown(n):
    while n > 0:
        got = yield n
        if got:
            n = got
        n -= 1
    return "liftoff"
g = countdown(5)
print(next(g), g.send(3), next(g), next(g, "end"))
try:
    next(g)
except StopIteration as e:
    print("stopped:", e.value)
def delegate():
    result = yield from countdown(2)
    yield result.upper()
print(list(delegate()))
print(sorted(records, key=lambda r: (-(r["ms"] or 0), r["n"]))[0]["msg"])
