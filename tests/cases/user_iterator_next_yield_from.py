# next() of an object whose class defines __next__ (with or without
# __iter__), and yield from a user iterator: __next__, send, throw, close
class Count:
    def __init__(self, n):
        self.i, self.n = 0, n

    def __next__(self):
        self.i += 1
        if self.i > self.n:
            raise StopIteration(self.i)
        return self.i


c = Count(2)
print(next(c), next(c), next(c, 'done'), next(c, None))
try:
    next(c)
except StopIteration as e:
    print('StopIteration', e.value)


class Outer:
    def __iter__(self):
        return Count(3)


print(list(Outer()), [x * 2 for x in Outer()])


def g():
    r = yield from Outer()
    print('returned', r)


print(list(g()))


class Acc:
    def __init__(self):
        self.total = 0

    def __iter__(self):
        return self

    def __next__(self):
        return self.send(None)

    def send(self, v):
        if v is None:
            return 'ready'
        self.total += v
        if self.total > 10:
            raise StopIteration(self.total)
        return self.total

    def throw(self, e):
        print('throw', type(e).__name__)
        return -1

    def close(self):
        print('close')


def h():
    r = yield from Acc()
    print('h got', r)
    yield 'after'


gen = h()
print(next(gen), gen.send(4), gen.send(5), gen.throw(ValueError('x')), gen.send(3))
gen = h()
print(next(gen))
gen.close()


class NoNext:
    pass


try:
    next(NoNext())
except TypeError as e:
    print('TypeError:', e)
