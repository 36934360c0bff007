import re
import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Dict, List, Optional

LINE_RE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>\d{2}:\d{2}:\d{2}),(?P<ms>\d{3}) "
    r"(?P<level>[A-Z]+) \[(?P<service>[\w-]+)\] (?P<method>GET|POST|PUT|DELETE) "
    r"(?P<path>\S+) status=(?P<status>\d{3}) latency=(?P<latency>\d+)ms user=(?P<user>\w+)$"
)


@dataclass
class Entry:
    ts: datetime
    level: str
    method: str
    path: str
    status: int
    latency_ms: int
    user: str


@dataclass
class PathStats:
    path: str
    latencies: List[int] = field(default_factory=list)
    errors: int = 0

    @property
    def p50(self) -> float:
        return statistics.median(self.latencies)

    @property
    def p90(self) -> float:
        qs = statistics.quantiles(self.latencies, n=10)
        return qs[-1]


def parse(line: str) -> Optional[Entry]:
    m = LINE_RE.match(line)
    if not m:
        return None
    ts = datetime.strptime(f"{m['date']} {m['time']}", "%Y-%m-%d %H:%M:%S")
    ts += timedelta(milliseconds=int(m["ms"]))
    return Entry(ts, m["level"], m["method"], m["path"], int(m["status"]),
                 int(m["latency"]), m["user"])


def main() -> None:
    services = ["checkout", "search-api", "auth"]
    by_path: Dict[str, PathStats] = {}
    levels: Counter = Counter()
    per_hour: Dict[str, List[int]] = defaultdict(list)
    bad = 0
    entries: List[Entry] = []
    for svc in services:
        for raw in fetch_logs(svc, limit=40):
            e = parse(raw)
            if e is None:
                bad += 1
                continue
            entries.append(e)
            levels[e.level] += 1
            st = by_path.setdefault(e.path, PathStats(e.path))
            st.latencies.append(e.latency_ms)
            if e.status >= 500:
                st.errors += 1
            per_hour[e.ts.strftime("%H:00")].append(e.latency_ms)

    print(f"Parsed {len(entries)} entries ({bad} unparsable)")
    print("Levels:", ", ".join(f"{k}={v}" for k, v in levels.most_common()))
    print()
    print(f"{'path':<14}{'n':>4}{'p50':>8}{'p90':>9}{'err%':>7}")
    for st in sorted(by_path.values(), key=lambda s: (-s.p90, s.path)):
        n = len(st.latencies)
        print(f"{st.path:<14}{n:>4}{st.p50:>8.1f}{st.p90:>9.2f}{st.errors / n:>7.1%}")
    print()
    busiest = max(per_hour.items(), key=lambda kv: (len(kv[1]), kv[0]))
    print(f"Busiest hour: {busiest[0]} with {len(busiest[1])} requests, "
          f"mean {statistics.mean(busiest[1]):.2f} ms")
    first = min(e.ts for e in entries)
    last = max(e.ts for e in entries)
    span = last - first
    print(f"Window: {first:%Y-%m-%d %H:%M:%S.%f} -> {last.isoformat(timespec='milliseconds')}")
    print(f"Span: {span} = {span.total_seconds():,.3f} s; days={span.days}")
    slow = [e for e in entries if e.latency_ms > 800]
    for e in sorted(slow, key=lambda e: e.ts)[:5]:
        print(f"  slow {e.ts:%d %b %H:%M} {e.method:<6} {e.path} {e.latency_ms} ms ({e.user})")
    users = Counter(e.user for e in entries if e.status < 400)
    print("Top users:", users.most_common(3))
    print("stdev overall:", round(statistics.pstdev([e.latency_ms for e in entries]), 3))


if __name__ == "__main__":
    main()
