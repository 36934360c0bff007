# chain.from_iterable: flattening pages of results, as agents do.
from itertools import chain
import itertools

pages = [[{"id": 1}, {"id": 2}], [], [{"id": 3}]]
print([r["id"] for r in chain.from_iterable(pages)])
print(list(itertools.chain.from_iterable(["ab", "", "c"])), list(chain.from_iterable([])))
g = chain.from_iterable(x.split() for x in ["a b", "c"])
print(next(g), list(g))
print(list(chain([1], (2,), "3")), list(chain()), chain)
try:
    list(chain.from_iterable([1]))
except TypeError as e:
    print("TypeError:", e)
