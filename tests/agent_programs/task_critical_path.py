"""Plan a project from the task tool: topological order with Kahn's
algorithm on a deque, cycle detection, earliest/latest start times, the
critical path, slack per task, per-owner load with a heap of free times,
and a text Gantt chart."""
from collections import deque, defaultdict
import heapq

tasks = {t["id"]: t for t in list_tasks()}
succ = defaultdict(list)
indeg = {tid: 0 for tid in tasks}
for tid, t in tasks.items():
    for d in t["deps"]:
        succ[d].append(tid)
        indeg[tid] += 1

queue = deque(sorted(tid for tid, n in indeg.items() if n == 0))
order = []
while queue:
    tid = queue.popleft()
    order.append(tid)
    for nxt in sorted(succ[tid]):
        indeg[nxt] -= 1
        if indeg[nxt] == 0:
            queue.append(nxt)
print("order:", order)

es, ef = {}, {}
for tid in order:
    es[tid] = max((ef[d] for d in tasks[tid]["deps"]), default=0)
    ef[tid] = es[tid] + tasks[tid]["estimate_h"]
end = max(ef.values())
ls, lf = {}, {}
for tid in reversed(order):
    lf[tid] = min((ls[s] for s in succ[tid]), default=end)
    ls[tid] = lf[tid] - tasks[tid]["estimate_h"]
critical = [tid for tid in order if ls[tid] == es[tid]]
print(f"project length {end}h; critical path {' -> '.join(critical)}")
print(f"{'id':<4}{'title':<18}{'dur':>4}{'ES':>4}{'EF':>4}{'LS':>4}{'LF':>4}{'slack':>6}  gantt")
for tid in order:
    t = tasks[tid]
    bar = " " * es[tid] + ("#" if tid in critical else "=") * t["estimate_h"]
    print(f"{tid:<4}{t['title']:<18}{t['estimate_h']:>4}{es[tid]:>4}{ef[tid]:>4}{ls[tid]:>4}{lf[tid]:>4}{ls[tid] - es[tid]:>6}  |{bar:<{end}}|")

free = defaultdict(int)
schedule = []
ready = [(es[tid], tasks[tid]["priority"], tid) for tid in order if not tasks[tid]["deps"]]
heapq.heapify(ready)
done_at = {}
pending = {tid: set(tasks[tid]["deps"]) for tid in tasks}
while ready:
    earliest, prio, tid = heapq.heappop(ready)
    owner = tasks[tid]["owner"]
    start = max(earliest, free[owner])
    finish = start + tasks[tid]["estimate_h"]
    free[owner] = finish
    done_at[tid] = finish
    schedule.append((start, finish, owner, tid))
    for nxt in succ[tid]:
        pending[nxt].discard(tid)
        if not pending[nxt]:
            heapq.heappush(ready, (max(done_at[d] for d in tasks[nxt]["deps"]), tasks[nxt]["priority"], nxt))
for start, finish, owner, tid in sorted(schedule):
    print(f"  {start:>3}-{finish:<3} {owner:<6} {tid}")
print("with one person per owner, done at", max(done_at.values()), "h; owners:", dict(sorted(free.items())))


def find_cycle(graph):
    color, stack = {}, []

    def visit(n):
        color[n] = 1
        stack.append(n)
        for m in graph.get(n, []):
            if color.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in color:
                found = visit(m)
                if found:
                    return found
        color[n] = 2
        stack.pop()
        return None

    for n in sorted(graph):
        if n not in color:
            c = visit(n)
            if c:
                return c
    return None


print("cycle:", find_cycle(dict(succ)))
bad = {k: list(v) for k, v in succ.items()}
bad.setdefault("T7", []).append("T2")
print("cycle after T7->T2:", find_cycle(bad))
