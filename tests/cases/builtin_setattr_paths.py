# setattr/delattr: stored natively, or through a __setattr__, a property's
# setter or a descriptor's __set__ when the class has one; CPython's errors
class P:
    def __init__(self): self._x = 0
    @property
    def x(self): return self._x
    @x.setter
    def x(self, v): print("set", v); self._x = v
class S:
    __slots__ = ('a',)
class H:
    def __setattr__(self, n, v): print("hook", n, v); object.__setattr__(self, n, v)
    def __delattr__(self, n): print("delhook", n); object.__delattr__(self, n)
class Desc:
    def __get__(self, o, t=None): return 42
    def __set__(self, o, v): print("desc set", v)
    def __delete__(self, o): print("desc del")
class W:
    d = Desc()
p = P(); setattr(p, 'x', 5); print(p.x); delattr(p, '_x'); print(hasattr(p, '_x'))
s = S(); setattr(s, 'a', 1); print(s.a)
for args in [(s, 'b', 1), (1, 'x', 2), (p, 5, 1), (p,), (P, 'y', 3)]:
    try: setattr(*args); print("ok", args[0].y if args[0] is P else '')
    except Exception as e: print(type(e).__name__, e)
h = H(); setattr(h, 'q', 9); delattr(h, 'q')
w = W(); setattr(w, 'd', 1); delattr(w, 'd'); print(w.d)
try: delattr(p, 'nope')
except AttributeError as e: print(e)
try: setattr(p, 'x', 1, 2)
except TypeError as e: print(e)
try: setattr(p, 'x', v=1)
except TypeError as e: print(e)
import types
ns = types.SimpleNamespace(); setattr(ns, 'k', 1); print(ns)
setattr(P, 'cls_attr', 7); print(P.cls_attr); delattr(P, 'cls_attr'); print(hasattr(P, 'cls_attr'))
