# Truth testing through __len__ when it returns an int subclass, a bool,
# a negative or huge int, a non-int, or an object with __index__: the
# conditional jump, not, bool() and len() agree with CPython.
class MyInt(int): pass
class A:
    def __init__(s, v): s.v = v
    def __len__(s): return s.v
for v in (MyInt(3), MyInt(0), True, False, -1, 2**70, -(2**70), 1.5, '3', None):
    try: print(repr(v), bool(A(v)), len(A(v)))
    except Exception as e: print(type(e).__name__, e)
    try:
        if A(v): print('t')
        else: print('f')
    except Exception as e: print(type(e).__name__, e)
    try: print(not A(v))
    except Exception as e: print(type(e).__name__, e)
class B:
    def __bool__(s): return MyInt(1)
try: bool(B())
except Exception as e: print(type(e).__name__, e)
class Idx:
    def __index__(s): return 4
class C:
    def __len__(s): return Idx()
try: print(bool(C()))
except Exception as e: print(type(e).__name__, e)
try: print(len(C()))
except Exception as e: print(type(e).__name__, e)
class Idx:
    def __init__(s, v): s.v = v
    def __index__(s): return s.v
class C2:
    def __init__(s, v): s.v = v
    def __len__(s): return Idx(s.v)
for v in (0, 3, -1, 2**64):
    try:
        if C2(v): print('t')
        else: print('f')
    except Exception as e: print(type(e).__name__, e)
    try: print(not C2(v), len(C2(v)))
    except Exception as e: print(type(e).__name__, e)
    try: print([1 for _ in [0] if C2(v)], C2(v) and 1 or 2)
    except Exception as e: print(type(e).__name__, e)
    try:
        while C2(v): print('w'); break
    except Exception as e: print(type(e).__name__, e)
