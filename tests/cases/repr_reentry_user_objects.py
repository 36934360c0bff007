# A container whose repr reaches itself again through a user __repr__
# shows CPython's placeholder ([...], {...}, (...), set(...)) instead of
# recursing; library code (map, collections) may call builtin repr, str
# and ascii on user objects.
from collections import namedtuple, OrderedDict, deque, defaultdict, ChainMap


class Back:
    def __init__(self, c):
        self.c = c

    def __repr__(self):
        return f'Back({self.c!r})'


class H:
    def __init__(self):
        self.s = None

    def __repr__(self):
        return f'H({self.s!r})'

    def __hash__(self):
        return 1


lst = []
lst.append(Back(lst))
print(repr(lst), str(lst), f'{lst}', f'{lst!a}')
d = {}
d['k'] = Back(d)
print(d)
t = ([],)
t[0].append(Back(t))
print(t)
s = set()
h = H()
h.s = s
s.add(h)
print(s)
fh = H()
fs = frozenset([fh])
fh.s = fs
print(fs)
keys = {'a': 1}
keys['b'] = Back(keys.keys())
print(keys.keys())
N = namedtuple('N', 'x')
n = N([])
n.x.append(n)
print(n, [n])
od = OrderedDict()
od['me'] = Back(od)
print(od)
q = deque()
q.append(Back(q))
print(q)
dd = defaultdict(None)
dd['k'] = Back(dd)
print(dd)
cm = ChainMap()
cm['x'] = Back(cm)
print(cm)


class Boom:
    def __repr__(self):
        raise ValueError('boom')


try:
    print([Boom()])
except ValueError as e:
    print(e)
print([1, [2]], (Back(1),), lst)


class Text:
    def __repr__(self):
        return '\xe9\u20ac\U0001f600\\x'

    def __str__(self):
        return 'text'


print(list(map(repr, [Text(), 1])), list(map(str, [Text()])), list(map(ascii, [Text()])))
print(ascii(Text()), ascii([Text()]), ', '.join(map(repr, [Text()])))
print(sorted([Text(), Text()], key=repr) != [], list(filter(repr, [Text()])) != [])
