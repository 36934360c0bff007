import re, collections as C, itertools as I
L = [l for s in ("api", "auth", "billing") for l in fetch_logs(s, limit=20)]
P = re.compile(r"(\S+) (\S+) (\w+) \[(\w+)\] (\w+) (\S+) status=(\d+) latency=(\d+)ms user=(\w+)")
R = [m.groups() for m in map(P.match, L) if m]
print(len(L), len(R), R[0][2:])
print(C.Counter(r[2] for r in R).most_common(), C.Counter(r[6][0] + "xx" for r in R))
print({s: round(sum(int(r[7]) for r in g) / len(g), 1) for s, g in ((s, [r for r in R if r[3] == s]) for s in sorted({r[3] for r in R}))})
print(max(R, key=lambda r: int(r[7]))[3:8], min(((r[3], int(r[7])) for r in R), key=lambda t: t[1]))
print(*(f"{k}:{len(list(g))}" for k, g in I.groupby(sorted(r[8] for r in R))), sep=",")
print(sorted({(r[4], r[5]) for r in R if r[6].startswith("5")}))
print(dict(C.Counter(r[5] for r in R if r[2] == "ERROR")), sum(1 for r in R if int(r[7]) > 500) / len(R))
print([*I.islice((r[1] for r in R if r[8] == "anon"), 3)], any(r[4] == "DELETE" and r[6] == "200" for r in R), all(r[0].startswith("2024") for r in R))
print(" ".join(sorted({w for l in L for w in re.findall(r"\[(\w+)\]", l)})), len({r[1][:2] for r in R}), sorted(C.Counter(r[4] for r in R).items(), key=lambda kv: (-kv[1], kv[0]))[:2])
print((lambda xs: (xs[len(xs) // 2], xs[-1]))(sorted(int(r[7]) for r in R)), [k for k, v in C.Counter(r[8] for r in R).items() if v == max(C.Counter(r[8] for r in R).values())])
