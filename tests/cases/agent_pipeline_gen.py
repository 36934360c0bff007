from typing import Iterable, Iterator, Callable, Dict, Any, List
import json
import re

RAW = [
    '{"id": 1, "email": "A@Example.com ", "signup": "2024-01-03", "plan": "pro", "spend": "120.50"}',
    '{"id": 2, "email": "bob@example", "signup": "2024-01-09", "plan": "free", "spend": "0"}',
    'not-json',
    '{"id": 3, "email": "carol@test.io", "signup": "2023-12-30", "plan": "PRO", "spend": "89.99"}',
    '{"id": 4, "email": "dan@test.io", "plan": "team", "spend": "1,204.00"}',
    '{"id": 5, "email": "erin@example.com", "signup": "2024-02-11", "plan": "team", "spend": "560"}',
    '{"id": 3, "email": "carol@test.io", "signup": "2023-12-30", "plan": "pro", "spend": "89.99"}',
]

Record = dict
stats: Dict[str, int] = {"read": 0, "bad_json": 0, "invalid": 0, "dupes": 0}

def read(lines: Iterable[str]) -> Iterator[Record]:
    for line in lines:
        stats["read"] += 1
        try:
            yield json.loads(line)
        except json.JSONDecodeError:
            stats["bad_json"] += 1

def normalize(recs: Iterable[Record]) -> Iterator[Record]:
    for r in recs:
        r = dict(r)
        r["email"] = r.get("email", "").strip().lower()
        r["plan"] = r.get("plan", "free").lower()
        r["spend"] = float(str(r.get("spend", "0")).replace(",", ""))
        yield r

EMAIL = re.compile(r"^[\w.+-]+@[\w-]+\.[\w.]+$")

def validate(recs: Iterable[Record]) -> Iterator[Record]:
    for r in recs:
        problems = []
        if not EMAIL.match(r["email"]):
            problems.append("email")
        if "signup" not in r:
            problems.append("signup")
        if problems:
            stats["invalid"] += 1
            print(f"  invalid #{r['id']}: {', '.join(problems)}")
            continue
        yield r

def dedupe(recs: Iterable[Record], key: Callable[[Record], Any]) -> Iterator[Record]:
    seen = set()
    for r in recs:
        k = key(r)
        if k in seen:
            stats["dupes"] += 1
            continue
        seen.add(k)
        yield r

def compose(*stages):
    def run(src):
        for st in stages:
            src = st(src)
        return src
    return run

pipeline = compose(read, normalize, validate, lambda rs: dedupe(rs, key=lambda r: r["id"]))
clean: List[Record] = list(pipeline(RAW))
print(stats)
for r in clean:
    print(f"  #{r['id']} {r['email']:<20} {r['plan']:<5} {r['spend']:>8.2f}")

def running_total(recs):
    total = 0.0
    for r in recs:
        total += r["spend"]
        yield r["id"], round(total, 2)

print(list(running_total(clean)))
gen = (r["spend"] for r in clean if r["plan"] == "pro")
print(type(gen).__name__, sum(gen), sum(gen))

def counter():
    n = 0
    while True:
        cmd = yield n
        if cmd == "reset":
            n = 0
        elif cmd is not None:
            n += cmd
        else:
            n += 1

c = counter()
print(next(c), c.send(5), next(c), c.send("reset"), c.send(10))
c.close()
try:
    next(c)
except StopIteration:
    print("closed")

def chunks(seq, n):
    for i in range(0, len(seq), n):
        yield seq[i:i + n]
    return "done"

def consume():
    result = yield from chunks("abcdefg", 3)
    print("sub returned", result)

print(list(consume()))
print(sorted(clean, key=lambda r: (r["plan"], -r["spend"]))[0]["id"], any(r["spend"] > 500 for r in clean), all(r["email"] for r in clean))
