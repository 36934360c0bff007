s = {1, 2, 3, 4, 5}
out = []
while s:
    out.append(s.pop())
print(out)
s = set(range(0, 100, 9))
print(s)
print([s.pop() for _ in range(3)], s)
t = {10, 20}
t.add(30)
t.discard(10)
t.add(40)
print(t, t.pop(), t)
u = {-1, -2, -3}
print(u, u.pop(), u)
v = {2**40, 2**41, 3}
print(v, v.pop(), v)
