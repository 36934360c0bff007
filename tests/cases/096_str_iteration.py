s = "abcde"
for i, c in enumerate(s):
    print(i, c)
print(list(s), tuple(s))
print([c.upper() for c in s if c in "aeiou"])
print(sorted("hello"), "".join(sorted("hello")))
print(max("hello"), min("hello"))
rev = ""
for c in s:
    rev = c + rev
print(rev)
print("b" in s, "bd" in s, "bc" in s)
counts = {}
for c in "mississippi":
    counts[c] = counts.get(c, 0) + 1
print(counts)
