"""Billing cycles for users: anniversary dates that clamp to month ends,
proration by days, grace periods, ISO weeks, strftime/strptime round trips."""
import calendar
from datetime import date, datetime, time, timedelta, timezone
from decimal import Decimal, ROUND_HALF_EVEN


def add_months(d: date, n: int) -> date:
    m = d.month - 1 + n
    y, m = d.year + m // 12, m % 12 + 1
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


PRICES = {"free": Decimal("0"), "pro": Decimal("29.00"), "enterprise": Decimal("249.00")}
TODAY = date(2024, 2, 29)

print(f"{'user':<18}{'tier':<11}{'signup':<12}{'next bill':<12}{'days':>5}{'prorated':>10}")
rows = []
for uid in range(1, 13):
    u = get_user(uid)
    signup = datetime.strptime(u["signup"], "%Y-%m-%d").date()
    months = (TODAY.year - signup.year) * 12 + TODAY.month - signup.month
    nxt = add_months(signup, months)
    if nxt <= TODAY:
        nxt = add_months(signup, months + 1)
    prev = add_months(signup, months if add_months(signup, months) <= TODAY else months - 1)
    period = (nxt - prev).days
    used = (TODAY - prev).days
    price = PRICES[u["tier"]]
    prorated = (price * used / period).quantize(Decimal("0.01"), ROUND_HALF_EVEN)
    rows.append((u, signup, nxt, prorated))
    print(f"{u['name']:<18}{u['tier']:<11}{signup:%Y-%m-%d}  {nxt.isoformat():<12}{(nxt - TODAY).days:>5}{prorated:>10}")

print()
first = min(rows, key=lambda r: r[1])
last = max(rows, key=lambda r: r[1])
span = last[1] - first[1]
print("signup span:", span, "=", span.days // 365, "years", span.days % 365, "days")
print("weeks:", span // timedelta(weeks=1), "remainder", span % timedelta(weeks=1))
print("as seconds:", span.total_seconds(), "halved:", span / 2, "ratio:", round(span / timedelta(days=30), 3))
print(-timedelta(hours=5, minutes=30), timedelta(days=-1, seconds=1), abs(timedelta(days=-2, hours=3)))
print(repr(timedelta(days=1, seconds=3661, microseconds=5)), timedelta(microseconds=-1))
print(divmod(timedelta(hours=50), timedelta(days=1)), timedelta(hours=1) * 1.5, timedelta(minutes=90) // 4)

print()
for d in [date(2024, 1, 1), date(2024, 12, 30), date(2021, 1, 3), TODAY]:
    iso = d.isocalendar()
    print(d, d.strftime("%a %d %b %Y | %A %B | %j %U %W | %G-W%V-%u | %x"), iso, iso.week, d.weekday(), d.isoweekday())

stamp = datetime(2024, 2, 29, 23, 59, 59, 999999)
print(stamp + timedelta(microseconds=1), stamp.replace(year=2025, day=28), stamp.timestamp() if stamp.tzinfo else "naive")
aware = stamp.replace(tzinfo=timezone(timedelta(hours=-5), "EST"))
print(aware, aware.tzname(), aware.utcoffset(), aware.astimezone(timezone.utc), aware.strftime("%z %Z %I:%M %p"))
print(datetime.combine(TODAY, time(9, 30)).isoformat(sep=" "), time(7, 5, 3).strftime("%H:%M:%S"), time(12).isoformat("minutes"))

for text, fmt in [("2024-02-30", "%Y-%m-%d"), ("15/03/2024 14:05", "%d/%m/%Y %H:%M"),
                  ("Mar 5 2024", "%b %d %Y"), ("2024-03-05T10:00", "%Y-%m-%d"),
                  ("12:30 PM", "%I:%M %p"), ("2024-W10-3", "%G-W%V-%u"), ("31 Feb", "%d %b")]:
    try:
        print(f"{text!r} -> {datetime.strptime(text, fmt)!r}")
    except ValueError as e:
        print(f"{text!r} -> ValueError: {e}")

grace = {tier: timedelta(days=d) for tier, d in [("free", 0), ("pro", 7), ("enterprise", 30)]}
overdue = [(u["name"], nxt + grace[u["tier"]]) for u, _, nxt, _ in rows if u["tier"] != "free"]
overdue.sort(key=lambda x: (x[1], x[0]))
for name, when in overdue[:5]:
    print(f"{name:<18} grace until {when:%d %B %Y} ({calendar.day_name[when.weekday()]})")
print(calendar.isleap(2100), calendar.leapdays(2000, 2025), calendar.monthrange(2024, 2), date.fromordinal(738945), date(2024, 3, 1).toordinal())
print(date.max - date.min, date(2024, 1, 31) + timedelta(days=29))
try:
    date.max + timedelta(days=1)
except OverflowError as e:
    print("OverflowError:", e)
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
