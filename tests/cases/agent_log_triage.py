import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import List, Optional, Dict

LOG = """\
2024-03-01 12:00:01,123 INFO  [api] GET /users/42 200 12ms
2024-03-01 12:00:02,456 WARN  [api] GET /users/43 404 3ms
2024-03-01 12:00:03,789 ERROR [db] timeout after 5000ms query=SELECT * FROM orders
2024-03-01 12:00:05,001 INFO  [api] POST /orders 201 45ms
2024-03-01 12:01:10,250 ERROR [api] POST /orders 500 1203ms
2024-03-01 12:01:11,000 INFO  [worker] job=reindex status=ok duration=3.5s
2024-03-01 12:02:00,999 WARN  [db] slow query 850ms
2024-03-01 12:02:30,000 ERROR [worker] job=email status=failed duration=0.2s
malformed line here
2024-03-01 12:03:00,000 INFO  [api] GET /health 200 1ms
"""

LINE_RE = re.compile(
    r"^(?P<ts>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}),(?P<ms>\d{3})\s+"
    r"(?P<level>[A-Z]+)\s+\[(?P<component>\w+)\]\s+(?P<msg>.*)$"
)

@dataclass
class Entry:
    ts: datetime
    level: str
    component: str
    msg: str
    tags: Dict[str, str] = field(default_factory=dict)

    @property
    def is_error(self) -> bool:
        return self.level == "ERROR"

def parse(text: str) -> List[Entry]:
    out: List[Entry] = []
    for lineno, line in enumerate(text.splitlines(), 1):
        m = LINE_RE.match(line)
        if not m:
            print(f"skip line {lineno}: {line!r}")
            continue
        ts = datetime.strptime(m["ts"], "%Y-%m-%d %H:%M:%S") + timedelta(milliseconds=int(m["ms"]))
        tags = dict(re.findall(r"(\w+)=(\S+)", m["msg"]))
        out.append(Entry(ts, m.group("level"), m.group("component"), m.group("msg"), tags))
    return out

entries = parse(LOG)
print(f"parsed {len(entries)} entries")
levels = Counter(e.level for e in entries)
for level, n in levels.most_common():
    print(f"  {level:<6}{n:>3}")

by_comp: Dict[str, List[Entry]] = defaultdict(list)
for e in entries:
    by_comp[e.component].append(e)
for comp in sorted(by_comp):
    errs = sum(1 for e in by_comp[comp] if e.is_error)
    print(f"{comp:>8}: {len(by_comp[comp])} lines, {errs} errors ({errs / len(by_comp[comp]):.0%})")

durations = [int(x) for e in entries for x in re.findall(r"(\d+)ms", e.msg)]
print("latencies:", sorted(durations), "max", max(durations))
span = entries[-1].ts - entries[0].ts
print("span:", span, span.total_seconds())
first_err: Optional[Entry] = next((e for e in entries if e.is_error), None)
if first_err:
    print("first error at", first_err.ts.strftime("%H:%M:%S.%f")[:-3], first_err.ts.isoformat())
print(entries[5])
print([e.tags for e in entries if e.tags])
gaps = [(b.ts - a.ts) for a, b in zip(entries, entries[1:])]
print("largest gap:", max(gaps), "mean gap s:", round(sum(g.total_seconds() for g in gaps) / len(gaps), 3))
