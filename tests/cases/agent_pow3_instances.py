# pow(base, exp, mod) with a class's instance among the arguments: base's own
# __pow__ (three-argument power never asks __rpow__), an int subclass's int
# (IntEnum members), CPython's errors otherwise.
import enum
class Pri(enum.IntEnum):
    HIGH = 3
class P:
    def __pow__(s, e, m=None): return ('pow', e, m)
class R:
    def __rpow__(s, o, m=None): return 'rpow'
class I(int):
    def __pow__(s, e, m=None): return 'mine'
class J(int): pass
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
t(lambda: pow(P(), 2, 5))
t(lambda: pow(I(3), 2, 5))
t(lambda: pow(I(3), 2))
t(lambda: pow(Pri.HIGH, 2, 5))
t(lambda: pow(2, Pri.HIGH, J(5)))
t(lambda: pow(J(2), J(10), J(1000)))
t(lambda: pow(2, R(), 5))
t(lambda: pow(2, R()))
t(lambda: pow(J(2), -1, 5))
t(lambda: pow(J(2), 2, 0))
t(lambda: pow(P(), 2, mod=5))
t(lambda: pow(2.0, J(2), 5))
