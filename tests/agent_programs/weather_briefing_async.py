import asyncio
import json
from dataclasses import dataclass
from enum import Enum
from typing import List, Optional

CITIES = ["Paris", "Tokyo", "Oslo", "Cairo", "Atlantis", "Lima", "Sydney"]


class Comfort(str, Enum):
    COLD = "cold"
    MILD = "mild"
    WARM = "warm"
    HOT = "hot"


@dataclass
class Reading:
    city: str
    temp_c: float
    temp_f: float
    sky: str
    wind: int

    @property
    def comfort(self) -> Comfort:
        if self.temp_c < 5:
            return Comfort.COLD
        if self.temp_c < 18:
            return Comfort.MILD
        if self.temp_c < 28:
            return Comfort.WARM
        return Comfort.HOT

    def feels_like(self) -> float:
        if self.temp_c <= 10 and self.wind > 4.8:
            v = self.wind ** 0.16
            return round(13.12 + 0.6215 * self.temp_c - 11.37 * v + 0.3965 * self.temp_c * v, 1)
        return self.temp_c


async def weather(city: str, units: str) -> dict:
    await asyncio.sleep(0)
    return get_weather(city, units=units)


async def reading(city: str) -> Optional[Reading]:
    try:
        c, f = await asyncio.gather(weather(city, "C"), weather(city, "F"))
    except ValueError as e:
        print(f"  ({city}: {e})")
        return None
    return Reading(city, c["temp"], f["temp"], c["sky"], c["wind_kmh"])


async def main() -> None:
    print("fetching", len(CITIES), "cities")
    got = await asyncio.gather(*(reading(c) for c in CITIES))
    readings: List[Reading] = [r for r in got if r is not None]
    readings.sort(key=lambda r: r.temp_c)
    for r in readings:
        bar = "*" * max(1, int(r.temp_c // 3))
        print(f"{r.city:<8}{r.temp_c:>6.1f}°C{r.temp_f:>7.1f}°F  {r.sky:<7}{r.comfort.value:<5} "
              f"feels {r.feels_like():>5}  {bar}")
    groups = {}
    for r in readings:
        groups.setdefault(r.comfort, []).append(r.city)
    print({k.value: v for k, v in groups.items()})
    print(json.dumps([r.__dict__ for r in readings[:2]], ensure_ascii=False))
    print(Comfort.HOT == "hot", Comfort("mild").name, f"{Comfort.COLD}", str(Comfort.WARM), Comfort.WARM.upper())
    try:
        await asyncio.wait_for(weather("Paris", "K"), timeout=1.0)
    except ValueError as e:
        print("bad units:", e)
    res = await asyncio.gather(weather("Nowhere", "C"), weather("Lima", "C"), return_exceptions=True)
    print([type(x).__name__ if isinstance(x, Exception) else x["sky"] for x in res])


asyncio.run(main())
