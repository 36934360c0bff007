# A to-do planner: parse natural-ish task lines, due dates relative to today, sort by urgency.
import re
from datetime import date, datetime, timedelta
from dataclasses import dataclass, field
from enum import IntEnum
import textwrap

TODAY = date(2024, 6, 14)   # a Friday

class Pri(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
    URGENT = 4

@dataclass(order=True)
class Task:
    urgency: float = field(init=False, compare=True)
    title: str = field(compare=False)
    due: date | None = field(compare=False, default=None)
    pri: Pri = field(compare=False, default=Pri.MEDIUM)
    tags: tuple = field(compare=False, default=())
    def __post_init__(self):
        days = (self.due - TODAY).days if self.due else 30
        self.urgency = round(-(self.pri * 10 - days), 2)

WEEKDAYS = {d: i for i, d in enumerate(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])}

def parse_due(text):
    text = text.lower()
    if text == "today":
        return TODAY
    if text == "tomorrow":
        return TODAY + timedelta(days=1)
    if m := re.fullmatch(r"in (\d+) (day|week)s?", text):
        n = int(m[1]) * (7 if m[2] == "week" else 1)
        return TODAY + timedelta(days=n)
    if m := re.fullmatch(r"(?:next )?(mon|tue|wed|thu|fri|sat|sun)\w*", text):
        ahead = (WEEKDAYS[m[1]] - TODAY.weekday() - 1) % 7 + 1
        return TODAY + timedelta(days=ahead)
    return datetime.strptime(text, "%Y-%m-%d").date()

LINE = re.compile(r"^(?P<title>.+?)(?:\s+@(?P<due>[^!#]+?))?(?:\s+!(?P<pri>low|medium|high|urgent))?(?P<tags>(?:\s+#\w+)*)\s*$", re.I)
raw = """Write quarterly report @next friday !high #work #writing
Call the plumber @tomorrow !urgent
Renew passport @2024-07-30 #admin
Plan team offsite @in 2 weeks !low #work
Fix flaky CI job @today !high #work #ci
Read 'Designing Data-Intensive Applications' #reading
Buy birthday gift @wed !medium #family
Submit expenses @in 3 days
Broken line @not a date !high"""
tasks, problems = [], []
for n, line in enumerate(raw.splitlines(), 1):
    m = LINE.match(line)
    try:
        due = parse_due(m["due"].strip()) if m["due"] else None
    except ValueError as e:
        problems.append(f"line {n}: {e}")
        continue
    tags = tuple(t.lstrip("#") for t in m["tags"].split())
    tasks.append(Task(m["title"], due, Pri[(m["pri"] or "medium").upper()], tags))

for t in sorted(tasks):
    due = f"{t.due:%a %d %b}" if t.due else "—"
    left = (t.due - TODAY).days if t.due else None
    when = "overdue" if left is not None and left < 0 else "today" if left == 0 else f"in {left}d" if left else ""
    print(f"[{t.pri.name[0]}] {textwrap.shorten(t.title, 32, placeholder='...'):<33}{due:<11}{when:<8}{' '.join(t.tags)}")
print("problems:", problems)
week_end = TODAY + timedelta(days=6 - TODAY.weekday())
this_week = [t.title.split()[0] for t in tasks if t.due and t.due <= week_end]
print(f"due by {week_end:%A %-d %B}: {this_week}")
by_tag = {}
for t in tasks:
    for tag in t.tags or ("untagged",):
        by_tag.setdefault(tag, []).append(t.pri)
print({k: max(v).name for k, v in sorted(by_tag.items())})
print(Pri.HIGH > Pri.LOW, Pri(4), Pri["LOW"] + 1, [p.name for p in sorted(Pri, reverse=True)])
