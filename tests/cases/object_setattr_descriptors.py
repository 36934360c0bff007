# object.__setattr__/__delattr__ (a user __setattr__ delegating to them)
# honour properties, data descriptors and __slots__, without running the
# class's own __setattr__/__delattr__ again.
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, "|", e)
class H:
    __slots__ = ('v', 'w')
    def __setattr__(self, n, v):
        object.__setattr__(self, n, v * 2 if isinstance(v, int) else v)
    def __init__(self): self.v = 3
h = H()
t(lambda: setattr(h, "u", 1)); t(lambda: h.v); t(lambda: object.__setattr__(h, "w", 5) or h.w)
t(lambda: object.__delattr__(h, "w")); t(lambda: h.w); t(lambda: object.__delattr__(h, "zz"))
class P:
    def __init__(self): self._x = 0
    @property
    def x(self): return self._x
    @x.setter
    def x(self, v): print("setter", v); self._x = v
    @x.deleter
    def x(self): print("deleter")
    def __setattr__(self, n, v):
        print("P.__setattr__", n)
        object.__setattr__(self, n, v)
    def __delattr__(self, n):
        print("P.__delattr__", n)
        object.__delattr__(self, n)
p = P()
p.x = 5; print(p.x); del p.x
t(lambda: object.__setattr__(p, "x", 7)); t(lambda: p._x); t(lambda: object.__delattr__(p, "x"))
class RO:
    @property
    def r(self): return 1
t(lambda: object.__setattr__(RO(), "r", 2)); t(lambda: object.__delattr__(RO(), "r"))
class Desc:
    def __get__(self, o, t): return "got"
    def __set__(self, o, v): print("Desc.__set__", v)
class WD:
    d = Desc()
w = WD()
t(lambda: object.__setattr__(w, "d", 9)); t(lambda: w.d); t(lambda: vars(w))
from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class F:
    a: int
    b: list
f = F(1, [2]); t(lambda: f); t(lambda: object.__setattr__(f, "a", 10) or f)
@dataclass(frozen=True, slots=True)
class FS:
    a: int
t(lambda: FS(3)); t(lambda: object.__setattr__(FS(3), "zz", 1))
from enum import Enum
class C(Enum):
    A = 1
class E(Exception):
    def __setattr__(self, n, v):
        print("E set", n); object.__setattr__(self, n, v)
e = E("m"); e.code = 3; e.args = ("z",); print(e.code, e.args)
