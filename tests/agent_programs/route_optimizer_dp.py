# Route and packing optimizers an agent writes: memoized knapsack over inventory, edit distance for fuzzy SKU matching, LCS diff, coin change, interval scheduling, deep recursion with an explicit limit.
from functools import lru_cache
import sys

inv = get_inventory("AMS") + get_inventory("BER")
items = [(i["name"] + "@" + str(k), max(1, i["qty"] // 10), round(i["price"] * 10)) for k, i in enumerate(inv)]
CAP = 20

@lru_cache(maxsize=None)
def best(i, cap):
    if i == len(items) or cap == 0:
        return 0, ()
    skip = best(i + 1, cap)
    name, w, v = items[i]
    if w <= cap:
        val, chosen = best(i + 1, cap - w)
        take = (val + v, (name,) + chosen)
        return max(skip, take)
    return skip
value, chosen = best(0, CAP)
print(value, chosen, sum(w for n, w, v in items if n in chosen), best.cache_info().currsize > 0)

def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
queries = ["widgit", "gadjet", "sprockets", "gizmo", "thingmajig", "doohicky", "zzz"]
names = sorted({i["name"] for i in inv})
for q in queries:
    scored = sorted((edit_distance(q, n), n) for n in names)
    d, n = scored[0]
    print(f"{q:<11} -> {n if d <= 3 else '?':<12} d={d} runner-up={scored[1]}")

def lcs(a, b):
    m, n = len(a), len(b)
    t = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m - 1, -1, -1):
        for j in range(n - 1, -1, -1):
            t[i][j] = t[i + 1][j + 1] + 1 if a[i] == b[j] else max(t[i + 1][j], t[i][j + 1])
    out, i, j = [], 0, 0
    while i < m and j < n:
        if a[i] == b[j]:
            out.append(("=", a[i])); i += 1; j += 1
        elif t[i + 1][j] >= t[i][j + 1]:
            out.append(("-", a[i])); i += 1
        else:
            out.append(("+", b[j])); j += 1
    out += [("-", x) for x in a[i:]] + [("+", x) for x in b[j:]]
    return out
old = [t["id"] for t in list_tasks()]
new = ["T1", "T3", "T2", "T8", "T5", "T7"]
print(" ".join(op + x for op, x in lcs(old, new)))

def coin_change(amount, coins):
    INF = float("inf")
    dp = [0] + [INF] * amount
    how = [None] * (amount + 1)
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and dp[a - c] + 1 < dp[a]:
                dp[a], how[a] = dp[a - c] + 1, c
    if dp[amount] == INF:
        return None
    out = []
    while amount:
        out.append(how[amount]); amount -= how[amount]
    return sorted(out, reverse=True)
print(coin_change(63, [1, 5, 10, 21, 25]), coin_change(7, [2, 4]), coin_change(0, [1]))

meetings = [(9, 10.5), (9.5, 11), (10.5, 12), (11, 11.5), (12, 13), (8, 9), (12.5, 14)]
chosen, end = [], float("-inf")
for s, e in sorted(meetings, key=lambda m: m[1]):
    if s >= end:
        chosen.append((s, e)); end = e
print(chosen, len(chosen))

def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500), sys.getrecursionlimit() >= 1000)
def runaway(n):
    return runaway(n + 1)
try:
    runaway(0)
except RecursionError as e:
    print("RecursionError:", e)
@lru_cache(maxsize=None)
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)
print([partitions(n, n) for n in range(1, 16)], partitions(100, 100))
grid = ["S.#.", "..#.", "...E", "#..."]
from collections import deque
start = next((r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == "S")
seen, dq = {start: None}, deque([start])
while dq:
    r, c = dq.popleft()
    if grid[r][c] == "E":
        path = []
        node = (r, c)
        while node:
            path.append(node); node = seen[node]
        print("path", path[::-1], len(path) - 1)
        break
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < 4 and 0 <= nc < 4 and grid[nr][nc] != "#" and (nr, nc) not in seen:
            seen[(nr, nc)] = (r, c); dq.append((nr, nc))
