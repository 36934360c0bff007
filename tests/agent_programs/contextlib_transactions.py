# A transactional order updater built on contextlib: contextmanager with rollback, suppress, ExitStack callbacks and enter_context, redirect_stdout, nullcontext, closing, class-based managers swallowing exceptions.
from contextlib import contextmanager, suppress, ExitStack, redirect_stdout, nullcontext, closing, AbstractContextManager
import io

class Store:
    def __init__(self):
        self.data = {o["id"]: dict(o) for o in list_orders(page_size=6)["items"]}
        self.log = []

@contextmanager
def transaction(store, name):
    snapshot = {k: dict(v) for k, v in store.data.items()}
    store.log.append(f"begin {name}")
    try:
        yield store.data
    except Exception as e:
        store.data = snapshot
        store.log.append(f"rollback {name}: {type(e).__name__}: {e}")
        raise
    else:
        store.log.append(f"commit {name}")
    finally:
        store.log.append(f"end {name}")

s = Store()
ids = list(s.data)
with transaction(s, "ship") as d:
    for k in ids[:2]:
        d[k]["status"] = "shipped"
try:
    with transaction(s, "bulk cancel") as d:
        for k in ids:
            if d[k]["quantity"] > 7:
                raise ValueError(f"{k} too large to cancel")
            d[k]["status"] = "cancelled"
except ValueError as e:
    print("caught:", e)
print([v["status"] for v in s.data.values()])
print(*s.log, sep="\n")

with suppress(KeyError, IndexError):
    s.data["nope"]
    print("not reached")
print("after suppress")

class Resource:
    def __init__(self, name, out):
        self.name, self.out = name, out
    def __enter__(self):
        self.out.append(f"open {self.name}")
        return self
    def __exit__(self, et, ev, tb):
        self.out.append(f"close {self.name} ({et.__name__ if et else 'ok'})")
        return et is not None and issubclass(et, LookupError)
    def close(self):
        self.out.append(f"closing() {self.name}")

events = []
with ExitStack() as stack:
    res = [stack.enter_context(Resource(n, events)) for n in ("db", "cache", "queue")]
    stack.callback(events.append, "callback 1")
    @stack.push
    def on_exit(et, ev, tb):
        events.append(f"pushed exit sees {et.__name__ if et else None}")
    raise LookupError("inner lookup")
print(events)
events.clear()
try:
    with ExitStack() as stack:
        stack.enter_context(Resource("a", events))
        moved = stack.pop_all()
        raise RuntimeError("boom")
except RuntimeError as e:
    print("RuntimeError", e, events)
moved.close()
print(events)
buf = io.StringIO()
with redirect_stdout(buf):
    print("report line 1")
    print(get_weather("Lima"))
print(repr(buf.getvalue()))
for flag in (True, False):
    with (Resource("real", events) if flag else nullcontext("dummy")) as cm:
        print(type(cm).__name__, cm if not flag else cm.name)
with closing(Resource("closable", events)):
    pass
print(events[-2:])
with Resource("swallow", events):
    raise KeyError("hidden")
print("swallowed:", events[-1])
try:
    with Resource("pass", events):
        raise TypeError("visible")
except TypeError as e:
    print("TypeError", e, events[-1])
@contextmanager
def broken():
    yield 1
    yield 2
try:
    with broken():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
class Plain(AbstractContextManager):
    def __exit__(self, *exc):
        return None
with Plain() as p:
    print(type(p).__name__, isinstance(Resource("x", []), AbstractContextManager))
with open_ctx if (open_ctx := nullcontext(5)) else None as v:
    print(v)
