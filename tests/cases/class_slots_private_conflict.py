# __slots__ entries checked when the class is made (names mangled first).
def attempt(make):
    try:
        cls = make()
        print("ok", cls.__name__, [n for n in dir(cls()) if not n.startswith("__") or n.endswith("a__")])
    except Exception as e:
        print(type(e).__name__, e)

def m1():
    class X:
        __slots__ = ("a",)
        a = 1
    return X
def m2():
    class X:
        __slots__ = ("__a", "b")
        __a = 1
    return X
def m3():
    class X:
        __slots__ = "__a"
        _X__a = 2
    return X
def m4():
    class X:
        __slots__ = ["__a__"]
        __a__ = 3
    return X
def m5():
    class X:
        __slots__ = ("__dict__",)
        __dict__ = 4
    return X
def m6():
    class _Y:
        __slots__ = ("__a", "c")
        def __init__(self):
            self.__a = 1
    return _Y
def m7():
    class X:
        __slots__ = ("a", "__b")
        b = 5
        __c = 6
    return X
for m in (m1, m2, m3, m4, m5, m6, m7):
    attempt(m)
