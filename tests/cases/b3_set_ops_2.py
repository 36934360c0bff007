evens = set(range(0, 20, 2))
threes = set(range(0, 20, 3))
print(sorted(evens & threes), sorted(evens | threes), sorted(evens - threes), sorted(evens ^ threes))
print(evens & threes == threes & evens, (evens | threes) >= evens, evens.isdisjoint({1, 3}))
words = 'the cat sat on the mat with the hat'.split()
uniq = set(words)
print(len(words), len(uniq), sorted(uniq), 'cat' in uniq, 'dog' not in uniq)
seen = set()
dups = []
for w in words:
    if w in seen:
        dups.append(w)
    seen.add(w)
print(dups)
print(sorted({c for c in 'mississippi'}), sorted(set('abc') - set('b')))
print({1, 2} < {1, 2, 3} < {1, 2, 3, 4}, {1} <= {1}, {2} > set())
print(set() == set(), {1} != {1.0}, {(1, 2)} == {(1, 2)})
