text = """the quick brown fox jumps over the lazy dog the fox
barks and the dog sleeps while the quick fox runs"""
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:4]
print(top)
by_len = {}
for w in counts:
    by_len.setdefault(len(w), []).append(w)
print(dict(sorted(by_len.items())))
print(max(counts, key=lambda k: counts[k]))
