# cmath: CPython 3.11's results to the bit on common inputs, branch cuts
# with signed zeros, special values and errors
import cmath
import math


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
names = ['sqrt', 'exp', 'log', 'log10', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh',
         'cos', 'cosh', 'sin', 'sinh', 'tan', 'tanh']
vals = [0j, -0j, complex(-0.0, -0.0), 1, -1, 2j, -2j, 1 + 1j, -3.5 + 0.25j, 0.5 - 0.75j,
        complex(-2, 0.0), complex(-2, -0.0), complex(2, 0.0), complex(2, -0.0),
        complex(0.0, 2), complex(-0.0, 2), complex(0.0, -2), complex(-0.0, -2),
        1e-300 + 1e-300j, 5e-324 + 5e-324j, 1e300 + 1e300j, -1e308 + 1e308j, 0.99 + 0.1j]
def r(f, v):
    try:
        return repr(f(v))
    except (ValueError, OverflowError) as e:
        return type(e).__name__ + ': ' + str(e)


for name in names:
    f = getattr(cmath, name)
    print(name, [r(f, v) for v in vals])
inf, nan = float('inf'), float('nan')
special = [complex(a, b) for a in (-inf, -1.0, -0.0, 0.0, 2.0, inf, nan)
           for b in (-inf, -1.0, -0.0, 0.0, 2.0, inf, nan)]
for name in names:
    f = getattr(cmath, name)
    print(name, ' '.join(r(f, v) for v in special))
print([cmath.phase(v) for v in vals[:12]], cmath.polar(3 + 4j), cmath.polar(-0j))
print(cmath.rect(2, math.pi / 3), cmath.rect(1, 0.0), cmath.rect(-1, -0.0), cmath.rect(0, inf) if False else 0)
print(cmath.isfinite(1j), cmath.isinf(complex(1, inf)), cmath.isnan(complex(nan, 1)), cmath.isnan(1))
print(cmath.isclose(1 + 1j, 1 + 1.0000000001j), cmath.isclose(1j, 1.1j, rel_tol=0.2),
      cmath.isclose(0j, 1e-10j, abs_tol=1e-9), cmath.isclose(complex(inf, 1), complex(inf, 1)))
print(cmath.log(8, 2), cmath.log(1j, 10), cmath.log(0, 2), cmath.log(-1))
t(lambda: cmath.log(0))
t(lambda: cmath.log(2, 1))
t(lambda: cmath.log(2, 0))
t(lambda: cmath.atanh(1))
t(lambda: cmath.exp(1000))
t(lambda: cmath.cosh(1000 + 1j))
t(lambda: cmath.exp(complex(1, inf)))
t(lambda: cmath.phase(2 + 5e-324j))
t(lambda: cmath.polar(complex(1e308, 1e308)))
t(lambda: cmath.rect(1, inf))
t(lambda: cmath.rect(1, 1j))
t(lambda: cmath.sqrt('a'))
t(lambda: cmath.sqrt())
t(lambda: cmath.sqrt(1, 2))
t(lambda: cmath.sqrt(x=1))
t(lambda: cmath.log())
t(lambda: cmath.log(1, 2, 3))
t(lambda: cmath.isclose(1, 1, rel_tol=-1))
t(lambda: cmath.isclose(1, 1, 1))
t(lambda: cmath.phase(10 ** 400))
