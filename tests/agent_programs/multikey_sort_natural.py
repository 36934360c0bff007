# Rank tasks and orders with stable multi-key sorts, natural ordering,
# None-safe keys, merged streams and keyed bisect.
import bisect
import heapq
import operator
import re
from dataclasses import dataclass


def natural(s):
    return [int(t) if t.isdigit() else t.casefold() for t in re.split(r"(\d+)", s)]


files = ["report10.txt", "Report2.txt", "report1.txt", "report2b.txt", "REPORT2a.txt", "report02.txt", "notes.md"]
print(sorted(files))
print(sorted(files, key=natural))
print(sorted(files, key=str.casefold))
print(sorted(files, key=len, reverse=True))

tasks = list_tasks()
by_pri = sorted(tasks, key=operator.itemgetter("priority"))
stable = sorted(by_pri, key=operator.itemgetter("owner"))
print([(t["owner"], t["priority"], t["id"]) for t in stable])
print([t["id"] for t in sorted(tasks, key=lambda t: (-t["estimate_h"], len(t["deps"]), t["id"]))])
print([t["id"] for t in sorted(tasks, key=operator.itemgetter("priority", "estimate_h"), reverse=True)])

rows = [{"name": "a", "score": 3}, {"name": "b", "score": None}, {"name": "c", "score": 1},
        {"name": "d", "score": None}, {"name": "e", "score": 3}]
print([r["name"] for r in sorted(rows, key=lambda r: (r["score"] is None, -(r["score"] or 0)))])
print([r["name"] for r in sorted(rows, key=lambda r: (r["score"] is not None, r["score"] or 0), reverse=True)])
try:
    sorted(rows, key=lambda r: r["score"])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([3, "a", 1.5])
except TypeError as e:
    print("TypeError:", e)
try:
    max([{"a": 1}, {"a": 2}])
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Owner:
    name: str
    team: str


@dataclass
class Item:
    id: str
    owner: Owner
    hours: int


items = [Item(t["id"], Owner(t["owner"], "core" if t["owner"] in ("ada", "alan") else "ext"), t["estimate_h"]) for t in tasks]
print([i.id for i in sorted(items, key=operator.attrgetter("owner.team", "owner.name"))])
get = operator.attrgetter("owner.name", "hours")
print(get(items[0]), operator.itemgetter(1, -1)("abcdef"), operator.itemgetter(slice(1, 3))([9, 8, 7]))
print(operator.methodcaller("split", "-", 1)("a-b-c"), operator.attrgetter("id")(items[-1]))

streams = [sorted((o["created"], o["id"]) for o in list_orders(region=r, page_size=4)["items"]) for r in ("north", "south", "east")]
merged = list(heapq.merge(*streams))
print([oid for _, oid in merged][:8], len(merged))
print([x for x in heapq.merge([5, 3, 1], [4, 2], key=lambda v: -v)])
print(heapq.nlargest(3, tasks, key=lambda t: t["estimate_h"])[-1]["id"], heapq.nsmallest(2, [5, 1, 4, 1, 3]))

cutoffs = [(0, "F"), (60, "D"), (70, "C"), (80, "B"), (90, "A")]
keys = [c[0] for c in cutoffs]
for score in (59, 60, 79.9, 90, 100, -1):
    print(score, cutoffs[bisect.bisect_right(keys, score) - 1][1], end="; ")
print()
ledger = []
for o in list_orders(page_size=7)["items"]:
    bisect.insort(ledger, (o["quantity"], o["id"]), key=lambda t: t[0])
print(ledger)
print(bisect.bisect_left(ledger, 5, key=lambda t: t[0]), bisect.bisect(ledger, 5, key=lambda t: t[0]))
pairs = [("b", 2), ("a", 2), ("c", 1), ("a", 1)]
pairs.sort(key=lambda p: p[1])
print(pairs, sorted(pairs), sorted(pairs, key=lambda p: p[0], reverse=True))
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(set(words), key=lambda w: (-words.count(w), len(w), w)), min(words, key=len), max(words, key=len))
print(sorted({"b": 2, "a": 3}.items(), key=operator.itemgetter(1)), sorted("bBaA"), sorted("bBaA", key=str.lower))
