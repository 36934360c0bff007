# terse: metrics triage in a handful of dense lines
import itertools as it, operator as op, functools as ft, statistics as st
hosts = ["db-1", "web-1", "web-2", "db-2", "cache-1"]
data = {h: m for h in hosts if (m := (lambda h: (lambda: get_metrics(h, points=12))() if not h.startswith("cache") else None)(h))}
print(*(f"{h}:{len(v)}" for h, v in data.items()))
cpu = {h: [p["cpu"] for p in v] for h, v in data.items()}
print({h: (min(c), max(c), round(st.fmean(c), 2)) for h, c in cpu.items()})
hot = sorted(((h, i, c) for h, cs in cpu.items() for i, c in enumerate(cs) if c > 70), key=op.itemgetter(2), reverse=True)[:4]
print(hot)
print(ft.reduce(op.add, (p["errors"] for v in data.values() for p in v)), sum(map(len, data.values())))
runs = {h: max((len(list(g)) for k, g in it.groupby(c, key=lambda x: x > 50) if k), default=0) for h, c in cpu.items()}
print(runs)
print([list(it.accumulate(c[:5], max)) for c in cpu.values()][:2])
print(list(it.starmap(lambda a, b: round(b - a, 1), it.pairwise(cpu["db-1"][:6]))))
print(dict(it.zip_longest("abc", range(5), fillvalue="?")), list(it.compress(hosts, [1, 0, 1])))
print(next(it.dropwhile(lambda kv: kv[1] < 40, enumerate(cpu["web-2"]))), list(it.takewhile(lambda x: x < 60, cpu["web-1"]))[:3])
print(*map("{0[0]}={0[1]:.1f}".format, sorted(((h, st.median(c)) for h, c in cpu.items()), key=op.itemgetter(1))), sep=" | ")
print(max(data, key=lambda h: sum(p["mem_mb"] for p in data[h])), [k for k, _ in it.groupby(sorted(h.split("-")[0] for h in data))])
print(list(it.islice(it.cycle("xy"), 5)), list(it.combinations(sorted(data), 2))[:2], len(list(it.permutations(range(4), 2))))
print(sorted(set(it.chain.from_iterable((p["errors"] for p in v) for v in data.values()))))
