print(set(), set([3, 1, 2]), set('aab') == {'a', 'b'}, set(range(5)))
print(frozenset(), frozenset([1, 2, 2]), frozenset(range(3)))
print(sorted(set('hello')), sorted(frozenset('world')))
s = {1, 2}
t = set(s)
t.add(3)
print(s, t, s is t)
f = frozenset([1])
print(frozenset(f) is f, set(f), type(set(f)).__name__)
print(set({1: 'a', 2: 'b'}), set(x % 3 for x in range(10)))
print({1, 1.0, True}, {0, False, 0.0}, len({1, 1.0, True}))
for bad in ([[1]], [{}], 5):
    try:
        set(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    frozenset([[1, 2]])
except TypeError as e:
    print(type(e).__name__, e)
try:
    set(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
