from datetime import datetime, timedelta, time, date
from zoneinfo import ZoneInfo
from dataclasses import dataclass
from typing import List, Tuple

TEAM = {"Ada": "Europe/London", "Grace": "America/New_York", "Ken": "America/Los_Angeles",
        "Hiro": "Asia/Tokyo", "Priya": "Asia/Kolkata", "Lena": "Europe/Berlin"}
WORK = (time(9), time(17, 30))


@dataclass
class Slot:
    start: datetime
    ok: List[str]


def local_ok(dt_utc: datetime, tzname: str) -> bool:
    local = dt_utc.astimezone(ZoneInfo(tzname))
    return local.weekday() < 5 and WORK[0] <= local.time() <= WORK[1]


day = datetime(2024, 3, 11, tzinfo=ZoneInfo("UTC"))
slots: List[Slot] = []
for half_hours in range(48):
    t = day + timedelta(minutes=30 * half_hours)
    slots.append(Slot(t, [n for n, tz in TEAM.items() if local_ok(t, tz)]))
best = max(slots, key=lambda s: (len(s.ok), -s.start.timestamp()))
print(f"best slot {best.start:%H:%M %Z}: {len(best.ok)} of {len(TEAM)} -> {best.ok}")
for name, tz in sorted(TEAM.items()):
    lt = best.start.astimezone(ZoneInfo(tz))
    print(f"  {name:<6} {lt:%a %H:%M} {lt.tzname():<5} UTC{lt.strftime('%z')} dst={lt.dst()}")

ny = ZoneInfo("America/New_York")
for d in ["2024-03-09 12:00", "2024-03-10 12:00", "2024-11-02 12:00", "2024-11-03 12:00"]:
    dt = datetime.strptime(d, "%Y-%m-%d %H:%M").replace(tzinfo=ny)
    print(d, dt.utcoffset(), dt.tzname(), dt.astimezone(ZoneInfo("UTC")).isoformat())
amb = datetime(2024, 11, 3, 1, 30, tzinfo=ny)
print(amb.isoformat(), amb.replace(fold=1).isoformat(), amb.replace(fold=1).tzname())
gap = datetime(2024, 3, 10, 2, 30, tzinfo=ny)
print(gap.isoformat(), gap.astimezone(ZoneInfo("UTC")).isoformat())
span = datetime(2024, 3, 11, 9, tzinfo=ny) - datetime(2024, 3, 9, 9, tzinfo=ny)
print("wall diff:", span, "real:", datetime(2024, 3, 11, 9, tzinfo=ny).astimezone(ZoneInfo("UTC")) - datetime(2024, 3, 9, 9, tzinfo=ny).astimezone(ZoneInfo("UTC")))
print(repr(ZoneInfo("Asia/Tokyo")), str(ZoneInfo("Europe/Berlin")), ZoneInfo("Europe/Berlin").key)
try:
    ZoneInfo("Mars/Olympus")
except Exception as e:
    print(type(e).__name__, e)
print(datetime(2024, 7, 1, 12, tzinfo=ZoneInfo("Australia/Sydney")).strftime("%Y-%m-%d %H:%M %Z %z"))
print(datetime.combine(date(2024, 1, 1), time(8, 15), tzinfo=ZoneInfo("Asia/Kolkata")).isoformat())
