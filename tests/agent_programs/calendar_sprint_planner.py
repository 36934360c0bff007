# Sprint planning with the calendar module: working days, month grids, and due dates for tasks.
import calendar
from datetime import date, timedelta

HOLIDAYS = {date(2024, 5, 1), date(2024, 5, 9), date(2024, 5, 20)}
def workdays(start, n):
    d, out = start, []
    while len(out) < n:
        if d.weekday() < 5 and d not in HOLIDAYS:
            out.append(d)
        d += timedelta(days=1)
    return out

print(calendar.monthrange(2024, 2), calendar.isleap(2024), calendar.leapdays(2000, 2025), calendar.weekday(2024, 5, 1))
print(calendar.month_name[5], calendar.month_abbr[12], list(calendar.day_name)[:2], calendar.day_abbr[6], calendar.MONDAY, calendar.SUNDAY)
print(calendar.month(2024, 5))
cal = calendar.Calendar(firstweekday=calendar.SUNDAY)
weeks = cal.monthdatescalendar(2024, 5)
print(len(weeks), weeks[0][0], weeks[-1][-1], [d for d in cal.itermonthdays(2024, 2)][:5])
print(cal.monthdayscalendar(2024, 2)[0], list(cal.iterweekdays()))
start = date(2024, 4, 29)
hours_per_day = 6
cursor = 0
days = workdays(start, 30)
plan = {}
done_at = {}
for t in sorted(list_tasks(), key=lambda t: (len(t["deps"]), t["priority"])):
    begin = max([cursor] + [done_at[d] for d in t["deps"] if d in done_at])
    span = -(-t["estimate_h"] // hours_per_day)
    done_at[t["id"]] = begin + span
    plan[t["id"]] = (days[begin], days[begin + span - 1])
    cursor = begin + span if t["owner"] == "ada" else cursor
for tid, (a, b) in sorted(plan.items(), key=lambda kv: kv[1]):
    print(f"{tid}: {a:%a %d %b} -> {b:%a %d %b} ({(b - a).days + 1} calendar days, week {b.isocalendar()[1]})")
last = max(b for a, b in plan.values())
print("release", last.isoformat(), calendar.day_name[last.weekday()], "workdays used:", days.index(last) + 1)
print(calendar.timegm((2024, 5, 1, 0, 0, 0)), calendar.firstweekday(), calendar.monthcalendar(2024, 6)[0])
tc = calendar.TextCalendar(calendar.MONDAY)
print(tc.formatweekheader(3), "|", tc.formatmonthname(2024, 7, 20).strip())
for bad in [lambda: calendar.monthrange(2024, 13), lambda: calendar.month_name[13]]:
    try:
        bad()
    except (calendar.IllegalMonthError, IndexError, ValueError) as e:
        print(type(e).__name__, e)
