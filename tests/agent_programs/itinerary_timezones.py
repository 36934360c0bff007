# Plan a multi-city trip: flight legs in local time zones (zoneinfo), durations, arrival weather, and a day-by-day itinerary.
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

LEGS = [
    ("Paris", "Europe/Paris", "Oslo", "Europe/Oslo", "2024-03-30 08:15", timedelta(hours=2, minutes=35)),
    ("Oslo", "Europe/Oslo", "Cairo", "Africa/Cairo", "2024-03-31 01:30", timedelta(hours=5, minutes=5)),
    ("Cairo", "Africa/Cairo", "Tokyo", "Asia/Tokyo", "2024-04-02 22:40", timedelta(hours=11, minutes=20)),
    ("Tokyo", "Asia/Tokyo", "Sydney", "Australia/Sydney", "2024-04-06 19:05", timedelta(hours=9, minutes=40)),
    ("Sydney", "Australia/Sydney", "Lima", "America/Lima", "2024-04-09 10:00", timedelta(hours=15, minutes=30)),
]

def fmt_td(td):
    h, rem = divmod(int(td.total_seconds()), 3600)
    return f"{h}h{rem // 60:02d}m"

total_air = timedelta()
arrivals = []
for src, src_tz, dst, dst_tz, dep_s, dur in LEGS:
    dep = datetime.strptime(dep_s, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(src_tz))
    arr = (dep + dur).astimezone(ZoneInfo(dst_tz))
    total_air += dur
    shift = (arr.utcoffset() - dep.utcoffset()).total_seconds() / 3600
    w = get_weather(dst)
    arrivals.append((dst, arr))
    print(f"{src:>6} {dep:%a %d %b %H:%M %Z} -> {dst:<6} {arr:%a %d %b %H:%M %Z} ({fmt_td(dur)}, clock {shift:+.1f}h) "
          f"arrive to {w['temp']}°C {w['sky']}")
print("time in the air:", fmt_td(total_air), "=", total_air)
start = datetime.strptime(LEGS[0][4], "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(LEGS[0][1]))
end = arrivals[-1][1]
print("trip length:", end - start, "| utc:", start.astimezone(timezone.utc).isoformat(), "->", end.astimezone(timezone.utc).isoformat())
for (a, ta), (b, tb) in zip(arrivals, arrivals[1:]):
    print(f"  stay in {a}: {(tb - ta).days} days (leave {tb.astimezone(ta.tzinfo):%d %b})")
paris = ZoneInfo("Europe/Paris")
before = datetime(2024, 3, 31, 1, 59, tzinfo=paris)
after = (before.astimezone(timezone.utc) + timedelta(minutes=2)).astimezone(paris)
print(before.isoformat(), after.isoformat(), after - before, before.dst(), after.dst(), str(paris), repr(paris))
