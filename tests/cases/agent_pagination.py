from typing import Iterator, List, Dict, Any, Optional, Tuple
from dataclasses import dataclass
import itertools
import math

DB = [{"id": i, "name": f"item-{i:02d}", "score": (i * 37) % 101, "active": i % 4 != 0} for i in range(1, 48)]

@dataclass(frozen=True)
class Page:
    items: Tuple[Dict[str, Any], ...]
    next_cursor: Optional[int]
    total: int

def list_items(cursor: int = 0, limit: int = 10, active_only: bool = False) -> Page:
    rows = [r for r in DB if r["active"]] if active_only else DB
    chunk = rows[cursor:cursor + limit]
    nxt = cursor + limit if cursor + limit < len(rows) else None
    return Page(tuple(chunk), nxt, len(rows))

def iterate_all(**kwargs) -> Iterator[Dict[str, Any]]:
    cursor: Optional[int] = 0
    pages = 0
    while cursor is not None:
        page = list_items(cursor=cursor, **kwargs)
        pages += 1
        yield from page.items
        cursor = page.next_cursor
    print(f"(fetched {pages} pages)")

all_items = list(iterate_all(limit=12))
print(len(all_items), all_items[0], all_items[-1]["name"])
active = list(iterate_all(limit=7, active_only=True))
print(len(active), math.ceil(len(active) / 7))

top = sorted(active, key=lambda r: (-r["score"], r["id"]))[:5]
for rank, r in enumerate(top, start=1):
    print(f"{rank}. {r['name']:<10} score={r['score']:3d}")

def batched(it, n):
    it = iter(it)
    while batch := list(itertools.islice(it, n)):
        yield batch

for i, b in enumerate(batched((r["id"] for r in active), 8)):
    print(i, b)

p = list_items(40, 10)
print(p.next_cursor, p.total, len(p.items))
try:
    p.total = 3
except Exception as e:
    print(type(e).__name__, e)
print(list_items(0, 1) == list_items(0, 1), list_items(0, 1) == list_items(1, 1))
try:
    hash(list_items(0, 1))
except TypeError as e:
    print('TypeError:', e)
scores = [r["score"] for r in all_items]
buckets = {k: len(list(g)) for k, g in itertools.groupby(sorted(scores), key=lambda s: s // 25 * 25)}
print(buckets)
print(list(itertools.pairwise([1, 2, 4, 7]))[:3], list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(itertools.takewhile(lambda r: r["score"] > 10, all_items))[-1]["id"])
print(list(itertools.product("ab", range(2))), list(itertools.combinations([1, 2, 3], 2)))
print(list(itertools.zip_longest("abc", [1], fillvalue="-")), list(itertools.starmap(pow, [(2, 5), (3, 2)])))
print(sum(1 for _ in itertools.filterfalse(lambda r: r["active"], all_items)))
print(next(itertools.dropwhile(lambda x: x < 5, itertools.count(1, 2))), list(itertools.repeat("x", 3)))
cyc = itertools.cycle("RGB")
print([next(cyc) for _ in range(7)], list(itertools.permutations("abc", 2))[:4])
