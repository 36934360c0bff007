r = range(0, 20, 5)
for i in r:
    print(i, end=' ')
print()
for i in reversed(range(1, 8, 3)):
    print(i, end=' ')
print()
print(list(reversed(range(0))), list(reversed(range(5, -6, -5))))
print(sum(range(101)), max(range(7)), min(range(3, 9)), sorted(range(3), reverse=True))
print(hash(range(3)) == hash(range(3)), hash(range(0)) == hash(range(5, 5)))
print({range(3): 'a'}[range(0, 3)])
print(range(2, 5)[True], range(10)[-3])
print(list(range(10)[1::2][::-1]), range(10)[3:7][1])
try:
    range(3)['a']
except TypeError as e:
    print(type(e).__name__, e)
try:
    range(3).index(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    range(3)[1:2:0]
except ValueError as e:
    print(type(e).__name__, e)
big = range(2**62, 2**63 - 1, 2**60)
print(len(big), big[1], list(big))
