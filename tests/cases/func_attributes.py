def counted(f):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return f(*args, **kwargs)
    wrapper.calls = 0
    wrapper.__wrapped__ = f
    wrapper.__doc__ = f.__doc__
    return wrapper

def retry(times):
    def deco(f):
        def inner(x):
            for i in range(times):
                r = f(x)
                if r:
                    return r
            return None
        inner.times = times
        return inner
    return deco

@counted
@retry(3)
def check(x):
    """Check x."""
    return x > 2

print(check(1), check(5), check.calls, check.__wrapped__.times, check.__doc__)
def f(a, b=2, *, c=3):
    "doc f"
    return a
print(f.__name__, f.__qualname__, f.__doc__, f.__defaults__, f.__kwdefaults__, f.__module__)
f.tag = "x"
print(f.__dict__, f.tag)
del f.tag
print(hasattr(f, "tag"))
try:
    f.missing
except AttributeError as e:
    print(e)
