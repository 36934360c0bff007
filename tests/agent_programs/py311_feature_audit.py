import asyncio
import bisect
import logging
import math
import operator
import re
import statistics
import string
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Literal, NotRequired, Self, TypedDict, assert_never


class Reading(TypedDict):
    host: str
    cpu: float
    note: NotRequired[str]


@dataclass(slots=True, kw_only=True, order=True)
class Sample:
    at: datetime
    host: str = field(compare=False)
    cpu: float = field(compare=False)

    def shifted(self, minutes: int) -> Self:
        return Sample(at=self.at + timedelta(minutes=minutes), host=self.host, cpu=self.cpu)


Level = Literal["low", "mid", "high"]


def level_of(cpu: float) -> Level:
    return "low" if cpu < 40 else "mid" if cpu < 70 else "high"


def advice(level: Level) -> str:
    match level:
        case "low":
            return "scale in"
        case "mid":
            return "hold"
        case "high":
            return "scale out"
        case _ as unreachable:
            assert_never(unreachable)


samples: list[Sample] = []
for host in ("web-1", "db-2"):
    for p in get_metrics(host, points=8):
        ts = datetime.fromisoformat(p["ts"].replace("+00:00", "Z"))
        samples.append(Sample(at=ts, host=host, cpu=p["cpu"]))
samples.sort()
print(samples[0].at, samples[0].at.tzinfo is UTC, samples[-1].shifted(30).at.isoformat())
readings: list[Reading] = [{"host": s.host, "cpu": s.cpu} for s in samples[:3]]
readings[0]["note"] = "first"
print(readings)
cpus = [s.cpu for s in samples]
weights = [1 + i % 3 for i in range(len(cpus))]
print(f"weighted mean {statistics.fmean(cpus, weights):.4f} vs plain {statistics.fmean(cpus):.4f}")
print(f"cbrt {math.cbrt(27.0)} exp2 {math.exp2(10)} {operator.call(max, cpus):.1f}")
for s in samples[::4]:
    lv = level_of(s.cpu)
    print(f"{s.at:%H:%M} {s.host:<6} {s.cpu:>5.1f} {lv:<4} -> {advice(lv)}")
keys = [s.at for s in samples]
probe = datetime(2024, 5, 1, 3, 30, tzinfo=UTC)
i = bisect.bisect_left(samples, probe, key=lambda s: s.at)
print("first at/after 03:30:", samples[i].at.strftime("%H:%M"), samples[i].host, i)
bisect.insort(samples, Sample(at=probe, host="new", cpu=0.0), key=lambda s: s.at)
print([s.host for s in samples[i - 1:i + 2]])
print(re.findall(r"(?>a+)b", "aaab ab b"), re.fullmatch(r"\d++x", "123x") is not None, re.match(r"\d++3", "123"))
t = string.Template("$host at ${cpu}% ($$5)")
print(t.get_identifiers(), t.is_valid(), string.Template("$1bad").is_valid())
print(sorted(logging.getLevelNamesMapping().items(), key=operator.itemgetter(1))[:3])
print(datetime.fromisoformat("2024-05-01T10:20:30.5+05:30"), datetime.fromisoformat("20240501T102030"))
try:
    Sample(at=probe, host="x", cpu=1.0).extra = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    Sample(probe, "x", 1.0)
except TypeError as e:
    print("TypeError:", e)


async def main() -> None:
    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(aget_metrics("web-3", points=2))
        b = tg.create_task(aget_metrics("db-9", points=2))
    print(len(a.result()) + len(b.result()), "points")
    try:
        async with asyncio.timeout(5) as cm:
            await asyncio.sleep(0)
        print("expired:", cm.expired())
    except TimeoutError:
        print("timeout")

with asyncio.Runner() as runner:
    runner.run(main())
eg = BaseExceptionGroup("mixed", [ValueError("v"), KeyboardInterrupt()])
print(type(eg).__name__, type(BaseExceptionGroup("ok", [ValueError("x")])).__name__, eg.exceptions)
