# __len__ results beyond sys.maxsize or below 0, for len() and truth;
# a deque holding itself prints [...] as CPython's recursive repr guard.
from collections import deque

class Big:
    def __len__(self):
        return 2 ** 63

class Huge:
    def __len__(self):
        return 2 ** 100

class Neg:
    def __len__(self):
        return -2 ** 70

for cls in (Big, Huge, Neg):
    for f in (len, bool):
        try:
            print(cls.__name__, f.__name__, f(cls()))
        except Exception as e:
            print(cls.__name__, f.__name__, type(e).__name__, e)
    try:
        if cls():
            print('true')
    except Exception as e:
        print(cls.__name__, 'if', type(e).__name__, e)

d = deque([1, 2])
d.append(d)
print(d)
print(repr(deque([d, 'x'], maxlen=3)))
e = deque()
e.appendleft([e])
print(e, str(e))
