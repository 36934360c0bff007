# A leaderboard with bisect-maintained order, ranks with ties, and percentile lookups over time series.
import bisect
from dataclasses import dataclass, field
from datetime import datetime, timedelta
import heapq

@dataclass(order=True, frozen=True)
class Entry:
    neg_score: int
    name: str = field(compare=True)
    @property
    def score(self):
        return -self.neg_score

board = []
def submit(name, score):
    for i, e in enumerate(board):
        if e.name == name:
            if e.score >= score:
                return False
            del board[i]
            break
    bisect.insort(board, Entry(-score, name))
    return True

orders = list_orders(page_size=60)["items"]
for o in orders:
    user = f"user{o['customer_id']:02d}"
    submit(user, o["quantity"] * 10 + len(o["tags"]))
print(len(board), "players")
rank, prev = 0, None
for i, e in enumerate(board[:8], 1):
    if e.score != prev:
        rank, prev = i, e.score
    print(f"{rank:>2}. {e.name:<8} {e.score:>4}")
print("improved:", submit("user03", 999), "not improved:", submit("user03", 5), board[0])
scores = sorted(e.score for e in board)
def percentile_of(s):
    return bisect.bisect_right(scores, s) / len(scores)
for s in (40, 75, 91):
    print(f"score {s}: beats {percentile_of(s):.0%}; insert at {bisect.bisect_left(scores, s)}")
grades = "FDCBA"
cutoffs = [50, 65, 80, 90]
print([grades[bisect.bisect(cutoffs, s)] for s in (33, 50, 64, 65, 89, 90, 100)])
start = datetime(2024, 6, 1)
times = [start + timedelta(minutes=7 * i) for i in range(40)]
def value_at(t):
    i = bisect.bisect_right(times, t) - 1
    return None if i < 0 else (times[i].strftime("%H:%M"), i)
print(value_at(start - timedelta(seconds=1)), value_at(start + timedelta(minutes=30)), value_at(start + timedelta(hours=10)))
top3 = heapq.nlargest(3, board, key=lambda e: (e.score, e.name))
print([(e.name, e.score) for e in top3], [e.name for e in heapq.nsmallest(2, board)])
try:
    board[0].neg_score = 0
except Exception as e:
    print(type(e).__name__, e)
print(bisect.bisect_left([1, 2, 2, 2, 3], 2), bisect.bisect_right([1, 2, 2, 2, 3], 2), bisect.bisect([], 1))
