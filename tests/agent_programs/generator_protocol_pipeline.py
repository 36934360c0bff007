# A streaming ETL built from generators: send() for control, throw() for
# errors, close() for cleanup, yield from for delegation and return values.
import itertools
from contextlib import closing


def read_orders(status):
    page = 1
    while page:
        resp = list_orders(status=status, page=page, page_size=8)
        yield from resp["items"]
        page = resp["next_page"]


def running_total():
    total, count = 0.0, 0
    try:
        while True:
            amount = yield round(total, 2)
            if amount is None:
                break
            total += amount
            count += 1
    except GeneratorExit:
        print(f"  [running_total closed after {count} items]")
        raise
    return count, round(total, 2)


def delegator(results):
    outcome = yield from running_total()
    results.append(outcome)
    yield "finished"


def guarded(items):
    errors = 0
    for item in items:
        try:
            yield item
        except ValueError as e:
            errors += 1
            print(f"  skip {item['id']}: {e}")
            yield None
    print(f"  guarded done, {errors} errors")


acc = running_total()
print("primed:", next(acc))
for o in itertools.islice(read_orders("shipped"), 5):
    print(f"  {o['id']} {o['quantity']}x{o['unit_price']} -> {acc.send(o['quantity'] * o['unit_price'])}")
acc.close()
print("closed; send again:", end=" ")
try:
    acc.send(1.0)
except StopIteration as e:
    print("StopIteration", e.value)

results = []
d = delegator(results)
next(d)
for amt in (10, 20.5, 3):
    d.send(amt)
print("delegated ->", d.send(None), results)

g = guarded(read_orders("pending"))
kept = []
for item in g:
    if item is None:
        continue
    if item["quantity"] > 7:
        g.throw(ValueError(f"quantity {item['quantity']} too large"))
        continue
    kept.append(item["id"])
print("kept:", kept)

with closing(read_orders("delivered")) as it:
    firsts = [next(it)["id"] for _ in range(3)]
print("closing:", firsts, "gen finished:", next(it, "exhausted"))

def numbered(lines):
    for i, line in enumerate(lines, 1):
        if not line.strip():
            return f"stopped at blank line {i}"
        yield f"{i:>2}| {line}"

body = read_doc("d5")["body"].replace(". ", ".\n").splitlines() + ["", "never"]
gen = numbered(body)
while True:
    try:
        print(next(gen))
    except StopIteration as stop:
        print("return value:", stop.value)
        break

a, b = itertools.tee((o["region"] for o in read_orders("cancelled")), 2)
print(sorted(set(a)), sum(1 for _ in b))
gen = (x * x for x in range(3))
print(list(gen), list(gen), gen.gi_running, type(gen).__name__)

def bad():
    yield 1
    raise KeyError("boom")
try:
    list(bad())
except KeyError as e:
    print("KeyError", e)

def stopper():
    yield 1
    raise StopIteration("inner")
try:
    list(stopper())
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
gen = running_total()
try:
    gen.throw(TypeError("early"))
except TypeError as e:
    print("throw before start:", e)
import inspect
print(inspect.getgeneratorstate(gen), next(gen, "done"))
