from functools import partial, lru_cache, cache, wraps, total_ordering, cached_property, singledispatch, cmp_to_key, reduce


def power(base, exp, mod=None):
    return pow(base, exp, mod)


sq = partial(power, exp=2)
cube = partial(power, 3)
print(sq(5), cube(2), sq.func is power, sq.args, sq.keywords, cube.args, partial(cube, 4)(), partial(cube, 4).args)
print(repr(partial(max, 1, key=abs)))
try:
    partial(3)
except TypeError as e:
    print(e)


@lru_cache(maxsize=2)
def slow(n):
    return n * 10


print(slow(1), slow(2), slow(1), slow(3), slow(2), slow.cache_info())
slow.cache_clear()
print(slow.cache_info(), slow.cache_info().hits)


@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(50), fib.cache_info())


@lru_cache
def plain(x):
    return x


print(plain(1), plain(1), plain.cache_info(), plain.cache_parameters())


def deco(f):
    @wraps(f)
    def inner(*a):
        return f(*a) + 1
    return inner


@deco
def g(x):
    "doc of g"
    return x


print(g(1))


@total_ordering
class V:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return self.v == o.v

    def __lt__(self, o):
        return self.v < o.v


print(V(1) < V(2), V(1) > V(2), V(1) <= V(1), V(3) >= V(2))


class C:
    def __init__(self):
        self.calls = 0

    @cached_property
    def val(self):
        self.calls += 1
        return 42


c = C()
print(c.val, c.val, c.calls)


@singledispatch
def show(x):
    return f'obj {x}'


@show.register(int)
def _(x):
    return f'int {x}'


@show.register(list)
def _(x):
    return f'list {len(x)}'


print(show(1), show([1, 2]), show('s'), show(True))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)), reduce(lambda a, b: a * b, [1, 2, 3, 4]))

