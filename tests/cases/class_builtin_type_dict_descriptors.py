# a builtin type's data descriptors in its __dict__ (int.__dict__['real'],
# object.__dict__['__class__']: getset_descriptor) and its static
# maketrans (a staticmethod), as CPython shows them
import re
d = int.__dict__['real']
for f in (lambda: d.__get__('x'), lambda: d.__set__(5, 1), lambda: d.__delete__(5), lambda: d.__get__(None, int),
          lambda: d.__name__, lambda: d.__objclass__, lambda: type(d), lambda: d.__get__(True),
          lambda: object.__dict__['__class__'].__get__(3), lambda: object.__dict__['__class__'],
          lambda: float.__dict__['imag'].__get__(2.5), lambda: int.__dict__['denominator'].__get__(7),
          lambda: int.__dict__['numerator'], lambda: str.__dict__['maketrans'],
          lambda: bytes.__dict__['maketrans'].__func__(b'a', b'b')[97],
          lambda: [k for k in int.__dict__ if k in ('real', 'imag', 'numerator', 'denominator')]):
    try:
        r = repr(f())
        print(r.split(' at 0x')[0])
    except Exception as e:
        print(type(e).__name__, e)
try:
    d.__name__ = 'x'
except AttributeError as e:
    print(e)
for t in (int, float, object, str, bytes, bytearray):
    for k in ('real', 'imag', 'numerator', 'denominator', '__class__', 'maketrans'):
        if k in t.__dict__:
            print(t.__name__, k, re.sub(' at 0x[0-9a-f]+', '', repr(t.__dict__[k])))
print(type(int.__dict__['imag']).__name__, int.__dict__['imag'].__get__(9), int.__dict__['real'].__get__(True))
print(str.__dict__['maketrans'].__func__('ab', 'cd') == str.maketrans('ab', 'cd'))
print(sorted(k for k in float.__dict__ if not k.startswith('__')))
