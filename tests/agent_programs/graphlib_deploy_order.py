# Compute a deployment order with graphlib.TopologicalSorter, run it in parallel "waves", then detect a cycle.
from graphlib import TopologicalSorter, CycleError

tasks = list_tasks()
graph = {t["id"]: set(t["deps"]) for t in tasks}
ts = TopologicalSorter(graph)
print("static order:", list(TopologicalSorter(graph).static_order()))
ts.prepare()
wave = 0
hours = {t["id"]: t["estimate_h"] for t in tasks}
elapsed = 0
while ts.is_active():
    ready = sorted(ts.get_ready())
    wave += 1
    longest = max(hours[r] for r in ready)
    elapsed += longest
    print(f"wave {wave}: {ready} (+{longest}h -> {elapsed}h)")
    ts.done(*ready)

ts2 = TopologicalSorter()
ts2.add("deploy", "build", "test")
ts2.add("test", "build")
ts2.add("build", "fetch")
print(tuple(ts2.static_order()))
cyclic = dict(graph)
cyclic["T1"] = {"T7"}
try:
    list(TopologicalSorter(cyclic).static_order())
except CycleError as e:
    msg, cycle = e.args
    print("CycleError:", msg, "| length", len(cycle), "| closed:", cycle[0] == cycle[-1])
try:
    t3 = TopologicalSorter({"a": ["b"]})
    t3.get_ready()
except ValueError as e:
    print("ValueError:", e)
t4 = TopologicalSorter({"a": ["b"]})
t4.prepare()
try:
    t4.done("a")
except ValueError as e:
    print("ValueError:", e)
