# A report that prints its first sections and then fails on a record the author did not expect.
def describe(task):
    deps = ", ".join(task["deps"]) or "none"
    return f"{task['id']} {task['title']:<18} owner={task['owner']:<6} deps={deps}"

def load_estimates(tasks, overrides):
    hours = {}
    for t in tasks:
        hours[t["id"]] = overrides.get(t["id"], t["estimate_h"])
    return hours

def critical_path(tasks, hours):
    by_id = {t["id"]: t for t in tasks}
    memo = {}
    def finish(tid):
        if tid not in memo:
            t = by_id[tid]
            memo[tid] = hours[tid] + max((finish(d) for d in t["deps"]), default=0)
        return memo[tid]
    return {tid: finish(tid) for tid in by_id}

tasks = list_tasks()
print("== tasks")
for t in tasks:
    print(describe(t))
hours = load_estimates(tasks, {"T3": 12})
print("== finish times")
for tid, h in sorted(critical_path(tasks, hours).items(), key=lambda kv: kv[1]):
    print(f"{tid}: {h}h")
print("== with an extra task")
tasks.append({"id": "T8", "title": "Retro", "owner": "ada", "estimate_h": 1, "deps": ["T7", "T9"], "priority": 5})
hours = load_estimates(tasks, {})
print(critical_path(tasks, hours))
print("not reached")
