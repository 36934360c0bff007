# tuple.__getnewargs__ (what tuple.__new__ takes back), inherited by tuple
# subclasses and structseqs; namedtuple keeps its own; structseq __match_args__
import sys
from collections import namedtuple
print((1, 2).__getnewargs__(), ().__getnewargs__(), type((1,).__getnewargs__()[0]))
class T(tuple):
    pass
t = T((3, 4))
print(t.__getnewargs__(), type(t.__getnewargs__()[0]).__name__)
P = namedtuple('P', 'x y')
print(P(1, 2).__getnewargs__())
vi = sys.version_info
print(vi.__getnewargs__() == (tuple(vi),), vi.__match_args__)
match vi:
    case (3, minor, *_):
        print("three", minor)
match sys.float_info:
    case sys.float_info.__class__(max=m):
        print(m)
try:
    (1,).__getnewargs__(1)
except TypeError as e:
    print(e)
print(tuple.__getnewargs__((5, 6)))
print("__getnewargs__" in dir(()), "__getnewargs__" in dir(T), list(tuple.__dict__).index("__getnewargs__"))
