# functools.wraps/update_wrapper copy __module__, __name__, __qualname__,
# __doc__ and __dict__ and set __wrapped__; decorated functions and methods
# keep counting attributes and bind as methods.
import functools
def deco(f):
    @functools.wraps(f)
    def wrapper(*a, **k):
        wrapper.calls += 1
        return f(*a, **k)
    wrapper.calls = 0
    return wrapper
@deco
def add(a, b):
    "Add two numbers."
    return a + b
print(add(1, 2), add.__name__, add.__qualname__, add.__doc__, add.__wrapped__.__name__, add.calls)
print(repr(add).split(' at ')[0])
class K:
    @deco
    def m(self, x):
        "method"
        return x * 2
    @staticmethod
    @deco
    def s(x): return x
k = K()
print(k.m(4), K.m.__name__, K.m.__qualname__, k.m.__doc__, K.m.calls, K.s(3))
def tagged(f):
    f.tag = 'x'
    return f
@deco
@tagged
def h(): return 1
print(h(), h.tag, h.__dict__['calls'], h.__dict__['tag'])
try:
    add.__name__ = 3
except TypeError as e:
    print(e)
p = functools.partial(add, 1)
print(functools.update_wrapper(lambda: 0, add).__name__)
