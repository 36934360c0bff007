# Compare two services' traffic with Counter arithmetic.
import re
from collections import Counter

PAT = re.compile(r"(?P<method>[A-Z]+) (?P<path>/\S*) status=(?P<code>\d+) latency=(?P<ms>\d+)ms user=(?P<user>\w+)")

def profile(service):
    paths, codes, users, slow = Counter(), Counter(), Counter(), Counter()
    for line in fetch_logs(service, limit=60):
        m = PAT.search(line)
        if m is None:
            continue
        paths[m["path"]] += 1
        codes[m["code"][0] + "xx"] += 1
        users.update([m["user"]])
        if int(m["ms"]) > 500:
            slow[m.group("method", "path")] += 1
    return paths, codes, users, slow

pa, ca, ua, sa = profile("checkout")
pb, cb, ub, sb = profile("catalog")

print("checkout paths:", pa.most_common(3))
print("catalog  paths:", pb.most_common(3))
print("sum      :", sorted((pa + pb).items()))
print("diff a-b :", sorted((pa - pb).items()))
print("min  a&b :", sorted((pa & pb).items()))
print("max  a|b :", sorted((pa | pb).items()))
print("total    :", pa.total(), pb.total(), (pa + pb).total())

codes = ca.copy()
codes.subtract(cb)
print("codes subtract:", dict(sorted(codes.items())))
print("unary +:", sorted((+codes).items()), " unary -:", sorted((-codes).items()))
print("elements:", sorted(Counter(a=2, b=1, c=0, d=-1).elements()))

print("users ==", ua == ub, " <=", Counter(u1=1) <= ua, " >=", ua >= Counter(u1=1))
print("slow checkout:", sorted(sa.items())[:4])
top = (sa + sb).most_common()
width = max(len(f"{m} {p}") for (m, p), _ in top)
for (method, path), n in top[:5]:
    label = f"{method} {path}"
    print(f"  {label:<{width}} {'#' * n} {n}")

c = Counter("mississippi")
print(c.most_common(2), c["z"], repr(Counter()), repr(Counter(x=0)))
c.update({"s": -4, "z": 2})
print(sorted(c.items()), c.total())
del c["z"]
print(Counter(dict(c)) == c, "z" in c, c.most_common()[-1])
print(repr(Counter({"b": 2, "a": 2, "c": 3})))
