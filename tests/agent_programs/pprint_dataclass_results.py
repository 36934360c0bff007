# Pretty-print nested agent results: dataclasses, sets, long strings, depth.
import pprint
from dataclasses import dataclass, field
from collections import OrderedDict, defaultdict, Counter


@dataclass
class Hit:
    id: str
    title: str
    score: int
    tags: list = field(default_factory=list)


@dataclass
class SearchRun:
    query: str
    hits: list
    meta: dict = field(default_factory=dict)


runs = []
for q in ("api caching", "logs regex", "graph dependency"):
    hits = [Hit(h["id"], h["title"], h["score"], h["tags"]) for h in search_docs(q, limit=2)]
    runs.append(SearchRun(q, hits, {"n": len(hits), "tags": {t for h in hits for t in h.tags}}))

pprint.pprint(runs[0])
pprint.pprint(runs[1], width=60)
pprint.pprint(runs, depth=2)
pprint.pprint(runs[2], compact=True, width=50)

report = {
    "zeta": [1, 2, 3],
    "alpha": {"nested": {"deep": {"deeper": list(range(30))}}},
    "body": read_doc("d2")["body"] * 2,
    "mixed": (1, "two", 3.0, None, True, b"bytes" * 8),
    "sets": [frozenset({3, 1, 2}), set(), {"b", "a"}],
    "od": OrderedDict([("x", 1), ("y", 2)]),
    "dd": defaultdict(list, {"k": [1]}),
    "ctr": Counter("abracadabra"),
    "empty": ({}, [], ()),
}
pprint.pprint(report)
print(pprint.pformat(report, sort_dicts=False, width=100)[:400])
pprint.pprint(report["alpha"], depth=3)
pp = pprint.PrettyPrinter(indent=4, width=40)
pp.pprint(report["sets"])
print(pprint.isreadable(report["mixed"]), pprint.isrecursive(report), pprint.saferepr(report["od"]))
loop = [1, 2]
loop.append(loop)
print(pprint.isrecursive(loop), pprint.saferepr(loop).split(" with id")[0])
pprint.pprint(list(range(40)), width=50, compact=True)
pprint.pprint("a fairly long sentence that must be split over more than one line by pprint", width=30)
pprint.pprint({"k": 10 ** 25, "f": 1 / 3, "neg": -0.0, "c": 1 + 2j}, underscore_numbers=True)
