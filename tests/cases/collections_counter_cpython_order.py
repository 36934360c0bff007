# Counter's |, + and - compare a count only the right operand has with 0 the
# way CPython does (count > 0, count < 0), so an unorderable count fails with
# the same operator and operand order; elements() is chain/starmap/repeat, so
# a count past ssize_t raises repeat's OverflowError instead of running.
from collections import Counter


def err(fn):
    try:
        return fn()
    except (TypeError, OverflowError) as exc:
        return f'{type(exc).__name__}: {exc}'


print(err(lambda: Counter() | Counter(a='x')))
print(err(lambda: Counter() + Counter(a='x')))
print(err(lambda: Counter() - Counter(a='x')))
print(err(lambda: Counter(a='x') | Counter(a=1)))
print(err(lambda: Counter(b=1) - Counter(a=-4, b=3)))
print(err(lambda: Counter(b=2) + Counter(a=3, c=-1)))
print(err(lambda: Counter(a=2, b=1) | Counter(b=5, c=0, d=2)))
for big in (2**63, -(2**63) - 1):
    print(err(lambda: list(Counter(a=big).elements())))
print(sorted(Counter('abracadabra').elements()))
print(list(Counter(a=-2, b=0, c=2).elements()))
print(type(Counter().elements()).__name__)
print(err(lambda: list(Counter(a='x').elements())))
