# Anomaly detection on metrics: rolling mean/stdev, EWMA, z-scores, and a sparkline per host.
import math
from collections import deque
from statistics import fmean, pstdev

BARS = "▁▂▃▄▅▆▇█"

def sparkline(xs):
    lo, hi = min(xs), max(xs)
    span = hi - lo or 1
    return "".join(BARS[min(len(BARS) - 1, int((x - lo) / span * len(BARS)))] for x in xs)

def ewma(xs, alpha=0.3):
    out, s = [], None
    for x in xs:
        s = x if s is None else alpha * x + (1 - alpha) * s
        out.append(s)
    return out

def anomalies(xs, window=6, z=1.8):
    win = deque(maxlen=window)
    found = []
    for i, x in enumerate(xs):
        if len(win) == window:
            mu, sd = fmean(win), pstdev(win)
            score = (x - mu) / sd if sd else math.inf
            if abs(score) >= z:
                found.append((i, x, round(score, 2)))
        win.append(x)
    return found

for host in ["web-1", "web-2", "db-1", "db-2"]:
    m = get_metrics(host)
    cpu = [p["cpu"] for p in m]
    mem = [p["mem_mb"] for p in m]
    sm = ewma(cpu)
    print(f"{host:<6} cpu {sparkline(cpu)}  mem {sparkline(mem)}")
    print(f"       ewma last={sm[-1]:.2f} max={max(sm):.2f} | corr-ish={sum((a - fmean(cpu)) * (b - fmean(mem)) for a, b in zip(cpu, mem)) / len(cpu):.1f}")
    for i, x, score in anomalies(cpu):
        print(f"       anomaly at {m[i]['ts'][11:16]}: cpu={x} z={score:+}")
    errs = [p["errors"] for p in m]
    bursts = [(i, sum(errs[i:i + 3])) for i in range(len(errs) - 2) if sum(errs[i:i + 3]) >= 7]
    print(f"       error bursts: {bursts[:3]}{' ...' if len(bursts) > 3 else ''}")
print(sparkline([1, 2, 3, 4, 5, 6, 7, 8]), sparkline([5, 5, 5]), math.isinf(math.inf), f"{math.nan:+}", round(math.pi, 10), math.tau / 2 == math.pi)
