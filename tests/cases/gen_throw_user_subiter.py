class It:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 3: raise StopIteration(99)
        return self.i
class ItT(It):
    def throw(self, *a):
        print('throw got', len(a), [type(x).__name__ for x in a])
        return 'thrown'
    def close(self):
        print('close called')
def g(sub):
    r = yield from sub
    print('r', r)
    return r
for cls in (It, ItT):
    x = g(cls())
    print(next(x))
    try:
        print(x.throw(ValueError))
    except ValueError as e:
        print('VE', repr(e))
    x = g(cls())
    print(next(x))
    try:
        print(x.throw(ValueError, 'msg'))
    except ValueError as e:
        print('VE', repr(e))
    x = g(cls())
    print(next(x))
    try:
        print(x.throw(ValueError('inst')))
    except ValueError as e:
        print('VE', repr(e))
    x = g(cls())
    print(next(x))
    try:
        print(x.throw(ValueError, ValueError('v'), None))
    except ValueError as e:
        print('VE', repr(e))
    x = g(cls())
    print(next(x))
    print(x.close())
    x = g(iter([1,2]))
    print(next(x))
    try: x.throw(KeyError, 'k')
    except KeyError as e: print('KE', repr(e))
    try: x.throw(KeyError('k'), 'extra')
    except TypeError as e: print('TE', e)
class MyErr(Exception):
    pass
for cls in (It, ItT):
    x = g(cls())
    next(x)
    try: print(x.throw(MyErr, 'm'))
    except MyErr as e: print('ME', repr(e))
def h():
    r = yield from ItT()
    return r
def outer():
    r = yield from h()
    return r
x = outer()
print(next(x), x.throw(KeyError, 'deep'), x.throw(KeyError('inst')))
class Stopper(It):
    def throw(self, *a):
        raise StopIteration('fin')
x = g(Stopper())
next(x)
try: x.throw(IndexError)
except StopIteration as e: print('SI', e.value)
for cls in (It, ItT):
    x = g(cls())
    next(x)
    try: print(x.throw(MyErr))
    except MyErr as e: print('ME', repr(e))
    try: print(x.throw(MyErr, MyErr('z'), None))
    except MyErr as e: print('ME', repr(e))
def plain():
    try:
        yield 1
    except MyErr as e:
        print('caught', repr(e))
        yield 2
p = plain(); next(p); print(p.throw(MyErr, 'q'))
x = None
