# Decorators as agent code writes them: with and without arguments, stacked,
# on functions, methods and classes, with state, and CPython's order.
import functools

log = []


def trace(tag):
    log.append(f"evaluate {tag}")

    def deco(fn):
        log.append(f"apply {tag} to {fn.__name__}")

        @functools.wraps(fn)
        def inner(*args, **kwargs):
            log.append(f"call {tag}")
            return fn(*args, **kwargs)
        return inner
    return deco


def default(name):
    log.append(f"default {name}")
    return name


@trace("outer")
@trace("inner")
def greet(who=default("world")):
    return f"hello {who}"


print(greet(), greet.__name__, greet.__wrapped__.__wrapped__.__name__)
print(log)


def counted(fn):
    fn.calls = 0

    def wrapper(*a):
        wrapper.calls += 1
        return fn(*a)
    wrapper.calls = 0
    return wrapper


@counted
def square(x):
    return x * x


print([square(i) for i in range(4)], square.calls, square.__name__)


def retry(times=2, exceptions=(ValueError,)):
    def deco(fn):
        @functools.wraps(fn)
        def inner(*a, **k):
            for attempt in range(1, times + 1):
                try:
                    return fn(*a, attempt=attempt, **k)
                except exceptions as e:
                    print("retrying after", repr(e))
            raise RuntimeError(f"{fn.__name__} failed {times} times")
        return inner
    return deco


@retry(times=3)
def flaky(x, attempt):
    if attempt < 3:
        raise ValueError(attempt)
    return x * 10


print(flaky(4))


@retry()
def never(attempt):
    raise ValueError("no")


try:
    never()
except RuntimeError as e:
    print("RuntimeError:", e)


registry = {}


def register(cls=None, *, name=None):
    def add(c):
        registry[name or c.__name__.lower()] = c
        c.registered = True
        return c
    return add(cls) if cls is not None else add


@register
class Tool:
    pass


@register(name="other")
class OtherTool:
    pass


print(sorted(registry), Tool.registered, OtherTool.registered)


def singleton(cls):
    instance = cls()
    return lambda: instance


@singleton
class Config:
    def __init__(self):
        self.values = {}


print(Config() is Config(), type(Config).__name__)


class Service:
    def __init__(self):
        self.hits = 0

    def _count(fn):
        @functools.wraps(fn)
        def inner(self, *a):
            self.hits += 1
            return fn(self, *a)
        return inner

    @_count
    def get(self, key):
        return key.upper()

    @staticmethod
    @functools.lru_cache(maxsize=None)
    def cached(n):
        return n * 2

    @classmethod
    @trace("cm")
    def build(cls):
        return cls()

    @property
    @trace("prop")
    def status(self):
        return f"{self.hits} hits"


s = Service.build()
print(s.get("a"), s.get("b"), s.hits, s.status, Service.cached(21), Service.get.__qualname__)

# PEP 614: any expression as a decorator
handlers = [trace("h0"), trace("h1")]
table = {"d": counted}


@handlers[1]
@table["d"]
@(lambda f: f)
def job():
    return "job"


print(job(), job.calls)

try:
    @42
    def bad():
        pass
except TypeError as e:
    print("TypeError:", e)


def method_deco(fn):
    return fn.__qualname__


class Q:
    @method_deco
    def inner_name(self):
        pass

    class Nested:
        @method_deco
        def deep(self):
            pass


print(Q.inner_name, Q.Nested.deep)
