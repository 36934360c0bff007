# Build a dependency tree from tasks recursively, render it with box-drawing characters,
# compute subtree totals with memoized recursion, and detect a cycle with a custom error.
from functools import lru_cache

tasks = {t["id"]: t for t in list_tasks()}
dependents = {tid: sorted(t2["id"] for t2 in tasks.values() if tid in t2["deps"]) for tid in tasks}

def render(tid, prefix="", last=True, seen=None):
    seen = set() if seen is None else seen
    t = tasks[tid]
    mark = "" if tid not in seen else " (again)"
    lines = [f"{prefix}{'└── ' if last else '├── '}{tid} {t['title']} [{t['owner']}, {t['estimate_h']}h]{mark}"]
    if tid in seen:
        return lines
    seen.add(tid)
    kids = dependents[tid]
    for i, k in enumerate(kids):
        lines += render(k, prefix + ("    " if last else "│   "), i == len(kids) - 1, seen)
    return lines

roots = [tid for tid, t in tasks.items() if not t["deps"]]
for r in roots:
    print("\n".join(render(r)))

@lru_cache(maxsize=None)
def downstream_hours(tid):
    return tasks[tid]["estimate_h"] + sum(downstream_hours(k) for k in dependents[tid])

print({tid: downstream_hours(tid) for tid in sorted(tasks)}, downstream_hours.cache_info().hits)

class CycleError(Exception):
    def __init__(self, path):
        super().__init__(" -> ".join(path))
        self.path = path

def check_cycles(graph):
    state = {}
    def visit(n, path):
        if state.get(n) == "active":
            raise CycleError(path[path.index(n):] + [n])
        if state.get(n) == "done":
            return
        state[n] = "active"
        for m in graph.get(n, ()):
            visit(m, path + [n])
        state[n] = "done"
    for n in sorted(graph):
        visit(n, [])
    return "acyclic"

print(check_cycles({tid: t["deps"] for tid, t in tasks.items()}))
graph = {tid: list(t["deps"]) for tid, t in tasks.items()}
graph["T1"].append("T6")
try:
    check_cycles(graph)
except CycleError as e:
    print("CycleError:", e, len(e.path))

def depth(tid):
    return 0 if not tasks[tid]["deps"] else 1 + max(depth(d) for d in tasks[tid]["deps"])
print(sorted(tasks, key=lambda t: (depth(t), t)), max(map(depth, tasks)))
def flatten(x):
    return [y for z in x for y in flatten(z)] if isinstance(x, list) else [x]
print(flatten([1, [2, [3, [4, [5]]]], [[6]]]))
def ackermann(m, n):
    return n + 1 if m == 0 else ackermann(m - 1, 1) if n == 0 else ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
