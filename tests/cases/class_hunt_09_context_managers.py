import contextlib

class Resource:
    opened = []
    def __init__(self, name, fail=False):
        self.name, self.fail = name, fail
    def __enter__(self):
        Resource.opened.append(self.name)
        print("enter", self.name)
        if self.fail:
            raise RuntimeError(f"cannot open {self.name}")
        return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        Resource.opened.remove(self.name)
        return et is KeyError

with Resource("a") as a, Resource("b") as b:
    print("body", a.name, b.name)
with Resource("c"):
    raise KeyError("swallowed")
print("after", Resource.opened)
try:
    with Resource("d"), Resource("e", fail=True):
        print("never")
except RuntimeError as e:
    print("caught", e, Resource.opened)

@contextlib.contextmanager
def transaction(log):
    log.append("begin")
    try:
        yield len(log)
        log.append("commit")
    except ValueError:
        log.append("rollback")
        raise
    finally:
        log.append("end")

log = []
with transaction(log) as n:
    print("n", n)
try:
    with transaction(log):
        raise ValueError("boom")
except ValueError:
    pass
print(log)
with contextlib.suppress(ZeroDivisionError):
    1 / 0
print("suppressed")
