# Grade students from task estimates with bisect cut-offs, insort a leaderboard, and print a ranked report.
import bisect
from statistics import mean

CUTS = [60, 70, 80, 90]
LETTERS = "FDCBA"

def letter(score):
    return LETTERS[bisect.bisect_right(CUTS, score)]

scores = {}
for uid in range(1, 11):
    u = get_user(uid)
    first = u["name"].split()[0]
    raw = [(uid * 17 + k * 23) % 41 + 59 for k in range(4)]
    scores[first] = raw

board = []
for name, raw in scores.items():
    avg = mean(raw)
    bisect.insort(board, (-avg, name))
print(f"{'#':>2} {'name':<10}{'scores':<20}{'avg':>6} grade")
for rank, (neg, name) in enumerate(board, 1):
    print(f"{rank:>2} {name:<10}{' '.join(f'{s:3d}' for s in scores[name]):<20}{-neg:6.2f} {letter(-neg)}")
dist = {g: sum(1 for neg, _ in board if letter(-neg) == g) for g in reversed(LETTERS)}
print(dist)
avgs = sorted(-neg for neg, _ in board)
print("rank of 80:", bisect.bisect_left(avgs, 80), "of", len(avgs), "| between 70 and 85:", bisect.bisect(avgs, 85) - bisect.bisect_left(avgs, 70))
by_len = sorted(scores, key=len)
print(by_len, bisect.bisect_left(by_len, 5, key=len), bisect.bisect_right(by_len, 5, key=len))
print([letter(s) for s in (59.99, 60, 89.5, 90, 100)])
