# Manage fake "connections" with context managers: contextmanager, ExitStack, suppress, redirect_stdout and a class with __exit__.
import contextlib
import io

events = []

class Conn:
    def __init__(self, name, fail_on_close=False):
        self.name = name
        self.fail_on_close = fail_on_close
    def __enter__(self):
        events.append(f"open {self.name}")
        return self
    def __exit__(self, exc_type, exc, tb):
        events.append(f"close {self.name} ({exc_type.__name__ if exc_type else 'ok'})")
        if self.fail_on_close:
            raise RuntimeError(f"close failed for {self.name}")
        return exc_type is KeyError
    def query(self, sql):
        return run_query(sql)

@contextlib.contextmanager
def timed(label):
    events.append(f"start {label}")
    try:
        yield label.upper()
    except ValueError as e:
        events.append(f"{label} swallowed {e}")
    finally:
        events.append(f"end {label}")

with Conn("db") as c, timed("totals") as tag:
    rows = c.query("SELECT region, SUM(quantity * unit_price) FROM orders GROUP BY region")
    print(tag, rows)

with Conn("db2") as c:
    raise KeyError("suppressed by __exit__")
print("after suppressed KeyError")

with timed("bad") as t:
    raise ValueError("nope")
print("after swallowed ValueError")

with contextlib.ExitStack() as stack:
    conns = [stack.enter_context(Conn(f"pool{i}")) for i in range(3)]
    stack.callback(events.append, "callback ran")
    print([c.name for c in conns])

with contextlib.suppress(RuntimeError, ZeroDivisionError):
    Conn("x").query("DROP TABLE users")
    print("not printed")
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured line")
    print(run_query("select * from users")[:2])
print("captured:", buf.getvalue().splitlines())
print("\n".join(events))
with Conn("last", fail_on_close=True):
    print("inside last")
    raise ValueError("original problem")
