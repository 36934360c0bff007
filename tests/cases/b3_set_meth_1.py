s = {3, 1, 2}
s.add(4)
s.add(1)
print(s, len(s))
s.discard(10)
s.discard(3)
print(s)
s.remove(4)
print(s)
try:
    s.remove(99)
except KeyError as e:
    print(type(e).__name__, e)
try:
    s.remove((1, 2))
except KeyError as e:
    print(type(e).__name__, e)
t = s.copy()
t.add(100)
print(s, t, s is t)
print(s.pop(), s)
s.clear()
print(s, len(s))
try:
    s.pop()
except KeyError as e:
    print(type(e).__name__, e)
try:
    s.add([1])
except TypeError as e:
    print(type(e).__name__, e)
try:
    s.discard({})
except TypeError as e:
    print(type(e).__name__, e)
print([1] in [[1]], 1 in {1}, 1.0 in {1}, True in {1})
try:
    [1] in {1}
except TypeError as e:
    print(type(e).__name__, e)
