# Resource handling with ExitStack, contextmanager generators, callbacks, suppress and nested failures.
import sys
from contextlib import ExitStack, contextmanager, suppress, closing, nullcontext, redirect_stdout
import io

log = []

@contextmanager
def session(name):
    log.append(f"open {name}")
    try:
        yield {"name": name, "user": get_user(len(name) % 12 + 1)["name"]}
    except LookupError as e:
        log.append(f"{name} saw {type(e).__name__}")
        raise
    finally:
        log.append(f"close {name}")

class Conn:
    def __init__(self, host):
        self.host = host
        self.closed = False
    def close(self):
        self.closed = True
        log.append(f"conn {self.host} closed")

def run_job(hosts, fail_at=None):
    with ExitStack() as stack:
        sessions = [stack.enter_context(session(h)) for h in hosts]
        conns = [stack.enter_context(closing(Conn(h))) for h in hosts]
        stack.callback(log.append, "callback ran")
        for i, h in enumerate(hosts):
            if i == fail_at:
                get_metrics(h)
        return [s["user"] for s in sessions], [c.closed for c in conns]

print(run_job(["db-1", "web-22"]))
print(log); log.clear()
try:
    run_job(["db-1", "mail", "web-3"], fail_at=1)
except LookupError as e:
    print("LookupError:", e)
print(log); log.clear()

with ExitStack() as outer:
    outer.callback(print, "outer callback")
    inner = outer.pop_all()
print("after with: inner still open")
inner.close()

with suppress(FileNotFoundError):
    read_doc("d77")
    print("not printed")
print("suppressed ok")

buf = io.StringIO()
with redirect_stdout(buf):
    print("captured", search_docs("cache")[0]["id"])
print(repr(buf.getvalue()))
with nullcontext(42) as v:
    print("nullcontext", v)

@contextmanager
def bad():
    yield 1
    yield 2
try:
    with bad():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)

@contextmanager
def swallow():
    try:
        yield
    except ZeroDivisionError:
        print("swallowed")
with swallow():
    1 / 0
print("continuing")
@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError:", e)
def cb_fails():
    raise ValueError("cleanup failed")
try:
    with ExitStack() as st:
        st.callback(cb_fails)
        raise KeyError("body failed")
except ValueError as e:
    print("ValueError:", e, "| context:", repr(e.__context__))
print("done", file=sys.stderr)
