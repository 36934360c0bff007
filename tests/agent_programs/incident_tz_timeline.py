# Merge incident events reported in different UTC offsets into one timeline,
# compute durations, and render them per responder's local offset.
from datetime import datetime, timedelta, timezone

UTC = timezone.utc
NYC = timezone(timedelta(hours=-5), "EST")
IST = timezone(timedelta(hours=5, minutes=30))
JST = timezone(timedelta(hours=9), "JST")

raw = [
    ("2024-05-01T09:00:00+00:00", "web-01", "cpu alarm"),
    ("2024-05-01T04:07:30-05:00", "db-01", "replica lag"),
    ("2024-05-01T14:45:10.250+05:30", "web-02", "5xx spike"),
    ("2024-05-01T18:20:00+09:00", "db-01", "failover"),
    ("2024-05-01T09:31:00Z", "web-01", "recovered"),
    ("2024-05-01 09:40", "ops", "postmortem opened"),
]
events = []
for ts, host, what in raw:
    dt = datetime.fromisoformat(ts)
    if dt.tzinfo is None:
        print(f"naive timestamp {ts!r}: assuming UTC")
        dt = dt.replace(tzinfo=UTC)
    metrics = get_metrics(host, points=1)[0] if host != "ops" else {"cpu": None}
    events.append((dt, host, what, metrics["cpu"]))

events.sort(key=lambda e: e[0])
start = events[0][0]
print(f"{'utc':<26}{'+offset':>9} {'host':<7}{'event':<18}{'cpu':>6}")
for dt, host, what, cpu in events:
    off = dt - start
    print(f"{dt.astimezone(UTC).isoformat(timespec='milliseconds'):<26}{str(off):>9} {host:<7}{what:<18}{cpu if cpu is not None else '-':>6}")

end = events[-1][0]
total = end - start
print("duration:", total, total.total_seconds(), divmod(int(total.total_seconds()), 60))
for tz in (NYC, IST, JST, UTC):
    local = start.astimezone(tz)
    print(f"  {str(tz):<10} {tz.tzname(None)!s:<10} {local:%Y-%m-%d %H:%M:%S %z} {local.strftime('%a %I:%M %p')} utcoffset={local.utcoffset()}")
print(repr(NYC), repr(IST), repr(UTC), str(timezone(timedelta(0))), timezone(-timedelta(minutes=90)))
a = datetime(2024, 5, 1, 9, 0, tzinfo=UTC)
b = datetime(2024, 5, 1, 4, 0, tzinfo=NYC)
print(a == b, a < b, b - a, hash(a) == hash(b), a.timestamp(), a.astimezone(JST).date(), b.utctimetuple()[:5])
try:
    a - datetime(2024, 5, 1, 9, 0)
except TypeError as e:
    print("TypeError:", e)
try:
    timezone(timedelta(hours=25))
except ValueError as e:
    print("ValueError:", e)
naive = datetime(2024, 5, 1, 12, 0)
print(naive.replace(tzinfo=IST).isoformat(), naive.isoformat(timespec="hours"), a.isoformat(sep=" ", timespec="seconds"))
print(datetime.fromisoformat("2024-05-01T12:00:00.123456+01:00").microsecond, datetime.fromtimestamp(0, UTC), datetime.fromtimestamp(86400 * 365.25, JST))
print(sorted([b, a + timedelta(seconds=1), a]) == [a, b, a + timedelta(seconds=1)] or sorted([b, a + timedelta(seconds=1), a]))
gaps = [(e2[0] - e1[0], e1[2], e2[2]) for e1, e2 in zip(events, events[1:])]
longest = max(gaps)
print("longest gap:", longest[0], "between", repr(longest[1]), "and", repr(longest[2]))
print("within SLA:", [str(g) for g, *_ in gaps if g <= timedelta(minutes=15)])
