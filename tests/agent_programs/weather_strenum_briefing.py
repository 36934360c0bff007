"""A travel weather briefing: StrEnum sky conditions with _missing_ for
aliases, an Enum of comfort bands with range lookup methods and
properties, IntEnum wind scale via bisect, format() of members, and a
per-city table in both unit systems."""
from enum import Enum, IntEnum, StrEnum, auto, unique
import bisect


class Sky(StrEnum):
    CLEAR = auto()
    CLOUDY = auto()
    RAIN = auto()
    SNOW = auto()
    FOG = auto()

    @classmethod
    def _missing_(cls, value):
        aliases = {"sunny": cls.CLEAR, "overcast": cls.CLOUDY, "drizzle": cls.RAIN, "mist": cls.FOG}
        if isinstance(value, str):
            return aliases.get(value.lower()) or cls._value2member_map_.get(value.lower())
        return None

    @property
    def icon(self):
        return {"clear": "☀", "cloudy": "☁", "rain": "☂", "snow": "❄", "fog": "≋"}[self.value]


@unique
class Band(Enum):
    FREEZING = (-50, 0)
    COLD = (0, 10)
    MILD = (10, 20)
    WARM = (20, 28)
    HOT = (28, 60)

    def __init__(self, lo, hi):
        self.lo = lo
        self.hi = hi

    @classmethod
    def of(cls, temp_c):
        for b in cls:
            if b.lo <= temp_c < b.hi:
                return b
        raise ValueError(f"{temp_c} °C is off the scale")

    def __str__(self):
        return self.name.capitalize()


class Beaufort(IntEnum):
    CALM = 0
    LIGHT = 1
    BREEZE = 3
    STRONG = 6
    GALE = 8

    @classmethod
    def from_kmh(cls, kmh):
        limits = [1, 12, 39, 62]
        return list(cls)[bisect.bisect_right(limits, kmh)]


rows = []
for city in ["Paris", "Tokyo", "Oslo", "Cairo", "Lima", "Sydney", "Atlantis"]:
    try:
        c, f = get_weather(city), get_weather(city, units="F")
    except ValueError as e:
        print("skip:", e)
        continue
    rows.append((city, c["temp"], f["temp"], Sky(c["sky"]), Band.of(c["temp"]), Beaufort.from_kmh(c["wind_kmh"])))
print(f"{'city':<8}{'°C':>6}{'°F':>7}  {'sky':<8}{'band':<10}{'wind':<8}")
for city, tc, tf, sky, band, wind in sorted(rows, key=lambda r: (-r[4].lo, r[0])):
    print(f"{city:<8}{tc:>6.1f}{tf:>7.1f}  {sky.icon} {sky:<6}{band!s:<10}{wind.name.lower():<8}{wind:>2d}")
print([Sky(x) for x in ["sunny", "RAIN", "mist"]], Sky("clear") is Sky.CLEAR, Sky.CLOUDY == "cloudy", f"{Sky.FOG!r}")
for bad in ["hail", 3]:
    try:
        Sky(bad)
    except ValueError as e:
        print("ValueError:", e)
print(Band.MILD.value, Band((10, 20)), Band.of(-3), [b.name for b in Band if b.hi <= 20], Band["HOT"].lo)
try:
    Band.of(99)
except ValueError as e:
    print("ValueError:", e)
print(Beaufort.from_kmh(0), Beaufort.from_kmh(30), Beaufort.from_kmh(70), Beaufort.GALE > Beaufort.STRONG, Beaufort(3), max(Beaufort))
print(sorted({r[5] for r in rows}), sum(r[5] for r in rows), format(Beaufort.STRONG, "03d"), f"{Sky.RAIN:>8}|{Band.COLD}|{Band.COLD!r}")
print(Sky.__members__.keys() == {"CLEAR", "CLOUDY", "RAIN", "SNOW", "FOG"}, len(Band), Sky.RAIN.upper(), Sky.SNOW + "!", "rain" in list(Sky))
