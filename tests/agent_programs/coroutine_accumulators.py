# Generator-based coroutines (send/close/throw) that accumulate running statistics over streamed metric points.
def averager():
    total = count = 0
    avg = None
    while True:
        try:
            value = yield avg
        except ValueError as e:
            print(f"  averager reset ({e})")
            total = count = 0
            avg = None
            continue
        total += value
        count += 1
        avg = total / count

def primed(gen_fn):
    def start(*a, **k):
        g = gen_fn(*a, **k)
        next(g)
        return g
    return start

@primed
def peak_tracker(label):
    peak = float("-inf")
    try:
        while True:
            v = yield peak
            if v > peak:
                peak = v
    finally:
        print(f"  tracker {label} closed at peak {peak}")

def grouper():
    result = {}
    while True:
        key = yield
        if key is None:
            return result
        result[key] = result.get(key, 0) + 1

def delegate(results, name):
    while True:
        results[name] = yield from grouper()

for host in ["web-1", "db-1"]:
    pts = get_metrics(host, points=10)
    avg = averager()
    next(avg)
    peak = peak_tracker(host)
    for p in pts[:5]:
        a = avg.send(p["cpu"])
        pk = peak.send(p["cpu"])
    print(f"{host}: avg after 5 = {a:.2f}, peak = {pk}")
    avg.throw(ValueError("new window"))
    for p in pts[5:]:
        a = avg.send(p["cpu"])
    print(f"{host}: avg of last 5 = {a:.2f}")
    peak.close()
    avg.close()
    try:
        avg.send(1)
    except StopIteration:
        print("  closed averager raises StopIteration")

results = {}
group = delegate(results, "levels")
next(group)
for line in fetch_logs("auth", limit=20):
    group.send(line.split()[2])
group.send(None)
print(results)
g = grouper(); next(g); g.send("a")
try:
    g.send(None)
except StopIteration as stop:
    print("returned", stop.value)
gen = (x for x in range(3))
print(gen.send(None), next(gen), list(gen))
try:
    gen2 = (x for x in range(3)); gen2.send(5)
except TypeError as e:
    print("TypeError:", e)
