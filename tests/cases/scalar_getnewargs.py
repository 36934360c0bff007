# int/float/complex/str/bytes.__getnewargs__ (and their subclasses', bool's)
# as CPython 3.11's, with its argument errors
class I(int): pass
class S(str): pass
class B(bytes): pass
class F(float): pass
class C(complex): pass
print((5).__getnewargs__(), (2**70).__getnewargs__(), True.__getnewargs__(), I(7).__getnewargs__())
print('ab'.__getnewargs__(), S('x').__getnewargs__(), type(S('x').__getnewargs__()[0]))
print(b'ab'.__getnewargs__(), B(b'q').__getnewargs__(), type(B(b'q').__getnewargs__()[0]))
print((1.5).__getnewargs__(), F(2).__getnewargs__(), (1+2j).__getnewargs__(), C(3).__getnewargs__())
print(int.__getnewargs__(3), str.__getnewargs__('z'), (1, 2).__getnewargs__())
for f in (lambda: (5).__getnewargs__(1), lambda: 'a'.__getnewargs__(1, 2), lambda: True.__getnewargs__(0),
          lambda: int.__getnewargs__('x'), lambda: float.__getnewargs__(), lambda: b''.__getnewargs__(x=1)):
    try: f()
    except TypeError as e: print('TypeError', e)
print('__getnewargs__' in dir(5), '__getnewargs__' in dir(''), '__getnewargs__' in dir(b''), '__getnewargs__' in dir(1.0))
print(type(int.__getnewargs__).__name__, (5).__getnewargs__.__name__)
import copy
print(copy.copy(I(3)), copy.deepcopy(S('s')), copy.copy(F(1.5)))
