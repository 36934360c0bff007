# On-call rota across time zones with zoneinfo, timedelta arithmetic and strftime.
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

team = [(1, "Europe/Paris"), (2, "Asia/Tokyo"), (3, "America/New_York"), (4, "Australia/Sydney")]
start = datetime(2024, 3, 8, 9, 0, tzinfo=ZoneInfo("UTC"))
shift = timedelta(hours=12)
rota = []
for i in range(6):
    uid, zone = team[i % len(team)]
    user = get_user(uid)
    begin = start + i * shift
    local = begin.astimezone(ZoneInfo(zone))
    rota.append((user["name"], begin, local))
    print(f"{user['name']:<16} {begin:%a %d %b %H:%M %Z} -> {local.strftime('%a %H:%M %Z (%z)')} {local.tzname()} dst={local.dst()}")
ny = ZoneInfo("America/New_York")
before = datetime(2024, 3, 10, 1, 30, tzinfo=ny)
after = before + timedelta(hours=1)
print(before.isoformat(), after.isoformat(), (after - before), after.utcoffset())
print((before.astimezone(timezone.utc) + timedelta(hours=1)).astimezone(ny).isoformat())
amb = datetime(2024, 11, 3, 1, 30, tzinfo=ny)
print(amb.utcoffset(), amb.replace(fold=1).utcoffset(), amb.replace(fold=1).tzname())
d = date(2024, 2, 27)
print([(d + timedelta(days=k)).isoformat() for k in range(4)], d.isocalendar(), d.isoweekday(), d.strftime("%j %U %W %A"))
td = timedelta(days=2, hours=30, minutes=-5, seconds=7.25)
print(td, repr(td), td.total_seconds(), td // timedelta(hours=1), td % timedelta(hours=1), -td, abs(-td))
print(timedelta(0), timedelta(microseconds=1), timedelta(weeks=1) / 7, timedelta(hours=1) * 1.5, max(timedelta(1), timedelta(hours=25)))
tz = timezone(timedelta(hours=5, minutes=30), "IST")
t = datetime(2024, 1, 1, 23, 59, 59, 999999, tzinfo=tz)
print(t, t.isoformat(timespec="milliseconds"), t.astimezone(timezone.utc), t.timestamp(), repr(tz), timezone(timedelta(hours=-3)))
print(datetime.fromisoformat("2024-06-01T12:30:00+02:00").astimezone(ZoneInfo("Asia/Tokyo")), datetime.strptime("08/03/2024 17:05", "%d/%m/%Y %H:%M"))
print(datetime.combine(d, time(8, 15)), time(8, 15).isoformat(), time(23, 0) < time(23, 1), datetime(2024, 1, 1) < datetime(2024, 1, 2))
hours = sum(((r[2].hour - 9) % 24 for r in rota))
print("odd-hour score", hours, sorted({r[2].tzinfo.key for r in rota}), str(ZoneInfo("Europe/Paris")))
try:
    datetime(2024, 1, 1, tzinfo=ny) - datetime(2024, 1, 1)
except TypeError as e:
    print("TypeError:", e)
try:
    ZoneInfo("Mars/Olympus")
except Exception as e:
    print(type(e).__name__, e)
