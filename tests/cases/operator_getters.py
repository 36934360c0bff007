import operator
print(operator.itemgetter.__module__, type(operator.itemgetter(1)))
for f in [lambda: operator.itemgetter(), lambda: operator.itemgetter(1)(), lambda: operator.itemgetter(1)(1,2),
          lambda: operator.attrgetter(), lambda: operator.methodcaller(), lambda: operator.methodcaller(1),
          lambda: operator.attrgetter(1), lambda: operator.itemgetter(1)(x=1), lambda: operator.methodcaller('x')(),
          lambda: operator.attrgetter('a', 2)]:
    try: print(f())
    except TypeError as e: print('TypeError:', e)
print(operator.methodcaller('f', 'a', 2.5, x=[1]), repr(operator.itemgetter('a', (1,2))))
print(operator.itemgetter(1), operator.itemgetter(1, 'a'), operator.attrgetter('x.y'), operator.attrgetter('a','b'))
print(operator.methodcaller('f', 1, k=2), operator.methodcaller('g'))
print(sorted([(1,'b'),(0,'c'),(2,'a')], key=operator.itemgetter(1)))
print(list(map(operator.itemgetter(0, 1), ['ab', 'cd'])))
class P:
    def __init__(s, x): s.x = x; s.me = s
    def m(s, a, b=0): return s.x + a + b
ps = [P(3), P(1), P(2)]
print([p.x for p in sorted(ps, key=operator.attrgetter('me.x'))], operator.attrgetter('x', 'me.x')(ps[0]))
print(operator.methodcaller('m', 10, b=5)(ps[0]), max(ps, key=operator.attrgetter('x')).x)
print(operator.methodcaller('upper')('abc'), callable(operator.itemgetter(0)))
for f in [lambda: operator.itemgetter(1, x=2), lambda: operator.attrgetter('a', x=2), lambda: operator.itemgetter(0)(obj=[1])]:
    try: print(f())
    except TypeError as e: print('TypeError:', e)
ig = operator.itemgetter(2)
print(type(ig).__name__, isinstance(ig, operator.itemgetter), ig([5, 6, 7]), ig('xyz'), ig({2: 'two'}))
try: ig([1])
except IndexError as e: print('IndexError:', e)
try: operator.attrgetter('nope')(1)
except AttributeError as e: print('AttributeError:', e)

for f in [lambda: operator.attrgetter(1, x=1), lambda: operator.attrgetter(x=1)]:
    try: print(f())
    except TypeError as e: print('TypeError:', e)
