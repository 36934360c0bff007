# sys.getsizeof: baton's own accounting (not CPython's sizes), so only relations are checked
import sys
print(sys.getsizeof([1, 2]) >= 2, sys.getsizeof({1: 2}) >= 2)
class A: pass
print(sys.getsizeof(A()) > 0, sys.getsizeof(1) > 0, sys.getsizeof(None) > 0)
print(sys.getsizeof(list(range(1000))) > sys.getsizeof([]))
print(sys.getsizeof("a" * 1000) > sys.getsizeof("a"))
print(sys.getsizeof(b"x" * 100) > 100, sys.getsizeof(bytearray(1000)) >= 1000)
print(sys.getsizeof(set(range(100))) > sys.getsizeof(set()))
print(type(sys.getsizeof(1.5)), sys.getsizeof([], 5) == sys.getsizeof([]))
for args in ((), (1, 2, 3)):
    try:
        sys.getsizeof(*args)
    except TypeError as e:
        print(e)
