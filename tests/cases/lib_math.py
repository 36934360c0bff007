# math: every function over ordinary, edge and error arguments (gamma and lgamma
# come from libm and may differ from CPython in the last digit: not here)
import math
for f in ['sqrt','exp','log','log2','log10','sin','cos','tan','atan','acos','asin','sinh','cosh','tanh','asinh','acosh','atanh','erf','erfc','expm1','log1p','fabs','floor','ceil','trunc','degrees','radians','cbrt','exp2','frexp','modf','isnan','isinf','isfinite','ulp']:
    for x in [0, 1, -1, 0.5, 2, 10, 1e308, -1e308, 1e-300, 710, -710, 3.7, -3.7, float('inf'), float('-inf'), float('nan'), 10**400, True]:
        try:
            r = getattr(math, f)(x)
            print(f, x, repr(r))
        except Exception as e:
            print(f, x, type(e).__name__, e)
for f in ['pow','atan2','copysign','fmod','remainder','nextafter','log','ldexp','hypot','isclose','comb','perm','gcd','lcm','dist']:
    for x,y in [(0,0),(2,3),(-2,0.5),(0,-1),(1e308,10),(3,2),(10,4),(-7,3),(7,-3),(float('inf'),2),(2,float('inf')),(float('nan'),1),(5,0)]:
        try:
            if f=='dist': r = math.dist((x,y),(y,x))
            else: r = getattr(math, f)(x, y)
            print(f, x, y, repr(r))
        except Exception as e:
            print(f, x, y, type(e).__name__, e)
print(math.factorial(20), math.factorial(30), math.isqrt(10**40+1), math.gcd(12, 18, 27), math.lcm(4, 6, 10), math.gcd())
print(math.prod([1,2,3,4]), math.prod(range(1, 30)), math.fsum([0.1]*10), sum([0.1]*10), math.fsum([1e100, 1.0, -1e100, 1e-100]))
print(math.hypot(3,4,12), math.hypot(), math.hypot(-5))
for bad in [lambda: math.factorial(-1), lambda: math.factorial(2.0), lambda: math.sqrt('x'), lambda: math.sqrt(), lambda: math.floor(None), lambda: math.isqrt(-1), lambda: math.log(0), lambda: math.log(-1, 2), lambda: math.log(8, 1), lambda: math.comb(-1, 2)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(math.log(10**500), math.log2(2**2000), math.log10(10**400), math.floor(2.5), math.ceil(-2.5), type(math.floor(1e20)), math.floor(1e20))
print(math.pi, math.e, math.tau, math.inf, math.nan)
