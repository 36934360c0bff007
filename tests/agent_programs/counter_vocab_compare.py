# Compare vocabularies of knowledge-base documents with Counter arithmetic.
from collections import Counter
import re

STOP = set("a an the of with is and to up after for by are be at in when cannot can you".split())
def vocab(doc_id):
    doc = read_doc(doc_id)
    words = re.findall(r"[a-z]+", (doc["title"] + " " + doc["body"]).lower())
    return Counter(w for w in words if w not in STOP)

vs = {d: vocab(d) for d in ("d1", "d2", "d3", "d4")}
for d, c in vs.items():
    print(d, c.most_common(3), c.total(), len(c))
both = vs["d1"] & vs["d4"]
either = vs["d1"] | vs["d2"]
print(sorted(both.items()), len(either), (vs["d2"] - vs["d1"]).most_common(2))
total = sum(vs.values(), Counter())
print(total.most_common(5), total["api"], total["missing"], "missing" in total)
c = Counter(a=3, b=1)
c.update({"a": 1, "c": 2})
c.update("aab")
print(c, sorted(c.elements())[:6])
c.subtract(a=10, z=1)
print(c, +c, -c)
print(Counter("aab") == Counter("aba"), Counter(a=1) <= Counter(a=2, b=1), Counter(a=1, b=0) == Counter(a=1), Counter("abc") < Counter("abcc"))
print(Counter({"x": 2}) + Counter({"x": -3, "y": 1}), Counter(["a", "b", "a"]).most_common(1)[0], Counter().most_common())
del c["z"]
c["new"] += 5
print(dict(sorted(c.items())), repr(Counter()), Counter.fromkeys if False else "no fromkeys")
try:
    Counter.fromkeys("ab")
except NotImplementedError as e:
    print("NotImplementedError:", e)
ties = Counter("bbaaccd")
print(ties.most_common(), [k for k, _ in ties.most_common(2)])
