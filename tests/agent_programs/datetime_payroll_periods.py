# Payroll periods and SLA clocks with datetime: timedelta arithmetic, str(timedelta), divmod, isocalendar, strftime codes, fixed-offset timezones.
from datetime import datetime, date, time, timedelta, timezone

start = date(2024, 1, 1)
periods = []
d = start
while d.year == 2024 and len(periods) < 8:
    end = d + timedelta(days=13)
    pay = end + timedelta(days=(4 - end.weekday()) % 7)  # next Friday
    periods.append((d, end, pay))
    d = end + timedelta(days=1)
for a, b, pay in periods:
    print(f"{a:%b %d} - {b:%b %d, %Y}  pay {pay.strftime('%a %d/%m')} (ISO wk {pay.isocalendar()[1]}, day {pay.timetuple().tm_yday})")

print(date(2024, 2, 29).isocalendar(), date.fromisocalendar(2024, 1, 1), date(2024, 12, 30).isocalendar().week)
print(date.fromisoformat("2024-03-15").strftime("%A %B %-d" if False else "%A %B %d %j %U %W %w %y"))

tasks = list_tasks()
kickoff = datetime(2024, 3, 4, 9, 0)
workday = timedelta(hours=8)
clock = kickoff
for t in tasks:
    need = timedelta(hours=t["estimate_h"])
    while need:
        day_end = clock.replace(hour=17, minute=0)
        chunk = min(need, day_end - clock)
        clock += chunk
        need -= chunk
        if need:
            clock = (clock + timedelta(days=1)).replace(hour=9)
            while clock.weekday() >= 5:
                clock += timedelta(days=1)
    print(f"{t['id']} done {clock:%a %Y-%m-%d %H:%M}  elapsed {clock - kickoff}")

deltas = [timedelta(days=1, hours=3), timedelta(minutes=-90), timedelta(seconds=3661.5), timedelta(weeks=2, microseconds=7), -timedelta(days=1, seconds=1)]
for td in deltas:
    print(str(td), repr(td), td.total_seconds(), td.days, td.seconds, td.microseconds)
total = sum(deltas, timedelta())
print(total, total // timedelta(hours=1), total % timedelta(hours=1), divmod(total, timedelta(hours=5)), total / 3, total * 1.5, abs(-total))
print(timedelta(hours=36) / timedelta(days=1), timedelta(days=1) < timedelta(hours=25), max(deltas), min(deltas))

utc = timezone.utc
est = timezone(timedelta(hours=-5), "EST")
ist = timezone(timedelta(hours=5, minutes=30))
opened = datetime(2024, 3, 10, 22, 45, tzinfo=est)
print(opened, opened.astimezone(utc), opened.astimezone(ist), opened.utcoffset(), opened.tzname(), ist.tzname(None), utc)
due = opened + timedelta(hours=4)
print(due.isoformat(), due.astimezone(utc).isoformat(timespec="minutes"), (due - opened.astimezone(ist)))
print(datetime.fromisoformat("2024-03-10T22:45:00-05:00") == opened, datetime(2024, 1, 1, tzinfo=utc).timestamp())
stamp = datetime.strptime("11/03/2024 07:05:09 PM", "%d/%m/%Y %I:%M:%S %p")
print(stamp, stamp.strftime("%I:%M %p %%|%c|%x|%X"), stamp.replace(microsecond=1234).isoformat(" "))
print(datetime.combine(date(2024, 5, 1), time(8, 30)), time(23, 59, 59, 999999).isoformat(), time(7, 5).strftime("%H%M"))
try:
    datetime(2024, 3, 10) - opened
except TypeError as e:
    print("TypeError:", e)
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
print(sorted([date(2024, 5, 1), date(2023, 12, 31), date(2024, 1, 15)]), (date(2024, 12, 25) - date(2024, 3, 1)).days, date.max - date.min)
