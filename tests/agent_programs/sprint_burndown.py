# Sprint burndown from task estimates: business days, holidays, ideal vs actual lines, ASCII chart.
from datetime import date, timedelta
import calendar
import math

HOLIDAYS = {date(2024, 5, 27)}   # Memorial Day
def business_days(start, end):
    d = start
    while d <= end:
        if d.weekday() < 5 and d not in HOLIDAYS:
            yield d
        d += timedelta(days=1)

tasks = list_tasks()
total = sum(t["estimate_h"] for t in tasks)
start, end = date(2024, 5, 20), date(2024, 5, 31)
days = list(business_days(start, end))
print(f"sprint {start:%b %d}–{end:%b %d}: {len(days)} working days, {total} h of work ({len(tasks)} tasks)")
done_on = {"T1": 1, "T2": 2, "T3": 5, "T4": 7, "T5": 8, "T6": 9}   # day index each task was finished
remaining = []
for i, d in enumerate(days):
    finished = sum(t["estimate_h"] for t in tasks if done_on.get(t["id"], 99) <= i)
    remaining.append(total - finished)
ideal = [total - total * i / (len(days) - 1) for i in range(len(days))]
height = 8
scale = total / height
for row in range(height, -1, -1):
    level = row * scale
    line = ""
    for r, ide in zip(remaining, ideal):
        a = r >= level - scale / 2 and r < level + scale / 2
        b = abs(ide - level) < scale / 2
        line += "█" if a and b else "▓" if a else "·" if b else " "
    print(f"{level:5.1f} |{line}")
print("      +" + "-" * len(days))
print("       " + "".join(calendar.day_abbr[d.weekday()][0] for d in days))
behind = [(d, r - round(i, 1)) for d, r, i in zip(days, remaining, ideal) if r > i + 1e-9]
print("behind ideal on:", [f"{d:%a %d}" + f" (+{x:.1f}h)" for d, x in behind][:4])
velocity = (total - remaining[-1]) / len(days)
left = remaining[-1]
print(f"velocity {velocity:.2f} h/day; {left} h left -> {math.ceil(left / velocity) if velocity else '∞'} more day(s)")
owners = {}
for t in tasks:
    owners.setdefault(t["owner"], []).append(t["id"] + ("✓" if t["id"] in done_on else ""))
print(owners)
print(date(2024, 5, 31).isocalendar(), date(2024, 5, 20).strftime("%G-W%V-%u"), (end - start).days, calendar.monthrange(2024, 5))
