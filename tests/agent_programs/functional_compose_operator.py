# Functional style: compose with reduce, operator.itemgetter/attrgetter/methodcaller, partial pipelines, map/filter.
from functools import reduce, partial
from operator import itemgetter, attrgetter, methodcaller, add, mul, or_, getitem, neg, not_, contains, concat, and_
import operator

def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns, lambda x: x)

users = list(map(get_user, range(1, 10)))
active = filter(itemgetter("active"), users)
emails = list(map(compose(itemgetter("email"), methodcaller("split", "@"), itemgetter(0), str.upper), active))
print(emails)
by_tier = reduce(lambda acc, u: {**acc, u["tier"]: acc.get(u["tier"], []) + [u["id"]]}, users, {})
print(by_tier)
print(reduce(add, map(itemgetter("id"), users)), reduce(mul, range(1, 8)), reduce(or_, [{1}, {2}, {1, 3}]), reduce(and_, [7, 3, 11]))
getter = itemgetter("name", "tier")
print(getter(users[0]), itemgetter(1)("abc"), itemgetter(slice(1, 3))([0, 1, 2, 3]), itemgetter()([1]) if False else "skip")
class U:
    def __init__(self, d):
        self.__dict__.update(d)
        self.meta = type("M", (), {"rank": d["id"] % 3})()
objs = [U(u) for u in users]
print(sorted(map(attrgetter("id"), objs), key=neg)[:3], [attrgetter("meta.rank", "tier")(o) for o in objs[:3]])
print(sorted(objs, key=attrgetter("meta.rank", "name"))[0].name)
upper_then_strip = methodcaller("strip", "*")
print(upper_then_strip("**x*"), methodcaller("replace", "a", "b", 1)("aaa"), methodcaller("get", "k", 0)({}))
print(list(map(pow, [2, 3], [5, 2])), list(map(add, "ab", "cd")), list(filter(None, [0, 1, "", "x", None, []])))
print(list(filter(partial(contains, "aeiou"), "functional")), getitem({"a": 1}, "a"), not_(0), concat([1], [2]))
print(operator.index(7), operator.truth([]), operator.is_(None, None), operator.countOf([1, 1, 2], 1))
print(operator.iadd([1], [2]), operator.floordiv(7, 2), operator.mod(-7, 3), operator.lshift(1, 10), operator.inv(5), operator.matmul.__name__)
pipeline = [partial(filter, lambda u: u["tier"] != "free"), partial(map, itemgetter("name")), sorted, partial(str.join, ", ")]
print(reduce(lambda data, f: f(data), pipeline, users))
total_orders = reduce(lambda acc, page: acc + len(list_orders(page=page)["items"]), range(1, 7), 0)
print(total_orders)
try:
    reduce(add, [])
except TypeError as e:
    print("TypeError:", e)
try:
    itemgetter("missing")(users[0])
except KeyError as e:
    print("KeyError:", e)
try:
    attrgetter("meta.nope")(objs[0])
except AttributeError as e:
    print("AttributeError:", e)
print(itemgetter(0, 2), attrgetter("a.b"), methodcaller("split", ",", maxsplit=1))
