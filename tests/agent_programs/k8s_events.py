# Summarise cluster events given as JSON lines: pods restarting, reasons, durations.
import json
from collections import defaultdict, Counter
from datetime import datetime, timezone, timedelta

EVENTS = "\n".join(json.dumps(e) for e in [
    {"ts": "2024-05-01T10:00:00Z", "pod": "api-7d9f", "ns": "prod", "reason": "Started"},
    {"ts": "2024-05-01T10:04:30Z", "pod": "api-7d9f", "ns": "prod", "reason": "OOMKilled", "exit": 137},
    {"ts": "2024-05-01T10:04:45Z", "pod": "api-7d9f", "ns": "prod", "reason": "BackOff"},
    {"ts": "2024-05-01T10:05:15Z", "pod": "api-7d9f", "ns": "prod", "reason": "Started"},
    {"ts": "2024-05-01T10:06:00Z", "pod": "worker-1", "ns": "batch", "reason": "Started"},
    {"ts": "2024-05-01T10:20:00Z", "pod": "worker-1", "ns": "batch", "reason": "Completed", "exit": 0},
    {"ts": "2024-05-01T10:21:10Z", "pod": "api-7d9f", "ns": "prod", "reason": "OOMKilled", "exit": 137},
    {"ts": "2024-05-01T10:22:00+02:00", "pod": "db-0", "ns": "prod", "reason": "Unhealthy", "probe": "readiness"},
    {"ts": "2024-05-01T10:23:00Z", "pod": "web-5", "ns": "staging", "reason": "Error", "exit": 1},
    {"bad": True},
    "not even an object",
])
events = []
skipped = 0
for line in EVENTS.splitlines():
    try:
        e = json.loads(line)
        e["ts"] = datetime.fromisoformat(e["ts"].replace("Z", "+00:00"))
    except (json.JSONDecodeError, KeyError, TypeError, AttributeError) as err:
        skipped += 1
        print(f"skip: {type(err).__name__}: {err}")
        continue
    events.append(e)
events.sort(key=lambda e: e["ts"])
print(f"{len(events)} events, {skipped} skipped, from {events[0]['ts']:%H:%M:%S} to {events[-1]['ts'].astimezone(timezone.utc):%H:%M:%S %Z}")

by_pod = defaultdict(list)
for e in events:
    by_pod[(e["ns"], e["pod"])].append(e)
for (ns, pod), evs in sorted(by_pod.items()):
    reasons = Counter(e["reason"] for e in evs)
    starts = [e["ts"] for e in evs if e["reason"] == "Started"]
    crashes = [e for e in evs if e.get("exit") not in (None, 0)]
    uptime = None
    if starts:
        ends = [e["ts"] for e in evs if e["ts"] > starts[-1]] or [events[-1]["ts"]]
        uptime = ends[0] - starts[-1]
    print(f"{ns}/{pod}: {dict(reasons)} crashes={len(crashes)} last-uptime={uptime}")
restarts = sum(1 for e in events if e["reason"] == "Started") - len(by_pod)
print("restarts beyond first start:", restarts)
window = timedelta(minutes=20)
oom = [e["ts"] for e in events if e["reason"] == "OOMKilled"]
print("OOMs within 20m of each other:", any(b - a <= window for a, b in zip(oom, oom[1:])), [t.isoformat() for t in oom])
print(json.dumps({f"{k[0]}/{k[1]}": len(v) for k, v in by_pod.items()}, indent=2, sort_keys=True))
local = events[-2]["ts"]
print(local, local.tzinfo, local.utcoffset(), local.astimezone(timezone.utc), local.timetuple().tm_yday)
