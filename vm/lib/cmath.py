# cmath: the constants, and the Python side of the natives (vm/lib/cmath.c):
# a native meeting an instance of a class runs its _py_ twin here, which
# turns the arguments into complex numbers (or floats) through the class's
# __complex__, __float__ or __index__, as CPython's argument parsing does,
# and calls the native again.
pi = 3.141592653589793
e = 2.718281828459045
tau = 6.283185307179586
inf = float('inf')
nan = float('nan')
infj = complex(0.0, inf)
nanj = complex(0.0, nan)


def _cx(z):
    # an argument as a complex number: CPython's order, __complex__ first
    if isinstance(z, (complex, float, int)):
        return z
    kind = type(z)
    if hasattr(kind, '__complex__'):
        return complex(z)       # complex() checks what __complex__ returned
    if hasattr(kind, '__float__') or hasattr(kind, '__index__'):
        return complex(z)
    raise TypeError(f'must be real number, not {kind.__name__}')


def _real(x):
    if isinstance(x, (float, int)):
        return x
    kind = type(x)
    if hasattr(kind, '__float__') or hasattr(kind, '__index__'):
        return float(x)
    raise TypeError(f'must be real number, not {kind.__name__}')


def _one(native):
    def call(z, /):
        return native(_cx(z))
    return call


_py_acos = _one(acos)
_py_acosh = _one(acosh)
_py_asin = _one(asin)
_py_asinh = _one(asinh)
_py_atan = _one(atan)
_py_atanh = _one(atanh)
_py_cos = _one(cos)
_py_cosh = _one(cosh)
_py_exp = _one(exp)
_py_isfinite = _one(isfinite)
_py_isinf = _one(isinf)
_py_isnan = _one(isnan)
_py_log10 = _one(log10)
_py_phase = _one(phase)
_py_polar = _one(polar)
_py_sin = _one(sin)
_py_sinh = _one(sinh)
_py_sqrt = _one(sqrt)
_py_tan = _one(tan)
_py_tanh = _one(tanh)


def _py_log(*args):
    return log(*[_cx(z) for z in args])


def _py_rect(*args):
    return rect(*[_real(x) for x in args])


def _py_isclose(*args, **kwargs):
    return isclose(*[_cx(z) for z in args], **{k: _real(v) for k, v in kwargs.items()})
