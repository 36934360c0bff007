# A morning briefing: weather for several cities in both units, comfort index, packing advice, formatted columns.
from dataclasses import dataclass
from enum import Enum

class Sky(Enum):
    CLEAR = "clear"
    CLOUDY = "cloudy"
    RAIN = "rain"
    FOG = "fog"
    SNOW = "snow"
    @property
    def icon(self):
        return {"clear": "☀", "cloudy": "☁", "rain": "☂", "fog": "≋", "snow": "❄"}[self.value]

@dataclass
class Report:
    city: str
    c: float
    f: float
    sky: Sky
    wind: int
    @property
    def feels(self):
        if self.c <= 10 and self.wind > 4.8:
            v = self.wind ** 0.16
            return round(13.12 + 0.6215 * self.c - 11.37 * v + 0.3965 * self.c * v, 1)
        return self.c
    def advice(self):
        items = []
        match self.sky, self.feels:
            case (Sky.RAIN, _):
                items.append("umbrella")
            case (Sky.SNOW, t) if t < 0:
                items += ["boots", "gloves"]
            case (_, t) if t > 28:
                items.append("sunscreen")
        if self.wind >= 25:
            items.append("windbreaker")
        return items or ["nothing special"]

reports = []
for city in ["Oslo", "Paris", "Cairo", "Lima", "Sydney", "Tokyo", "Gotham"]:
    try:
        c, f = get_weather(city), get_weather(city, units="F")
    except ValueError as e:
        print(f"! {e}")
        continue
    reports.append(Report(city, c["temp"], f["temp"], Sky(c["sky"]), c["wind_kmh"]))
print(f"{'':2}{'city':<8}{'°C':>6}{'°F':>7}{'feels':>7}{'wind':>6}  advice")
for r in sorted(reports, key=lambda r: r.feels):
    print(f"{r.sky.icon:<2}{r.city:<8}{r.c:>6.1f}{r.f:>7.1f}{r.feels:>7.1f}{r.wind:>6}  {', '.join(r.advice())}")
warm = [r.city for r in reports if r.feels >= 18]
print(f"warm: {', '.join(warm) or 'none'}; skies: {sorted({r.sky.name for r in reports})}")
print(max(reports, key=lambda r: r.wind), Sky("fog").icon, Sky.RAIN in list(Sky))
