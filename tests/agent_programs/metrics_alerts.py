# Host metrics: sliding windows, alerts with enums and severity ordering.
from collections import deque, namedtuple
from enum import IntEnum, Flag, auto
from datetime import datetime, timedelta
import itertools

class Severity(IntEnum):
    OK = 0
    WARN = 1
    CRIT = 2

class Check(Flag):
    CPU = auto()
    MEMORY = auto()
    ERRORS = auto()
    ALL = CPU | MEMORY | ERRORS

Alert = namedtuple("Alert", "host at severity checks detail", defaults=("",))

def evaluate(host, samples, window=3):
    win = deque(maxlen=window)
    alerts = []
    for s in samples:
        win.append(s)
        if len(win) < window:
            continue
        cpu = sum(x["cpu"] for x in win) / window
        mem = max(x["mem_mb"] for x in win)
        errs = sum(x["errors"] for x in win)
        flags = Check(0)
        if cpu > 75: flags |= Check.CPU
        if mem > 3500: flags |= Check.MEMORY
        if errs >= 5: flags |= Check.ERRORS
        sev = Severity.CRIT if (Check.CPU in flags and Check.ERRORS in flags) or cpu > 90 else \
              Severity.WARN if flags else Severity.OK
        if sev:
            at = datetime.fromisoformat(s["ts"])
            alerts.append(Alert(host, at, sev, flags, f"cpu~{cpu:.1f} mem<={mem} errs={errs}"))
    return alerts

all_alerts = []
for host in ["web-1", "web-2", "db-1", "cache-9"]:
    try:
        samples = get_metrics(host, points=12)
    except LookupError as e:
        print(f"{host}: skipped ({e})")
        continue
    alerts = evaluate(host, samples)
    all_alerts.extend(alerts)
    print(f"{host}: {len(alerts)} alerts, worst={max((a.severity for a in alerts), default=Severity.OK)!r}")

all_alerts.sort(key=lambda a: (-a.severity, a.at, a.host))
for a in all_alerts[:6]:
    print(f"{a.at:%H:%M} {a.host:<6} {a.severity.name:<4} {a.checks!s:<28} {a.detail}")
print(Check.ALL, list(Check.CPU | Check.ERRORS), Check(3), bool(Check(0)), Check.MEMORY in Check.ALL)
print(Severity.WARN + 1, Severity(2), Severity.CRIT > Severity.WARN, sorted([Severity.CRIT, 0, Severity.WARN]))
print(f"{Severity.WARN}", format(Severity.CRIT, ">6"), str(Severity.OK), int(Severity.CRIT))
grouped = itertools.groupby(sorted(all_alerts, key=lambda a: a.host), key=lambda a: a.host)
for host, items in grouped:
    items = list(items)
    spans = [(b.at - a.at) for a, b in zip(items, items[1:])]
    gap = max(spans, default=timedelta(0))
    print(host, len(items), "longest gap", gap, "first", items[0].at.time())
a0 = all_alerts[0]
print(a0._replace(detail="")._asdict())
print(Alert._fields, Alert._field_defaults, a0[:3])
