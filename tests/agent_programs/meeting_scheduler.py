# Find meeting slots across time zones; calendar rendering with strftime flags.
from datetime import datetime, date, time, timedelta, timezone
from zoneinfo import ZoneInfo
import calendar

people = {
    "ada": ("Europe/London", [(9, 12), (13, 17)]),
    "grace": ("America/New_York", [(8, 11), (14, 18)]),
    "ken": ("Asia/Tokyo", [(18, 23)]),
}
day = date(2024, 3, 12)

def busy_free(tzname, windows):
    tz = ZoneInfo(tzname)
    out = []
    for a, b in windows:
        start = datetime.combine(day, time(a), tzinfo=tz).astimezone(timezone.utc)
        end = datetime.combine(day, time(b % 24), tzinfo=tz).astimezone(timezone.utc)
        if b == 24:
            end += timedelta(days=1)
        out.append((start, end))
    return out

avail = {p: busy_free(tz, w) for p, (tz, w) in people.items()}
for p, spans in avail.items():
    tz = ZoneInfo(people[p][0])
    print(f"{p:<6}", "; ".join(f"{s:%H:%M}-{e:%H:%M}Z ({s.astimezone(tz):%-I%p %Z})" for s, e in spans))

def intersect(a, b):
    out = []
    for s1, e1 in a:
        for s2, e2 in b:
            s, e = max(s1, s2), min(e1, e2)
            if s < e:
                out.append((s, e))
    return out

common = avail["ada"]
for p in ["grace"]:
    common = intersect(common, avail[p])
print("ada+grace:", [(f"{s:%H:%M}", f"{e:%H:%M}", (e - s) // timedelta(minutes=1)) for s, e in common])
print("with ken:", intersect(common, avail["ken"]) or "no overlap")

slot = common[0][0]
for p, (tzname, _) in people.items():
    local = slot.astimezone(ZoneInfo(tzname))
    print(f"  {p}: {local:%A %-d %B, %-I:%M %p} {local.tzname()} (UTC{local:%z}) dst={local.dst()}")

# DST edges
ny = ZoneInfo("America/New_York")
before = datetime(2024, 3, 10, 1, 30, tzinfo=ny)
after = (before.astimezone(timezone.utc) + timedelta(hours=1)).astimezone(ny)
print(before, "->", after, after - before, after.utcoffset())
amb = datetime(2024, 11, 3, 1, 30, tzinfo=ny)
print(amb.utcoffset(), amb.replace(fold=1).utcoffset(), amb.replace(fold=1).tzname())

# a month grid with weekends marked
cal = calendar.Calendar(firstweekday=calendar.MONDAY)
print(calendar.month_name[3], day.year, "| days:", calendar.monthrange(2024, 3)[1], "| leap:", calendar.isleap(2024))
print(" ".join(d[:2] for d in calendar.day_abbr))
for week in cal.monthdatescalendar(2024, 3):
    cells = []
    for d in week:
        mark = "*" if d == day else (" " if d.month == 3 else ".")
        cells.append(f"{d.day:>2}{mark}" if d.weekday() < 5 else f"{d:%e}{mark}".replace(" ", "_", 1))
    print(" ".join(cells))
print(calendar.weekday(2024, 3, 12), calendar.day_name[day.weekday()], day.strftime("%-m/%-d/%y (%j, week %-V)"))
print(calendar.month(2024, 2, w=3), end="")
