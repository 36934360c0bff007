# functools.reduce and the operator functions are built-in functions, as in
# CPython: reprs, types, argument errors, and operands whose methods are
# Python code (the fold goes on in Python from where it was)
import functools, operator
print(functools.reduce, type(functools.reduce).__name__)
print(operator.add, operator.__add__ is operator.add, operator.invert, operator.inv)
print(functools.reduce(operator.add, [1, 2, 3]), functools.reduce(operator.mul, (1, 2, 3, 4), 10))
print(functools.reduce(lambda a, b: a * b, range(1, 6)))
class V:
    def __init__(s, v): s.v = v
    def __add__(s, o): return V(s.v + (o.v if isinstance(o, V) else o))
    def __radd__(s, o): return V(o + s.v)
    def __repr__(s): return 'V(%r)' % s.v
print(functools.reduce(operator.add, [1, 2, V(3), 4, 5]))
print(functools.reduce(operator.add, [1, 2, V(3), 4, 5], 100))
print(functools.reduce(operator.add, [[V(1)], [2]], []))
for args in ((), (operator.add,), (operator.add, [], 1, 2), (operator.add, []), (operator.add, 5), (operator.add, [1, 'a'])):
    try:
        print(functools.reduce(*args))
    except TypeError as e:
        print('TypeError', e)
try:
    functools.reduce(operator.add, [1], initial=2)
except TypeError as e:
    print('TypeError', e)
print(operator.lt(1, 2), operator.is_(None, None), operator.is_not(1, None), operator.not_([]), operator.truth([0]))
print(operator.neg(3), operator.pos(-2.5), operator.inv(5), operator.invert(0), operator.truediv(1, 4))
class C:
    def __lt__(s, o): return 'lt!'
    def __neg__(s): return 'neg!'
    def __bool__(s): return False
print(operator.lt(C(), 1), operator.neg(C()), operator.truth(C()), operator.not_(C()), operator.eq([C()], [C()]))
for f, a in ((operator.add, (1,)), (operator.neg, ()), (operator.truth, (1, 2)), (operator.is_, (1,)), (operator.add, ('a', 1))):
    try:
        f(*a)
    except TypeError as e:
        print('TypeError', e)
try:
    operator.neg(a=1)
except TypeError as e:
    print('TypeError', e)
print(sorted([3, 1, 2], key=operator.neg), list(map(operator.mul, [1, 2], [3, 4])))
