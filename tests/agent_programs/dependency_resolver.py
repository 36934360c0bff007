# Resolve package dependencies: version constraints, BFS/DFS, cycle reporting.
import re
from collections import deque, OrderedDict
from dataclasses import dataclass
from functools import total_ordering

@total_ordering
@dataclass(frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    @classmethod
    def parse(cls, s):
        m = re.fullmatch(r"(\d+)(?:\.(\d+))?(?:\.(\d+))?", s.strip())
        if not m:
            raise ValueError(f"invalid version: {s!r}")
        return cls(*(int(g) if g else 0 for g in m.groups()))
    def __lt__(self, other):
        return (self.major, self.minor, self.patch) < (other.major, other.minor, other.patch)
    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"

OPS = {">=": lambda a, b: a >= b, "<": lambda a, b: a < b, "==": lambda a, b: a == b,
       "~=": lambda a, b: a >= b and a.major == b.major, "!=": lambda a, b: a != b}
SPEC = re.compile(r"\s*(>=|<|==|~=|!=)\s*([\d.]+)\s*")

def satisfies(v, spec):
    return all(OPS[op](v, Version.parse(ver)) for op, ver in SPEC.findall(spec))

INDEX = {
    "app": {"1.0": {"web": ">=2.0, <3", "db": "~=1.4"}},
    "web": {"2.1": {"http": ">=1.1", "tmpl": "==0.9"}, "2.5": {"http": ">=1.2", "tmpl": ">=0.9"}, "3.0": {}},
    "db": {"1.3": {}, "1.4.2": {"pool": ""}, "1.6": {"pool": ">=2", "log": ""}, "2.0": {}},
    "http": {"1.1": {}, "1.2.1": {"log": ">=1"}},
    "tmpl": {"0.9": {}, "1.0": {"log": ">=0.5"}},
    "pool": {"2.0": {}, "1.0": {}},
    "log": {"0.5": {}, "1.1": {}},
}

def best(name, spec):
    cands = sorted((Version.parse(v) for v in INDEX[name]), reverse=True)
    for v in cands:
        if satisfies(v, spec):
            return v
    raise LookupError(f"no version of {name} matches {spec!r} (have {', '.join(map(str, sorted(cands)))})")

def resolve(root):
    chosen = OrderedDict()
    queue = deque([(root, "", None)])
    while queue:
        name, spec, parent = queue.popleft()
        v = best(name, spec)
        if name in chosen:
            if chosen[name] != v and not satisfies(chosen[name], spec):
                raise RuntimeError(f"conflict on {name}: {chosen[name]} vs {spec} from {parent}")
            continue
        chosen[name] = v
        key = next(k for k in INDEX[name] if Version.parse(k) == v)
        for dep, dspec in INDEX[name][key].items():
            queue.append((dep, dspec, name))
    return chosen

plan = resolve("app")
for name, v in plan.items():
    print(f"{name:<5} {v!s:<7} {v!r}")
print(Version.parse("1.2") < Version.parse("1.10"), max(map(Version.parse, ["0.9", "1.0", "0.10.1"])))
INDEX["log"] = {"0.5": {}}
try:
    resolve("app")
except (LookupError, RuntimeError) as e:
    print(type(e).__name__, "->", e)
try:
    Version.parse("1.x")
except ValueError as e:
    print(e)
graph = {"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": ["a"]}
def find_cycle(g):
    color = dict.fromkeys(g, 0)
    stack = []
    def dfs(n):
        color[n] = 1; stack.append(n)
        for m in g[n]:
            if color[m] == 1:
                return stack[stack.index(m):] + [m]
            if color[m] == 0 and (c := dfs(m)):
                return c
        color[n] = 2; stack.pop()
        return None
    for n in g:
        if color[n] == 0 and (c := dfs(n)):
            return c
print("cycle:", " -> ".join(find_cycle(graph)))
