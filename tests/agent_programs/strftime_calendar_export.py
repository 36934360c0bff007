from datetime import datetime, date, time, timedelta, timezone
from typing import List, Dict
import calendar

events = [
    ("Standup", datetime(2024, 1, 1, 9, 5)),
    ("Retro", datetime(2024, 2, 29, 16, 45, 30)),
    ("Launch", datetime(2024, 12, 31, 23, 59, 59, 999999)),
    ("Midnight", datetime(2024, 6, 15, 0, 0)),
    ("Noon", datetime(2021, 1, 3, 12, 0)),
]
FORMATS = ["%Y-%m-%d %H:%M:%S", "%a %b %d %I:%M %p", "%A, %B %-d" if False else "%A, %B %d",
           "%j|%U|%W|%w|%u", "%G-W%V-%u", "%y%m%d", "%c", "%x %X", "%D %T %R", "%e|%h|%C|%g",
           "%%|%f|%H%M", "%s" if False else "%Y"]
for name, dt in events:
    print(f"== {name}")
    for fmt in FORMATS:
        print(f"   {fmt:<22} {dt.strftime(fmt)}")
    print("   iso:", dt.isoformat(), dt.isoformat(sep=" ", timespec="minutes"), dt.isocalendar())

ics: List[str] = ["BEGIN:VCALENDAR"]
for name, dt in events:
    start = dt.replace(tzinfo=timezone.utc)
    end = start + timedelta(minutes=45)
    ics += ["BEGIN:VEVENT", f"SUMMARY:{name}", f"DTSTART:{start:%Y%m%dT%H%M%SZ}", f"DTEND:{end:%Y%m%dT%H%M%SZ}", "END:VEVENT"]
ics.append("END:VCALENDAR")
print("\n".join(ics[:8]))
print(calendar.month(2024, 2))
cal = calendar.Calendar(firstweekday=6)
print([d for d in cal.itermonthdays(2024, 2)][:10])
print(calendar.weekday(2024, 7, 4), list(calendar.day_name)[calendar.weekday(2024, 7, 4)], calendar.timegm((2024, 1, 1, 0, 0, 0)))
for s, f in [("2024-02-30", "%Y-%m-%d"), ("13:61", "%H:%M"), ("Mon Jan  1 2024", "%a %b %d %Y"), ("2024-01-01T00:00:00+0530", "%Y-%m-%dT%H:%M:%S%z")]:
    try:
        print(repr(datetime.strptime(s, f)))
    except ValueError as e:
        print("ValueError:", e)
print(datetime.fromisoformat("2024-05-01T10:20:30.123+02:00"), datetime.fromisoformat("2024-05-01"), time.fromisoformat("10:20"))
print(date(2024, 1, 1) + timedelta(days=59), (date(2024, 12, 25) - date(2024, 1, 1)).days, date.today.__name__)
d = datetime(2024, 1, 31, 8)
print([(d + timedelta(days=31 * i)).strftime("%b") for i in range(5)], d.replace(day=1) - timedelta(days=1))
print(timedelta(seconds=3661.5), timedelta(days=-1, seconds=1), timedelta(microseconds=1) * 1000000, divmod(timedelta(hours=25), timedelta(days=1)))
print(f"{timedelta(minutes=90)}", abs(timedelta(hours=-2)), timedelta(hours=1) < timedelta(minutes=61), timedelta(days=3).total_seconds())
print(datetime(2024, 3, 1) - datetime(2024, 2, 1), datetime.min, datetime.max.year, date.resolution)
