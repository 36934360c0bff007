# Functions carrying attributes (decorators with functools.wraps, counters
# kept on the function) across tool calls: they are in every snapshot.
import functools


def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


@counted
def weather(city):
    """Temperature of a city."""
    return get_weather(city)["temp"]


def tag(label):
    def deco(f):
        f.label = label
        return f
    return deco


@tag("lookup")
def find(q):
    return search(q, limit=1)


print(weather("Oslo"), weather.calls, weather.__name__, weather.__doc__)
print(weather("Paris"), weather.calls, weather.__wrapped__.__name__)
print(find.label, len(find("rain")), weather.__dict__["calls"])
