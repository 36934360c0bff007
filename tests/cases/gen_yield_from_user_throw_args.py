# gen.throw() into a generator delegating (yield from) to a user iterator:
# the iterator's own throw gets the arguments as given, any of them;
# one without throw, or a native generator, refuses a non-exception.
class It:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n > 5: raise StopIteration(99)
        return self.n
    def throw(self, *a):
        print("throw", len(a), [type(x).__name__ if not isinstance(x, (int,str)) else x for x in a])
        if len(a) == 1 and isinstance(a[0], type) and a[0] is KeyError:
            raise StopIteration("stopped")
        return "t"
    def close(self):
        print("close called")
def g():
    r = yield from It()
    print("r", r)
    return r
x = g(); print(next(x))
print(x.throw(ValueError))
print(x.throw(ValueError("v")))
print(x.throw(ValueError, ValueError("w")))
print(x.throw(ValueError, "arg"))
print(x.throw(ValueError, None, None))
try: print(x.throw(123))
except Exception as e: print(type(e).__name__, e)
x.close()
x = g(); next(x)
try: print(x.throw(KeyError))
except StopIteration as e: print("SI", e.value)
x = g(); next(x)
try: x.throw(GeneratorExit)
except BaseException as e: print("ge", type(e).__name__)
class NoThrow:
    def __iter__(self): return self
    def __next__(self): return 1
def g():
    try:
        yield from NoThrow()
    except TypeError as e:
        print("caught in g", e)
        yield 'after'
x = g(); next(x)
try: print(x.throw(123))
except TypeError as e: print("caller", e)
print(next(x))
def inner():
    try:
        yield 1
    except TypeError as e:
        print('inner caught', e)
    yield 2
def outer():
    try:
        yield from inner()
    except TypeError as e:
        print('outer caught', e)
        yield 'o'
x = outer(); next(x)
try: print(x.throw(123))
except TypeError as e: print("caller", e)
class T:
    def __iter__(self): return self
    def __next__(self): return 1
    def throw(self, *a): print('T.throw', a); return 5
class NotExc: pass
def h():
    yield from T()
x = h(); next(x)
print(x.throw(NotExc))
print(x.throw(ValueError, None, 7))
print(x.throw(ValueError, 1, 2))
def plain():
    try:
        yield 1
    except TypeError:
        print('plain caught')
    yield 3
x = plain(); next(x)
try: x.throw(ValueError, None, 7)
except TypeError as e: print('caller', e)
print(next(x))
