# sys.setrecursionlimit lowers the Python call depth (and gives it back up
# to the host's), as CPython's does
import sys

n = 0


def r():
    global n
    n += 1
    r()


def depth_reached():
    global n
    n = 0
    try:
        r()
    except RecursionError as e:
        return n, str(e)


print(sys.getrecursionlimit(), depth_reached())
sys.setrecursionlimit(50)
print(sys.getrecursionlimit(), depth_reached())
sys.setrecursionlimit(10)
print(depth_reached())
sys.setrecursionlimit(300)
print(depth_reached())


def at_depth(k, limit):
    if k:
        return at_depth(k - 1, limit)
    try:
        sys.setrecursionlimit(limit)
    except RecursionError as e:
        return str(e)
    return 'ok'


print(at_depth(5, 5), sys.getrecursionlimit())
print(at_depth(5, 8), sys.getrecursionlimit())
print(at_depth(5, 7), sys.getrecursionlimit())
sys.setrecursionlimit(1000)
print(depth_reached())
for bad in (0, -3, 1.5, 'x', 2 ** 40):
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
sys.setrecursionlimit(12)
x = []
for _ in range(20):
    x = [x]
try:
    repr(x)
except RecursionError as e:
    print('repr', e)
sys.setrecursionlimit(1000)
print(len(repr(x)))
