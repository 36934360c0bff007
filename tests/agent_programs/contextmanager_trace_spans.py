"""Trace nested operations with context managers: @contextmanager spans on
a fake clock, exceptions annotated and re-raised from __exit__, suppress,
ExitStack with callbacks, nullcontext, a class-based timer that swallows
one error type, and an indented trace report."""
from contextlib import contextmanager, suppress, ExitStack, nullcontext, closing, AbstractContextManager
import itertools
import traceback


class FakeClock:
    def __init__(self):
        self._ticks = itertools.count(0, 7)

    def now(self):
        return next(self._ticks)


clock = FakeClock()
TRACE = []
depth = 0


@contextmanager
def span(name, **attrs):
    global depth
    start = clock.now()
    entry = {"name": name, "depth": depth, "attrs": attrs, "status": "ok"}
    TRACE.append(entry)
    depth += 1
    try:
        yield entry
    except Exception as e:
        entry["status"] = f"error: {type(e).__name__}"
        e.add_note(f"in span {name!r}")
        raise
    finally:
        depth -= 1
        entry["ms"] = clock.now() - start


class Timer(AbstractContextManager):
    def __init__(self, label, swallow=()):
        self.label = label
        self.swallow = swallow

    def __enter__(self):
        self.t0 = clock.now()
        return self

    def __exit__(self, et, ev, tb):
        self.elapsed = clock.now() - self.t0
        TRACE.append({"name": f"timer:{self.label}", "depth": depth, "attrs": {}, "ms": self.elapsed,
                      "status": f"swallowed {et.__name__}" if et and issubclass(et, self.swallow) else "ok" if et is None else f"error: {et.__name__}"})
        return et is not None and issubclass(et, self.swallow)


class Conn:
    def __init__(self, name):
        self.name = name
        self.open = True

    def close(self):
        self.open = False
        TRACE.append({"name": f"close:{self.name}", "depth": depth, "attrs": {}, "ms": 0, "status": "ok"})


def load_user(uid):
    with span("load_user", uid=uid) as s:
        u = get_user(uid)
        s["attrs"]["tier"] = u["tier"]
        return u


with span("request", path="/report"):
    with span("auth"):
        pass
    users = []
    for uid in (1, 2, 99):
        try:
            users.append(load_user(uid))
        except KeyError as e:
            print("missing:", e, e.__notes__)
    with Timer("render", swallow=(ZeroDivisionError,)) as t:
        ratio = len(users) / 0
    print("after swallowed error, elapsed", t.elapsed)
    with suppress(KeyError, IndexError):
        [][1]
    with ExitStack() as stack:
        conns = [stack.enter_context(closing(Conn(f"db{i}"))) for i in range(3)]
        stack.callback(lambda: TRACE.append({"name": "callback", "depth": depth, "attrs": {}, "ms": 0, "status": "ok"}))
        print("open:", [c.open for c in conns])
    print("closed:", [c.open for c in conns])
    with nullcontext(42) as v:
        print("nullcontext gave", v)

try:
    with span("outer"):
        with span("inner", k=1):
            {}["boom"]
except KeyError as e:
    print("KeyError", e, "notes:", e.__notes__)
    tb = traceback.format_exception(e)
    print(tb[-1].rstrip(), "|", [l.strip() for l in tb if "in span" in l])

try:
    with ExitStack() as stack:
        stack.callback(print, "cleanup 1")
        stack.push(lambda et, ev, tb: print("push saw", et.__name__ if et else None) or False)
        stack.callback(print, "cleanup 2")
        raise ValueError("inside stack")
except ValueError as e:
    print("ValueError escaped:", e)


@contextmanager
def bad_cm():
    yield
    yield


try:
    with bad_cm():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)


@contextmanager
def no_yield():
    if False:
        yield


try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)

print()
for e in TRACE:
    attrs = " ".join(f"{k}={v}" for k, v in e["attrs"].items())
    print(f"{'  ' * e['depth']}{e['name']:<{24 - 2 * e['depth']}} {e.get('ms', '?'):>4}ms {e['status']:<22} {attrs}")
