import math
import statistics
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Dict, List, Tuple
import calendar


@dataclass
class Sprint:
    number: int
    start: date
    committed: int
    done: int
    days_off: int = 0

    @property
    def end(self) -> date:
        return self.start + timedelta(days=13)

    @property
    def ratio(self) -> float:
        return self.done / self.committed if self.committed else 0.0


def workdays(start: date, end: date) -> int:
    n = 0
    d = start
    while d <= end:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n


history = [(34, 30, 0), (32, 33, 2), (40, 31, 5), (35, 35, 0), (38, 29, 3), (30, 30, 1)]
first = date(2024, 1, 8)
sprints: List[Sprint] = [Sprint(i + 1, first + timedelta(weeks=2 * i), c, d, off)
                         for i, (c, d, off) in enumerate(history)]

print(f"{'#':>2} {'start':<11}{'end':<11}{'wd':>3}{'commit':>7}{'done':>5}{'ratio':>7}")
for s in sprints:
    wd = workdays(s.start, s.end) - s.days_off
    print(f"{s.number:>2} {s.start.isoformat():<11}{s.end.isoformat():<11}{wd:>3}{s.committed:>7}{s.done:>5}{s.ratio:>7.0%}")

done = [s.done for s in sprints]
mean = statistics.mean(done)
sd = statistics.stdev(done)
print(f"velocity {mean:.2f} ± {sd:.2f}; median {statistics.median(done)}; mode {statistics.mode(done)}")
lo, hi = mean - 1.96 * sd / math.sqrt(len(done)), mean + 1.96 * sd / math.sqrt(len(done))
print(f"95% CI [{lo:.1f}, {hi:.1f}]")
xs = list(range(len(done)))
slope, intercept = statistics.linear_regression(xs, done)
print(f"trend: {slope:+.3f} pts/sprint, intercept {intercept:.3f}")
print("correlation commit/done:", round(statistics.correlation([s.committed for s in sprints], done), 4))

backlog = 187
remaining = backlog
forecast: List[Tuple[int, date, int]] = []
n = len(sprints)
start = sprints[-1].start + timedelta(weeks=2)
while remaining > 0:
    n += 1
    remaining -= math.floor(mean)
    forecast.append((n, start, max(remaining, 0)))
    start += timedelta(weeks=2)
for num, st, left in forecast:
    print(f"  sprint {num} from {st:%d %b} -> {left} left")
finish = forecast[-1][1] + timedelta(days=13)
print("finish:", finish.strftime("%A %d %B %Y"), "week", finish.isocalendar()[1], "day of year", finish.timetuple().tm_yday)
print(calendar.month_name[finish.month], calendar.monthrange(2024, 2), calendar.isleap(2024), calendar.day_abbr[0])
by_month: Dict[str, int] = {}
for s in sprints:
    by_month[s.start.strftime("%Y-%m")] = by_month.get(s.start.strftime("%Y-%m"), 0) + s.done
print(by_month)
print(date(2024, 3, 31) - date(2024, 1, 31), date.fromordinal(738000), date(2024, 2, 29).replace(year=2028))
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
