# Shipping rate tables and delivery calendars: bisect/bisect_left/insort with key=, tier lookups, calendar.monthcalendar/month_name/day_abbr/isleap/monthrange/TextCalendar, business-day arithmetic.
import bisect
import calendar
from datetime import date, timedelta

WEIGHT_BREAKS = [0.5, 1, 2, 5, 10, 20]
RATES = [4.10, 5.25, 6.80, 9.90, 14.50, 22.00, 35.00]
def rate_for(kg):
    return RATES[bisect.bisect_left(WEIGHT_BREAKS, kg)]
for kg in (0.1, 0.5, 0.51, 1, 4.99, 5, 20, 20.01, 99):
    print(f"{kg:>6} kg -> ${rate_for(kg):.2f}  (bisect_right idx {bisect.bisect_right(WEIGHT_BREAKS, kg)})")
grades = "FDCBA"
print([grades[bisect.bisect([60, 70, 80, 90], s)] for s in (33, 60, 75, 89.9, 90, 100)])
orders = list_orders(page_size=12)["items"]
by_total = []
for o in orders:
    bisect.insort(by_total, (round(o["quantity"] * o["unit_price"], 2), o["id"]))
print(by_total[:3], by_total[-2:])
rows = sorted(orders, key=lambda o: o["created"])
keys = [o["created"] for o in rows]
lo = bisect.bisect_left(keys, "2024-03")
hi = bisect.bisect_left(keys, "2024-05")
print([o["created"][:10] for o in rows[lo:hi]])
print(bisect.bisect_left(rows, "2024-04", key=lambda o: o["created"]), bisect.bisect_right(rows, 5, key=lambda o: o["quantity"]) if False else None)
scored = []
for o in orders:
    bisect.insort_left(scored, o, key=lambda r: (-r["quantity"], r["id"]))
print([(o["id"][-2:], o["quantity"]) for o in scored][:6], bisect.bisect([1, 2, 2, 2, 3], 2, lo=1, hi=3))
try:
    bisect.bisect([1, 2], 1, lo=-1)
except ValueError as e:
    print("ValueError:", e)

print(calendar.month_name[2], calendar.month_abbr[12], list(calendar.day_abbr), calendar.day_name[calendar.weekday(2024, 7, 4)])
print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(2000, 2025), calendar.monthrange(2024, 2), calendar.monthrange(2023, 2))
print(calendar.monthcalendar(2024, 3))
print(calendar.TextCalendar(calendar.MONDAY).formatmonth(2024, 3))
print(calendar.TextCalendar(calendar.SUNDAY).formatmonth(2024, 2, w=3))
print(calendar.month(2025, 1))
print(calendar.firstweekday(), list(calendar.Calendar(firstweekday=6).iterweekdays()), calendar.timegm((2024, 1, 1, 0, 0, 0)))
HOLIDAYS = {date(2024, 3, 29), date(2024, 4, 1)}
def add_business_days(d, n):
    while n:
        d += timedelta(days=1)
        if d.weekday() < 5 and d not in HOLIDAYS:
            n -= 1
    return d
for o in orders[:6]:
    placed = date.fromisoformat(o["created"][:10])
    sla = 2 if "rush" in o["tags"] else 5
    eta = add_business_days(placed, sla)
    print(o["id"], placed.strftime("%a %d %b"), "->", eta.strftime("%a %d %b"), f"({(eta - placed).days} calendar days)", calendar.day_name[eta.weekday()])
weeks = calendar.Calendar().monthdatescalendar(2024, 4)
print(len(weeks), weeks[0][0], weeks[-1][-1], sum(1 for w in weeks for d in w if d.month == 4 and d.weekday() < 5))
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print("IllegalMonthError:", e, isinstance(e, ValueError))
