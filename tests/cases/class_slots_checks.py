# type()'s checks of __slots__ with CPython's errors and order (baton keeps
# slot values in the instance dict, but refuses the same class bodies).
def attempt(make):
    try:
        cls = make()
        print("ok", cls.__name__)
    except Exception as e:
        print(type(e).__name__, e)
def m1():
    class X:
        __slots__ = (1,)
    return X
def m2():
    class X:
        __slots__ = ("a b",)
    return X
def m3():
    class B: pass
    class X(B):
        __slots__ = ("__dict__",)
    return X
def m4():
    class X:
        __slots__ = ("__dict__", "__dict__")
    return X
def m5():
    class X:
        __slots__ = 5
    return X
def m6():
    class X(int):
        __slots__ = ("a",)
    return X
for m in (m1, m2, m3, m4, m5, m6):
    attempt(m)
def m7():
    class X(int):
        __slots__ = ()
    return X
def m8():
    class X(Exception):
        __slots__ = ("__dict__",)
    return X
def m9():
    class X:
        __slots__ = ("__weakref__", "__weakref__")
    return X
def m10():
    class X:
        __slots__ = ("1a",)
    return X
def m11():
    class X(bytes):
        __slots__ = ("__weakref__",)
    return X
def m12():
    class B:
        __slots__ = ("a",)
    class X(B):
        __slots__ = ("__dict__", "__weakref__", "b")
    return X
def m13():
    class X(dict):
        __slots__ = ("__dict__",)
    return X
def m14():
    class X(int):
        __slots__ = ("a", 1)
    return X
def m15():
    class X:
        __slots__ = ("é",)
    return X
for m in (m7, m8, m9, m10, m11, m12, m13, m14, m15):
    attempt(m)
