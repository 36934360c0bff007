# Library code that is C in CPython (datetime, operator, itertools,
# functools.reduce/partial/lru_cache, collections.deque/OrderedDict,
# bisect, decimal) shows no frames of its own; the user's functions it
# calls still do.
import functools
import itertools
from collections import deque, OrderedDict
from datetime import date, datetime
from operator import itemgetter

for bad in (lambda: datetime(2024, 13, 1), lambda: deque().popleft(),
            lambda: date.fromisoformat("2024-1-1"),
            lambda: sorted([{"a": 1}, {"b": 2}], key=itemgetter("a")),
            lambda: OrderedDict().move_to_end("k")):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)


@functools.lru_cache(maxsize=None)
def depth(n):
    if n == 0:
        raise LookupError("bottom")
    return depth(n - 1)


def ratio(a, b):
    return a / b


def run():
    total = functools.reduce(lambda acc, x: acc + x, [1, 2, 3])
    print(total, list(itertools.starmap(ratio, [(1, 2)])))
    try:
        depth(2)
    except LookupError as e:
        print("lookup", e)
    half = functools.partial(ratio, 1)
    return list(itertools.starmap(half, [(2,), (0,)]))


run()
