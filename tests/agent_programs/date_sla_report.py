# Age each order against an SLA with datetime arithmetic, bucket by ISO week and report business-day lateness.
from datetime import datetime, timedelta, timezone, date
from collections import defaultdict

NOW = datetime(2024, 7, 1, 9, 30, tzinfo=timezone.utc)
SLA = {"shipped": timedelta(days=3), "pending": timedelta(days=2), "delivered": timedelta(days=7), "cancelled": None}

def business_days(start: date, end: date) -> int:
    days = 0
    d = start
    while d < end:
        if d.weekday() < 5:
            days += 1
        d += timedelta(days=1)
    return days

orders = list_orders(page=1, page_size=25)["items"] + list_orders(page=2, page_size=25)["items"]
weeks = defaultdict(list)
late = []
for o in orders:
    created = datetime.strptime(o["created"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
    age = NOW - created
    iso = created.isocalendar()
    weeks[(iso.year, iso.week)].append(o["id"])
    sla = SLA[o["status"]]
    if sla is not None and o["status"] == "pending" and age > sla:
        late.append((age, o, created))

print(f"{len(orders)} orders, {len(weeks)} ISO weeks, {len(late)} late pending")
for (y, w), ids in sorted(weeks.items())[:6]:
    monday = date.fromisocalendar(y, w, 1)
    print(f"  {y}-W{w:02d} (from {monday:%a %d %b}): {len(ids)} orders")
late.sort(key=lambda t: t[0], reverse=True)
for age, o, created in late[:5]:
    bd = business_days(created.date(), NOW.date())
    hours = age.total_seconds() / 3600
    print(f"  {o['id']} created {created:%Y-%m-%d %H:%M} ({created.strftime('%A')}), age {age.days}d {age.seconds // 3600}h = {hours:,.1f}h, {bd} business days")
first = min(datetime.fromisoformat(o["created"].replace("Z", "+00:00")) for o in orders)
print("first:", first.isoformat(), first.timestamp(), first.astimezone(timezone(timedelta(hours=-5))).isoformat())
print(repr(NOW - first), str(NOW - first), (NOW - first) // timedelta(weeks=1))
print(date(2024, 2, 28) + timedelta(days=1), date(2023, 2, 28) + timedelta(days=1), date(2024, 12, 31).timetuple().tm_yday)
print(datetime(2024, 3, 10, 1, 59).replace(minute=0) + timedelta(hours=25, minutes=90))
print(sorted([date(2024, 1, 5), date(2023, 12, 31), date(2024, 1, 1)]), max(timedelta(hours=30), timedelta(days=1)))
print(f"{NOW:%j %U %W %p %I %y %B %b %e}".split())
