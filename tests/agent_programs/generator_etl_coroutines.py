# ETL with generators: yield from with return values, send-driven coroutines, throw/close with GeneratorExit cleanup, generator state, pipelines over tool data.
import inspect

def read_orders():
    page = 1
    while page:
        r = list_orders(page=page, page_size=12)
        yield from r["items"]
        page = r["next_page"]

def parse(orders):
    for o in orders:
        yield {**o, "total": round(o["quantity"] * o["unit_price"], 2)}

def only(status, rows):
    return (r for r in rows if r["status"] == status)

def counted(rows):
    n = 0
    for r in rows:
        n += 1
        yield r
    return n

def collect(rows):
    n = yield from counted(rows)
    print(f"  collected {n} rows")
    return n

def averager():
    total = count = 0
    avg = None
    try:
        while True:
            value = yield avg
            if value is None:
                break
            total += value
            count += 1
            avg = round(total / count, 2)
    except GeneratorExit:
        print("  averager closed at", count)
        raise
    return avg, count

def running(gen_fn):
    g = gen_fn()
    next(g)
    return g

shipped = list(only("shipped", parse(read_orders())))
print(len(shipped), shipped[0]["id"], sum(r["total"] for r in shipped))
g = collect(only("pending", parse(read_orders())))
ids = [r["id"] for r in g]
print(ids[:4], len(ids))
avg = running(averager)
for r in shipped[:5]:
    print(r["id"], avg.send(r["total"]))
try:
    avg.send(None)
except StopIteration as s:
    print("final", s.value)
avg2 = running(averager)
avg2.send(10)
avg2.close()
print(inspect.getgeneratorstate(avg2))

def resilient():
    while True:
        try:
            x = yield
            print("  got", x)
        except ValueError as e:
            print("  recovered from", e)
        finally:
            print("  step done")
r = resilient()
print(inspect.getgeneratorstate(r))
next(r)
r.send("a")
r.throw(ValueError("bad row"))
print(inspect.getgeneratorstate(r))
try:
    r.throw(KeyError("fatal"))
except KeyError as e:
    print("propagated", e, inspect.getgeneratorstate(r))

def delegator():
    result = yield from subgen()
    yield f"sub returned {result}"
def subgen():
    got = yield "first"
    yield f"echo {got}"
    return "done"
d = delegator()
print(next(d), d.send("ping"), next(d))
try:
    next(d)
except StopIteration as e:
    print("exhausted", e.value)

def chunked(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == n:
            yield buf
            buf = []
    if buf:
        yield buf
print([len(c) for c in chunked(read_orders(), 10)])
gen = (o["region"] for o in read_orders())
print(next(gen), next(gen), type(gen).__name__, gen.__name__, gen.gi_running)
gen.close()
print(list(gen), next(gen, "empty"))

def bad():
    yield 1
    raise ValueError("inside")
b = bad()
print(next(b))
try:
    next(b)
except ValueError as e:
    print("ValueError", e, next(b, "finished"))
def stopper():
    yield 1
    raise StopIteration("oops")
try:
    list(stopper())
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)
def ignore_exit():
    try:
        yield 1
    except GeneratorExit:
        yield 2
ie = ignore_exit()
next(ie)
try:
    ie.close()
except RuntimeError as e:
    print("RuntimeError:", e)
