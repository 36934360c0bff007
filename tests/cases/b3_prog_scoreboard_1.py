events = [('ann', 3), ('bob', 5), ('ann', 4), ('cy', 5), ('bob', -2), ('cy', 1), ('dee', 0)]
scores = {}
history = {}
for player, pts in events:
    scores[player] = scores.get(player, 0) + pts
    history.setdefault(player, []).append(scores[player])
board = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
for rank, (p, s) in enumerate(board, 1):
    print(f'{rank}. {p:<4}{s:>3}  {history[p]}')
print(dict(board), [p for p, s in board if s == board[0][1]], sum(scores.values()))
print({p: max(h) for p, h in history.items()}, min(scores, key=lambda p: (scores[p], p)))
