# Turn a metrics stream into run-length incidents and window reports with itertools.
import itertools as it
import operator

pts = get_metrics("db-01", points=24)
state = ["hot" if p["cpu"] > 70 else "warm" if p["cpu"] > 50 else "ok" for p in pts]
print("states:", "".join(s[0] for s in state))

runs = [(k, len(list(g))) for k, g in it.groupby(state)]
print("runs:", runs)
longest = max(runs, key=operator.itemgetter(1))
print("longest:", longest, "hot runs:", sum(1 for k, _ in runs if k == "hot"))

hours = [int(p["ts"][11:13]) for p in pts]
for key, group in it.groupby(zip(hours, state), key=lambda hs: hs[0] // 6):
    g = list(group)
    print(f"  block {key}: hours {g[0][0]:02d}-{g[-1][0]:02d} states={[s for _, s in g]}")

cpu = [p["cpu"] for p in pts]
deltas = [round(b - a, 1) for a, b in it.pairwise(cpu)]
print("deltas:", deltas[:8])
print("running max:", list(it.accumulate(cpu, max))[:8])
print("cum errors:", list(it.accumulate((p["errors"] for p in pts), initial=100))[:8])
print("product:", list(it.accumulate([1, 2, 3, 4], operator.mul)))
print("spikes:", list(it.compress(hours, (d > 15 for d in [0] + deltas))))
print("until hot:", list(it.takewhile(lambda s: s != "hot", state)), "after:", len(list(it.dropwhile(lambda s: s != "hot", state))))
print("quiet hours:", list(it.filterfalse(lambda h: pts[h]["errors"], range(24)))[:10])

def windows(seq, n):
    its = it.tee(seq, n)
    for i, t in enumerate(its):
        next(it.islice(t, i, i), None)
        for _ in range(i):
            next(t, None)
    return zip(*its)

print("3-avg:", [round(sum(w) / 3, 1) for w in windows(cpu, 3)][:6])

def batched(iterable, n):
    iterator = iter(iterable)
    while batch := tuple(it.islice(iterator, n)):
        yield batch

print("batches:", [len(b) for b in batched(range(24), 5)], list(batched("abcdefg", 3)))
print(hasattr(it, "batched"), hasattr(it, "pairwise"))
try:
    it.batched("abc", 2)
except AttributeError as e:
    print("AttributeError:", e)

print(list(it.zip_longest("abc", [1], fillvalue="-")), list(it.starmap(pow, [(2, 3), (3, 2)])))
print(list(it.islice(it.count(0.5, 0.25), 4)), list(it.islice(it.cycle("ab"), 5)), list(it.repeat("x", 3)))
print(list(it.chain.from_iterable([[1, 2], (3,), "45"])), list(it.chain("ab", [None])))
print(len(list(it.permutations(range(5), 3))), list(it.combinations("abcd", 2))[:4],
      list(it.combinations_with_replacement("ab", 2)), list(it.product("ab", repeat=2)))
print(list(it.islice(range(100), 5, 30, 7)), list(it.islice("abc", None)), list(it.product()))
try:
    list(it.islice("abc", -1))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1, 2], [3], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1], [3, 4], "ab", strict=True))
except ValueError as e:
    print("ValueError:", e)
g = it.groupby([])
print(list(g), repr(next(it.count(3))), sorted(k for k, _ in it.groupby("aabbaa")))
