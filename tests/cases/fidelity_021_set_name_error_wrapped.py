# an exception from __set_name__ comes out as CPython 3.11 wraps it: a
# RuntimeError naming the descriptor type, attribute and class, caused by it
class D:
    def __set_name__(self, owner, name):
        raise ValueError("nope " + name)
try:
    class C:
        attr = D()
except Exception as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
class E:
    def __set_name__(self, owner, name, extra):
        pass
try:
    class C2:
        x = E()
except Exception as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
class F:
    __set_name__ = 5
try:
    class C3:
        y = F()
except Exception as e:
    print(type(e).__name__, e)
    print(type(e.__cause__).__name__, e.__cause__)
