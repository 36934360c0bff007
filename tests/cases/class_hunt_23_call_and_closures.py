class Counter:
    def __init__(self):
        self.n = 0
    def __call__(self, step=1):
        self.n += step
        return self.n

class Memo:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}
    def __call__(self, *args):
        if args not in self.cache:
            self.cache[args] = self.fn(*args)
        return self.cache[args]
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        import functools
        return functools.partial(self.__call__, obj)

@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

class Calc:
    @Memo
    def square(self, x):
        return x * x

c = Counter()
print(c(), c(5), c.n, callable(c), callable(Counter))
print(fib(40), len(fib.cache))
k = Calc()
print(k.square(7), k.square(7), len(Calc.square.cache))
handlers = [lambda x, i=i: x * i for i in range(3)]
print([h(10) for h in handlers], sorted(["b", "A", "c"], key=str.lower), list(map(Counter(), [1, 2, 3])))
