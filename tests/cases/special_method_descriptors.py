# Special methods that are descriptors (a user class with __get__), static or
# class methods, or plain callables without __get__ (functools.partial, an
# object with __call__): looked up on the type and bound as CPython does, for
# with, __getattr__, iteration, len, subscripts, operators, repr and hash.
import functools
class CallGet:
    def __init__(s, f): s.f = f
    def __get__(s, obj, typ=None):
        return functools.partial(s.f, obj)
def ex(self, *a): print('exit', self.__class__.__name__, a[0]); return True
def en(self): print('enter'); return 7
class W:
    __enter__ = CallGet(en)
    __exit__ = CallGet(ex)
with W() as v:
    print('body', v)
    raise ValueError
class W2:
    @staticmethod
    def __enter__(): print('senter'); return 1
    @classmethod
    def __exit__(cls, *a): print('cexit', cls.__name__); return False
with W2() as v: print(v)
class W3:
    __enter__ = functools.partial(lambda: 5)
    __exit__ = functools.partial(lambda *a: print('pexit', len(a)))
try:
    with W3() as v: print('w3', v)
except Exception as e: print(type(e).__name__, e)
class G:
    __getattr__ = CallGet(lambda self, n: 'ga:' + n)
print(G().foo)
class G2:
    @staticmethod
    def __getattr__(n): return 'st:' + n
print(G2().bar)
class It:
    __iter__ = CallGet(lambda self: iter([1, 2]))
print(list(It()))
for x in It(): print(x)
class It2:
    @classmethod
    def __iter__(cls): return iter('ab')
print(list(It2()), [c for c in It2()])
class Ln:
    __len__ = CallGet(lambda self: 3)
    __getitem__ = CallGet(lambda self, i: i * 2)
    __contains__ = staticmethod(lambda x: x == 4)

    __eq__ = CallGet(lambda self, o: 'eq')
    __hash__ = CallGet(lambda self: 5)
    __repr__ = CallGet(lambda self: 'R!')
    __add__ = CallGet(lambda self, o: ('add', o))
    __neg__ = staticmethod(lambda: 'neg')
    __bool__ = CallGet(lambda self: False)
l = Ln()
print(len(l), l[4], 4 in l, 3 in l, l == 1, hash(l), repr(l), l + 1, -l, bool(l), [l], f'{l!r}')
if not l: print('falsy')
class W3b:
    __enter__ = functools.partial(lambda: 5)
    __exit__ = functools.partial(lambda *a: print('pexit', len(a)))
with W3b() as v: print('w3', v)
class W2b:
    @staticmethod
    def __enter__(): print('senter'); return 1
    @classmethod
    def __exit__(cls, *a): print('cexit', cls.__name__); return False
with W2b() as v: print(v)
class G2:
    @staticmethod
    def __getattr__(n): return 'st:' + n
print(G2().bar)
class It2:
    @classmethod
    def __iter__(cls): return iter('ab')
print(list(It2()), [c for c in It2()])
class P:
    __len__ = functools.partial(lambda: 3)
    __getitem__ = functools.partial(lambda i: i * 2)
    __call__ = functools.partial(lambda *a: a)
    __repr__ = functools.partial(lambda: 'P!')
    __iter__ = functools.partial(lambda: iter([9]))
p = P()
print(len(p), p[2], p(1), repr(p), list(p), bool(p))
class A: pass
a = A()
A.__call__ = a
try: a()
except RecursionError as e: print('RE', e)
class B:
    def __call__(self, x): return ('B', x)
class C:
    __call__ = B()
print(C()(5))
class D:
    __len__ = B()
try: print(len(D()))
except TypeError as e: print(e)
