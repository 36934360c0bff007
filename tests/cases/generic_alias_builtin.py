# list[int], dict[str, int], tuple[int, ...]: types.GenericAlias values
# (type aliases, annotations, isinstance refusal); fidelity finding 012.
Vector = list[float]
print(Vector)
print(repr(list[int]), type(list[int]), list[int].__origin__, list[int].__args__)
print(dict[str, list[int]], tuple[int, ...], tuple[()], set[int], frozenset[str])
print(type[int], enumerate[str], list['X'], list[1], dict[str, int].__args__)
print(list[int]([1, 2]), dict[str, int](a=1), list[int]() == [], list[int].__parameters__)
print(list[int] == list[int], list[int] != list[str], list[int] == list, list == list[int])
print(hash(list[int]) == hash(list[int]), isinstance(list[int], type))
print(list[int].append, type(list[int]).__name__)


def total(xs: list[int], m: dict[str, tuple[int, ...]] = {}) -> int:
    return sum(xs)


print(total([1, 2, 3]))
for cls in ([], (list, list[int])):
    try:
        print(isinstance([], cls or list[int]))
    except TypeError as e:
        print('TypeError:', e)
try:
    issubclass(list, list[int])
except TypeError as e:
    print('TypeError:', e)
try:
    list[int][str]
except TypeError as e:
    print('TypeError:', e)
for t in (int, str, object):
    try:
        t[int]
    except TypeError as e:
        print('TypeError:', e)


class Row(list):
    pass


class Box:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


class Plain:
    pass


print(Row[int], Row[int]([1]), Box[int], Box['a', 2])
try:
    Plain[int]
except TypeError as e:
    print('TypeError:', e)
try:
    GenericAlias
except NameError as e:
    print('NameError:', e)


class Check:
    def __instancecheck__(self, obj):
        return obj == 1


print(isinstance(1, Check()), isinstance(2, (str, Check())))
try:
    isinstance(1, 5)
except TypeError as e:
    print('TypeError:', e)
# the class is the prelude's: no way from it to the prelude's namespace
GA = type(list[int])
print(GA.__name__, GA.__module__, GA(int, str), GA(dict, (str, int)))
for name in ('__globals__', '__code__', '__closure__'):
    try:
        getattr(GA.__init__, name)
    except AttributeError:
        print('no', name)
