from __future__ import annotations
from dataclasses import dataclass, field
from datetime import datetime, date, timedelta
from typing import List, Optional, Dict
from enum import Enum, auto
import heapq

class Priority(Enum):
    LOW = auto()
    MEDIUM = auto()
    HIGH = auto()
    CRITICAL = auto()

    def __lt__(self, other):
        return self.value < other.value

@dataclass
class Task:
    id: int
    title: str
    due: date
    priority: Priority = Priority.MEDIUM
    estimate: timedelta = timedelta(hours=1)
    depends_on: List[int] = field(default_factory=list)
    done: bool = False

    def overdue(self, today: date) -> bool:
        return not self.done and self.due < today

    def __str__(self) -> str:
        flag = "x" if self.done else " "
        return f"[{flag}] #{self.id:03d} {self.title:<22} due {self.due:%a %d %b} ({self.priority.name.title()})"

today = date(2024, 2, 27)
tasks = [
    Task(1, "Write design doc", date(2024, 2, 26), Priority.HIGH, timedelta(hours=3)),
    Task(2, "Review PR #481", date(2024, 2, 28), Priority.MEDIUM, timedelta(minutes=45), [1]),
    Task(3, "Fix login bug", date(2024, 2, 27), Priority.CRITICAL, timedelta(hours=2, minutes=30)),
    Task(4, "Update dependencies", date(2024, 3, 4), Priority.LOW, depends_on=[3]),
    Task(5, "Quarterly report", date(2024, 2, 29), Priority.HIGH, timedelta(hours=4), [2, 3]),
    Task(6, "Team lunch", date(2024, 2, 20), Priority.LOW, done=True),
]
for t in tasks:
    print(t)

overdue = [t for t in tasks if t.overdue(today)]
print("overdue:", [t.id for t in overdue])
heap = [(-t.priority.value, t.due, t.id) for t in tasks if not t.done]
heapq.heapify(heap)
order = [heapq.heappop(heap)[2] for _ in range(len(heap))]
print("by priority:", order)

def topo(tasks: List[Task]) -> List[int]:
    deps: Dict[int, set] = {t.id: set(t.depends_on) for t in tasks if not t.done}
    result: List[int] = []
    while deps:
        ready = sorted(i for i, d in deps.items() if not d)
        if not ready:
            raise ValueError(f"cycle among {sorted(deps)}")
        for i in ready:
            result.append(i)
            del deps[i]
        for d in deps.values():
            d.difference_update(ready)
    return result

plan = topo(tasks)
print("plan:", plan)
start = datetime(2024, 2, 27, 9, 0)
by_id = {t.id: t for t in tasks}
cursor = start
for tid in plan:
    t = by_id[tid]
    end = cursor + t.estimate
    if end.hour >= 17:
        cursor = datetime.combine(cursor.date() + timedelta(days=1), datetime.min.time()).replace(hour=9)
        end = cursor + t.estimate
    late = " LATE" if end.date() > t.due else ""
    print(f"{cursor:%Y-%m-%d %H:%M} -> {end:%H:%M}  #{tid} {t.title}{late}")
    cursor = end
total = sum((t.estimate for t in tasks if not t.done), timedelta())
print("total work:", total, "=", total.total_seconds() / 3600, "hours")
print("days left in month:", (date(2024, 3, 1) - today).days, today.isoweekday(), today.strftime("%j %U %A"))
print(Priority.HIGH, repr(Priority.LOW), Priority["CRITICAL"].value, max(Priority))
tasks[1].depends_on.append(5)
tasks[4].depends_on.append(2)
try:
    topo(tasks)
except ValueError as e:
    print("error:", e)
