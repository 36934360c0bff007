"""Meeting scheduler: datetime arithmetic, formatting and calendar helpers."""
from datetime import datetime, date, time, timedelta, timezone
import calendar
from itertools import groupby

MEETINGS = [
    ("standup", "2024-07-01 09:00", 15, "daily"),
    ("planning", "2024-07-01 10:30", 90, "weekly"),
    ("retro", "2024-07-05 16:00", 60, "biweekly"),
    ("1:1 alice", "2024-07-02 14:00", 30, "weekly"),
    ("all-hands", "2024-07-31 17:00", 45, "monthly"),
]
STEP = {"daily": timedelta(days=1), "weekly": timedelta(weeks=1), "biweekly": timedelta(weeks=2)}

def occurrences(start, rule, until):
    cur = start
    while cur <= until:
        if rule != "daily" or cur.weekday() < 5:
            yield cur
        if rule == "monthly":
            y, m = divmod(cur.month, 12)
            last = calendar.monthrange(cur.year + y, m + 1)[1]
            cur = cur.replace(year=cur.year + y, month=m + 1, day=min(cur.day, last))
        else:
            cur += STEP[rule]

until = datetime(2024, 7, 14, 23, 59)
agenda = []
for name, when, minutes, rule in MEETINGS:
    start = datetime.strptime(when, "%Y-%m-%d %H:%M")
    for occ in occurrences(start, rule, until):
        agenda.append((occ, occ + timedelta(minutes=minutes), name))
agenda.sort()
print(len(agenda), "meetings")
for day, items in groupby(agenda, key=lambda a: a[0].date()):
    items = list(items)
    busy = sum((e - s for s, e, _ in items), timedelta())
    print(f"{day:%a %d %b}: {len(items)} meeting(s), busy {busy} ({busy.total_seconds() / 3600:.2f} h)")
    for s, e, n in items:
        print(f"    {s:%H:%M}-{e:%H:%M}  {n}")
clashes = [(a[2], b[2]) for a, b in zip(agenda, agenda[1:]) if b[0] < a[1]]
print("clashes:", clashes)
d = date(2024, 2, 29)
print(d + timedelta(days=365), d.replace(year=2025, day=28), d.isocalendar(), d.toordinal(), d.strftime("%j %U %W"))
print(calendar.isleap(2024), calendar.monthrange(2024, 2), calendar.day_name[d.weekday()], calendar.month_abbr[12])
dt = datetime(2024, 7, 1, 9, 5, 3, 120000)
print(dt, repr(dt), dt.isoformat(timespec="seconds"), dt.strftime("%I:%M %p"), dt.time(), dt.timestamp() if dt.tzinfo else "naive")
utc = dt.replace(tzinfo=timezone.utc)
print(utc, utc.isoformat(), utc.astimezone(timezone(timedelta(hours=2))), utc.utcoffset(), utc.tzname())
print(timedelta(days=1, hours=25, minutes=61), timedelta(seconds=-1), timedelta(hours=1.5) * 3, timedelta(days=7) / timedelta(hours=1))
print(timedelta(weeks=1, milliseconds=1), repr(timedelta(days=2, seconds=5)), -timedelta(hours=3), abs(timedelta(hours=-3)))
print(datetime(2024, 1, 1) - datetime(2023, 12, 25, 12), date(2024, 12, 25) - date.fromisoformat("2024-07-01"))
print(time(14, 30).strftime("%H:%M"), time(9, 5, 7, 250), time.fromisoformat("08:15:00").hour, datetime.combine(d, time(8)))
print(max(agenda)[2], min(a[0] for a in agenda).isoformat(" "), sorted({a[0].strftime("%A") for a in agenda}))
print(datetime.fromisoformat("2024-07-01T09:00:00+05:30").utcoffset(), datetime(2024, 7, 1) < datetime(2024, 7, 1, 0, 0, 1))
try:
    datetime(2024, 7, 1, tzinfo=timezone.utc) < datetime(2024, 7, 1)
except TypeError as e:
    print(f"{type(e).__name__}: {e}")
try:
    datetime.strptime("31/02/2024", "%d/%m/%Y")
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
try:
    date(2024, 1, 1).replace(month=13)
except ValueError as e:
    print(f"{type(e).__name__}: {e}")
print(f"{datetime(2024, 7, 4, 18, 0):%B %d, %Y at %-I%p}" if False else f"{datetime(2024, 7, 4, 18, 0):%B %d, %Y at %H:%M}")
print(format(date(2024, 7, 4), "%d.%m.%y"), "{:%Y/%m/%d}".format(date(2024, 1, 2)), str(date.min), date.max.year)
