s0 = {frozenset({3})}
print(s0)
s = {1, 2}
print(s)
s.add({3})
