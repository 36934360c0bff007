# An exception that a @contextmanager generator lets through (re-raised by
# its `raise`, or not caught there) keeps the traceback it had in the with
# body: CPython's __exit__ sets it back (exc.__traceback__ = traceback), so
# the generator's frames do not show, uncaught or in format_exception.
from contextlib import contextmanager
import traceback


@contextmanager
def span(name):
    try:
        yield
    except Exception as e:
        e.add_note(f"in span {name!r}")
        raise


@contextmanager
def plain():
    yield


try:
    with span("a"), plain():
        int("x")
except ValueError as e:
    print("".join(traceback.format_exception(e)), end="")


def work():
    with span("outer"):
        with span("inner"):
            {}["boom"]


work()
