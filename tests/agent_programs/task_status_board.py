from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum, IntEnum
from typing import Dict, List, Set


class Status(Enum):
    TODO = "todo"
    DOING = "doing"
    BLOCKED = "blocked"
    DONE = "done"


class Size(IntEnum):
    S = 1
    M = 3
    L = 8


@dataclass
class Card:
    id: str
    title: str
    owner: str
    status: Status
    size: Size
    due: date
    deps: List[str] = field(default_factory=list)


START = date(2024, 9, 2)
tasks = list_tasks()
cards: Dict[str, Card] = {}
for i, t in enumerate(tasks):
    status = [Status.DONE, Status.DOING, Status.TODO, Status.BLOCKED][i % 4]
    size = Size.S if t["estimate_h"] <= 3 else Size.M if t["estimate_h"] <= 6 else Size.L
    cards[t["id"]] = Card(t["id"], t["title"], t["owner"], status, size, START + timedelta(days=2 * t["priority"] + i), t["deps"])

statuses_in_use: Set[Status] = {c.status for c in cards.values()}
print("statuses in use:", statuses_in_use)
print("sizes in use:", {c.size for c in cards.values()})
print("owners by status:", {s: sorted({c.owner for c in cards.values() if c.status is s}) for s in Status})
due_days = {c.due for c in cards.values()}
print("due dates:", due_days)
print("weeks:", {(c.due - START) // timedelta(weeks=1) for c in cards.values()})

board: Dict[Status, List[Card]] = defaultdict(list)
for c in cards.values():
    board[c.status].append(c)
width = 24
print()
print(" | ".join(f"{s.value.upper():^{width}}" for s in Status))
print("-+-".join("-" * width for _ in Status))
rows = max(len(v) for v in board.values())
for r in range(rows):
    cells = []
    for s in Status:
        col = sorted(board[s], key=lambda c: (c.due, c.id))
        cells.append(f"{col[r].id} {col[r].title[:12]:<12} {col[r].size.name}".ljust(width)[:width] if r < len(col) else " " * width)
    print(" | ".join(cells))

points = Counter()
for c in cards.values():
    points[c.status] += c.size
print()
print({s.name: points[s] for s in Status}, sum(points.values()))
blocked_by: Dict[str, Set[str]] = defaultdict(set)
for c in cards.values():
    for d in c.deps:
        if cards[d].status is not Status.DONE:
            blocked_by[c.id].add(d)
for cid in sorted(blocked_by):
    print(f"{cid} waits on {sorted(blocked_by[cid])} ({', '.join(cards[d].status.value for d in sorted(blocked_by[cid]))})")
overdue = [c for c in cards.values() if c.due < START + timedelta(days=7) and c.status is not Status.DONE]
print("overdue:", [(c.id, c.due.strftime("%a %d")) for c in sorted(overdue, key=lambda c: c.due)])
by_status_count = Counter(c.status for c in cards.values())
print(by_status_count.most_common(), Status("doing") in by_status_count)
lookup = {Status.TODO: "⬜", Status.DOING: "🔄", Status.BLOCKED: "⛔", Status.DONE: "✅"}
print("".join(lookup[cards[k].status] for k in sorted(cards)))
print(sorted(statuses_in_use, key=lambda s: s.value), max(Size), Size.M + Size.L, frozenset({Size.S, Size.L}))
