"""Uncaught error deep in helper calls, raised while handling another one."""
from dataclasses import dataclass

@dataclass
class Reading:
    sensor: str
    value: float

def normalise(readings, scale):
    return [Reading(r.sensor, r.value / scale) for r in readings]

def summarise(readings):
    total = sum(r.value for r in readings)
    return {"n": len(readings), "mean": total / len(readings)}

def report(groups):
    out = {}
    for name, rs in groups.items():
        try:
            out[name] = summarise(normalise(rs, 10))
        except ZeroDivisionError:
            print(f"group {name} empty, retrying with fallback")
            out[name] = summarise(rs)
    return out

groups = {
    "north": [Reading("n1", 12.0), Reading("n2", 18.5)],
    "south": [],
}
print(report(groups))
