# Errors while getting or stepping a comprehension's iterators: CPython 3.11 gives
# those instructions the whole comprehension's position (its clauses have none).
import traceback
def g():
    yield 1
    raise KeyError("k")
def h(n):
    return {1: 2}[n]
cases = [
    lambda: [x for x in g()],
    lambda: sum(x for x in g()),
    lambda: {x: 1 for x in g() if x},
    lambda: [y for x in [1] for y in g()],
    lambda: [h(x) for x in [1, 3]],
    lambda: [x for x in 5],
    lambda: [y for x in [1] for y in x],
    lambda: [a for a, b in [(1, 2, 3)]],
    lambda: {x for x in g()},
    lambda: [x for x in [1, 0] if 1 / x],
    lambda: list(x
                 for x in g()),
    lambda: [(x, y) for x in [1]
             for y in g()],
]
for c in cases:
    try:
        c()
    except Exception:
        traceback.print_exc()
