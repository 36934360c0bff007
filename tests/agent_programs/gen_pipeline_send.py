import re
from collections import defaultdict
from typing import Dict, Generator, Iterable, Iterator, List, Tuple


def read_lines(services: Iterable[str]) -> Iterator[Tuple[str, str]]:
    for svc in services:
        for line in fetch_logs(svc, limit=25):
            yield svc, line


def parse(lines: Iterable[Tuple[str, str]]) -> Iterator[Dict[str, object]]:
    pat = re.compile(r"(?P<level>INFO|WARNING|ERROR|DEBUG) \[.*?\] (?P<method>\w+) (?P<path>\S+) status=(?P<status>\d+) latency=(?P<ms>\d+)ms")
    for svc, line in lines:
        m = pat.search(line)
        if m:
            d = m.groupdict()
            yield {"svc": svc, **d, "status": int(d["status"]), "ms": int(d["ms"])}


def only(records: Iterable[Dict[str, object]], **conds: object) -> Iterator[Dict[str, object]]:
    return (r for r in records if all(r.get(k) == v for k, v in conds.items()))


def running_avg() -> Generator[float, float, str]:
    total = 0.0
    n = 0
    avg = 0.0
    while True:
        x = yield avg
        if x is None:
            break
        total += x
        n += 1
        avg = total / n
    return f"averaged {n} values"


pipeline = parse(read_lines(["billing", "search"]))
gets = only(pipeline, method="GET")
acc = running_avg()
next(acc)
by_path: Dict[str, List[int]] = defaultdict(list)
for rec in gets:
    by_path[str(rec["path"])].append(int(rec["ms"]))
    avg = acc.send(float(rec["ms"]))
try:
    acc.send(None)
except StopIteration as stop:
    print("generator said:", stop.value)
print(f"final running avg {avg:.3f}")
for path, ms in sorted(by_path.items()):
    print(f"{path:<12} {len(ms):>2} {min(ms):>4} {max(ms):>4}")


def chunked(xs: Iterable[int], n: int) -> Iterator[List[int]]:
    buf: List[int] = []
    for x in xs:
        buf.append(x)
        if len(buf) == n:
            yield buf
            buf = []
    if buf:
        yield buf


print(list(chunked(range(7), 3)))
def flatten(x):
    if isinstance(x, (list, tuple)):
        for y in x:
            yield from flatten(y)
    else:
        yield x
print(list(flatten([1, [2, (3, [4])], 5])))
g = (i * i for i in range(3))
print(next(g), list(g), next(g, "done"))
def counter():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup ran")
c = counter()
print(next(c))
c.close()
def thrower():
    while True:
        try:
            yield
        except ValueError as e:
            print("caught inside:", e)
t = thrower(); next(t); t.throw(ValueError("boom")); print(t.gi_running, t.gi_suspended)
