s = 'Hello, World! Hello, Python.'
print(s.lower().count('hello'), s.find('World'), s.replace('Hello', 'Bye', 1), s[::-1][:6])
letters = [c for c in s if c.isalpha()]
print(len(letters), ''.join(sorted(set(c.lower() for c in letters))))
counts = {c: letters.count(c) for c in sorted(set(letters))}
print(counts)
print(max(counts, key=counts.get), [c for c, n in counts.items() if n == 1])
words = [w.strip('.,!') for w in s.split()]
print(words, list(map(len, words)), ' '.join(w[::-1] for w in words))
print(f'{s:^40}|', s.center(36, '*'), len(s.split(', ')))
table = str.maketrans('lo', '01')
print(s.translate(table), ord(max(s)), chr(min(map(ord, s))) == ' ')
