words = ['listen', 'silent', 'enlist', 'google', 'gooegl', 'cat', 'act', 'tac', 'dog']
groups = {}
for w in words:
    groups.setdefault(''.join(sorted(w)), []).append(w)
print(groups)
print(sorted((len(v), k) for k, v in groups.items()), [v for v in groups.values() if len(v) > 1])
print(max(groups.values(), key=len), {k: len(v) for k, v in groups.items() if len(v) == 1})
print(sorted(words, key=lambda w: (sorted(w), w)))
print(all(sorted(a) == sorted(b) for a, b in zip(groups['eilnst'], groups['eilnst'][1:])))
