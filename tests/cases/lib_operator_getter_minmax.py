# min/max with an operator.itemgetter/attrgetter key over a list: the keys
# are computed natively (as sorted's); errors and comparisons in CPython's order
from operator import itemgetter, attrgetter
rows = [{"id": i, "score": (i * 7919) % 1009, "name": "n%d" % i} for i in range(2000)]
print(max(rows, key=itemgetter("score"))["id"], min(rows, key=itemgetter("score", "id"))["id"])
print(max([], key=itemgetter(0), default=5))
try: max([], key=itemgetter(0))
except ValueError as e: print(e)
try: max([{"a": 1}, {"b": 2}, {"a": 3}], key=itemgetter("a"))
except KeyError as e: print("KeyError", e)
try: max([{"a": 1}, {"a": "x"}, {"b": 3}], key=itemgetter("a"))
except TypeError as e: print("TypeError", e)
try: min([(1, 2), (1, "x"), ()], key=itemgetter(1))
except Exception as e: print(type(e).__name__, e)
class P:
    def __init__(s, x): s.x = x
ps = [P(3), P(9), P(1), P(9)]
print(max(ps, key=attrgetter("x")) is ps[1], min(ps, key=attrgetter("x")).x)
print(max([[1, 2], [3, 0], [3, 1]], key=itemgetter(0)), min([(2, 'b'), (1, 'z'), (1, 'a')], key=itemgetter(0)))
print(max([[float('nan')], [1.0], [2.0]], key=itemgetter(0)), min([[1.0], [float('nan')], [0.5]], key=itemgetter(0)))
class K:
    def __init__(s, v): s.v = v
    def __lt__(s, o): print("lt", s.v, o.v); return s.v < o.v
    def __gt__(s, o): print("gt", s.v, o.v); return s.v > o.v
print(max([[K(1)], [K(3)], [K(2)]], key=itemgetter(0))[0].v)
print(min([[K(1)], [K(3)], [K(0)]], key=itemgetter(0))[0].v)
print(max([[True], [2], [1.5]], key=itemgetter(0)), max([["b"], ["a"], ["c"]], key=itemgetter(0)))
