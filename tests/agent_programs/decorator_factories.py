# Decorator factories with arguments: retry with counters, timing stand-ins, memoization with closures and nonlocal, and wraps metadata.
import functools

def retry(times=3, on=(Exception,), log=None):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                wrapper.attempts += 1
                try:
                    return fn(*args, attempt=attempt, **kwargs)
                except on as e:
                    last = e
                    if log is not None:
                        log.append(f"{fn.__name__} #{attempt}: {type(e).__name__}")
            raise RuntimeError(f"{fn.__qualname__} gave up after {times} tries") from last
        wrapper.attempts = 0
        return wrapper
    return deco

def counter():
    count = 0
    def bump(step=1):
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        old, count = count, 0
        return old
    return bump, reset

def memo(fn):
    cache = {}
    @functools.wraps(fn)
    def inner(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    inner.cache = cache
    return inner

events = []

@retry(times=4, on=(ConnectionError,), log=events)
def download(url, attempt=1):
    """Fetch a URL's body."""
    return http_get(url, attempt=attempt)["body"]

class Client:
    @retry(times=2, on=(ConnectionError, TimeoutError))
    def get(self, url, attempt=1):
        return http_get(url, attempt=attempt)["status"]

print(len(download("https://flaky.example.org/ok")), download.attempts, events)
print(download.__name__, download.__doc__, download.__wrapped__.__name__, download.__qualname__)
c = Client()
print(c.get("https://example.com/about"), Client.get.__qualname__)
try:
    c.get("https://slow.example.org/x")
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
bump, reset = counter()
print(bump(), bump(5), bump(), reset(), bump())

@memo
def user_name(uid):
    bump()
    return get_user(uid)["name"]
names = [user_name(u) for u in [1, 2, 1, 3, 2, 1]]
print(names, sorted(user_name.cache), reset())
def compose(*fns):
    return functools.reduce(lambda f, g: lambda x: g(f(x)), fns)
shout = compose(str.strip, str.upper, lambda s: s + "!")
print(shout("  hello "), compose(len, bin)("abcde"))
adders = [lambda x, i=i: x + i for i in range(3)]
late = [lambda x: x + i for i in range(3)]
print([f(10) for f in adders], [f(10) for f in late])
def tally():
    tally.n = getattr(tally, "n", 0) + 1
    return tally.n
print(tally(), tally(), tally.n, vars(tally))
@functools.lru_cache(maxsize=2)
def sq(n):
    return n * n
print([sq(i) for i in (1, 2, 1, 3, 1)], sq.cache_info())
sq.cache_clear()
print(sq.cache_info(), c.get("https://flaky.example.org/never"))
