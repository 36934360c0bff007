# Semantic versions with total_ordering, a regex parser, bisect into release lines, and sorting.
import bisect
import re
from functools import total_ordering, cmp_to_key

SEMVER = re.compile(r"^v?(?P<major>0|[1-9]\d*)\.(?P<minor>\d+)\.(?P<patch>\d+)(?:-(?P<pre>[0-9A-Za-z.-]+))?(?:\+(?P<build>[0-9A-Za-z.-]+))?$")

@total_ordering
class Version:
    __slots__ = ("major", "minor", "patch", "pre")

    def __init__(self, text):
        m = SEMVER.match(text)
        if not m:
            raise ValueError(f"invalid version: {text!r}")
        self.major, self.minor, self.patch = (int(m[g]) for g in ("major", "minor", "patch"))
        self.pre = tuple(int(p) if p.isdigit() else p for p in m["pre"].split(".")) if m["pre"] else ()

    def _key(self):
        pre = tuple((0, p, "") if isinstance(p, int) else (1, 0, p) for p in self.pre)
        return (self.major, self.minor, self.patch, not self.pre, pre)

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self._key() == other._key()

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self._key() < other._key()

    def __hash__(self):
        return hash(self._key())

    def __str__(self):
        s = f"{self.major}.{self.minor}.{self.patch}"
        return s + ("-" + ".".join(map(str, self.pre)) if self.pre else "")

    def __repr__(self):
        return f"Version('{self}')"

raw = ["1.0.0", "v1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "0.9.12", "2.0.0+build.5", "1.10.0", "1.2.0"]
vs = sorted(Version(r) for r in raw)
print(vs)
print([str(v) for v in vs])
print(Version("1.0.0") >= Version("1.0.0-rc.1"), Version("2.0.0") == Version("2.0.0+b"), Version("1.2.0") > Version("1.10.0"), Version("1.0.0") <= Version("1.0.0"))
print(len({Version("1.0.0"), Version("v1.0.0"), Version("1.0.0+x")}), max(vs), min(vs))
lines = [Version(x) for x in ("0.0.0", "1.0.0", "2.0.0")]
for q in ["0.9.12", "1.0.0-rc.1", "1.10.0", "2.0.0"]:
    i = bisect.bisect_right(lines, Version(q))
    print(q, "-> line", i, bisect.bisect_left(lines, Version(q)))
try:
    Version("1.0")
except ValueError as e:
    print("ValueError:", e)
try:
    Version("1.0.0") < "1.0.1"
except TypeError as e:
    print("TypeError:", e)
try:
    Version("1.0.0").build = "x"
except AttributeError as e:
    print("AttributeError:", e)
def cmp(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(raw, key=cmp_to_key(cmp))[:4])
print(Version("1.0.0").__eq__(3), Version("1.0.0") == 3, Version("1.0.0") != "x")
insorted = []
for r in ["3.0.0", "1.0.0", "2.0.0-rc.1", "2.0.0"]:
    bisect.insort(insorted, Version(r))
print(insorted, bisect.bisect(insorted, Version("2.0.0"), key=None))
print(sorted(["b", "A", "c"], key=str.lower), sorted([(1, "b"), (1, "a")], reverse=True))
