text = '''the quick brown fox jumps over the lazy dog the fox
barks and the dog sleeps while the quick fox runs'''
words = text.split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
for word, n in top:
    print(f'{word:<8}{n:>3} {"#" * n}')
print(len(words), len(freq), sum(freq.values()) == len(words))
print(max(freq, key=freq.get), min(freq, key=lambda w: (freq[w], w)))
lengths = sorted({len(w) for w in words})
print(lengths, {n: sorted(w for w in freq if len(w) == n) for n in lengths})
