# Build an on-call roster by ISO week, with business-day arithmetic.
import calendar
from datetime import date, datetime, timedelta, time

users = [get_user(i) for i in range(1, 7)]
actives = [u for u in users if u["active"]]
print("rota:", [u["name"].split()[0] for u in actives])

start = date(2024, 12, 23)
print("start", start.isoformat(), start.isocalendar(), start.strftime("%A %d %B %Y, day %j, week %U/%W"))

def add_business_days(d, n, holidays=()):
    step = 1 if n >= 0 else -1
    while n:
        d += timedelta(days=step)
        if d.weekday() < 5 and d not in holidays:
            n -= step
    return d

holidays = {date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)}
for n in (1, 3, 5, -2):
    print(f"  {n:+d} business days -> {add_business_days(start, n, holidays):%a %Y-%m-%d}")

print("\nweek  person              mon         sun         days")
for i in range(6):
    monday = start + timedelta(weeks=i)
    y, w, _ = monday.isocalendar()
    assert date.fromisocalendar(y, w, 1) == monday
    who = actives[i % len(actives)]
    sunday = monday + timedelta(days=6)
    workdays = sum(1 for k in range(7) if (monday + timedelta(k)).weekday() < 5 and monday + timedelta(k) not in holidays)
    print(f"{y}-W{w:02d} {who['name']:<18} {monday:%d %b}      {sunday:%d %b %y}   {workdays}")

handover = datetime.combine(start, time(9, 30))
deltas = [timedelta(hours=-5), timedelta(days=-1, seconds=5), timedelta(minutes=90), timedelta(days=2, microseconds=1)]
for d in deltas:
    print(f"{str(d):>22} {repr(d):<48} {d.total_seconds():>10} {(handover + d).isoformat(' ', 'minutes')}")
print(divmod(timedelta(hours=50), timedelta(days=1)), timedelta(hours=50) // timedelta(hours=7),
      timedelta(hours=50) % timedelta(hours=7), timedelta(hours=3) / 4, abs(timedelta(-1)))

for text in ("2025-01-06 09:00", "06/01/2025 9am", "2025-W02-3"):
    for fmt in ("%Y-%m-%d %H:%M", "%d/%m/%Y %I%p", "%G-W%V-%u"):
        try:
            dt = datetime.strptime(text, fmt)
            print(f"{text!r:<20} {fmt!r:<18} -> {dt} ({dt:%a})")
            break
        except ValueError:
            continue
try:
    datetime.strptime("2025-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
try:
    date(2025, 2, 29)
except ValueError as e:
    print("ValueError:", e)

cal = calendar.TextCalendar(firstweekday=calendar.MONDAY)
print(cal.formatmonth(2025, 1, w=3))
print(calendar.monthrange(2024, 2), calendar.isleap(2100), calendar.leapdays(2000, 2030),
      list(calendar.day_abbr)[:3], calendar.month_name[12], calendar.weekday(2025, 1, 6))
print(date.max - date(9999, 1, 1), date.fromordinal(738000), date(2025, 1, 6).toordinal(),
      datetime(2025, 1, 6, 9, 30).timetuple()[:6], date.fromisoformat("2025-01-06").replace(day=31))
