# Live across tool calls: a redirect_stdout into an io.StringIO (sys.stdout
# replaced), sys.stderr writes, functools.wraps wrappers with __annotations__
# (kept apart from __dict__), an exception whose traceback is formatted
# after a pause.
import functools
import io
import sys
import traceback
from contextlib import redirect_stdout


def deco(fn):
    @functools.wraps(fn)
    def w(*a):
        return fn(*a)
    return w


@deco
def city_temp(city: str) -> float:
    "Temperature of a city."
    return get_weather(city)["temp"]


buf = io.StringIO()
with redirect_stdout(buf):
    print("captured before")
    t = city_temp("Paris")
    print("captured after", t)
    print("stderr inside", file=sys.stderr)
print(repr(buf.getvalue()))
print(city_temp.__name__, city_temp.__doc__, city_temp.__annotations__, sorted(city_temp.__dict__))
print(sys.stdout is sys.__stdout__)

try:
    {}["missing"]
except KeyError as e:
    err = e
echo("pause")
lines = traceback.format_exception_only(err)
print(lines)
print(traceback.format_exception(err)[-1], end="")
print(len(traceback.format_exception(err)))
