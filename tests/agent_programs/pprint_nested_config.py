# Assemble a nested deployment config from tool data and pretty-print it with pprint at several widths.
import pprint
import json
from collections import OrderedDict, defaultdict, Counter

tasks = list_tasks()
owners = defaultdict(list)
for t in tasks:
    owners[t["owner"]].append(t["id"])
weather = {c: get_weather(c) for c in ("Oslo", "Lima")}
cfg = {
    "service": "planner",
    "replicas": 3,
    "owners": dict(owners),
    "weather": weather,
    "limits": {"cpu": 0.5, "mem": "512Mi", "ratio": 1 / 3},
    "flags": {"beta", "dark-mode"} and sorted({"beta", "dark-mode"}),
    "matrix": [[i * j for j in range(6)] for i in range(4)],
    "empty": {}, "none": None, "tuple": (1, ("nested", [2, 3])),
}
pprint.pprint(cfg)
print(pprint.pformat(cfg["weather"], width=40))
pprint.pprint(cfg["matrix"], width=30, compact=True)
pprint.pprint(cfg, depth=1)
pprint.pprint(tasks[:2], sort_dicts=False, width=100)
print(pprint.pformat(OrderedDict(a=1, b=[1] * 30)))
print(pprint.pformat(Counter("mississippi")))
print(pprint.pformat(defaultdict(int, {"x": 1})))
long_s = {"text": "word " * 30}
pprint.pprint(long_s, width=50)
pprint.pprint(list(range(40)))
print(pprint.isreadable(cfg), pprint.saferepr({"k": [1, 2]}))
print(json.dumps(cfg["owners"], indent="\t"))
