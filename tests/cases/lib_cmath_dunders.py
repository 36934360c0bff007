# cmath with instances of classes defining __complex__, __float__ or
# __index__ (and the errors of a bad __complex__), and subclasses of
# complex: their values, methods, operators, reprs and constructors
import cmath, math
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
class C:
    def __complex__(self): return 1+2j
class F:
    def __float__(self): return 2.5
class I:
    def __index__(self): return 3
class Bad:
    def __complex__(self): return 5
class CF:
    def __complex__(self): return 1j
    def __float__(self): return 9.0
class Sub(complex):
    pass
class Sub2(complex):
    def __repr__(self): return 'Sub2!'
    def double(self): return self * 2
for f in (cmath.sqrt, cmath.exp, cmath.phase, cmath.polar, cmath.isfinite):
    for x in (C(), F(), I(), Bad(), CF(), Sub(1, 1), Sub2(3), 'x', None):
        t(lambda: f(x))
t(lambda: cmath.isclose(C(), 1+2j)); t(lambda: cmath.log(C(), F())); t(lambda: cmath.rect(F(), I()))
t(lambda: complex(C())); t(lambda: complex(F())); t(lambda: complex(I())); t(lambda: complex(Bad()))
s = Sub2(1, 2)
t(lambda: (s, type(s), s.real, s.imag, s.double(), type(s + 1), s == 1+2j, hash(s) == hash(1+2j), isinstance(s, complex)))
t(lambda: Sub(3)); t(lambda: Sub('1+2j')); t(lambda: Sub(real=1, imag=2)); t(lambda: type(Sub(1) * 2))
t(lambda: abs(Sub(3, 4))); t(lambda: Sub(1, 1).conjugate()); t(lambda: type(Sub(1,1).conjugate()))
class S3(complex):
    def __new__(cls, a, b=0):
        return super().__new__(cls, a + 1, b)
    def __init__(self, a, b=0):
        self.tag = 'x'
t(lambda: (S3(1), S3(1).tag, S3(2, 3)))
t(lambda: cmath.sqrt(S3(3)))
t(lambda: complex(Sub2(5)))
t(lambda: type(complex(Sub2(5))))
class CS:
    def __complex__(self): return Sub2(1)
t(lambda: cmath.rect(F(), 0.5)); t(lambda: cmath.rect(C(), 1)); t(lambda: cmath.log(8, I())); t(lambda: cmath.log(C(), 'x'))
t(lambda: cmath.isclose(F(), 2.5, rel_tol=F())); t(lambda: cmath.isclose(1, 1, abs_tol='x'))
t(lambda: [Sub(1, 2) ** 2, -Sub(1, 2), +Sub2(1), Sub(1, 2) / 2, 1j * Sub(2), Sub(1) == Sub(1), {Sub(1): 2}[1]])
t(lambda: (format(Sub(1.5, -2), '.2f'), str(Sub(1, 2)), repr(Sub(0, 1)), Sub(1, 2).__class__.__name__))
t(lambda: (issubclass(Sub, complex), Sub.__mro__, complex.__new__(Sub, 2, 3)))
class WithInit(complex):
    def __init__(self, *args):
        self.parts = args
w = WithInit(1, 2)
t(lambda: (w, w.parts, w.real, cmath.phase(w)))
