# Process ids in fixed-size batches with a hand-written chunker, keep per-batch stats, and transpose a results matrix with zip(*rows).
from itertools import islice
from statistics import mean

def chunks(iterable, n):
    it = iter(iterable)
    while batch := list(islice(it, n)):
        yield batch

def slices(seq, n):
    return [seq[i:i + n] for i in range(0, len(seq), n)]

ids = list(range(1, 14))
stats = []
for bno, batch in enumerate(chunks(ids, 4), start=1):
    ok, failed = [], []
    for uid in batch:
        try:
            ok.append(get_user(uid))
        except KeyError:
            failed.append(uid)
    tiers = sorted({u["tier"] for u in ok})
    stats.append((bno, len(batch), len(ok), failed, tiers))
    print(f"batch {bno}: {batch} -> ok={len(ok)} failed={failed} tiers={tiers}")
print(slices(ids, 5) == [list(c) for c in chunks(ids, 5)], [len(s) for s in slices("abcdefghij", 3)])
matrix = [[get_weather(c, units=u)["temp"] for u in ("C", "F")] for c in ("Paris", "Tokyo", "Oslo")]
cols = list(zip(*matrix))
print(matrix, cols, [round(mean(c), 2) for c in cols])
print(list(map(list, zip(*[[1, 2, 3], [4, 5, 6]]))), list(zip(*[])), dict(zip(*[("a", "b"), (1, 2)])))
total_ok = sum(s[2] for s in stats)
print(f"{total_ok}/{len(ids)} loaded in {len(stats)} batches; avg batch {mean(s[1] for s in stats):.2f}")
nested = [[1, [2, 3]], [4], [], [[5, [6]]]]
def flat(x):
    for y in x:
        if isinstance(y, list):
            yield from flat(y)
        else:
            yield y
print(list(flat(nested)), sum(flat(nested)), [*flat(nested[3]), *"ab"], {**{"a": 1}, **dict(b=2)})
