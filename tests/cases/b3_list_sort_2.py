data = [(i % 5, i) for i in range(30)]
s1 = sorted(data, key=lambda t: t[0])
print([t[1] for t in s1])
s2 = sorted(data, key=lambda t: t[0], reverse=True)
print([t[1] for t in s2])
words = 'The quick brown Fox jumps over the lazy Dog'.split()
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len, reverse=True))
print(sorted(set(w.lower() for w in words)))
try:
    [3, None, 1].sort()
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([(1, 'a'), (1, 2)])
except TypeError as e:
    print(type(e).__name__, e)
l = [1, 2, 3]
try:
    l.sort(key=lambda x: 1 / (x - 2))
except ZeroDivisionError as e:
    print(type(e).__name__, e, l)
