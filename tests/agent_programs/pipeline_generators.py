# A streaming data pipeline built from generators: parse, enrich with tools, window, sink with send().
import re
from itertools import islice, tee, chain
from collections import deque

def read_lines(service):
    for n, line in enumerate(fetch_logs(service, limit=30), 1):
        yield n, line

LAT = re.compile(r"latency=(\d+)ms")
def parse(lines):
    for n, line in lines:
        m = LAT.search(line)
        if m is None:
            continue
        level = line.split()[2]
        yield {"n": n, "level": level, "lat": int(m.group(1)), "path": line.split()[5]}

def only(levels, records):
    return (r for r in records if r["level"] in levels)

def windowed(records, size):
    win = deque(maxlen=size)
    for r in records:
        win.append(r["lat"])
        if len(win) == size:
            yield r["n"], sum(win) / size

def sink():
    count = 0
    worst = None
    try:
        while True:
            item = yield count
            count += 1
            if worst is None or item[1] > worst[1]:
                worst = item
    except GeneratorExit:
        print(f"  sink closing after {count} items; worst window ends at line {worst[0]} ({worst[1]:.1f} ms)")
        raise

def run(service):
    print(service)
    records = parse(read_lines(service))
    a, b = tee(records)
    s = sink()
    next(s)
    for item in windowed(only({"INFO", "WARNING"}, a), 3):
        s.send(item)
    s.close()
    errors = list(only({"ERROR"}, b))
    print(f"  {len(errors)} errors at lines {[e['n'] for e in errors]}")
    return errors

all_errors = list(chain.from_iterable(run(s) for s in ["auth", "billing"]))
print(len(all_errors), sorted({e["path"] for e in all_errors}))

def numbered(gen):
    result = yield from gen
    print("inner returned", result)
    return result * 2

def inner():
    got = []
    while (x := (yield len(got))) is not None:
        got.append(x)
    return got

g = numbered(inner())
print(next(g), g.send("a"), g.send("b"))
try:
    g.send(None)
except StopIteration as stop:
    print("outer returned", stop.value)
first_three = list(islice(parse(read_lines("search-api")), 3))
print([(r["n"], r["lat"]) for r in first_three])
def bad():
    yield 1
    raise ValueError("pipeline stage failed")
gen = bad()
print(next(gen), gen.gi_frame is not None if False else "")
print(list(gen))
