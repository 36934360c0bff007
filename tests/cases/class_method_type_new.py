# types.MethodType(func, obj): a bound method, with CPython's checks
import types
def f(s, x=1):
    return (s, x)
for a in [(1, 2), (f, None), (f,), (f, 1, 2)]:
    try:
        print(types.MethodType(*a))
    except TypeError as e:
        print(type(e).__name__, e)
try:
    types.MethodType(f, 1, x=1)
except TypeError as e:
    print(e)
m = types.MethodType(f, 5)
print(m(), m(x=2), m.__self__, m.__func__ is f, m == types.MethodType(f, 5), type(m) is types.MethodType)
class C:
    pass
c = C()
c.hello = types.MethodType(lambda self: f"hello from {type(self).__name__}", c)
print(c.hello(), types.MethodType(len, "abc")())
