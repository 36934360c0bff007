# graphlib.TopologicalSorter: CPython's static order, the incremental
# protocol (get_ready/done), its errors, and the cycle CycleError names.
from graphlib import TopologicalSorter, CycleError
print(tuple(TopologicalSorter({'D': ['B', 'C'], 'C': ['A'], 'B': ['A']}).static_order()))
deps = {'deploy': ['test', 'build'], 'test': ['build'], 'build': ['fetch'], 'lint': ['fetch']}
print(list(TopologicalSorter(deps).static_order()))
ts = TopologicalSorter()
ts.add(3, 2, 1)
ts.add(1, 0)
ts.add('x')
ts.prepare()
order = []
while ts.is_active():
    ready = ts.get_ready()
    order.append(ready)
    ts.done(*ready)
print(order, bool(ts))
try:
    list(TopologicalSorter({1: [2], 2: [3], 3: [1], 0: [1]}).static_order())
except CycleError as e:
    print(type(e).__name__, e.args, isinstance(e, ValueError))
try:
    TopologicalSorter({'a': ['a']}).prepare()
except CycleError as e:
    print(e.args)
ts = TopologicalSorter({'b': ['a']})
for bad in (lambda: ts.get_ready(), lambda: ts.done('a'), lambda: ts.is_active()):
    try:
        bad()
    except ValueError as e:
        print(e)
ts.prepare()
for bad in (lambda: ts.prepare(), lambda: ts.add('c'), lambda: ts.done('zz'), lambda: ts.done('b')):
    try:
        bad()
    except ValueError as e:
        print(e)
print(ts.get_ready())
ts.done('a')
try:
    ts.done('a')
except ValueError as e:
    print(e)
print(ts.get_ready(), ts.get_ready(), TopologicalSorter[int])
