# Leaderboards with multi-key sorting: tuple keys mixing reverse numeric and text, itemgetter/attrgetter, cmp_to_key, stable multi-pass sorts, locale-free casefold, None-safe keys, min/max/heapq with keys.
from operator import itemgetter, attrgetter, methodcaller
from functools import cmp_to_key
from collections import namedtuple
import heapq

Player = namedtuple("Player", "name team score time_s joined")
users = [get_user(i) for i in range(1, 13)]
scores = [37, 52, 52, 18, 37, 90, 52, 18, 70, 37, 0, 90]
times = [312.5, 290.0, 301.25, 400.0, 312.5, 255.0, 290.0, 390.0, 280.0, 299.9, 600.0, 255.0]
players = [Player(u["name"], u["tier"], s, t, u["signup"]) for u, s, t in zip(users, scores, times)]

print("by score desc, time asc, name:")
for rank, p in enumerate(sorted(players, key=lambda p: (-p.score, p.time_s, p.name)), 1):
    print(f"  {rank:>2}. {p.name:<18} {p.score:>3} {p.time_s:>6.1f}s {p.team}")

by_team = sorted(players, key=attrgetter("team", "score"), reverse=True)
print([(p.team, p.score) for p in by_team])
multi = sorted(players, key=attrgetter("name"))
multi.sort(key=attrgetter("joined"))
multi.sort(key=attrgetter("team"), reverse=True)
print([(p.team, p.joined, p.name.split()[0]) for p in multi])

def compare(a, b):
    if a.score != b.score:
        return b.score - a.score
    if a.time_s != b.time_s:
        return -1 if a.time_s < b.time_s else 1
    return (a.name > b.name) - (a.name < b.name)
print([p.name.split()[1] for p in sorted(players, key=cmp_to_key(compare))][:6])
rows = [{"sku": "b-2", "qty": None}, {"sku": "A-10", "qty": 5}, {"sku": "a-9", "qty": 5}, {"sku": "B-1", "qty": 0}, {"sku": "c", "qty": None}]
print([r["sku"] for r in sorted(rows, key=lambda r: (r["qty"] is None, -(r["qty"] or 0), r["sku"].casefold()))])
def natural(s):
    import re
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", s)]
print(sorted(["file10.txt", "File2.txt", "file1.txt", "file02.txt", "file1b.txt"], key=natural))
print(sorted(["b", "A", "a", "B", "é", "e", "E"]), sorted(["b", "A", "a", "B"], key=str.lower), sorted(["b", "A", "a", "B"], key=methodcaller("swapcase")))
print(max(players, key=itemgetter(2)).name, min(players, key=lambda p: (p.time_s, -p.score)).name, max([], default="none"), min((3, "x"), (3, "a")))
print([p.name for p in heapq.nlargest(3, players, key=attrgetter("score"))], [p.name for p in heapq.nsmallest(2, players, key=lambda p: p.time_s)])
print(sorted({"x": 3, "y": 1, "z": 2}.items(), key=itemgetter(1)), sorted([(1, "b"), (1, "a"), (0, "z")], reverse=True))
print(itemgetter(1, 0)(["a", "b"]), itemgetter(slice(1, None))("hello"), attrgetter("real", "imag")(3 + 4j), methodcaller("split", ",", 1)("a,b,c"))
ranks = {}
last, last_rank = None, 0
for i, p in enumerate(sorted(players, key=attrgetter("score"), reverse=True), 1):
    if p.score != last:
        last, last_rank = p.score, i
    ranks[p.name] = last_rank
print(ranks)
try:
    sorted([3, "a", 1])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([{"a": 1}, {"a": 2}])
except TypeError as e:
    print("TypeError:", e)
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
try:
    sorted([1, 2], key=lambda x: None)
    sorted([Player("a", 1, 2, 3, 4), Player("a", None, 2, 3, 4)])
except TypeError as e:
    print("TypeError:", e)
print(sorted([1, 2], key=lambda x: None), sorted("hello", reverse=True), list(reversed(sorted(range(5)))))
