"""Expand cron-like job schedules into concrete run times for a month:
parse fields (*, lists, ranges, steps), iterate days with the calendar
module, compute next runs, skip holidays, and print a month grid with
calendar.TextCalendar and the runs per weekday."""
import calendar
from datetime import date, datetime, timedelta, time
from collections import Counter
import re

FIELD_RE = re.compile(r"^(?:(?P<star>\*)|(?P<lo>\d+)(?:-(?P<hi>\d+))?)(?:/(?P<step>\d+))?$")


def parse_field(text, lo, hi, names=None):
    values = set()
    for part in text.split(","):
        if names:
            for i, n in enumerate(names):
                part = re.sub(rf"\b{n}\b", str(i), part, flags=re.I)
        m = FIELD_RE.match(part)
        if not m:
            raise ValueError(f"bad cron field {text!r}: cannot parse {part!r}")
        if m["star"]:
            a, b = lo, hi
        else:
            a = int(m["lo"])
            b = int(m["hi"]) if m["hi"] else (hi if m["step"] else a)
        step = int(m["step"] or 1)
        if not (lo <= a <= hi and lo <= b <= hi) or a > b or step == 0:
            raise ValueError(f"bad cron field {text!r}: {a}-{b}/{step} outside {lo}-{hi}")
        values.update(range(a, b + 1, step))
    return sorted(values)


DOW = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def parse(expr):
    minute, hour, dom, month, dow = expr.split()
    return {"minute": parse_field(minute, 0, 59), "hour": parse_field(hour, 0, 23),
            "dom": parse_field(dom, 1, 31), "month": parse_field(month, 1, 12),
            "dow": parse_field(dow, 0, 6, DOW), "dom_star": dom == "*", "dow_star": dow == "*"}


def runs(spec, year, month, holidays=()):
    if month not in spec["month"]:
        return
    for day in range(1, calendar.monthrange(year, month)[1] + 1):
        d = date(year, month, day)
        dom_ok, dow_ok = day in spec["dom"], d.weekday() in spec["dow"]
        if spec["dom_star"] or spec["dow_star"]:
            ok = dom_ok and dow_ok
        else:
            ok = dom_ok or dow_ok
        if not ok or d in holidays:
            continue
        for h in spec["hour"]:
            for m in spec["minute"]:
                yield datetime.combine(d, time(h, m))


JOBS = {
    "backup": "30 2 * * *",
    "report": "0 9 1,15 * *",
    "sync": "*/20 8-10 * * mon-fri",
    "cleanup": "0 0 * * sun",
    "payroll": "0 12 28 * fri",
    "broken": "61 * * * *",
    "weird": "5 4 * * mon,wed/2",
}
HOLIDAYS = {date(2024, 5, 1), date(2024, 5, 9), date(2024, 5, 20)}
year, month = 2024, 5
cal = calendar.TextCalendar(calendar.MONDAY)
print(cal.formatmonth(year, month))
per_day = Counter()
for name, expr in JOBS.items():
    try:
        spec = parse(expr)
    except ValueError as e:
        print(f"{name:<8} ERROR {e}")
        continue
    times = list(runs(spec, year, month, HOLIDAYS))
    per_day.update(t.strftime("%a") for t in times)
    first = times[0] if times else None
    print(f"{name:<8} {expr:<24} {len(times):>4} runs; first {first:%a %d %H:%M}; last {times[-1]:%d %H:%M}" if times
          else f"{name:<8} {expr:<24} no runs")
print(dict(sorted(per_day.items(), key=lambda kv: list(calendar.day_abbr).index(kv[0]))))
now = datetime(2024, 5, 14, 9, 59)
upcoming = sorted((t, n) for n, e in JOBS.items() if n not in ("broken",) for t in runs(parse(e), year, month, HOLIDAYS) if t > now)[:5]
for t, n in upcoming:
    print(f"  in {t - now!s:>16}  {n:<8} {t:%Y-%m-%d %H:%M}")
print(calendar.weekday(2024, 5, 31), calendar.day_name[4], calendar.month_name[5], calendar.month_abbr[12], list(calendar.day_abbr)[:2])
print(calendar.monthcalendar(2024, 2)[-1], calendar.firstweekday(), len(calendar.Calendar().monthdatescalendar(2024, 5)))
print([d.day for d in calendar.Calendar(6).itermonthdates(2024, 6)][:8], calendar.Calendar().itermonthdays2(2024, 1).__next__())
print(calendar.TextCalendar().formatweekheader(3), "|", calendar.month(2023, 2, w=3, l=1).splitlines()[0].strip())
print(calendar.HTMLCalendar().formatmonthname(2024, 5, withyear=True))
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print("IllegalMonthError:", e, isinstance(e, ValueError))
print(calendar.timegm((2024, 5, 1, 0, 0, 0)), calendar.isleap(2024))
