# staticmethod objects are callable (3.10+); classmethod objects are not
def deco(f):
    return f(2)
class K:
    @deco
    @staticmethod
    def h(x): return x * 10
print(K.h)
s = staticmethod(len)
print(s([1, 2]), callable(s), callable(classmethod(len)))
try:
    classmethod(len)([1])
except TypeError as e:
    print(e)
print(staticmethod(lambda a, b=1: a + b)(1, b=5))
