from dataclasses import dataclass, field
from typing import List, Dict, Optional
from enum import Enum
import json

class Alert(Enum):
    NONE = 0
    WATCH = 1
    WARNING = 2

    @classmethod
    def for_reading(cls, temp: float, wind: int) -> "Alert":
        if wind > 60 or temp > 40:
            return cls.WARNING
        if wind > 30 or temp < -10:
            return cls.WATCH
        return cls.NONE

@dataclass
class Reading:
    station: str
    temp_c: float
    wind_kmh: int
    humidity: int
    history: List[float] = field(default_factory=list, repr=False)

    @property
    def temp_f(self) -> float:
        return self.temp_c * 9 / 5 + 32

    @property
    def feels_like(self) -> float:
        if self.temp_c <= 10 and self.wind_kmh > 4.8:
            v = self.wind_kmh ** 0.16
            return round(13.12 + 0.6215 * self.temp_c - 11.37 * v + 0.3965 * self.temp_c * v, 1)
        return self.temp_c

    @property
    def alert(self) -> Alert:
        return Alert.for_reading(self.temp_c, self.wind_kmh)

API = {
    "stations": [
        {"id": "OSL", "t": -12.5, "w": 35, "h": 80, "hist": [-10, -11.5, -12.5]},
        {"id": "CAI", "t": 41.2, "w": 12, "h": 15, "hist": [38, 40.1, 41.2]},
        {"id": "LIM", "t": 19.0, "w": 8, "h": 88, "hist": [18.5, 19.0]},
        {"id": "WLG", "t": 12.0, "w": 75, "h": 70, "hist": []},
        {"id": "REK", "t": 2.0, "w": 28, "h": 65, "hist": [1.0, 3.0, 2.0]},
    ]
}

readings = [Reading(s["id"], s["t"], s["w"], s["h"], s["hist"]) for s in API["stations"]]
print(readings[0])
print(f"{'STN':<4}{'°C':>7}{'°F':>8}{'feels':>7}{'wind':>6}{'hum':>5}  alert")
for r in sorted(readings, key=lambda r: (-r.alert.value, r.station)):
    print(f"{r.station:<4}{r.temp_c:>7.1f}{r.temp_f:>8.1f}{r.feels_like:>7.1f}{r.wind_kmh:>6d}{r.humidity:>4d}%  {r.alert.name}")

trend: Dict[str, Optional[str]] = {}
for r in readings:
    if len(r.history) < 2:
        trend[r.station] = None
        continue
    delta = r.history[-1] - r.history[0]
    trend[r.station] = "rising" if delta > 0 else "falling" if delta < 0 else "flat"
print(trend)
print(json.dumps(trend))
counts = {a.name: sum(1 for r in readings if r.alert is a) for a in Alert}
print(counts, list(Alert), Alert(2), Alert.WATCH < Alert.WARNING if hasattr(Alert, "__lt__") and False else "n/a")
extremes = (min(readings, key=lambda r: r.temp_c), max(readings, key=lambda r: r.temp_c))
print(" / ".join(f"{r.station} {r.temp_c:+.1f}" for r in extremes))
avg_h = sum(r.humidity for r in readings) / len(readings)
print(f"mean humidity {avg_h:.1f}% ({avg_h:.3e}); range {max(r.humidity for r in readings) - min(r.humidity for r in readings)} pts")
print(Alert.WARNING.value, Alert["NONE"], Alert.NONE in Alert, len(Alert), Alert.WATCH.name.lower())
print({r.station: r.alert for r in readings if r.alert != Alert.NONE})
try:
    Alert(7)
except ValueError as e:
    print(e)
print(f"{12.5:08.3f}|{-3:+05d}|{255:#x}|{255:#010b}|{1234567.891:_.2f}|{0.000123:.2e}|{42:^9}|{'ab':*>6}")
print(f"{3.14159:g} {1e20:g} {1.5e-7:g} {100.0:g} {123456789.0:g} {0.1 + 0.2!r} {2/3:.15g}")
print(format(1234.5, ","), format(-0.0, ".1f"), format(1e16, ".0f"), round(2.675, 2), round(-0.5), round(1.5), round(12345, -2))
