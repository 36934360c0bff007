# library classes standing for CPython's C types show no private state:
# dir, getattr, hasattr, setattr, del, the class and its __dict__ (CPython
# keeps it in C fields)
import itertools, collections, functools, operator, datetime, decimal, copy

objs = [itertools.count(3), itertools.repeat('a', 2), itertools.chain([1]),
        itertools.cycle('ab'), itertools.islice(range(5), 2), collections.deque([1, 2]),
        collections.defaultdict(int), collections.OrderedDict(a=1),
        datetime.date(2020, 1, 2), datetime.timedelta(3), decimal.Decimal('1.5'),
        operator.itemgetter(1), operator.attrgetter('x'), operator.methodcaller('m')]
for o in objs:
    t = type(o)
    print(t.__name__, [a for a in dir(o) if a.startswith('_') and not a.startswith('__')],
          [a for a in dir(t) if a.startswith('_') and not a.startswith('__')],
          [k for k in t.__dict__ if k.startswith('_') and not k.startswith('__')],
          '__slots__' in t.__dict__, hasattr(t, '__slots__'))

c = itertools.count(3)
for name in ('_n', '_step', '_run', '__slots__'):
    for target in (c, itertools.count):
        try:
            getattr(target, name)
            print('visible', name)
        except AttributeError as e:
            print(e)
try:
    c._n = 5
except AttributeError as e:
    print(e)
try:
    del c._step
except AttributeError as e:
    print(e)
print(getattr(c, '_n', 'none'), hasattr(c, '_step'), next(c), next(c), c)

# a program's subclass has names of its own
class Counter(itertools.count):
    __slots__ = ('_mine',)

    def __new__(cls, start):
        self = super().__new__(cls, start)
        self._mine = 'own'
        return self

    def peek(self):
        try:
            return self._n
        except AttributeError as e:
            return str(e)

k = Counter(7)
print(k._mine, k.peek(), next(k), next(k), k)
print([a for a in dir(k) if a.startswith('_') and not a.startswith('__')])

# the library still works on them: copies, reprs, iteration
d = collections.deque([[1], 2], maxlen=3)
d2 = copy.deepcopy(d)
d2[0].append(9)
print(d, d2, copy.copy(c), list(itertools.islice(itertools.count(1, 2), 4)))
print(functools.reduce(operator.add, itertools.repeat(2, 4)))
