# setrecursionlimit: CPython's argument checks, reported by getrecursionlimit
import sys
print(sys.getrecursionlimit())
sys.setrecursionlimit(5000)
print(sys.getrecursionlimit())
for bad in [0, -1, "x", 2**40, 1.5]:
    try:
        sys.setrecursionlimit(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(sys.getrecursionlimit())
