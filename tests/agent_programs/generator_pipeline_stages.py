# A log pipeline made of generator stages: yield from, send(), return values, islice, pairwise.
import itertools
import re

LINE = re.compile(r"(?P<day>\S+) (?P<time>\S+) (?P<level>[A-Z]+) \[(?P<svc>[^\]]+)\] (?P<method>\w+) (?P<path>\S+) status=(?P<status>\d+) latency=(?P<ms>\d+)ms")

def source(services):
    total = 0
    for svc in services:
        lines = fetch_logs(svc, limit=25)
        total += len(lines)
        yield from lines
    return total

def parse(lines):
    bad = 0
    for ln in lines:
        m = LINE.match(ln)
        if m is None:
            bad += 1
            continue
        d = m.groupdict()
        d["status"], d["ms"] = int(d["status"]), int(d["ms"])
        yield d
    return bad

def only(records, **want):
    for r in records:
        if all(r[k] == v for k, v in want.items()):
            yield r

def running_avg():
    total = count = 0
    avg = None
    while True:
        x = yield avg
        if x is None:
            break
        total += x
        count += 1
        avg = round(total / count, 1)
    return (count, avg)

def drive(gen, values):
    next(gen)
    out = [gen.send(v) for v in values]
    try:
        gen.send(None)
    except StopIteration as stop:
        return out, stop.value

def counted(gen):
    result = yield from gen
    print("  stage finished with", result)
    return result

recs = list(counted(parse(counted(source(["api", "auth"])))))
print(len(recs), recs[0]["svc"], recs[-1]["path"])
errors = list(only(recs, level="ERROR"))
print("errors:", [(e["svc"], e["status"]) for e in errors])
avgs, final = drive(running_avg(), [r["ms"] for r in itertools.islice(recs, 6)])
print(avgs, final)
jumps = [(a["time"], b["time"], b["ms"] - a["ms"]) for a, b in itertools.pairwise(recs[:8]) if abs(b["ms"] - a["ms"]) > 300]
print(jumps)
gen = (r["ms"] for r in recs)
print(next(gen), next(gen), sum(itertools.islice(gen, 3)), max(gen))
print(list(gen))
g = running_avg()
print(next(g), g.send(3), g.send(5))
g.close()
try:
    g.send(1)
except StopIteration as e:
    print("closed:", repr(e), e.value)
def numbered(it, start=1):
    n = yield from zip(itertools.count(start), it)
    return n
print(list(numbered("ab")), list(itertools.islice(numbered(recs, 100), 2))[1][0])
