# namedtuple's __new__ checks its arguments in CPython's order: too many
# positionals, then unknown or repeated keywords, then missing ones
from collections import namedtuple
P = namedtuple("Point", "x y", defaults=[0])
Q = namedtuple("Q", "a b c")
for make in [lambda: P(z=1), lambda: P(1, 2, 3), lambda: P(1, x=2), lambda: Q(b=1),
             lambda: Q(1, d=4), lambda: Q(c=3), lambda: Q(), lambda: P(1, y=2, w=3),
             lambda: Q(1, 2, 3, 4)]:
    try:
        print(make())
    except TypeError as e:
        print(e)
print(P(y=3, x=1), Q(1, c=3, b=2))
