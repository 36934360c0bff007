import pprint
import re
import reprlib
from collections import defaultdict, OrderedDict
from dataclasses import dataclass, field
from typing import Dict, List

COMMITS = """\
a1b2c3d feat(api): add bulk export endpoint (#142)
e4f5a6b fix(auth): handle expired refresh tokens
0c9d8e7 docs: update README badges
1234567 feat(ui)!: redesign settings page
89abcde chore(deps): bump requests from 2.31.0 to 2.32.3
fedcba9 fix(api): correct pagination off-by-one (#150)
7654321 perf(db): add index on orders.created
deadbee revert: "feat(ui): dark mode"
cafebab fix: typo
"""

CC = re.compile(r"^(?P<sha>[0-9a-f]{7}) (?P<type>\w+)(?:\((?P<scope>[\w-]+)\))?(?P<bang>!)?: (?P<msg>.+?)(?: \(#(?P<pr>\d+)\))?$")


@dataclass
class Change:
    sha: str
    kind: str
    scope: str
    message: str
    breaking: bool = False
    pr: int | None = None
    links: List[str] = field(default_factory=list)


changes: List[Change] = []
unparsed: List[str] = []
for line in COMMITS.splitlines():
    m = CC.match(line)
    if not m:
        unparsed.append(line)
        continue
    c = Change(m["sha"], m["type"], m["scope"] or "general", m["msg"], bool(m["bang"]),
               int(m["pr"]) if m["pr"] else None)
    if c.pr:
        c.links.append(f"https://github.com/acme/app/pull/{c.pr}")
    changes.append(c)

sections: Dict[str, List[Change]] = defaultdict(list)
TITLES = OrderedDict([("feat", "Features"), ("fix", "Bug fixes"), ("perf", "Performance"), ("docs", "Docs"), ("chore", "Chores")])
for c in changes:
    sections[c.kind if c.kind in TITLES else "other"].append(c)

print("# Release 2.4.0\n")
for kind, title in list(TITLES.items()) + [("other", "Other")]:
    items = sections.get(kind)
    if not items:
        continue
    print(f"## {title}")
    for c in sorted(items, key=lambda c: (not c.breaking, c.scope)):
        pr = f" ([#{c.pr}]({c.links[0]}))" if c.pr else ""
        print(f"- **{c.scope}**: {c.message}{' ⚠ BREAKING' if c.breaking else ''}{pr}")
    print()
print("unparsed:", unparsed)
pprint.pprint(changes[:2], width=70)
pprint.pprint({k: [c.sha for c in v] for k, v in sections.items()}, width=40)
pp = pprint.PrettyPrinter(indent=2, width=50, depth=2)
pp.pprint({"a": {"b": {"c": {"d": 1}}}, "list": [[1, [2, [3]]]], "t": tuple(range(12))})
print(pprint.pformat(list(range(40)), width=60, compact=True))
print(pprint.pformat("a long string " * 8, width=40))
print(pprint.isreadable({"a": 1}), pprint.saferepr([1, {2: "x"}]), pprint.pformat(OrderedDict(a=1, b=[1, 2])))
r = reprlib.Repr()
r.maxlist = 3
r.maxstring = 12
print(r.repr(list(range(10))), r.repr("abcdefghijklmnopqrstuvwxyz"), reprlib.repr({i: i for i in range(20)}))
pprint.pp({"z": 1, "a": 2}, sort_dicts=True)
